interface PgError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The constraint a failed statement broke, when it is a unique violation (drizzle wraps it). */
export const uniqueViolation = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as PgError;
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : 'unknown';
    }
    current = candidate.cause;
  }
  return undefined;
};

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // PostgreSQL: statement timeout or cancel, lock timeout, server shutting down or starting,
  // too many connections.
  '57014',
  '55P03',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
];

/**
 * True when a failure means that the database did not answer in time or could not be reached
 * (pg's timeouts, connection errors, SQLSTATE class 08): the request gets a 503, not a 500.
 */
export const databaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as PgError & { message?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = candidate.cause;
  }
  return false;
};
