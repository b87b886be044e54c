import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateBuyerBody,
  CreateBuyerHeader,
  DeleteBuyerParams,
  GetBuyerParams,
  ListBuyersQueryParams,
  UpdateBuyerBody,
  UpdateBuyerHeader,
  UpdateBuyerParams,
} from '@generated/zod/buyers/buyers.zod';
import type { Db } from '@server/db/client';
import { givenFields } from '@server/db/changes';
import { buyers, shipments } from '@server/db/schema';
import { containsAny } from '@server/db/search';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import { RECORDED } from '@server/history/records';
import { diffRecords, whoOf, writeHistory } from '@server/history/write';
import { requirePrincipal, type AppEnv } from '@server/http/context';
import { conflict, notFound, ruleViolation } from '@server/http/errors';
import { readParams } from '@server/http/validation';
import { authorize } from '@server/permissions/policy';
import { recordRoutes } from '../handlers';
import { pagedList } from '../lists';
import { serializeBuyers } from './serialize';

const SORTABLE = {
  name: buyers.name,
  country: buyers.country,
  certificateValidUntil: buyers.certificateValidUntil,
  createdAt: buyers.createdAt,
};

/** Today in Tunis, the day a certificate is read against. */
export const today = sql`(now() at time zone 'Africa/Tunis')::date`;

const coversToday = sql`(${buyers.certificateValidFrom} <= ${today} and ${buyers.certificateValidUntil} >= ${today})`;

const search = (query: string | undefined) =>
  query
    ? containsAny([buyers.name, buyers.country, buyers.address, buyers.certificateNumber], query)
    : undefined;

// A buyer belongs to no area: whoever holds buyer READ reads every one.
const everywhere = () => undefined;

const list = pagedList({
  query: ListBuyersQueryParams,
  equal: { country: buyers.country },
  table: buyers,
  select: (db: Db) => db.select().from(buyers),
  scope: everywhere,
  sortable: SORTABLE,
  sortedBy: 'name',
  serialize: (_db, rows) => serializeBuyers(rows),
});

/** The certificate ends after it starts (400 on its end), on the resulting record. */
const checkDates = (record: { certificateValidFrom: string; certificateValidUntil: string }) => {
  if (record.certificateValidUntil <= record.certificateValidFrom) {
    throw ruleViolation(['certificateValidUntil'], 'buyerCertificateDates');
  }
};

const find = async (tx: Db, _principal: unknown, id: string) => {
  const rows = await tx.select().from(buyers).where(eq(buyers.id, id));
  return serializeBuyers(rows)[0] ?? null;
};

export const buyerRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>()
    .get(
      '/',
      list.route(db, 'buyer', (q) => [
        search(q.query),
        q.certificate === 'VALID' ? coversToday : undefined,
        q.certificate === 'EXPIRED' ? sql`not ${coversToday}` : undefined,
      ]),
    )
    .route(
      '/',
      recordRoutes(db, {
        may: 'buyer',
        find,
        history: RECORDED.buyer,
        read: GetBuyerParams,
        create: {
          operation: 'createBuyer',
          headers: CreateBuyerHeader,
          body: CreateBuyerBody,
          prepare: ({ body }) => checkDates(body),
          create: async (tx, { body }) => {
            const [inserted] = await tx.insert(buyers).values(body).returning({ id: buyers.id });
            return inserted;
          },
        },
        update: {
          params: UpdateBuyerParams,
          headers: UpdateBuyerHeader,
          body: UpdateBuyerBody,
          table: buyers,
          scope: everywhere,
          update: async (tx, { id, body, current }) => {
            const changes = givenFields(body, [
              'name',
              'country',
              'address',
              'certificateNumber',
              'certificateValidFrom',
              'certificateValidUntil',
            ]);
            checkDates({ ...current, ...changes });
            await tx
              .update(buyers)
              .set({ ...changes, updatedAt: nextVersion(buyers.updatedAt) })
              .where(eq(buyers.id, id));
          },
        },
      }),
    )
    .delete('/:id', async (c) => {
      const principal = requirePrincipal(c);
      authorize(principal, 'buyer', 'DELETE');
      const { id } = readParams(c, DeleteBuyerParams);
      await db.transaction(async (tx) => {
        // Locked against a shipment being planned to it meanwhile (which shares the lock).
        const [row] = await tx.select().from(buyers).where(eq(buyers.id, id)).for('update');
        if (!row) throw notFound();
        const [named] = await tx
          .select({ id: shipments.id })
          .from(shipments)
          .where(eq(shipments.buyerId, id))
          .limit(1);
        if (named) throw conflict('buyerHasShipments');
        const [last] = serializeBuyers([row]);
        if (!last) throw notFound();
        await writeHistory(tx, whoOf(c), {
          action: 'DELETE',
          recordKind: 'buyer',
          recordId: id,
          recordLabel: last.name,
          changes: diffRecords(last, null),
        });
        await tx.delete(buyers).where(eq(buyers.id, id));
      });
      return c.body(null, 204);
    });
