import { eq } from 'drizzle-orm';
import type * as zod from 'zod';
import type { GetComplaintResponse } from '@generated/zod/complaints/complaints.zod';
import type { Db } from '@server/db/client';
import { complaints, holders, users } from '@server/db/schema';
import { complete } from '../complete';
import { holderSummary, personSummary } from '../summaries';
import { can, type Principal } from '@server/permissions/policy';
import { companyOfUser, isRivalCompany } from '@server/permissions/scope';

export type Complaint = zod.output<typeof GetComplaintResponse>;

export const complaintSelect = (db: Db) =>
  db
    .select({
      complaint: complaints,
      holder: holderSummary,
      createdBy: personSummary,
      authorCompanyId: companyOfUser(users),
    })
    .from(complaints)
    .leftJoin(holders, eq(holders.id, complaints.holderId))
    .innerJoin(users, eq(users.id, complaints.createdById));

type Row = Awaited<ReturnType<ReturnType<typeof complaintSelect>['execute']>>[number];

/**
 * The author's e-mail and phone number are for those who handle complaints (complaint UPDATE)
 * and for the author; every other reader of the zone sees the author's name only, and so does
 * a company's account, whatever it holds, for an author of a competing company.
 */
const authorOf = (
  { createdBy, authorCompanyId }: Pick<Row, 'createdBy' | 'authorCompanyId'>,
  principal: Principal,
) =>
  createdBy.id === principal.userId ||
  (can(principal, 'complaint', 'UPDATE') && !isRivalCompany(principal, authorCompanyId))
    ? createdBy
    : { ...createdBy, email: null, phoneNumber: null };

export const serializeComplaint = (
  { complaint: c, holder, createdBy, authorCompanyId }: Row,
  principal: Principal,
): Complaint =>
  complete<Complaint>({
    id: c.id,
    holderId: c.holderId,
    holder,
    subject: c.subject,
    description: c.description,
    photos: c.photos,
    status: c.status,
    resolution: c.resolution,
    resolvedAt: c.resolvedAt ? c.resolvedAt.toISOString() : null,
    createdById: c.createdById,
    createdBy: authorOf({ createdBy, authorCompanyId }, principal),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  });
