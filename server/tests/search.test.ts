// @vitest-environment node
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { testDatabase } from './support/database';

// Each record's searchable columns are declared once (SEARCHABLE in db/schema.ts): the lists'
// search reads them, and drizzle-kit writes the lower-cased `search` column from them. The
// migrations must have followed: a declaration changed without its migration fails here.

const { SEARCHABLE } = schema;

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

afterAll(() => database.close());

const rowsOf = async <Row>(query: ReturnType<typeof sql>) => {
  // Both drivers (PGlite, node-postgres) answer `execute` with the rows under `rows`.
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Row[] }).rows;
};

const declared = Object.entries(SEARCHABLE).map(([key, { all }]) => {
  const table = schema[key as keyof typeof SEARCHABLE];
  return {
    table: getTableName(table),
    columns: all.map(
      (property) => (table as unknown as Record<string, { name: string }>)[property]?.name,
    ),
  };
});

describe('search columns', () => {
  it('are the tables of the declaration, and only those', async () => {
    const rows = await rowsOf<{ table: string }>(
      sql`select table_name as table from information_schema.columns
        where column_name = 'search' and is_generated = 'ALWAYS' order by table_name`,
    );
    expect(rows.map((row) => row.table)).toEqual(declared.map((entry) => entry.table).sort());
  });

  it.each(declared.map((entry) => [entry.table, entry.columns] as const))(
    '%s.search joins the declared columns, in order, lower-cased, under a trigram index',
    async (table, columns) => {
      const [column] = await rowsOf<{ expression: string }>(
        sql`select generation_expression as expression from information_schema.columns
          where table_name = ${table} and column_name = 'search'`,
      );
      const joined = [...(column?.expression ?? '').matchAll(/lower\(COALESCE\((\w+),/g)].map(
        (match) => match[1],
      );
      expect(joined).toEqual(columns);
      const indexes = await rowsOf<{ definition: string }>(
        sql`select indexdef as definition from pg_indexes where tablename = ${table}`,
      );
      expect(indexes.map((index) => index.definition)).toContainEqual(
        expect.stringMatching(/USING gin \(search gin_trgm_ops\)/),
      );
    },
  );
});
