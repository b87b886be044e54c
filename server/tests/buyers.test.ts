// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyers, history } from '../db/schema';
import { buyerBody, createBuyer, createDepot, createShipment } from './support/factories';
import { useHarness } from './support/harness';

const h = useHarness();

describe('buyers', () => {
  it('creates, reads with an ETag, changes and deletes a buyer, each in its history', async () => {
    const api = await h.client('super');
    const created = await api.POST('/buyers', {
      body: buyerBody({ name: 'BioDiesel Sud SpA', certificateValidUntil: '2027-02-28' }),
    });
    expect(created.response.status).toBe(201);
    const id = created.data!.id;
    const got = await api.GET('/buyers/{id}', { params: { path: { id } } });
    expect(got.data?.name).toBe('BioDiesel Sud SpA');
    expect(got.response.headers.get('etag')).toBe(`"${got.data?.updatedAt}"`);
    const stale = got.response.headers.get('etag')!;
    const changed = await api.PATCH('/buyers/{id}', {
      params: { path: { id }, header: { 'If-Match': stale } },
      body: { certificateValidUntil: '2028-02-29' },
    });
    expect(changed.data?.certificateValidUntil).toBe('2028-02-29');
    const late = await api.PATCH('/buyers/{id}', {
      params: { path: { id }, header: { 'If-Match': stale } },
      body: { name: 'Autre' },
    });
    expect(late.response.status).toBe(412);
    const deleted = await api.DELETE('/buyers/{id}', { params: { path: { id } } });
    expect(deleted.response.status).toBe(204);
    expect(await h.db.select().from(buyers).where(eq(buyers.id, id))).toEqual([]);
    const entries = await h.db.select().from(history).where(eq(history.recordId, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
    const update = entries.find((entry) => entry.action === 'UPDATE');
    expect(update?.changes).toEqual([
      { field: 'certificateValidUntil', before: '2027-02-28', after: '2028-02-29' },
    ]);
  });

  it('refuses a certificate that ends before it starts, on create and on the resulting record', async () => {
    const api = await h.client('super');
    const wrong = await api.POST('/buyers', {
      body: buyerBody({ certificateValidFrom: '2026-06-01', certificateValidUntil: '2026-05-31' }),
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.message).toBe('La fin de validité du certificat doit suivre son début');
    expect(wrong.error?.details?.issues[0]?.path).toEqual(['certificateValidUntil']);
    const buyer = await createBuyer(api, { certificateValidFrom: '2026-01-01' });
    const en = await (
      await h.client('super', 'en')
    ).PATCH('/buyers/{id}', {
      params: { path: { id: buyer.id } },
      body: { certificateValidUntil: '2025-12-31' },
    });
    expect(en.error?.message).toBe("The certificate's end of validity must come after its start");
  });

  it('stores a retried create once per Idempotency-Key', async () => {
    const api = await h.client('super');
    const body = buyerBody();
    const headers = { 'Idempotency-Key': 'create-buyer-0001' };
    const first = await api.POST('/buyers', { params: { header: headers }, body });
    const again = await api.POST('/buyers', { params: { header: headers }, body });
    expect(again.data?.id).toBe(first.data?.id);
    expect(await h.db.select().from(buyers)).toHaveLength(1);
  });

  it('lists by search, country and certificate state, sorted as asked', async () => {
    const api = await h.client('super');
    await createBuyer(api, { name: 'Alpha', country: 'IT', certificateValidUntil: '2099-01-01' });
    await createBuyer(api, { name: 'Bravo', country: 'ES', certificateValidUntil: '2099-01-01' });
    await createBuyer(api, {
      name: 'Charlie',
      country: 'ES',
      certificateValidFrom: '2020-01-01',
      certificateValidUntil: '2021-01-01',
    });
    const names = async (query: Record<string, string>) =>
      (await api.GET('/buyers', { params: { query } })).data?.items.map((b) => b.name);
    expect(await names({ country: 'ES' })).toEqual(['Bravo', 'Charlie']);
    expect(await names({ certificate: 'EXPIRED' })).toEqual(['Charlie']);
    expect(await names({ certificate: 'VALID', sortOrder: 'desc' })).toEqual(['Bravo', 'Alpha']);
    expect(await names({ query: 'charl' })).toEqual(['Charlie']);
  });

  it('keeps a buyer that shipments name', async () => {
    const api = await h.client('super');
    const buyer = await createBuyer(api);
    const depot = await createDepot(api);
    await createShipment(api, depot.id, buyer.id);
    const refused = await api.DELETE('/buyers/{id}', { params: { path: { id: buyer.id } } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Ce client a des expéditions : il ne peut pas être supprimé',
    );
  });
});
