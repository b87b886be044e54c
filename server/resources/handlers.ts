import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type * as zod from 'zod';
import type { Db } from '../db/client';
import type { HistoryRecordKind } from '@generated/model';
import type { Recorded } from '../history/records';
import { diffRecords, whoOf, writeHistory, type Who } from '../history/write';
import { requirePrincipal, type AppContext, type AppEnv } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import type { Lang } from '../http/i18n';
import { createOnce } from '../http/idempotency';
import { readHeaders, readJson, readParams, readQuery } from '../http/validation';
import { checkIfMatch, setEtag } from '../http/versions';
import {
  authorize,
  zoneInArea,
  type Action,
  type Principal,
  type Resource,
} from '../permissions/policy';
import { allOf } from '../permissions/scope';
import { findZone } from './references';

// The steps every list, read, create and update takes, in the order that decides which error a
// bad request gets: the caller (401), the permission (403), the path id (404), the query,
// headers and body (400), then the record within the caller's reach (404) and its version
// (412). The handlers keep only what is their own.

/**
 * Who may call, checked before anything of the request is read:
 * - a resource: `authorize` on it with the operation's action (READ, CREATE or UPDATE);
 * - a rule: 403 unless it holds (creating a subcontractor also creates its account);
 * - `'checked-in-steps'`: accounts, whose rule depends on the account's role, in the body or
 *   the row; the handler's own steps (find, scope, prepare, update) answer 403.
 */
export type Gate = Resource | ((principal: Principal) => boolean) | 'checked-in-steps';

const pass = (principal: Principal, gate: Gate, action: Action) => {
  if (gate === 'checked-in-steps') return;
  if (typeof gate === 'function') {
    if (!gate(principal)) throw forbidden();
    return;
  }
  authorize(principal, gate, action);
};

/** The caller (401), let through by the gate for the action (403). */
const callerFor = (c: AppContext, gate: Gate, action: Action) => {
  const principal = requirePrincipal(c);
  pass(principal, gate, action);
  return principal;
};

/** A write's headers, then its body (400). */
const readInput = async <H extends zod.ZodType, B extends zod.ZodType>(
  c: AppContext,
  step: { headers: H; body: B },
) => {
  const lang = c.get('lang');
  const headers: zod.output<H> = readHeaders(c, step.headers, lang);
  const body: zod.output<B> = await readJson(c, step.body, lang);
  return { lang, headers, body };
};

interface Versioned {
  updatedAt: string;
}

/**
 * Reads a record for the answer, within the caller's reach: null (404) when it is unknown or out
 * of reach.
 */
type Find<R> = (tx: Db, principal: Principal, id: string) => Promise<R | null>;

/**
 * The caller seen as a super administrator: the record with every field whoever changes it, for
 * the history (readers then see only what the record shows them).
 */
const everything = (principal: Principal): Principal => ({
  ...principal,
  role: 'SUPER_ADMIN',
  status: 'ACTIVE',
  area: { kind: 'all' },
  subcontractorId: null,
});

/** What a create's own steps work with. */
export interface CreateRequest<Body, Prepared> {
  principal: Principal;
  /** The caller and its address, for history entries the step writes itself. */
  who: Who;
  body: Body;
  prepared: Prepared;
}

/** What an update's own steps work with: `current` is the locked row, If-Match already checked. */
export interface UpdateRequest<Body, Row> {
  principal: Principal;
  /** The caller and its address, for history entries the step writes itself. */
  who: Who;
  id: string;
  body: Body;
  current: Row;
}

type IdParams = zod.ZodType<{ id: string }>;
type CreateHeaders = zod.ZodType<{ 'Idempotency-Key'?: string }>;
type UpdateHeaders = zod.ZodType<{ 'If-Match'?: string }>;

/** GET /<resource>: the caller, allowed to READ, and the list's query. */
export const readList = <S extends zod.ZodType>(c: AppContext, may: Gate, query: S) => {
  const principal = callerFor(c, may, 'READ');
  return { principal, q: readQuery(c, query, c.get('lang')) };
};

/**
 * GET /<resource>/by-zone/{zoneId}: as `readList`, and the zone: unknown → 404 (a malformed id
 * too), outside the caller's area → 403.
 */
export const readZoneList = async <S extends zod.ZodType>(
  c: AppContext,
  db: Db,
  may: Resource,
  params: zod.ZodType<{ zoneId: string }>,
  query: S,
) => {
  const principal = requirePrincipal(c);
  authorize(principal, may, 'READ');
  const { zoneId } = readParams(c, params);
  const q = readQuery(c, query, c.get('lang'));
  const zone = await findZone(db, zoneId);
  if (!zone) throw notFound();
  if (!zoneInArea(principal, zone)) throw forbidden();
  return { principal, zoneId, q };
};

/** GET /<resource>/{id}: the record with its ETag; out of reach is 404 like an unknown id. */
const readOne = async <R extends Versioned>(
  c: AppContext,
  db: Db,
  step: { may: Gate; params: IdParams; find: Find<R> },
) => {
  const principal = callerFor(c, step.may, 'READ');
  const { id } = readParams(c, step.params);
  const record = await step.find(db, principal, id);
  if (!record) throw notFound();
  setEtag(c, record.updatedAt);
  return c.json(record, 200);
};

/**
 * POST /<resource>: the record created once per Idempotency-Key (a retry answers the first
 * result). `prepare` runs after the body is read and outside the transaction (checks that need
 * the body, a password to hash); `create` writes in the transaction and answers the new row's
 * id (as `returning` gives it), which `find` reads back; `after` runs once the transaction has
 * committed (messages) and may add fields to the answer.
 */
interface CreateStep<B extends zod.ZodType, R, P> {
  may: Gate;
  /** The contract's operationId: idempotency keys are per user and operation. */
  operation: string;
  headers: CreateHeaders;
  body: B;
  prepare?: (request: { principal: Principal; lang: Lang; body: zod.output<B> }) => P | Promise<P>;
  create: (tx: Db, request: CreateRequest<zod.output<B>, P>) => Promise<{ id: string } | undefined>;
  find: Find<R>;
  history: Recorded<R>;
  /** Its fields are added to the answer (not to the one stored for a retry). */
  after?: (prepared: P) => Promise<object>;
}

const createOne = async <B extends zod.ZodType, R extends Versioned, P = undefined>(
  c: AppContext,
  db: Db,
  step: CreateStep<B, R, P>,
) => {
  const principal = callerFor(c, step.may, 'CREATE');
  const { lang, headers, body } = await readInput(c, step);
  const prepared = (await step.prepare?.({ principal, lang, body })) as P;
  const created = await createOnce(
    db,
    { userId: principal.userId, operation: step.operation, key: headers['Idempotency-Key'], body },
    async (tx) => {
      const inserted = await step.create(tx, { principal, who: whoOf(c), body, prepared });
      const record = inserted && (await step.find(tx, principal, inserted.id));
      if (!inserted || !record) throw new Error(`${step.operation}: created record not found`);
      const whole = await step.find(tx, everything(principal), inserted.id);
      await writeHistory(tx, whoOf(c), {
        action: 'CREATE',
        recordKind: step.history.kind,
        recordId: inserted.id,
        recordLabel: step.history.label(record),
        changes: diffRecords(null, whole, step.history.inside),
      });
      return { body: record, updatedAt: record.updatedAt };
    },
  );
  const added = await step.after?.(prepared);
  if (created.updatedAt) setEtag(c, created.updatedAt);
  return c.json({ ...created.body, ...added }, 201);
};

type VersionedTable = PgTable & {
  id: AnyPgColumn;
  updatedAt: AnyPgColumn;
  $inferSelect: { updatedAt: Date };
};

/**
 * PATCH /<resource>/{id}: the row locked within the caller's reach (404 otherwise), If-Match
 * against its version (412, nothing changed), the handler's `update`, then the record read back
 * with its new ETag.
 */
interface UpdateStep<B extends zod.ZodType, T extends VersionedTable, R> {
  may: Gate;
  params: IdParams;
  headers: UpdateHeaders;
  body: B;
  table: T;
  /** The rows the caller may change: the same scope as their reads. */
  scope: (principal: Principal) => SQL | undefined;
  update: (tx: Db, request: UpdateRequest<zod.output<B>, T['$inferSelect']>) => Promise<void>;
  find: Find<R>;
  history: Recorded<R>;
}

const updateOne = async <B extends zod.ZodType, T extends VersionedTable, R extends Versioned>(
  c: AppContext,
  db: Db,
  step: UpdateStep<B, T, R>,
) => {
  const principal = callerFor(c, step.may, 'UPDATE');
  const { id } = readParams(c, step.params);
  const { headers, body } = await readInput(c, step);
  const table: PgTable = step.table;
  const record = await db.transaction(async (tx) => {
    const [current] = (await tx
      .select()
      .from(table)
      .where(allOf(eq(step.table.id, id), step.scope(principal)))
      .for('update')) as T['$inferSelect'][];
    if (!current) throw notFound();
    checkIfMatch(headers['If-Match'], current.updatedAt);
    const before = await step.find(tx, everything(principal), id);
    await step.update(tx, { principal, who: whoOf(c), id, body, current });
    const updated = await step.find(tx, principal, id);
    if (!updated) throw notFound();
    const after = await step.find(tx, everything(principal), id);
    const changes = diffRecords(before, after, step.history.inside);
    const { kind, label, actions } = step.history;
    const entries =
      changes.length === 0 ? [] : (actions?.(changes) ?? [{ action: 'UPDATE', changes }]);
    for (const entry of entries) {
      await writeHistory(tx, whoOf(c), {
        ...entry,
        recordKind: kind,
        recordId: id,
        recordLabel: label(updated),
      });
    }
    return updated;
  });
  setEtag(c, record.updatedAt);
  return c.json(record, 200);
};

/**
 * Each kind's gate and reader, as its record routes declare them (the same functions whichever
 * app builds them: they read through the transaction they are given), so that a record's
 * history is read exactly as the record is.
 */
const readers = new Map<HistoryRecordKind, { may: Gate; find: Find<Versioned> }>();

/**
 * How GET /<resource>/{id} reads a record of `kind` for the caller: 403 when its gate refuses
 * READ; the reader answers null when the record is unknown or out of reach.
 */
export const recordReader = (principal: Principal, kind: HistoryRecordKind) => {
  const reader = readers.get(kind);
  if (!reader) throw new Error(`No record routes for ${kind}`);
  pass(principal, reader.may, 'READ');
  return (db: Db, id: string) => reader.find(db, principal, id);
};

/** A step that takes the record's gate and reader unless it names its own. */
type Shared<Step extends { may: Gate }, R> = Omit<Step, 'may' | 'find' | 'history'> & {
  may?: Gate;
  find?: Find<R>;
};

/**
 * GET /{id}, POST / and PATCH /{id} of a record: one gate (`may`) and one reader (`find`) for
 * the three, unless the create or the update names its own; every create and every update that
 * changes something writes its history (`history`) in its transaction.
 */
export const recordRoutes = <
  R extends Versioned,
  CB extends zod.ZodType,
  UB extends zod.ZodType,
  T extends VersionedTable,
  P = undefined,
>(
  db: Db,
  record: {
    may: Gate;
    find: Find<R>;
    history: Recorded<R>;
    read: IdParams;
    create: Shared<CreateStep<CB, R, P>, R>;
    update: Shared<UpdateStep<UB, T, R>, R>;
  },
) => {
  const { may, find, history, create, update } = record;
  readers.set(history.kind, { may, find });
  return new Hono<AppEnv>()
    .get('/:id', (c) => readOne(c, db, { may, params: record.read, find }))
    .post('/', (c) =>
      createOne(c, db, { ...create, may: create.may ?? may, find: create.find ?? find, history }),
    )
    .patch('/:id', (c) =>
      updateOne(c, db, { ...update, may: update.may ?? may, find: update.find ?? find, history }),
    );
};
