import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFrom, readSettings } from '../config';

const SECRET = 'x'.repeat(32);
const production = { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_HOST: 'smtp.example.org' };

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    readSettings(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
};

describe('settings checked at start', () => {
  it('gives every default outside production', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({ NODE_ENV: 'development', PORT: 3000, HOST: '127.0.0.1' });
    expect(settings.SEED).toBeUndefined();
    expect(configFrom({}).smtp).toBeUndefined();
  });

  it('stops on a wrong value with one line naming the variable and what it expects', () => {
    expect(refusal({ PORT: 'eighty' })).toMatch(/^Setting PORT: /);
    expect(refusal({ PORT: '70000' })).toMatch(/^Setting PORT: /);
    expect(refusal({ TRUST_PROXY: 'yes' })).toBe('Setting TRUST_PROXY: one of true, false');
    expect(refusal({ NODE_ENV: 'prod' })).toBe(
      'Setting NODE_ENV: one of development, production, test',
    );
    expect(refusal({ DATABASE_URL: 'mysql://x' })).toMatch(/^Setting DATABASE_URL: /);
    expect(refusal({ SMS_URL: 'ftp://sms' })).toMatch(/^Setting SMS_URL: /);
    expect(refusal({ SMS_URL: 'https://sms', SMS_BODY: '{"to":"{{to}}"}' })).toBe(
      'Setting SMS_BODY: a template naming {{to}} and {{text}}',
    );
    expect(refusal({ SMTP_PASSWORD: 'secret' })).toMatch(/^Setting SMTP_USER: /);
  });

  it('requires in production a 32-byte secret, a channel for codes and the seed off', () => {
    expect(readSettings(production).NODE_ENV).toBe('production');
    expect(refusal({ ...production, AUTH_SECRET: undefined })).toMatch(/^Setting AUTH_SECRET: /);
    expect(refusal({ ...production, AUTH_SECRET: 'short' })).toMatch(/at least 32 bytes/);
    expect(refusal({ ...production, SMTP_HOST: undefined })).toMatch(/^Setting SMTP_HOST: /);
    expect(
      readSettings({ ...production, SMTP_HOST: undefined, SMS_URL: 'https://sms.example.org/send' })
        .SMS_URL,
    ).toBe('https://sms.example.org/send');
    expect(refusal({ ...production, SEED: 'true' })).toMatch(/^Setting SEED: false in production/);
  });

  it('reads a secret from the file that *_FILE names, and refuses both or an unreadable file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    writeFileSync(join(dir, 'secret'), `${SECRET}\n`);
    const env = { ...production, AUTH_SECRET: undefined, AUTH_SECRET_FILE: join(dir, 'secret') };
    expect(readSettings(env).AUTH_SECRET).toBe(SECRET);
    expect(refusal({ ...env, AUTH_SECRET: SECRET })).toMatch(/^Setting AUTH_SECRET: set both/);
    expect(refusal({ ...env, AUTH_SECRET_FILE: join(dir, 'missing') })).toMatch(
      /^Setting AUTH_SECRET_FILE: a readable file/,
    );
  });

  it('takes an empty variable as unset', () => {
    expect(readSettings({ PORT: '', SMTP_HOST: '' })).toMatchObject({ PORT: 3000 });
    expect(configFrom({ SMTP_HOST: '' }).smtp).toBeUndefined();
  });
});
