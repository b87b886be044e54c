import type { Context } from 'hono';
import { preconditionFailed } from './errors';

/** The ETag of a record: its `updatedAt` in double quotes. */
export const etagOf = (updatedAt: Date | string) =>
  `"${typeof updatedAt === 'string' ? updatedAt : updatedAt.toISOString()}"`;

export const setEtag = (c: Context, updatedAt: Date | string) => {
  c.header('ETag', etagOf(updatedAt));
};

/**
 * Checks If-Match against the record's current version; a missing header means "no check"
 * (a client that does not lock), `*` matches any existing record.
 */
export const checkIfMatch = (header: string | undefined, updatedAt: Date) => {
  if (header === undefined || header.trim() === '*') return;
  const current = etagOf(updatedAt);
  const accepted = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!accepted.includes(current)) throw preconditionFailed();
};
