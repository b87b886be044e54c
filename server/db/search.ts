import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * `expression` contains the search text, ignoring case. Both sides go through PostgreSQL's
 * lower() so that they agree on every character; `expression` is expected lower-cased already
 * when it is one of the indexed search columns.
 */
export const contains = (expression: AnyPgColumn | SQL, text: string) =>
  sql`${expression} like lower(${`%${escapeLike(text)}%`})`;

export const containsAny = (expressions: (AnyPgColumn | SQL)[], text: string) =>
  sql`(${sql.join(
    expressions.map((expression) => contains(sql`lower(${expression})`, text)),
    sql` or `,
  )})`;
