import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type * as zod from 'zod';
import type { Db } from '../db/client';
import { readPage, sortBy, type Paging } from '../db/paging';
import type { AppContext } from '../http/context';
import type { Principal, Resource } from '../permissions/policy';
import { allOf } from '../permissions/scope';
import { readList, readZoneList, type Gate } from './handlers';

/** A resource's query, still to be filtered, ordered and cut into pages. */
interface Listable<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
    };
  };
}

type Condition = SQL | undefined;

/** A list's equality filters: a parameter of its query, the column that must equal it. */
export type EqualFilters<Q> = { [K in keyof Q]?: AnyPgColumn };

/** The conditions of a list's equality filters: each parameter the query gives, on its column. */
export const equalFilters = <Q extends object>(q: Q, columns: EqualFilters<Q>) =>
  (Object.entries(columns) as [keyof Q, AnyPgColumn][]).map(([key, column]) => {
    const value = q[key];
    return value ? eq(column, value) : undefined;
  });

/**
 * The lists of a resource: one page of `select` within the caller's `scope` and the conditions
 * a route adds, sorted by the column the query names (`sortedBy` without one) with the id
 * breaking ties, or in the list's own `order`, then serialised; the total counts the rows of
 * `table` that the same conditions keep. The main list reads its `query` and applies its
 * `equal` filters itself; the route adds the others (search, ranges, areas).
 */
export const pagedList = <
  Row,
  Item,
  Field extends string,
  S extends zod.ZodType<Paging & { sortField?: Field }>,
>(
  list: {
    table: PgTable & { id: AnyPgColumn };
    query: S;
    equal: NoInfer<EqualFilters<zod.output<S>>>;
    select: (db: Db) => Listable<Row>;
    scope: (principal: Principal) => Condition;
    sortable: Record<Field, AnyPgColumn | SQL>;
    serialize: (db: Db, rows: Row[], principal: Principal) => Item[] | Promise<Item[]>;
  } & (
    | { sortedBy: NoInfer<Field> }
    | { order: (paging: Paging & { sortField?: NoInfer<Field> }) => SQL[] }
  ),
) => {
  type Query = Paging & { sortField?: Field };
  const page = async (db: Db, principal: Principal, conditions: Condition[], paging: Query) => {
    const where = allOf(list.scope(principal), ...conditions);
    const order =
      'order' in list
        ? list.order(paging)
        : sortBy(list.sortable[paging.sortField ?? list.sortedBy], paging.sortOrder, list.table.id);
    const { rows, meta } = await readPage(
      db,
      paging,
      list
        .select(db)
        .where(where)
        .orderBy(...order),
      { table: list.table, where },
    );
    return { items: await list.serialize(db, rows, principal), meta };
  };
  return {
    /** GET /<resource>: the rows of the caller's reach that the query's filters keep. */
    route:
      (db: Db, may: Gate, filters: (q: zod.output<S>, principal: Principal) => Condition[]) =>
      async (c: AppContext) => {
        const { principal, q } = readList(c, may, list.query);
        const conditions = [...filters(q, principal), ...equalFilters(q, list.equal)];
        return c.json(await page(db, principal, conditions, q), 200);
      },
    /** GET /<resource>/by-zone/{zoneId}: the same within a zone of the caller's area. */
    zoneRoute:
      <Z extends zod.ZodType<Query>>(
        db: Db,
        may: Resource,
        params: zod.ZodType<{ zoneId: string }>,
        query: Z,
        filters: (zoneId: string, q: zod.output<Z>) => Condition[],
      ) =>
      async (c: AppContext) => {
        const { principal, zoneId, q } = await readZoneList(c, db, may, params, query);
        return c.json(await page(db, principal, filters(zoneId, q), q), 200);
      },
  };
};

/** Rows whose zone (a column, or a column of the list's subquery) lies in the region. */
export const inRegion = (zoneId: AnyPgColumn | SQL, regionId: string) =>
  sql`${zoneId} in (select z.id from zones z where z.region_id = ${regionId})`;
