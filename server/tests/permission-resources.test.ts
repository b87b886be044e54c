// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client';
import { permissions } from '../db/schema';
import { ids, type FixtureUser } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

/** The hand-written part of a migration that added permission resources: its grants. */
const grants = (file: string) =>
  readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('UPDATE'));

type Column = 'history' | 'declaration' | 'amendment' | 'stock' | 'buyer' | 'shipment';

/** What `user` holds of `columns`, as stored. */
const held = async (user: FixtureUser, columns: readonly Column[]) => {
  const [row] = await h.db
    .select(Object.fromEntries(columns.map((column) => [column, permissions[column]])))
    .from(permissions)
    .where(eq(permissions.userId, ids.users[user]));
  return row;
};

/** Empties `columns` for every account, then runs the grants of `file`. */
async function migrate(file: string, columns: readonly Column[]) {
  await h.db.update(permissions).set(Object.fromEntries(columns.map((column) => [column, ''])));
  for (const statement of grants(file)) await h.db.execute(sql.raw(statement));
}

describe('the history, declaration and amendment permission resources', () => {
  const columns = ['history', 'declaration', 'amendment'] as const;

  it('the migration gives the accounts that exist what their role has by default', async () => {
    await migrate('0010_permission_resources.sql', columns);
    expect(await held('admin', columns)).toEqual({
      history: 'READ',
      declaration: 'READ|CREATE|UPDATE',
      amendment: 'CREATE',
    });
    expect(await held('managerNord', columns)).toEqual({
      history: '',
      declaration: 'READ|CREATE',
      amendment: 'CREATE',
    });
    expect(await held('subcontractor', columns)).toEqual({
      history: '',
      declaration: 'CREATE',
      amendment: '',
    });
    expect(await held('driver', columns)).toEqual({ history: '', declaration: '', amendment: '' });
  });

  it('an account reads its new actions back', async () => {
    const api = await h.client('managerNord');
    const me = await api.GET('/auth/current-user');
    expect(me.data?.permissions).toMatchObject({ declaration: 'READ|CREATE', amendment: 'CREATE' });
    expect(me.data?.permissions).not.toHaveProperty('history');
  });
});

describe('the stock, buyer and shipment permission resources', () => {
  const columns = ['stock', 'buyer', 'shipment'] as const;

  it('the migration gives the accounts that exist what their role has by default', async () => {
    await migrate('0015_stock_permission_resources.sql', columns);
    expect(await held('admin', columns)).toEqual({
      stock: 'READ|CREATE|UPDATE',
      buyer: 'READ|CREATE|UPDATE|DELETE',
      shipment: 'READ|CREATE|UPDATE',
    });
    expect(await held('managerNord', columns)).toEqual({
      stock: 'READ|CREATE',
      buyer: 'READ',
      shipment: 'READ|CREATE|UPDATE',
    });
    const none = { stock: '', buyer: '', shipment: '' };
    expect(await held('subcontractor', columns)).toEqual(none);
    expect(await held('driver', columns)).toEqual(none);
  });

  it('an account reads its new actions back; a company holds none of them', async () => {
    const manager = await (await h.client('managerNord')).GET('/auth/current-user');
    expect(manager.data?.permissions).toMatchObject({ stock: 'READ|CREATE', buyer: 'READ' });
    const company = await (await h.client('subcontractor')).GET('/auth/current-user');
    for (const resource of columns) expect(company.data?.permissions).not.toHaveProperty(resource);
  });
});
