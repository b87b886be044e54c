import { eq, gte, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateShipmentBody,
  CreateShipmentHeader,
  DispatchShipmentHeader,
  DispatchShipmentParams,
  GetShipmentDeclarationPdfParams,
  GetShipmentParams,
  ListShipmentsQueryParams,
  ReceiveShipmentBody,
  ReceiveShipmentHeader,
  ReceiveShipmentParams,
  UpdateShipmentBody,
  UpdateShipmentHeader,
  UpdateShipmentParams,
} from '@generated/zod/shipments/shipments.zod';
import type { HistoryAction } from '@generated/model';
import type { Db } from '@server/db/client';
import { givenFields } from '@server/db/changes';
import { buyers, relayDepots, shipments } from '@server/db/schema';
import { contains } from '@server/db/search';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import { RECORDED } from '@server/history/records';
import { diffRecords, whoOf, writeHistory } from '@server/history/write';
import { requirePrincipal, type AppContext, type AppEnv } from '@server/http/context';
import { badRequest, conflict, notFound, ruleViolation } from '@server/http/errors';
import { createOnce } from '@server/http/idempotency';
import { readHeaders, readJson, readParams } from '@server/http/validation';
import { checkIfMatch, setEtag } from '@server/http/versions';
import { authorize, type Principal } from '@server/permissions/policy';
import { allOf, relayDepotScope } from '@server/permissions/scope';
import { recordRoutes } from '../handlers';
import { pagedList } from '../lists';
import { declarationDocument } from './declaration';
import { declarationPdf } from './pdf';
import { serializeShipments, shipmentSelect } from './serialize';
import { takeOutOfStock } from './stock';

const SORTABLE = {
  dispatchDate: shipments.dispatchDate,
  contractNumber: shipments.contractNumber,
  netWeightKg: shipments.netWeightKg,
  status: shipments.status,
  createdAt: shipments.createdAt,
};

/** A shipment belongs to its depot's place: the caller sees those of the depots it sees. */
const visible = (principal: Principal) => relayDepotScope(principal, shipments.relayDepotId);

// The count reads the shipments alone: the buyer's name is matched by a subquery.
const searchOf = (query: string | undefined) =>
  query
    ? sql`(${contains(
        sql`lower(${shipments.contractNumber} || ' ' || ${shipments.vehicleNumber} || ' ' || ${shipments.transportDocumentNumber} || ' ' || coalesce(${shipments.declarationNumber}, ''))`,
        query,
      )} or ${shipments.buyerId} in (select ${buyers.id} from ${buyers} where ${contains(sql`lower(${buyers.name})`, query)}))`
    : undefined;

const list = pagedList({
  query: ListShipmentsQueryParams,
  equal: {
    status: shipments.status,
    buyerId: shipments.buyerId,
    relayDepotId: shipments.relayDepotId,
  },
  table: shipments,
  select: shipmentSelect,
  scope: visible,
  sortable: SORTABLE,
  sortedBy: 'dispatchDate',
  serialize: (_db, rows) => serializeShipments(rows),
});

const findVisible = async (tx: Db, principal: Principal, id: string) => {
  const rows = await shipmentSelect(tx).where(allOf(eq(shipments.id, id), visible(principal)));
  return serializeShipments(rows)[0] ?? null;
};

/** A day as both languages of the messages write it: 28/02/2027. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * The buyer named (400 on `buyerId` when unknown), locked against its deletion, and its
 * certificate covering the dispatch day (400 on `buyerId`, naming the certificate's end or start).
 */
const checkBuyer = async (tx: Db, buyerId: string, dispatchDate: string) => {
  const [buyer] = await tx.select().from(buyers).where(eq(buyers.id, buyerId)).for('share');
  if (!buyer) throw ruleViolation(['buyerId'], 'unknownReference');
  if (dispatchDate > buyer.certificateValidUntil) {
    throw badRequest([
      {
        code: 'custom',
        path: ['buyerId'],
        key: 'buyerCertificateExpired',
        values: () => ({ date: dayText(buyer.certificateValidUntil) }),
      },
    ]);
  }
  if (dispatchDate < buyer.certificateValidFrom) {
    throw badRequest([
      {
        code: 'custom',
        path: ['buyerId'],
        key: 'buyerCertificateNotYetValid',
        values: () => ({ date: dayText(buyer.certificateValidFrom) }),
      },
    ]);
  }
};

/** The depot named: one the caller sees, else a 400 on `relayDepotId` like an unknown one. */
const checkDepot = async (tx: Db, principal: Principal, depotId: string) => {
  const [depot] = await tx
    .select({ id: relayDepots.id })
    .from(relayDepots)
    .where(allOf(eq(relayDepots.id, depotId), relayDepotScope(principal, relayDepots.id)));
  if (!depot) throw ruleViolation(['relayDepotId'], 'unknownReference');
};

const checkWeights = (record: { grossWeightKg: number; netWeightKg: number }) => {
  if (record.netWeightKg > record.grossWeightKg) {
    throw ruleViolation(['netWeightKg'], 'netOverGross');
  }
};

type ShipmentRow = typeof shipments.$inferSelect;

/** The caller seen as unscoped: the record whole, for the history. */
const whole = (principal: Principal): Principal => ({ ...principal, area: { kind: 'all' } });

/**
 * A change of state (dispatch, receipt): once per Idempotency-Key, on the row locked within the
 * caller's reach (404), at the version of If-Match (412), from the state it must be in (409);
 * the history entry is written in the same transaction.
 */
const transition = async (
  c: AppContext,
  db: Db,
  step: {
    operation: string;
    id: string;
    body: object;
    headers: { 'Idempotency-Key'?: string; 'If-Match'?: string };
    action: HistoryAction;
    from: ShipmentRow['status'];
    refused: 'shipmentNotPlanned' | 'shipmentNotDispatched';
    change: (tx: Db, current: ShipmentRow) => Promise<void>;
  },
) => {
  const principal = requirePrincipal(c);
  const done = await createOnce(
    db,
    {
      userId: principal.userId,
      operation: step.operation,
      key: step.headers['Idempotency-Key'],
      body: { id: step.id, ...step.body },
    },
    async (tx) => {
      const [current] = await tx
        .select()
        .from(shipments)
        .where(allOf(eq(shipments.id, step.id), visible(principal)))
        .for('update');
      if (!current) throw notFound();
      checkIfMatch(step.headers['If-Match'], current.updatedAt);
      if (current.status !== step.from) throw conflict(step.refused);
      const before = await findVisible(tx, whole(principal), step.id);
      await step.change(tx, current);
      const after = await findVisible(tx, whole(principal), step.id);
      const record = await findVisible(tx, principal, step.id);
      if (!record || !after) throw notFound();
      await writeHistory(tx, whoOf(c), {
        action: step.action,
        recordKind: 'shipment',
        recordId: step.id,
        recordLabel: RECORDED.shipment.label(record),
        changes: diffRecords(before, after),
      });
      return { body: record, updatedAt: record.updatedAt };
    },
  );
  if (done.updatedAt) setEtag(c, done.updatedAt);
  return c.json(done.body, 200);
};

export const shipmentRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .get(
      '/',
      list.route(db, 'shipment', (q) => [
        searchOf(q.query),
        q.dispatchDateFrom ? gte(shipments.dispatchDate, q.dispatchDateFrom) : undefined,
        q.dispatchDateTo ? lte(shipments.dispatchDate, q.dispatchDateTo) : undefined,
      ]),
    )
    .post('/:id/dispatch', async (c) => {
      authorize(requirePrincipal(c), 'shipment', 'UPDATE');
      const { id } = readParams(c, DispatchShipmentParams);
      const headers = readHeaders(c, DispatchShipmentHeader, c.get('lang'));
      return transition(c, db, {
        operation: 'dispatchShipment',
        id,
        body: {},
        headers,
        action: 'DISPATCH',
        from: 'PLANNED',
        refused: 'shipmentNotPlanned',
        change: async (tx, current) => {
          await checkBuyer(tx, current.buyerId, current.dispatchDate);
          await takeOutOfStock(tx, current, whoOf(c));
          const year = current.dispatchDate.slice(0, 4);
          await tx
            .update(shipments)
            .set({
              status: 'DISPATCHED',
              declarationNumber: sql`'SD-' || ${year} || '-' || lpad(nextval('sustainability_declaration_seq')::text, 6, '0')`,
              dispatchedAt: sql`now()`,
              updatedAt: nextVersion(shipments.updatedAt),
            })
            .where(eq(shipments.id, id));
        },
      });
    })
    .post('/:id/receive', async (c) => {
      authorize(requirePrincipal(c), 'shipment', 'UPDATE');
      const { id } = readParams(c, ReceiveShipmentParams);
      const lang = c.get('lang');
      const headers = readHeaders(c, ReceiveShipmentHeader, lang);
      const body = await readJson(c, ReceiveShipmentBody, lang);
      return transition(c, db, {
        operation: 'receiveShipment',
        id,
        body,
        headers,
        action: 'RECEIPT',
        from: 'DISPATCHED',
        refused: 'shipmentNotDispatched',
        change: async (tx, current) => {
          if (body.receivedDate < current.dispatchDate) {
            throw ruleViolation(['receivedDate'], 'receivedBeforeDispatch');
          }
          await tx
            .update(shipments)
            .set({
              status: 'RECEIVED',
              receivedDate: body.receivedDate,
              receivedWeightKg: body.receivedWeightKg,
              updatedAt: nextVersion(shipments.updatedAt),
            })
            .where(eq(shipments.id, id));
        },
      });
    })
    .get('/:id/declaration', async (c) => {
      const principal = requirePrincipal(c);
      authorize(principal, 'shipment', 'READ');
      const { id } = readParams(c, GetShipmentDeclarationPdfParams);
      const shipment = await findVisible(db, principal, id);
      if (!shipment) throw notFound();
      if (!shipment.declarationNumber) throw conflict('declarationNotYet');
      const document = await declarationDocument(db, shipment, config);
      const pdf = await declarationPdf(document, c.get('lang'));
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${shipment.declarationNumber}.pdf"`,
      });
    })
    .route(
      '/',
      recordRoutes(db, {
        may: 'shipment',
        find: findVisible,
        history: RECORDED.shipment,
        read: GetShipmentParams,
        create: {
          operation: 'createShipment',
          headers: CreateShipmentHeader,
          body: CreateShipmentBody,
          prepare: ({ body }) => checkWeights(body),
          create: async (tx, { principal, body }) => {
            await checkDepot(tx, principal, body.relayDepotId);
            await checkBuyer(tx, body.buyerId, body.dispatchDate);
            const [inserted] = await tx
              .insert(shipments)
              .values(body)
              .returning({ id: shipments.id });
            return inserted;
          },
        },
        update: {
          params: UpdateShipmentParams,
          headers: UpdateShipmentHeader,
          body: UpdateShipmentBody,
          table: shipments,
          scope: visible,
          update: async (tx, { principal, id, body, current }) => {
            if (current.status !== 'PLANNED') throw conflict('shipmentNotPlanned');
            const changes = givenFields(body, [
              'relayDepotId',
              'buyerId',
              'contractNumber',
              'dispatchDate',
              'vehicleNumber',
              'transportDocumentNumber',
              'grossWeightKg',
              'netWeightKg',
              'densityKgPerLitre',
              'moistureImpuritiesPercent',
              'freeFattyAcidsPercent',
            ]);
            const next = { ...current, ...changes };
            checkWeights(next);
            if (changes.relayDepotId) await checkDepot(tx, principal, changes.relayDepotId);
            if (changes.buyerId || changes.dispatchDate) {
              await checkBuyer(tx, next.buyerId, next.dispatchDate);
            }
            await tx
              .update(shipments)
              .set({ ...changes, updatedAt: nextVersion(shipments.updatedAt) })
              .where(eq(shipments.id, id));
          },
        },
      }),
    );
