import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
