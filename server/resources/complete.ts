import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Every property of a record the contract returns, the optional ones included: a property added
 * to the contract (then `npm run generate`) fails to compile in the serializer until it names it.
 */
export type Complete<T> = { [K in keyof Required<T>]: T[K] };

/**
 * A record as the contract describes it, from all of its properties. A property the reader does
 * not get (a contact hidden from them, a value not set) is named with `undefined` and left out of
 * the answer, as the contract's absent property; null stays null.
 */
export const complete = <T extends object>(fields: Complete<T>): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/** The columns a query selects for a summary the contract describes: each of its properties. */
export type SummaryColumns<T> = { [K in keyof Required<T>]: AnyPgColumn | SQL.Aliased };
