import { eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateComplaintBody,
  CreateComplaintHeader,
  GetComplaintParams,
  ListComplaintsQueryParams,
  UpdateComplaintBody,
  UpdateComplaintHeader,
  UpdateComplaintParams,
} from '@generated/zod/complaints/complaints.zod';
import type { ComplaintStatus } from '@generated/model';
import type { Db } from '../../db/client';
import { readPage, sortBy, type Paging } from '../../db/paging';
import { complaints, holders } from '../../db/schema';
import { contains } from '../../db/search';
import { nextVersion } from '../../db/versioning';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { ruleViolation } from '../../http/errors';
import { type Principal } from '../../permissions/policy';
import { allOf, complaintScope } from '../../permissions/scope';
import { createOne, readList, readOne, updateOne } from '../handlers';
import { holderReference } from '../references';
import { complaintSelect, serializeComplaint } from './serialize';

const SORTABLE = {
  subject: complaints.subject,
  status: complaints.status,
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
  resolvedAt: complaints.resolvedAt,
};

/** OPEN → IN_PROGRESS → RESOLVED, OPEN → RESOLVED, and RESOLVED → OPEN to reopen. */
const ALLOWED: Record<ComplaintStatus, ComplaintStatus[]> = {
  OPEN: ['IN_PROGRESS', 'RESOLVED'],
  IN_PROGRESS: ['RESOLVED'],
  RESOLVED: ['OPEN'],
};

const scopeOf = (principal: Principal) =>
  complaintScope(principal, { holderId: complaints.holderId, createdById: complaints.createdById });

const searchOf = (query: string | undefined) =>
  query
    ? sql`(${contains(sql`lower(${complaints.subject} || ' ' || ${complaints.description})`, query)}
      or ${complaints.holderId} in (select ${holders.id} from ${holders} where ${contains(sql`lower(${holders.name})`, query)}))`
    : undefined;

const listPage = async (
  db: Db,
  principal: Principal,
  where: SQL | undefined,
  paging: Paging & { sortField?: keyof typeof SORTABLE },
) => {
  const { rows, meta } = await readPage(
    db,
    paging,
    complaintSelect(db)
      .where(where)
      .orderBy(
        ...sortBy(SORTABLE[paging.sortField ?? 'createdAt'], paging.sortOrder, complaints.id),
      ),
    { table: complaints, where },
  );
  return {
    items: rows.map((row) => serializeComplaint(row, principal)),
    meta,
  };
};

export const complaintRoutes = ({ db }: Deps) => {
  const findVisible = async (tx: Db, principal: Principal, id: string) => {
    const [row] = await complaintSelect(tx).where(allOf(eq(complaints.id, id), scopeOf(principal)));
    return row ? serializeComplaint(row, principal) : null;
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { principal, q } = readList(c, 'complaint', ListComplaintsQueryParams);
      const where = allOf(
        scopeOf(principal),
        searchOf(q.query),
        q.status ? eq(complaints.status, q.status) : undefined,
        q.holderId ? eq(complaints.holderId, q.holderId) : undefined,
      );
      return c.json(await listPage(db, principal, where, q), 200);
    })
    .get('/:id', (c) =>
      readOne(c, db, { may: 'complaint', params: GetComplaintParams, find: findVisible }),
    )
    .post('/', (c) =>
      createOne(c, db, {
        may: 'complaint',
        operation: 'createComplaint',
        headers: CreateComplaintHeader,
        body: CreateComplaintBody,
        create: async (tx, { principal, body }) => {
          await holderReference(tx, principal, body.holderId, ['holderId']);
          const [inserted] = await tx
            .insert(complaints)
            .values({
              holderId: body.holderId ?? null,
              subject: body.subject,
              description: body.description,
              photos: body.photos ?? [],
              status: 'OPEN',
              createdById: principal.userId,
            })
            .returning({ id: complaints.id });
          return inserted;
        },
        find: findVisible,
      }),
    )
    .patch('/:id', (c) =>
      updateOne(c, db, {
        may: 'complaint',
        params: UpdateComplaintParams,
        headers: UpdateComplaintHeader,
        body: UpdateComplaintBody,
        table: complaints,
        scope: scopeOf,
        update: async (tx, { principal, id, body, current }) => {
          const { status, resolution, ...fields } = body;
          const moving = status !== undefined && status !== current.status;
          if (moving && !ALLOWED[current.status].includes(status)) {
            throw ruleViolation(['status'], 'complaintTransition');
          }
          const resolving = moving && status === 'RESOLVED';
          const reopening = moving && status === 'OPEN';
          const nextResolution = reopening ? null : (resolution ?? current.resolution);
          if (resolving && !nextResolution) {
            throw ruleViolation(['resolution'], 'resolutionRequired');
          }
          await holderReference(tx, principal, fields.holderId, ['holderId']);
          await tx
            .update(complaints)
            .set({
              ...fields,
              ...(status === undefined ? {} : { status }),
              resolution: nextResolution,
              ...(resolving ? { resolvedAt: sql`now()` } : {}),
              ...(reopening ? { resolvedAt: null } : {}),
              updatedAt: nextVersion(complaints.updatedAt),
            })
            .where(eq(complaints.id, id));
        },
        find: findVisible,
      }),
    );
};
