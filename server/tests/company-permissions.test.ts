// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaints, holders, permissions, removalVouchers } from '../db/schema';
import { holderBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';
import { buildWorld, world as w } from './support/world';

// A company's account is held to its own company whatever actions it holds: staff may hand a
// subcontractor's account more than its default rights (holder CREATE or UPDATE, voucher or
// complaint UPDATE), and those rights still stop at its competitors' records in the shared zone.

const h = useHarness();

/** The fixture SUBCONTRACTOR account (company subN, Grand Tunis) with extra actions. */
const grantSubcontractor = (actions: Partial<typeof permissions.$inferInsert>) =>
  h.db.update(permissions).set(actions).where(eq(permissions.userId, ids.users.subcontractor));

describe("a company's rights stop at its competitors' records", () => {
  it("a company's account holding holder UPDATE and CREATE finds no rival company's holder to change (404), and gives none of its own away", async () => {
    await buildWorld(h.db, h.passwordHash);
    await grantSubcontractor({ holder: 'READ|CREATE|UPDATE' });
    const stored = async (id: string) =>
      (await h.db.select().from(holders).where(eq(holders.id, id)))[0];
    const rivalBefore = await stored(w.holderN2);
    const ownBefore = await stored(w.holderN);
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
      expect(patch.response.status, JSON.stringify(body)).toBe(404);
    }
    expect(await stored(w.holderN2)).toEqual(rivalBefore);
    expect(rivalBefore?.subcontractorId).toBe(w.subN2);
    // Handing its holder to another company, or to none, would hide it from itself: 400.
    for (const subcontractorId of [w.subN2, null]) {
      const away = await sub.PATCH('/holders/{id}', {
        params: { path: { id: w.holderN } },
        body: { subcontractorId },
      });
      expect(away.response.status, String(subcontractorId)).toBe(400);
      expect(away.error?.details?.issues.map((issue) => issue.path)).toEqual([['subcontractorId']]);
    }
    expect(await stored(w.holderN)).toEqual(ownBefore);
    for (const subcontractorId of [w.subN2, undefined]) {
      const created = await sub.POST('/holders', { body: holderBody({ subcontractorId }) });
      expect(created.response.status, String(subcontractorId)).toBe(400);
      expect(created.error?.message).toBe('Vous ne pouvez désigner que votre propre société');
    }
    // Its own company's holders it still changes and creates.
    const own = await sub.PATCH('/holders/{id}', {
      params: { path: { id: w.holderN } },
      body: { storageCapacity: 150 },
    });
    expect(own.response.status).toBe(200);
    const created = await sub.POST('/holders', { body: holderBody({ subcontractorId: w.subN }) });
    expect(created.response.status).toBe(201);
  });

  it("a company's account holding holder UPDATE sees the contact details of its own company's holders, and no search of its reaches a rival's", async () => {
    await buildWorld(h.db, h.passwordHash);
    await grantSubcontractor({ holder: 'READ|UPDATE' });
    await h.db
      .update(holders)
      .set({ contactEmail: 'rival-client@test.tn' })
      .where(eq(holders.id, w.holderN2));
    // subN did a pickup for subN2 at subN2's holder: it reads that voucher.
    await h.db
      .update(removalVouchers)
      .set({ actualSubcontractorId: w.subN })
      .where(eq(removalVouchers.id, w.voucherN2));
    const sub = await h.client('subcontractor');
    const rival = await sub.GET('/holders/{id}', { params: { path: { id: w.holderN2 } } });
    expect(rival.response.status).toBe(404);
    const listed = await sub.GET('/holders', { params: { query: { limit: 100 } } });
    expect(listed.data?.items.map((holder) => holder.id)).toEqual([w.holderN]);
    const probe = await sub.GET('/holders', { params: { query: { query: 'rival-client' } } });
    expect(probe.data?.meta.totalItems).toBe(0);
    // The vouchers' search finds that voucher by its holder's name, not by its contacts.
    const search = async (query: string) =>
      (await sub.GET('/removal-vouchers', { params: { query: { query } } })).data?.items.map(
        (voucher) => voucher.id,
      );
    expect(await search('Détenteur H-N2')).toEqual([w.voucherN2]);
    expect(await search('rival-client')).toEqual([]);
    // Its own holder's contact it manages, and finds.
    const own = await sub.GET('/holders/{id}', { params: { path: { id: w.holderN } } });
    expect(own.data?.contactEmail).toBe('contact@test.tn');
    const found = await sub.GET('/holders', { params: { query: { query: 'contact@test' } } });
    expect(found.data?.items.map((holder) => holder.id)).toEqual([w.holderN]);
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

  it("a company's account holding complaint UPDATE cannot change a rival company's complaint about its holder, nor read the rival author's e-mail and phone, nor move a complaint to a rival's holder", async () => {
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
    // A complaint staff wrote about its holder it still handles, with the author's contact,
    // but does not move to a competitor's holder, unknown to it.
    const moved = await sub.PATCH('/complaints/{id}', {
      params: { path: { id: w.complaintN } },
      body: { holderId: w.holderN2 },
    });
    expect(moved.response.status).toBe(400);
    expect(moved.error?.details?.issues.map((issue) => issue.path)).toEqual([['holderId']]);
    const staff = await sub.PATCH('/complaints/{id}', {
      params: { path: { id: w.complaintN } },
      body: { status: 'IN_PROGRESS' },
    });
    expect(staff.response.status).toBe(200);
    expect(staff.data?.createdBy.email).toBe('admin@test.tn');
  });
});
