import { http, HttpResponse } from 'msw';
import type { MassBalance, StockEntry } from '@generated/model';
import { fail, pageOf } from '@mocks/kit';
import { massBalance, stockBalance, stockEntries } from './stock-fixtures';

/** The ledger and mass balance the handlers serve, and the requests they received. */
export interface StockStore {
  entries: StockEntry[];
  balance: MassBalance;
  requests: { method: string; url: URL; body?: unknown }[];
}

export const createStockStore = (): StockStore => ({
  entries: structuredClone(stockEntries),
  balance: structuredClone(massBalance),
  requests: [],
});

/** A stand-in for the stock routes: the ledger filtered and paged, adjustments, closing. */
export const stockHandlers = (store: StockStore) => [
  http.get('*/relay-depots/:id/stock-entries', ({ request }) => {
    const url = new URL(request.url);
    store.requests.push({ method: 'GET', url });
    const kind = url.searchParams.get('kind');
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    const matching = store.entries.filter(
      (entry) =>
        (!kind || entry.kind === kind) &&
        (!from || entry.occurredOn >= from) &&
        (!to || entry.occurredOn <= to),
    );
    return HttpResponse.json(pageOf(matching, url.searchParams));
  }),
  http.get('*/relay-depots/:id/stock-balance', () => HttpResponse.json(stockBalance)),
  http.post('*/relay-depots/:id/stock-adjustments', async ({ request }) => {
    const body = (await request.json()) as { litres?: number; occurredOn: string; reason: string };
    store.requests.push({ method: 'POST', url: new URL(request.url), body });
    const litres = body.litres ?? -1;
    if (litres < -5000) {
      fail(409, '409:CONFLICT', 'Le stock du dépôt est insuffisant pour ce mouvement');
    }
    const created: StockEntry = {
      ...store.entries[0]!,
      id: `00000000-0000-4000-8000-0000000099${store.entries.length}`,
      kind: 'ADJUSTMENT',
      occurredOn: body.occurredOn,
      litres,
      kg: litres * 0.92,
      measuredLitres: null,
      reason: body.reason,
    };
    store.entries = [created, ...store.entries];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.post('*/stock-transfers', async ({ request }) => {
    const body = (await request.json()) as {
      fromDepotId: string;
      toDepotId: string;
      litres: number;
      occurredOn: string;
    };
    store.requests.push({ method: 'POST', url: new URL(request.url), body });
    if (body.litres > 5000) {
      fail(409, '409:CONFLICT', 'Le stock du dépôt est insuffisant pour ce mouvement');
    }
    const transferId = '00000000-0000-4000-8000-000000000888';
    const side = (kind: 'TRANSFER_OUT' | 'TRANSFER_IN', relayDepotId: string, sign: number) => ({
      ...store.entries[0]!,
      id: `00000000-0000-4000-8000-0000000088${kind === 'TRANSFER_OUT' ? 1 : 2}`,
      relayDepotId,
      kind,
      occurredOn: body.occurredOn,
      litres: sign * body.litres,
      kg: sign * body.litres * 0.92,
      measuredLitres: null,
      transferId,
      reason: null,
    });
    const out = side('TRANSFER_OUT', body.fromDepotId, -1);
    store.entries = [out, ...store.entries];
    return HttpResponse.json(
      { transferId, out, in: side('TRANSFER_IN', body.toDepotId, 1) },
      { status: 201 },
    );
  }),
  http.get('*/mass-balance', ({ request }) => {
    const url = new URL(request.url);
    store.requests.push({ method: 'GET', url });
    return HttpResponse.json({
      ...store.balance,
      from: url.searchParams.get('from') ?? store.balance.from,
      to: url.searchParams.get('to') ?? store.balance.to,
    });
  }),
  http.post('*/relay-depots/:id/stock-periods', async ({ request, params }) => {
    const body = (await request.json()) as { from: string; to: string };
    store.requests.push({ method: 'POST', url: new URL(request.url), body });
    store.balance = { ...store.balance, closedThrough: body.to };
    return HttpResponse.json(
      {
        id: '00000000-0000-4000-8000-000000000999',
        relayDepotId: params.id,
        from: body.from,
        to: body.to,
        closedAt: '2026-11-27T09:00:00.000Z',
      },
      { status: 201 },
    );
  }),
];
