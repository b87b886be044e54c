import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The next `updatedAt`: now, but always at least a millisecond after the previous one, so that
 * two quick edits never share an ETag.
 */
export const nextVersion = (updatedAt: AnyPgColumn) =>
  sql<Date>`greatest(now(), ${updatedAt} + interval '1 millisecond')`;
