import type * as zod from 'zod';
import type { GetBuyerResponse } from '@generated/zod/buyers/buyers.zod';
import type { BuyerSummary } from '@generated/model';
import { buyers } from '@server/db/schema';
import { complete, type SummaryColumns } from '../complete';

export type Buyer = zod.output<typeof GetBuyerResponse>;
type BuyerRow = typeof buyers.$inferSelect;

export const serializeBuyers = (rows: BuyerRow[]): Buyer[] =>
  rows.map((row) =>
    complete<Buyer>({
      id: row.id,
      name: row.name,
      country: row.country,
      address: row.address,
      certificateNumber: row.certificateNumber,
      certificateValidFrom: row.certificateValidFrom,
      certificateValidUntil: row.certificateValidUntil,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  );

/** A buyer as a shipment shows it. */
export const buyerSummary = {
  id: buyers.id,
  name: buyers.name,
  country: buyers.country,
  certificateNumber: buyers.certificateNumber,
  certificateValidUntil: buyers.certificateValidUntil,
} satisfies SummaryColumns<BuyerSummary>;
