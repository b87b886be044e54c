import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts';

// After every journey of this run (the setup project's teardown): the server's log, written by
// tests/e2e/support/server.sh, must hold none of the secrets the run used. Codes and temporary
// passwords come from the development outbox, session tokens from the browsers' saved storage,
// passwords from the demo accounts.

const port = process.env.E2E_PORT ?? 3100;
const serverLog = `tests/e2e/.data/${port}.log`;
const authDir = `tests/e2e/.auth/${port}`;

interface OutboxMail {
  to: string;
  code: string | null;
}

test('the server log holds no password, code or token of the run', async ({ request }) => {
  // The outbox answers the newest 50 mails, and the newest 50 of each recipient asked for.
  const read = async (query: string) => {
    const response = await request.get(`/__dev/outbox${query}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as OutboxMail[];
  };
  const newest = await read('');
  const recipients = new Set(newest.map((mail) => mail.to));
  const mails = [newest];
  for (const to of recipients) mails.push(await read(`?to=${encodeURIComponent(to)}`));
  const codes = new Set(mails.flat().flatMap((mail) => (mail.code ? [mail.code] : [])));

  const tokens = existsSync(authDir)
    ? readdirSync(authDir).flatMap((file) => {
        const state = JSON.parse(readFileSync(join(authDir, file), 'utf8')) as {
          origins: { localStorage: { name: string; value: string }[] }[];
        };
        return state.origins.flatMap((origin) =>
          origin.localStorage.filter((item) => item.name === 'token').map((item) => item.value),
        );
      })
    : [];
  const passwords = Object.values(accounts).map((account) => account.password);

  // The run signed in every demo account: a check without its secrets would prove nothing.
  expect(codes.size).toBeGreaterThanOrEqual(5);
  expect(tokens.length).toBeGreaterThanOrEqual(5);

  const log = readFileSync(serverLog, 'utf8');
  expect(log).toContain('/api/v1/auth/verify-otp');
  // A code stands alone: six digits inside a request id are not one.
  const appears = (secret: string) =>
    /^\d+$/.test(secret)
      ? new RegExp(`(?<![\\w-])${secret}(?![\\w-])`).test(log)
      : log.includes(secret);
  const found = [...passwords, ...codes, ...tokens].filter(appears);
  expect(found, `in ${serverLog}`).toEqual([]);
});
