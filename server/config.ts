export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
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

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const smtpFrom = (env: NodeJS.ProcessEnv): SmtpConfig | undefined =>
  env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: int(env.SMTP_PORT, 587),
        secure: env.SMTP_SECURE === 'true',
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
        from: env.SMTP_FROM ?? 'Collecte huile <no-reply@collecte-huile.tn>',
      }
    : undefined;

export const configFrom = (env: NodeJS.ProcessEnv = process.env): Config => ({
  production: env.NODE_ENV === 'production',
  devOutbox: env.DEV_OUTBOX === 'true' && env.NODE_ENV !== 'production',
  sessionTtlSeconds: int(env.SESSION_TTL_HOURS, 12) * 3600,
  resetTtlSeconds: 15 * 60,
  otpTtlSeconds: 5 * 60,
  otpMaxAttempts: 5,
  scryptCost: 2 ** 17,
  trustProxy: env.TRUST_PROXY === 'true',
  smtp: smtpFrom(env),
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
