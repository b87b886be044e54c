// @vitest-environment node
import { sql } from 'drizzle-orm';
import { isPgEnum, type PgEnum } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { testDatabase } from './support/database';

// schema.ts takes its enums' values from the contract. PostgreSQL cannot reorder an enum's
// values, so a contract that changed them, or their order, must fail here rather than leave
// drizzle-kit a migration it cannot write.
const ENUMS = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgEnum<[string, ...string[]]> => isPgEnum(value),
);

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

afterAll(() => database.close());

describe('database enums', () => {
  it.each(ENUMS.map((pgEnum) => [pgEnum.enumName, pgEnum.enumValues] as const))(
    '%s has the contract values in the migrated order',
    async (name, values) => {
      // Both drivers (PGlite, node-postgres) answer `execute` with the rows under `rows`.
      const result: unknown = await database.db.execute(
        sql`select unnest(enum_range(null::${sql.identifier(name)}))::text as value`,
      );
      const { rows } = result as { rows: { value: string }[] };
      expect(rows.map((row) => row.value)).toEqual(values);
    },
  );
});
