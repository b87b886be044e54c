import { eq, sql } from 'drizzle-orm';
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
import type { Db } from '@server/db/client';
import { complaints, holders } from '@server/db/schema';
import { contains } from '@server/db/search';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import type { AppEnv } from '@server/http/context';
import { forbidden, ruleViolation } from '@server/http/errors';
import { type Principal } from '@server/permissions/policy';
import { allOf, complaintScope, isCompanyUser, isRivalCompany } from '@server/permissions/scope';
import { RECORDED } from '@server/history/records';
import { recordRoutes } from '../handlers';
import { pagedList } from '../lists';
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

const list = pagedList({
  query: ListComplaintsQueryParams,
  equal: { status: complaints.status, holderId: complaints.holderId },
  table: complaints,
  select: complaintSelect,
  scope: scopeOf,
  sortable: SORTABLE,
  sortedBy: 'createdAt',
  serialize: (_db, rows, principal) => rows.map((row) => serializeComplaint(row, principal)),
});

export const complaintRoutes = ({ db }: Deps) => {
  const findVisible = async (tx: Db, principal: Principal, id: string) => {
    const [row] = await complaintSelect(tx).where(allOf(eq(complaints.id, id), scopeOf(principal)));
    return row ? serializeComplaint(row, principal) : null;
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      list.route(db, 'complaint', (q) => [searchOf(q.query)]),
    )
    .route(
      '/',
      recordRoutes(db, {
        may: 'complaint',
        find: findVisible,
        history: RECORDED.complaint,
        read: GetComplaintParams,
        create: {
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
        },
        update: {
          params: UpdateComplaintParams,
          headers: UpdateComplaintHeader,
          body: UpdateComplaintBody,
          table: complaints,
          scope: scopeOf,
          update: async (tx, { principal, id, body, current }) => {
            // A company's account reads a competitor's complaint about its holders, but it stays
            // the competitor's.
            if (isCompanyUser(principal)) {
              const [read] = await complaintSelect(tx).where(eq(complaints.id, id));
              if (isRivalCompany(principal, read?.authorCompanyId ?? null)) throw forbidden();
            }
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
        },
      }),
    );
};
