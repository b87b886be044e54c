import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StockEntry as StockEntryRecord } from '@generated/model';
import {
  CloseStockPeriodBody,
  CloseStockPeriodParams,
  CreateStockAdjustmentBody,
  CreateStockAdjustmentHeader,
  CreateStockAdjustmentParams,
  CreateStockTransferBody,
  CreateStockTransferHeader,
  GetMassBalanceCsvQueryParams,
  GetMassBalancePdfQueryParams,
  GetMassBalanceQueryParams,
  GetStockBalanceParams,
  GetStockBalanceQueryParams,
  ListStockEntriesParams,
  ListStockEntriesQueryParams,
} from '@generated/zod/stock/stock.zod';
import type { Db } from '@server/db/client';
import { readPage } from '@server/db/paging';
import { relayDepots, removalVouchers, stockEntries, stockPeriods } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { whoOf, writeHistory } from '@server/history/write';
import { requirePrincipal, type AppContext, type AppEnv } from '@server/http/context';
import { notFound, ruleViolation } from '@server/http/errors';
import { createOnce } from '@server/http/idempotency';
import { readHeaders, readJson, readParams } from '@server/http/validation';
import { authorize, type Action, type Principal } from '@server/permissions/policy';
import { allOf, relayDepotScope } from '@server/permissions/scope';
import { readList } from '../handlers';
import { tunisDay } from '../stats/calendar';
import { massBalanceCsv } from './csv';
import { closedThrough, lockDepot, postMovement, type StockEntry } from './ledger';
import { checkPeriod, depotsOf, inputVouchers, massBalance, outputShipments } from './mass-balance';
import { massBalancePdf } from './pdf';

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const serializeEntry = (
  entry: StockEntry,
  voucher: { id: string; number: string } | null,
): StockEntryRecord => ({
  id: entry.id,
  relayDepotId: entry.relayDepotId,
  kind: entry.kind,
  occurredOn: entry.occurredOn,
  litres: entry.litres,
  kg: entry.kg,
  density: entry.density,
  voucher,
  shipmentId: entry.shipmentId,
  transferId: entry.transferId,
  measuredLitres: entry.measuredLitres,
  reason: entry.reason,
  createdAt: entry.createdAt.toISOString(),
});

/** An entry as the API answers it, with its voucher's number. */
const entryRecord = async (tx: Db, entry: StockEntry) => {
  if (!entry.voucherId) return serializeEntry(entry, null);
  const [voucher] = await tx
    .select({ id: removalVouchers.id, number: removalVouchers.number })
    .from(removalVouchers)
    .where(eq(removalVouchers.id, entry.voucherId));
  return serializeEntry(entry, voucher ?? null);
};

/** The caller may `action` the stock, of a depot within their area (404 otherwise). */
const reachDepot = async (db: Db, principal: Principal, depotId: string, action: Action) => {
  authorize(principal, 'stock', action);
  const [depot] = await db
    .select({ id: relayDepots.id })
    .from(relayDepots)
    .where(allOf(eq(relayDepots.id, depotId), relayDepotScope(principal, relayDepots.id)));
  if (!depot) throw notFound();
};

const attachment = (c: AppContext, body: Uint8Array | string, type: string, name: string) =>
  c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${name}"`,
  });

// A depot's stock (its ledger, balance over time, adjustments, closed periods), transfers
// between depots and the mass balance of a period: `stock` READ, CREATE and UPDATE, on depots
// within the caller's area (docs/decisions/0023).

/** Under /relay-depots: a depot's ledger, balance over time, adjustments and closed periods. */
export const stockDepotRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>()
    .get('/:id/stock-entries', async (c) => {
      const principal = requirePrincipal(c);
      const { id } = readParams(c, ListStockEntriesParams);
      const { q } = readList(c, 'stock', ListStockEntriesQueryParams);
      await reachDepot(db, principal, id, 'READ');
      const where = allOf(
        eq(stockEntries.relayDepotId, id),
        q.kind ? eq(stockEntries.kind, q.kind) : undefined,
        q.from ? gte(stockEntries.occurredOn, q.from) : undefined,
        q.to ? lte(stockEntries.occurredOn, q.to) : undefined,
      );
      const { rows, meta } = await readPage(
        db,
        { page: q.page ?? 1, limit: q.limit ?? 10, sortOrder: 'desc' },
        db
          .select({ entry: stockEntries, number: removalVouchers.number })
          .from(stockEntries)
          .leftJoin(removalVouchers, eq(removalVouchers.id, stockEntries.voucherId))
          .where(where)
          .orderBy(desc(stockEntries.occurredOn), desc(stockEntries.seq)),
        { table: stockEntries, where },
      );
      const items = rows.map(({ entry, number }) =>
        serializeEntry(entry, entry.voucherId && number ? { id: entry.voucherId, number } : null),
      );
      return c.json({ items, meta }, 200);
    })
    .get('/:id/stock-balance', async (c) => {
      const principal = requirePrincipal(c);
      const { id } = readParams(c, GetStockBalanceParams);
      const { q } = readList(c, 'stock', GetStockBalanceQueryParams);
      await reachDepot(db, principal, id, 'READ');
      const to = q.to ?? tunisDay(new Date());
      const from = q.from ?? addDays(to, -89);
      if (to < from) throw ruleViolation(['to'], 'registerPeriodOrder');
      if (addDays(from, 365) < to) throw ruleViolation(['to'], 'registerPeriodTooLong');
      // The balance before the period, then each day's movements added up.
      const [[before], days] = await Promise.all([
        db
          .select({ litres: sql<number>`coalesce(sum(${stockEntries.litres}), 0)::float8` })
          .from(stockEntries)
          .where(and(eq(stockEntries.relayDepotId, id), lt(stockEntries.occurredOn, from))),
        db
          .select({
            day: stockEntries.occurredOn,
            litres: sql<number>`sum(${stockEntries.litres})::float8`,
          })
          .from(stockEntries)
          .where(
            and(
              eq(stockEntries.relayDepotId, id),
              gte(stockEntries.occurredOn, from),
              lte(stockEntries.occurredOn, to),
            ),
          )
          .groupBy(stockEntries.occurredOn),
      ]);
      const moved = new Map(days.map((row) => [row.day, row.litres]));
      let balance = before?.litres ?? 0;
      const items = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        balance += moved.get(day) ?? 0;
        items.push({ day, litres: Math.round(balance * 1000) / 1000 });
      }
      return c.json({ from, to, items }, 200);
    })
    .post('/:id/stock-adjustments', async (c) => {
      const principal = requirePrincipal(c);
      const { id } = readParams(c, CreateStockAdjustmentParams);
      authorize(principal, 'stock', 'CREATE');
      const lang = c.get('lang');
      const headers = readHeaders(c, CreateStockAdjustmentHeader, lang);
      const body = await readJson(c, CreateStockAdjustmentBody, lang);
      if ((body.litres === undefined) === (body.measuredLitres === undefined)) {
        throw ruleViolation(['litres'], 'adjustmentQuantity');
      }
      await reachDepot(db, principal, id, 'CREATE');
      const who = whoOf(c);
      const created = await createOnce(
        db,
        {
          userId: principal.userId,
          operation: 'createStockAdjustment',
          key: headers['Idempotency-Key'],
          body: { id, ...body },
        },
        async (tx) => {
          let litres = body.litres ?? 0;
          if (body.measuredLitres !== undefined) {
            // The difference with the ledger's balance at the end of the measured day.
            await lockDepot(tx, id);
            const [ledger] = await tx
              .select({ litres: sql<number>`coalesce(sum(${stockEntries.litres}), 0)::float8` })
              .from(stockEntries)
              .where(
                and(
                  eq(stockEntries.relayDepotId, id),
                  lte(stockEntries.occurredOn, body.occurredOn),
                ),
              );
            litres = Math.round((body.measuredLitres - (ledger?.litres ?? 0)) * 1000) / 1000;
          }
          if (litres === 0) throw ruleViolation(['litres'], 'adjustmentNothing');
          const entry = await postMovement(
            tx,
            {
              depotId: id,
              kind: 'ADJUSTMENT',
              litres,
              density: body.density,
              occurredOn: body.occurredOn,
              reason: body.reason,
            },
            who,
          );
          if (body.measuredLitres !== undefined) {
            await tx
              .update(stockEntries)
              .set({ measuredLitres: body.measuredLitres })
              .where(eq(stockEntries.id, entry.id));
            entry.measuredLitres = body.measuredLitres;
          }
          return { body: await entryRecord(tx, entry) };
        },
      );
      return c.json(created.body, 201);
    })
    .post('/:id/stock-periods', async (c) => {
      const principal = requirePrincipal(c);
      const { id } = readParams(c, CloseStockPeriodParams);
      authorize(principal, 'stock', 'UPDATE');
      const body = await readJson(c, CloseStockPeriodBody, c.get('lang'));
      checkPeriod(body);
      if (body.to > tunisDay(new Date())) throw ruleViolation(['to'], 'stockPeriodNotOver');
      await reachDepot(db, principal, id, 'UPDATE');
      const who = whoOf(c);
      const period = await db.transaction(async (tx) => {
        // Movements of the depot wait: none is written into the period while it closes.
        const depot = await lockDepot(tx, id);
        const closed = await closedThrough(tx, id);
        if (closed !== null && body.from !== addDays(closed, 1)) {
          throw ruleViolation(['from'], 'stockPeriodNotNext');
        }
        const [row] = await tx
          .insert(stockPeriods)
          .values({
            relayDepotId: id,
            fromDay: body.from,
            toDay: body.to,
            closedById: principal.userId,
          })
          .returning();
        if (!row) throw new Error('stock period not stored');
        await writeHistory(tx, who, {
          action: 'UPDATE',
          recordKind: 'relayDepot',
          recordId: id,
          recordLabel: depot.name,
          changes: [{ field: 'stockClosedThrough', before: closed, after: body.to }],
        });
        return row;
      });
      return c.json(
        {
          id: period.id,
          relayDepotId: period.relayDepotId,
          from: period.fromDay,
          to: period.toDay,
          closedAt: period.closedAt.toISOString(),
        },
        201,
      );
    });

/** Under /stock-transfers: oil moved from one depot to another, as two linked entries. */
export const stockTransferRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().post('/', async (c) => {
    const principal = requirePrincipal(c);
    authorize(principal, 'stock', 'CREATE');
    const lang = c.get('lang');
    const headers = readHeaders(c, CreateStockTransferHeader, lang);
    const body = await readJson(c, CreateStockTransferBody, lang);
    if (body.fromDepotId === body.toDepotId) {
      throw ruleViolation(['toDepotId'], 'transferSameDepot');
    }
    const reachable = await depotsOf(db, principal, undefined);
    for (const field of ['fromDepotId', 'toDepotId'] as const) {
      if (!reachable.some((depot) => depot.id === body[field])) {
        throw ruleViolation([field], 'unknownReference');
      }
    }
    const who = whoOf(c);
    const created = await createOnce(
      db,
      {
        userId: principal.userId,
        operation: 'createStockTransfer',
        key: headers['Idempotency-Key'],
        body,
      },
      async (tx) => {
        // Both depots locked in one order: two opposite transfers never wait on each other.
        for (const depotId of [body.fromDepotId, body.toDepotId].sort()) {
          await lockDepot(tx, depotId);
        }
        const transferId = randomUUID();
        const side = (kind: 'TRANSFER_OUT' | 'TRANSFER_IN', depotId: string) =>
          postMovement(
            tx,
            {
              depotId,
              kind,
              litres: body.litres,
              density: body.density,
              occurredOn: body.occurredOn,
              transferId,
              reason: body.reason,
            },
            who,
          );
        const out = await side('TRANSFER_OUT', body.fromDepotId);
        const into = await side('TRANSFER_IN', body.toDepotId);
        return {
          body: {
            transferId,
            out: serializeEntry(out, null),
            in: serializeEntry(into, null),
          },
        };
      },
    );
    return c.json(created.body, 201);
  });

/** Under /mass-balance: the figures of a period, and as CSV and PDF. */
export const massBalanceRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const { principal, q } = readList(c, 'stock', GetMassBalanceQueryParams);
      return c.json(await massBalance(db, principal, q.relayDepotId, q), 200);
    })
    .get('/csv', async (c) => {
      const { principal, q } = readList(c, 'stock', GetMassBalanceCsvQueryParams);
      const balance = await massBalance(db, principal, q.relayDepotId, q);
      const depotIds = balance.depots.map((depot) => depot.id);
      const [vouchers, shipments] = await Promise.all([
        inputVouchers(db, depotIds, q),
        outputShipments(db, depotIds, q),
      ]);
      const csv = massBalanceCsv(balance, vouchers, shipments, c.get('lang'));
      return attachment(c, csv, 'text/csv; charset=utf-8', `bilan-matiere-${q.from}-${q.to}.csv`);
    })
    .get('/pdf', async (c) => {
      const { principal, q } = readList(c, 'stock', GetMassBalancePdfQueryParams);
      const balance = await massBalance(db, principal, q.relayDepotId, q);
      const depotIds = balance.depots.map((depot) => depot.id);
      const [vouchers, shipments] = await Promise.all([
        inputVouchers(db, depotIds, q),
        outputShipments(db, depotIds, q),
      ]);
      const pdf = await massBalancePdf(balance, vouchers, shipments, {
        lang: c.get('lang'),
        organisation: config.organisationName,
      });
      return attachment(c, pdf, 'application/pdf', `bilan-matiere-${q.from}-${q.to}.pdf`);
    });
