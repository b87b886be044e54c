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
