import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateHolderDeclarationBody,
  CreateHolderDeclarationHeader,
  CreateHolderDeclarationParams,
  LiftHolderNonComplianceBody,
  LiftHolderNonComplianceHeader,
  LiftHolderNonComplianceParams,
  ListHolderDeclarationsParams,
  MarkHolderNonCompliantBody,
  MarkHolderNonCompliantHeader,
  MarkHolderNonCompliantParams,
} from '@generated/zod/declarations/declarations.zod';
import type { Db } from '@server/db/client';
import { holderDeclarations, holderNonCompliance, holders, uploads } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { requirePrincipal, type AppContext, type AppEnv } from '@server/http/context';
import { conflict, notFound, ruleViolation, type IssuePath } from '@server/http/errors';
import { createOnce } from '@server/http/idempotency';
import { readHeaders, readJson, readParams } from '@server/http/validation';
import { setEtag } from '@server/http/versions';
import { authorize, type Action, type Principal, type Resource } from '@server/permissions/policy';
import { allOf } from '@server/permissions/scope';
import { diffRecords, whoOf, writeHistory, type Who } from '@server/history/write';
import { findHolder } from '../holders/routes';
import type { Holder } from '../holders/serialize';
import { liveHolderScope } from '../references';
import { tunisDay } from '../stats/calendar';
import { declarationsOf, serializeDeclaration, type StoredDeclaration } from './serialize';

/**
 * The holder named by the path, locked for the change, within the caller's reach (404 otherwise,
 * as an unknown id). The lock orders a marking against a tour or a voucher created for the
 * holder at the same time (`refuseNonCompliant` shares it).
 */
const lockHolder = async (tx: Db, principal: Principal, id: string) => {
  const [locked] = await tx
    .select({ id: holders.id })
    .from(holders)
    .where(allOf(eq(holders.id, id), liveHolderScope(principal)))
    .for('update');
  const holder = locked && (await findHolder(tx, principal, id));
  if (!holder) throw notFound();
  return holder;
};

/**
 * The holder's history entry of a declaration, a marking or its lift, in the change's
 * transaction: the holder's record before and after (its `declaration` or `nonCompliance`).
 */
const recordChange = async (
  tx: Db,
  principal: Principal,
  who: Who,
  before: Holder,
  entry: { action: 'DECLARATION' | 'NON_COMPLIANT' | 'COMPLIANT'; reason?: string },
) => {
  const after = await findHolder(tx, principal, before.id);
  if (!after) throw notFound();
  await writeHistory(tx, who, {
    action: entry.action,
    recordKind: 'holder',
    recordId: before.id,
    recordLabel: after.name,
    changes: diffRecords(before, after),
    reason: entry.reason ?? null,
  });
  return after;
};

/** The upload a declaration names by its URL, or a 400 on the field when none is stored. */
const uploadId = async (tx: Db, url: string | null | undefined, path: IssuePath) => {
  if (!url) return null;
  const fileName = url.split('/').pop() ?? '';
  const [upload] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.fileName, fileName));
  if (!upload) throw ruleViolation(path, 'uploadNotFound');
  return upload.id;
};

/** The declarations of a holder within the caller's reach, latest signed first; null: none such. */
const declarationsOfHolder = async (db: Db, principal: Principal, holderId: string) => {
  const [row] = await db
    .select({ items: sql<StoredDeclaration[]>`${declarationsOf(holders.id)}` })
    .from(holders)
    .where(allOf(eq(holders.id, holderId), liveHolderScope(principal)));
  const today = tunisDay(new Date());
  return row ? row.items.map((stored) => serializeDeclaration(stored, today)) : null;
};

/** The caller (401), allowed to act on the resource (403). */
const callerFor = (c: AppContext, resource: Resource, action: Action) => {
  const principal = requirePrincipal(c);
  authorize(principal, resource, action);
  return principal;
};

export const declarationRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>()
    .get('/:id/declarations', async (c) => {
      const principal = callerFor(c, 'holder', 'READ');
      const { id } = readParams(c, ListHolderDeclarationsParams);
      const items = await declarationsOfHolder(db, principal, id);
      if (!items) throw notFound();
      return c.json({ items }, 200);
    })
    .post('/:id/declarations', async (c) => {
      const principal = callerFor(c, 'declaration', 'CREATE');
      const who = whoOf(c);
      const { id } = readParams(c, CreateHolderDeclarationParams);
      const lang = c.get('lang');
      const headers = readHeaders(c, CreateHolderDeclarationHeader, lang);
      const body = await readJson(c, CreateHolderDeclarationBody, lang);
      if (!body.scan && !body.signature) throw ruleViolation(['signature'], 'declarationUnsigned');
      if (body.signedOn > tunisDay(new Date())) {
        throw ruleViolation(['signedOn'], 'declarationInFuture');
      }
      const created = await createOnce(
        db,
        {
          userId: principal.userId,
          operation: 'createHolderDeclaration',
          key: headers['Idempotency-Key'],
          body: { id, ...body },
        },
        async (tx) => {
          const before = await lockHolder(tx, principal, id);
          const [inserted] = await tx
            .insert(holderDeclarations)
            .values({
              holderId: id,
              signedOn: body.signedOn,
              signerName: body.signerName,
              signerRole: body.signerRole,
              scanUploadId: await uploadId(tx, body.scan, ['scan']),
              signatureUploadId: await uploadId(tx, body.signature, ['signature']),
              textVersion: body.textVersion,
              overTenTonnes: body.overTenTonnes,
              animalFat: body.animalFat,
              createdById: principal.userId,
            })
            .returning({ id: holderDeclarations.id });
          const declaration = (await declarationsOfHolder(tx, principal, id))?.find(
            (item) => item.id === inserted?.id,
          );
          if (!declaration) throw new Error('createHolderDeclaration: declaration not found');
          await recordChange(tx, principal, who, before, { action: 'DECLARATION' });
          return { body: declaration };
        },
      );
      return c.json(created.body, 201);
    })
    .post('/:id/non-compliance', async (c) => {
      const principal = callerFor(c, 'declaration', 'UPDATE');
      const who = whoOf(c);
      const { id } = readParams(c, MarkHolderNonCompliantParams);
      const lang = c.get('lang');
      const headers = readHeaders(c, MarkHolderNonCompliantHeader, lang);
      const body = await readJson(c, MarkHolderNonCompliantBody, lang);
      const marked = await createOnce(
        db,
        {
          userId: principal.userId,
          operation: 'markHolderNonCompliant',
          key: headers['Idempotency-Key'],
          body: { id, ...body },
        },
        async (tx) => {
          const before = await lockHolder(tx, principal, id);
          const [inserted] = await tx
            .insert(holderNonCompliance)
            .values({ holderId: id, ...body, createdById: principal.userId })
            .onConflictDoNothing()
            .returning({ id: holderNonCompliance.id });
          if (!inserted) throw conflict('alreadyNonCompliant');
          const holder = await recordChange(tx, principal, who, before, {
            action: 'NON_COMPLIANT',
            reason: body.reason,
          });
          return { body: holder };
        },
      );
      setEtag(c, marked.body.updatedAt);
      return c.json(marked.body, 200);
    })
    .post('/:id/non-compliance/lift', async (c) => {
      const principal = callerFor(c, 'declaration', 'UPDATE');
      const who = whoOf(c);
      const { id } = readParams(c, LiftHolderNonComplianceParams);
      const lang = c.get('lang');
      const headers = readHeaders(c, LiftHolderNonComplianceHeader, lang);
      const body = await readJson(c, LiftHolderNonComplianceBody, lang);
      const lifted = await createOnce(
        db,
        {
          userId: principal.userId,
          operation: 'liftHolderNonCompliance',
          key: headers['Idempotency-Key'],
          body: { id, ...body },
        },
        async (tx) => {
          const before = await lockHolder(tx, principal, id);
          const [row] = await tx
            .update(holderNonCompliance)
            .set({ liftedAt: sql`now()`, liftedById: principal.userId, liftReason: body.reason })
            .where(and(eq(holderNonCompliance.holderId, id), isNull(holderNonCompliance.liftedAt)))
            .returning({ id: holderNonCompliance.id });
          if (!row) throw conflict('notNonCompliant');
          const holder = await recordChange(tx, principal, who, before, {
            action: 'COMPLIANT',
            reason: body.reason,
          });
          return { body: holder };
        },
      );
      setEtag(c, lifted.body.updatedAt);
      return c.json(lifted.body, 200);
    });
