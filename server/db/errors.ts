interface PgError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and the causes drizzle and pg wrap it in, outermost first. */
function* chain(error: unknown): Generator<PgError> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = (current as PgError).cause;
  }
}

const codeOf = (candidate: PgError) => (typeof candidate.code === 'string' ? candidate.code : '');

/** The constraint a failed statement broke, when it is a unique violation (drizzle wraps it). */
export const uniqueViolation = (error: unknown): string | undefined => {
  for (const candidate of chain(error)) {
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : 'unknown';
    }
  }
  return undefined;
};

/**
 * PostgreSQL's refusals of a value that the validation let through: too long for its type
 * (22001), out of range (22003), a bad date (22007, 22008), a NUL or a bad byte (22021, 22P05),
 * a bad LIKE escape or regular expression (22025, 2201B), bad text for a type (22P02), too large
 * for an index row (54000). They are the request's fault: a 400, never a 500.
 */
const BAD_VALUE_CODES = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22025',
  '2201B',
  '22P02',
  '22P05',
  '54000',
]);

export const badValue = (error: unknown): boolean =>
  [...chain(error)].some((candidate) => BAD_VALUE_CODES.has(codeOf(candidate)));

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
export const databaseUnavailable = (error: unknown): boolean =>
  [...chain(error)].some((candidate) => {
    const code = codeOf(candidate);
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    return UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
  });
