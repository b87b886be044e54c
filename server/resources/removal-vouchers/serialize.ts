import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as zod from 'zod';
import type { GetRemovalVoucherResponse } from '@generated/zod/removal-vouchers/removal-vouchers.zod';
import type { Db } from '@server/db/client';
import {
  holderMonths,
  holders,
  relayDepots,
  removalVouchers,
  subcontractors,
} from '@server/db/schema';
import { complete } from '../complete';
import { companySummary, depotSummary, holderSummary } from '../summaries';
import { flagColumns, flagsOf, voucherMonthJoin } from './flags';

export type RemovalVoucher = zod.output<typeof GetRemovalVoucherResponse>;

const actual = alias(subcontractors, 'actual');

export const voucherSelect = (db: Db) =>
  db
    .select({
      voucher: removalVouchers,
      holder: holderSummary,
      subcontractor: companySummary(subcontractors),
      actualSubcontractor: companySummary(actual),
      relayDepot: depotSummary,
      flags: flagColumns,
    })
    .from(removalVouchers)
    .innerJoin(holders, eq(holders.id, removalVouchers.holderId))
    .innerJoin(subcontractors, eq(subcontractors.id, removalVouchers.subcontractorId))
    .innerJoin(actual, eq(actual.id, removalVouchers.actualSubcontractorId))
    .leftJoin(relayDepots, eq(relayDepots.id, removalVouchers.relayDepotId))
    .leftJoin(holderMonths, voucherMonthJoin);

type Row = Awaited<ReturnType<ReturnType<typeof voucherSelect>['execute']>>[number];

export const serializeVoucher = ({
  voucher: v,
  holder,
  subcontractor,
  actualSubcontractor,
  relayDepot,
  flags,
}: Row): RemovalVoucher =>
  complete<RemovalVoucher>({
    id: v.id,
    number: v.number,
    extractedTanks: v.extractedTanks,
    dueSum: v.dueSum,
    holderId: v.holderId,
    removalDate: v.removalDate,
    status: v.status,
    decisionDate: v.decisionDate ? v.decisionDate.toISOString() : null,
    comments: v.comments,
    decisionComment: v.decisionComment,
    observations: v.observations,
    holderSignature: v.holderSignature,
    subcontractorId: v.subcontractorId,
    actualSubcontractorId: v.actualSubcontractorId,
    relayDepotId: v.relayDepotId,
    signature: v.signature,
    photos: v.photos,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    holder,
    subcontractor,
    actualSubcontractor,
    relayDepot,
    flags: flagsOf(flags),
  });
