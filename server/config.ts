import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { resolveTiles, tileOrigin, type TileSettings } from '../src/components/map/tile-config';

/**
 * Every setting of the server, read from the environment here and nowhere else, and checked when
 * the server starts: a wrong or missing value stops it with one line naming the variable and what
 * it expects (`SettingsError`). A secret `X` may also be given as the path of a file holding it,
 * `X_FILE` (Docker and Kubernetes secrets). The README's settings table lists every variable.
 */

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** A setting that stops the server: `message` is the one line it prints. */
export class SettingsError extends Error {
  constructor(
    readonly variable: string,
    expected: string,
  ) {
    super(`Setting ${variable}: ${expected}`);
    this.name = 'SettingsError';
  }
}

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const port = z.coerce.number().int().min(1).max(65535);
const positiveInt = z.coerce.number().int().positive();
const url = z.url({ protocol: /^https?$/ });

/** The variables, each with what it expects; `undefined` where a default applies below. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional(),
  AUTH_SECRET: z.string().min(1).optional(),
  SESSION_TTL_HOURS: positiveInt.max(24 * 30).default(12),
  TRUST_PROXY: flag.default(false),
  SEED: flag.optional(),
  SEED_HOLDERS: z.coerce.number().int().min(0).max(1_000_000).default(400),
  DEV_OUTBOX: flag.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  ACCESS_LOG: flag.default(true),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: port.default(587),
  SMTP_SECURE: flag.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).default('Collecte huile <no-reply@collecte-huile.tn>'),
  SMS_URL: url.optional(),
  SMS_AUTHORIZATION: z.string().min(1).optional(),
  SMS_CONTENT_TYPE: z
    .enum(['application/json', 'application/x-www-form-urlencoded'])
    .default('application/json'),
  SMS_BODY: z
    .string()
    .includes('{{to}}', { message: 'a template naming {{to}} and {{text}}' })
    .includes('{{text}}', { message: 'a template naming {{to}} and {{text}}' })
    .default('{"to":"{{to}}","text":"{{text}}"}'),
  SMS_FROM: z.string().min(1).optional(),
  INITIAL_ADMIN_EMAIL: z.email().optional(),
  INITIAL_ADMIN_PHONE: z
    .string()
    .regex(/^\+?[0-9 ]{8,20}$/, 'a phone number')
    .optional(),
  MAP_TILE_URL: z
    .string()
    .refine((value) => value.trim().toLowerCase() === 'none' || !!tileOrigin(value.trim()), {
      message: 'none, or a tile URL template such as https://tile.example.org/{z}/{x}/{y}.png',
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  UPLOAD_RETENTION_HOURS: positiveInt.default(24),
  APP_COMMIT: z.string().optional(),
  ORGANISATION_NAME: z.string().trim().min(1).max(200).default('Collecte huile'),
  ORGANISATION_CERTIFICATE: z.string().trim().min(1).max(80).default('EU-ISCC-Cert-TN000-00000000'),
  ORGANISATION_ADDRESS: z.string().trim().min(1).max(255).default('Tunis, Tunisie'),
});

/** The variables that may come from a file (`<NAME>_FILE`). */
const SECRETS = [
  'AUTH_SECRET',
  'SMTP_PASSWORD',
  'SMS_AUTHORIZATION',
  'METRICS_TOKEN',
  'DATABASE_URL',
] as const;

export type Settings = z.infer<typeof schema>;

const fromFiles = (env: NodeJS.ProcessEnv) => {
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) if (value !== '') values[name] = value;
  for (const name of SECRETS) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (values[name] !== undefined)
      throw new SettingsError(name, `set both ${name} and ${name}_FILE; give one`);
    try {
      values[name] = readFileSync(file, 'utf8').trim();
    } catch {
      throw new SettingsError(`${name}_FILE`, `a readable file (${file} cannot be read)`);
    }
  }
  return values;
};

/** Reads and checks the settings; throws a `SettingsError` on the first wrong one. */
export const readSettings = (env: NodeJS.ProcessEnv = process.env): Settings => {
  const parsed = schema.safeParse(fromFiles(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    const expected =
      issue.code === 'invalid_value' && 'values' in issue
        ? `one of ${issue.values.map(String).join(', ')}`
        : issue.message;
    throw new SettingsError(variable, expected);
  }
  const settings = parsed.data;
  if (settings.NODE_ENV === 'production') {
    if (!settings.AUTH_SECRET || Buffer.byteLength(settings.AUTH_SECRET) < 32)
      throw new SettingsError(
        'AUTH_SECRET',
        'at least 32 bytes in production (openssl rand -base64 48)',
      );
    if (!settings.SMTP_HOST && !settings.SMS_URL)
      throw new SettingsError(
        'SMTP_HOST',
        'a channel for the one-time codes in production: SMTP_HOST, SMS_URL or both',
      );
    if (settings.SEED)
      throw new SettingsError('SEED', 'false in production: the demo data never runs there');
  }
  if (settings.SMS_AUTHORIZATION && !settings.SMS_URL)
    throw new SettingsError('SMS_URL', 'the gateway URL, since SMS_AUTHORIZATION is set');
  if (settings.SMTP_PASSWORD && !settings.SMTP_USER)
    throw new SettingsError('SMTP_USER', 'the SMTP user, since SMTP_PASSWORD is set');
  return settings;
};

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export interface SmsConfig {
  url: string;
  authorization?: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
  /** The request body, `{{to}}`, `{{text}}` and `{{from}}` replaced (escaped for the content type). */
  body: string;
  from?: string;
}

export interface Config {
  production: boolean;
  /**
   * The development outbox (GET /__dev/outbox and the `dev_outbox` table): only with
   * DEV_OUTBOX=true, and never in production.
   */
  devOutbox: boolean;
  sessionTtlSeconds: number;
  resetTtlSeconds: number;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  /** scrypt cost (N); tests lower it, everything else keeps the default. */
  scryptCost: number;
  /** Read the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  smtp?: SmtpConfig;
  sms?: SmsConfig;
  /** How long an e-mail or SMS send may take before it counts as failed (tests shorten it). */
  deliveryTimeoutMs: number;
  /** Bearer token of GET /metrics; without it, loopback callers only. */
  metricsToken?: string;
  /** The commit built (APP_COMMIT); server/version.ts looks for it in git when absent. */
  appCommit?: string;
  /** Uploads no record references are deleted after this long. */
  uploadRetentionSeconds: number;
  /** The map's tile server and its credit, written into the page (none: no tiles). */
  mapTiles: TileSettings;
  /** The organisation's name, printed on the auditor's exports. */
  organisationName: string;
  /** The organisation's ISCC certificate and address, printed on sustainability declarations. */
  organisationCertificate: string;
  organisationAddress: string;
  rateLimits: {
    signIn: RateLimit;
    /** Wrong passwords per login and client address. */
    signInPerLogin: RateLimit;
    verifyOtp: RateLimit;
    resendOtp: RateLimit;
    forgotPassword: RateLimit;
    resetPassword: RateLimit;
    /** Wrong codes per account, across challenges. */
    otpFailuresPerAccount: RateLimit;
    /** Codes sent per account (and per purpose). */
    otpSentPerAccount: RateLimit;
    /** Wrong current passwords on PATCH /auth/password (and profile), per user. */
    passwordChangePerUser: RateLimit;
  };
}

/** What the routes need of the settings (tests build it from a few variables). */
export const configOf = (settings: Settings): Config => ({
  production: settings.NODE_ENV === 'production',
  devOutbox: settings.DEV_OUTBOX && settings.NODE_ENV !== 'production',
  sessionTtlSeconds: settings.SESSION_TTL_HOURS * 3600,
  resetTtlSeconds: 15 * 60,
  otpTtlSeconds: 5 * 60,
  otpMaxAttempts: 5,
  scryptCost: 2 ** 17,
  trustProxy: settings.TRUST_PROXY,
  smtp: settings.SMTP_HOST
    ? {
        host: settings.SMTP_HOST,
        port: settings.SMTP_PORT,
        secure: settings.SMTP_SECURE,
        user: settings.SMTP_USER,
        password: settings.SMTP_PASSWORD,
        from: settings.SMTP_FROM,
      }
    : undefined,
  sms: settings.SMS_URL
    ? {
        url: settings.SMS_URL,
        authorization: settings.SMS_AUTHORIZATION,
        contentType: settings.SMS_CONTENT_TYPE,
        body: settings.SMS_BODY,
        from: settings.SMS_FROM,
      }
    : undefined,
  deliveryTimeoutMs: 10_000,
  metricsToken: settings.METRICS_TOKEN,
  appCommit: settings.APP_COMMIT,
  uploadRetentionSeconds: settings.UPLOAD_RETENTION_HOURS * 3600,
  organisationName: settings.ORGANISATION_NAME,
  organisationCertificate: settings.ORGANISATION_CERTIFICATE,
  organisationAddress: settings.ORGANISATION_ADDRESS,
  mapTiles: resolveTiles(settings.MAP_TILE_URL, settings.MAP_TILE_ATTRIBUTION),
  rateLimits: {
    // Per client address (every attempt), and per login + address (failures only), in fixed
    // windows.
    signIn: { limit: 30, windowSeconds: 15 * 60 },
    signInPerLogin: { limit: 10, windowSeconds: 15 * 60 },
    verifyOtp: { limit: 30, windowSeconds: 15 * 60 },
    resendOtp: { limit: 10, windowSeconds: 15 * 60 },
    forgotPassword: { limit: 10, windowSeconds: 15 * 60 },
    resetPassword: { limit: 10, windowSeconds: 15 * 60 },
    // Per account, whatever the address or the spelling of the login.
    otpFailuresPerAccount: { limit: 10, windowSeconds: 60 * 60 },
    otpSentPerAccount: { limit: 10, windowSeconds: 60 * 60 },
    passwordChangePerUser: { limit: 10, windowSeconds: 15 * 60 },
  },
});

/** The routes' configuration straight from environment variables (tests, scripts). */
export const configFrom = (env: NodeJS.ProcessEnv = process.env): Config =>
  configOf(readSettings(env));
