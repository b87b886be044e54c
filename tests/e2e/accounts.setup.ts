import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { accounts, stateFile, type Account } from './support/accounts';
import { expect, outboxCode, signInThroughScreens, test } from './support/fixtures';

// Sign-in is rate limited per address: each account signs in once, and the tests reuse its
// browser state.

test('the super administrator signs in with the one-time code from the outbox', async ({
  page,
}) => {
  await signInThroughScreens(page, 'superAdmin');
  await expect(page).toHaveURL(/\/main\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
  await page.context().storageState({ path: stateFile('superAdmin') });
});

for (const account of [
  'admin',
  'manager',
  'subcontractor',
  'driver',
] as const satisfies Account[]) {
  test(`${account} signs in through the API`, async ({ request, baseURL }) => {
    const { login, password } = accounts[account];
    const signIn = await request.post('/api/v1/auth/signin', { data: { login, password } });
    const { otp } = (await signIn.json()) as { otp: string };
    const verify = await request.post('/api/v1/auth/verify-otp', {
      data: { hashedOtp: otp, inputOtp: await outboxCode(request, login) },
    });
    expect(verify.ok()).toBe(true);
    const { token } = (await verify.json()) as { token: string };
    const file = stateFile(account);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        cookies: [],
        origins: [{ origin: baseURL!, localStorage: [{ name: 'token', value: token }] }],
      }),
    );
  });
}
