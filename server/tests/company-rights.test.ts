// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaints, holders, permissions, removalVouchers } from '../db/schema';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';
import { buildWorld, world as w } from './support/world';

// A company's account is held to its own company whatever actions it holds: staff may hand a
// subcontractor's account more than its default rights (holder, voucher or complaint UPDATE),
// and those rights still stop at its competitors' records in the shared zone.

const h = useHarness();

/** The fixture SUBCONTRACTOR account (company subN, Grand Tunis) with extra actions. */
const grantSubcontractor = (actions: Partial<typeof permissions.$inferInsert>) =>
  h.db.update(permissions).set(actions).where(eq(permissions.userId, ids.users.subcontractor));

describe("a company's rights stop at its competitors' records", () => {
  it("a company's account holding holder UPDATE cannot change a rival company's holder, nor take it for itself", async () => {
    await buildWorld(h.db, h.passwordHash);
    await grantSubcontractor({ holder: 'READ|UPDATE' });
    const stored = async () =>
      (await h.db.select().from(holders).where(eq(holders.id, w.holderN2)))[0];
    const before = await stored();
    const sub = await h.client('subcontractor');
    for (const body of [
      { subcontractorId: w.subN },
      { contactEmail: 'pirate@test.tn' },
      { storageCapacity: 1 },
    ]) {
      const patch = await sub.PATCH('/holders/{id}', {
        params: { path: { id: w.holderN2 } },
        body,
      });
      expect(patch.response.status, JSON.stringify(body)).toBe(403);
    }
    expect(await stored()).toEqual(before);
    expect(before?.subcontractorId).toBe(w.subN2);
    // Its own company's holder it still changes.
    const own = await sub.PATCH('/holders/{id}', {
      params: { path: { id: w.holderN } },
      body: { storageCapacity: 150 },
    });
    expect(own.response.status).toBe(200);
  });

  it("a company's account holding holder UPDATE sees the contact details of its own company's holders only, and its search does not look into a rival's", async () => {
    await buildWorld(h.db, h.passwordHash);
    await grantSubcontractor({ holder: 'READ|UPDATE' });
    await h.db
      .update(holders)
      .set({ contactEmail: 'rival-client@test.tn' })
      .where(eq(holders.id, w.holderN2));
    const sub = await h.client('subcontractor');
    const rival = await sub.GET('/holders/{id}', { params: { path: { id: w.holderN2 } } });
    expect(rival.response.status).toBe(200);
    for (const field of ['contact', 'contactPhone', 'contactEmail', 'contactLandline']) {
      expect(rival.data, field).not.toHaveProperty(field);
    }
    const listed = await sub.GET('/holders', { params: { query: { limit: 100 } } });
    const rivalListed = listed.data?.items.find((holder) => holder.id === w.holderN2);
    expect(rivalListed).toBeDefined();
    expect(rivalListed).not.toHaveProperty('contactEmail');
    const probe = await sub.GET('/holders', { params: { query: { query: 'rival-client' } } });
    expect(probe.data?.meta.totalItems).toBe(0);
    const vouchers = await sub.GET('/removal-vouchers', {
      params: { query: { query: 'rival-client' } },
    });
    expect(vouchers.data?.meta.totalItems).toBe(0);
    // Its own holder's contact it manages.
    const own = await sub.GET('/holders/{id}', { params: { path: { id: w.holderN } } });
    expect(own.data?.contactEmail).toBe('contact@test.tn');
  });

  it("a company's account holding voucher UPDATE cannot change or decide a rival company's voucher it only collected", async () => {
    await buildWorld(h.db, h.passwordHash);
    await grantSubcontractor({ removalVoucher: 'READ|CREATE|UPDATE' });
    // subN did the pickup for subN2: it reads the voucher, which stays subN2's.
    await h.db
      .update(removalVouchers)
      .set({ actualSubcontractorId: w.subN })
      .where(eq(removalVouchers.id, w.voucherN2));
    const stored = async () =>
      (await h.db.select().from(removalVouchers).where(eq(removalVouchers.id, w.voucherN2)))[0];
    const before = await stored();
    const sub = await h.client('subcontractor');
    const read = await sub.GET('/removal-vouchers/{id}', {
      params: { path: { id: w.voucherN2 } },
    });
    expect(read.response.status).toBe(200);
    for (const body of [{ status: 'CONFIRMED' as const }, { dueSum: 1 }, { observations: 'Vu' }]) {
      const patch = await sub.PATCH('/removal-vouchers/{id}', {
        params: { path: { id: w.voucherN2 } },
        body,
      });
      expect(patch.response.status, JSON.stringify(body)).toBe(403);
    }
    expect(await stored()).toEqual(before);
    // Its own company's voucher it still changes.
    const own = await sub.PATCH('/removal-vouchers/{id}', {
      params: { path: { id: w.voucherN } },
      body: { observations: 'Vu' },
    });
    expect(own.response.status).toBe(200);
  });

  it("a company's account holding complaint UPDATE cannot change a rival company's complaint about its holder, nor read the rival author's e-mail and phone", async () => {
    await buildWorld(h.db, h.passwordHash);
    await grantSubcontractor({ complaint: 'READ|CREATE|UPDATE' });
    // The competitor's account complains about a holder of subN: subN reads it.
    const [complaint] = await h.db
      .insert(complaints)
      .values({
        holderId: w.holderN,
        subject: 'Collecte manquée',
        description: 'Constat du concurrent',
        createdById: w.accountN2,
      })
      .returning();
    const id = complaint!.id;
    const sub = await h.client('subcontractor');
    const read = await sub.GET('/complaints/{id}', { params: { path: { id } } });
    expect(read.response.status).toBe(200);
    expect(read.data?.createdBy).toMatchObject({ id: w.accountN2, email: null, phoneNumber: null });
    const listed = await sub.GET('/complaints', { params: { query: { limit: 100 } } });
    const item = listed.data?.items.find((entry) => entry.id === id);
    expect(item?.createdBy.email).toBeNull();
    for (const body of [
      { description: 'Réécrite' },
      { status: 'RESOLVED' as const, resolution: 'Classée' },
    ]) {
      const patch = await sub.PATCH('/complaints/{id}', { params: { path: { id } }, body });
      expect(patch.response.status, JSON.stringify(body)).toBe(403);
    }
    const [after] = await h.db.select().from(complaints).where(eq(complaints.id, id));
    expect(after).toEqual(complaint);
    // A complaint staff wrote about its holder it still handles, with the author's contact.
    const staff = await sub.PATCH('/complaints/{id}', {
      params: { path: { id: w.complaintN } },
      body: { status: 'IN_PROGRESS' },
    });
    expect(staff.response.status).toBe(200);
    expect(staff.data?.createdBy.email).toBe('admin@test.tn');
  });
});
