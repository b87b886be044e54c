// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

const storedLanguage = async (id: string) =>
  (await h.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]
    ?.language;

describe('the language preference kept on the account (PATCH /auth/profile)', () => {
  it('rule "the preference follows the account": stored, answered by the profile and the current user, kept by other changes', async () => {
    const api = await h.client('admin');
    const before = await api.GET('/auth/current-user');
    expect(before.data).toBeDefined();
    expect(before.data?.language).toBeUndefined();

    const { data } = await api.PATCH('/auth/profile', { body: { language: 'en' } });
    expect(data?.language).toBe('en');
    expect(await storedLanguage(ids.users.admin)).toBe('en');

    // Another browser: a new session reads the account's choice.
    const elsewhere = await h.client('admin');
    expect((await elsewhere.GET('/auth/current-user')).data?.language).toBe('en');

    // A change of name leaves the language as it is.
    const renamed = await api.PATCH('/auth/profile', { body: { firstName: 'Amira' } });
    expect(renamed.data?.language).toBe('en');

    const back = await api.PATCH('/auth/profile', { body: { language: 'fr' } });
    expect(back.data?.language).toBe('fr');
    expect(await storedLanguage(ids.users.admin)).toBe('fr');
  });

  it('refuses a language the interface does not have, on the field, and stores nothing', async () => {
    const api = await h.client('admin');
    const { error, response } = await api.PATCH('/auth/profile', {
      body: { language: 'de' as 'fr' },
    });
    expect(response.status).toBe(400);
    expect(error?.details?.issues[0]?.path).toEqual(['language']);
    expect(await storedLanguage(ids.users.admin)).toBeNull();
  });

  it("is the user's own: an account of the list shows the language its owner chose", async () => {
    const driver = await h.client('driver');
    await driver.PATCH('/auth/profile', { body: { language: 'en' } });
    const admin = await h.client('super');
    const { data } = await admin.GET('/users/{id}', {
      params: { path: { id: ids.users.driver } },
    });
    expect(data?.language).toBe('en');
  });
});
