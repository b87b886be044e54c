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

/** The hand-written part of the migration that added the three resources. */
const grants = readFileSync(join(migrationsFolder, '0010_permission_resources.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => statement.includes('UPDATE'));

const held = async (user: FixtureUser) => {
  const [row] = await h.db
    .select({
      history: permissions.history,
      declaration: permissions.declaration,
      amendment: permissions.amendment,
    })
    .from(permissions)
    .where(eq(permissions.userId, ids.users[user]));
  return row;
};

describe('the history, declaration and amendment permission resources', () => {
  it('the migration gives the accounts that exist what their role has by default', async () => {
    await h.db.update(permissions).set({ history: '', declaration: '', amendment: '' });
    for (const statement of grants) await h.db.execute(sql.raw(statement));
    expect(await held('admin')).toEqual({
      history: 'READ',
      declaration: 'READ|CREATE|UPDATE',
      amendment: 'CREATE',
    });
    expect(await held('managerNord')).toEqual({
      history: '',
      declaration: 'READ|CREATE',
      amendment: 'CREATE',
    });
    expect(await held('subcontractor')).toEqual({
      history: '',
      declaration: 'CREATE',
      amendment: '',
    });
    expect(await held('driver')).toEqual({ history: '', declaration: '', amendment: '' });
  });

  it('an account reads its new actions back', async () => {
    const api = await h.client('managerNord');
    const me = await api.GET('/auth/current-user');
    expect(me.data?.permissions).toMatchObject({ declaration: 'READ|CREATE', amendment: 'CREATE' });
    expect(me.data?.permissions).not.toHaveProperty('history');
  });
});
