import { eq, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/ops/support/levels';
import { buyers, relayDepots } from '@server/db/schema';
import type { Shipment } from './serialize';

/** The first and last day of the calendar month of a day (YYYY-MM-DD). */
export const monthOf = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
};

/**
 * The share of the holders who gave oil in the period (a CONFIRMED voucher removed in it) in the
 * zones the depot serves, that held a valid self-declaration on `day` (signed on or before it,
 * less than a year before).
 */
const declaredShare = async (
  db: Db,
  depotId: string,
  period: { from: string; to: string },
  day: string,
) => {
  const [row] = await rowsOf<{ holders: number; declared: number }>(
    db,
    sql`
    with givers as (
      select distinct v.holder_id from removal_vouchers v
      join holders h on h.id = v.holder_id
      join delegations d on d.id = h.delegation_id
      where v.status = 'CONFIRMED' and v.removal_date between ${period.from}::date and ${period.to}::date
        and d.zone_id in (select zone_id from relay_depot_zones where relay_depot_id = ${depotId})
    )
    select count(*)::int as holders,
      count(*) filter (where exists (
        select 1 from holder_declarations hd where hd.holder_id = g.holder_id
          and hd.signed_on <= ${day}::date and (hd.signed_on + interval '1 year')::date > ${day}::date
      ))::int as declared
    from givers g`,
  );
  return { holders: Number(row?.holders ?? 0), declared: Number(row?.declared ?? 0) };
};

/** What the sustainability declaration of a dispatched shipment says. */
export const declarationDocument = async (
  db: Db,
  shipment: Shipment,
  config: Pick<Config, 'organisationName' | 'organisationCertificate' | 'organisationAddress'>,
) => {
  const [buyer] = await db.select().from(buyers).where(eq(buyers.id, shipment.buyerId));
  const [depot] = await db
    .select({ name: relayDepots.name, address: relayDepots.address })
    .from(relayDepots)
    .where(eq(relayDepots.id, shipment.relayDepotId));
  if (!buyer || !depot || !shipment.declarationNumber || !shipment.dispatchedAt) {
    throw new Error(`shipment ${shipment.id} has no declaration`);
  }
  const period = monthOf(shipment.dispatchDate);
  return {
    number: shipment.declarationNumber,
    issuedAt: new Date(shipment.dispatchedAt),
    supplier: {
      name: config.organisationName,
      certificateNumber: config.organisationCertificate,
      address: config.organisationAddress,
    },
    buyer,
    depot,
    shipment,
    period,
    share: await declaredShare(db, shipment.relayDepotId, period, shipment.dispatchDate),
  };
};

export type DeclarationDocument = Awaited<ReturnType<typeof declarationDocument>>;
