import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface Paging {
  page: number;
  limit: number;
  sortOrder: 'asc' | 'desc';
}

export const offsetOf = ({ page, limit }: Paging) => (page - 1) * limit;

export const pageMeta = ({ page, limit }: Paging, totalItems: number) => {
  const totalPages = Math.ceil(totalItems / limit);
  return { page, limit, totalItems, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
};

/** The id breaks ties, so that paging through equal values never repeats or skips a row. */
export const sortBy = (column: AnyPgColumn | SQL, order: 'asc' | 'desc', id: AnyPgColumn) =>
  order === 'desc' ? [desc(column), desc(id)] : [asc(column), asc(id)];

/** An ordered query still to be cut into pages. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of an ordered query and the number of rows of `table` that `where` keeps, read side
 * by side (the count runs on another connection of the pool).
 */
export const readPage = async <Row>(
  db: Db,
  paging: Paging,
  ordered: Pageable<Row>,
  counted: { table: PgTable; where: SQL | undefined },
) => {
  const [rows, [total]] = await Promise.all([
    ordered.limit(paging.limit).offset(offsetOf(paging)),
    db.select({ value: count() }).from(counted.table).where(counted.where),
  ]);
  return { rows, meta: pageMeta(paging, total?.value ?? 0) };
};
