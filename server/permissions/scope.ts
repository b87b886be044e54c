import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isCompanyRole, isUnscoped, type Principal } from './policy';

// Each function answers the SQL condition that keeps the rows a principal may see, or undefined
// when nothing is hidden. Lists, reads and updates all go through them, so a guessed id outside
// the caller's area behaves exactly like an unknown one (404).

const NOTHING = sql`false`;

export const zoneScope = (principal: Principal, zoneId: AnyPgColumn | SQL): SQL | undefined => {
  if (isUnscoped(principal)) return undefined;
  const { area } = principal;
  if (area.kind === 'region') {
    return sql`${zoneId} in (select z.id from zones z where z.region_id = ${area.regionId})`;
  }
  if (area.kind === 'zone') return sql`${zoneId} = ${area.zoneId}`;
  return NOTHING;
};

export const delegationScope = (principal: Principal, delegationId: AnyPgColumn | SQL) => {
  const inZone = zoneScope(principal, sql`d.zone_id`);
  return inZone && sql`${delegationId} in (select d.id from delegations d where ${inZone})`;
};

const and = (...conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? undefined : sql.join(present, sql` and `);
};

/** Accounts of a company: a SUBCONTRACTOR account and the drivers working for a company. */
export const isCompanyUser = (principal: Principal) => isCompanyRole(principal.role);

/**
 * The holders a principal sees: those of its area; for a company's account, only its own
 * company's. Whom a competitor collects from, how often and for how much is its business
 * (decision 0020): a competitor's holder is unknown to it, in a list, a count, a read or a
 * reference.
 */
export const holderScope = (
  principal: Principal,
  holder: { delegationId: AnyPgColumn | SQL; subcontractorId: AnyPgColumn | SQL },
) => {
  const inArea = delegationScope(principal, holder.delegationId);
  if (!isCompanyUser(principal)) return inArea;
  const own = principal.subcontractorId;
  return and(inArea, own ? sql`${holder.subcontractorId} = ${own}` : NOTHING);
};

/** Records about a holder (by its id) that `holderScope` lets the principal see. */
const holderIdScope = (principal: Principal, holderId: AnyPgColumn) => {
  const seen = holderScope(principal, {
    delegationId: sql`h.delegation_id`,
    subcontractorId: sql`h.subcontractor_id`,
  });
  return seen && sql`${holderId} in (select h.id from holders h where ${seen})`;
};

export const relayDepotScope = (principal: Principal, depotId: AnyPgColumn) => {
  const inArea = zoneScope(principal, sql`rdz.zone_id`);
  return (
    inArea &&
    sql`exists (select 1 from relay_depot_zones rdz where rdz.relay_depot_id = ${depotId} and ${inArea})`
  );
};

/**
 * A subcontractor's account sees its own company and the companies it manages; a driver, only
 * the company it works for.
 */
export const subcontractorScope = (
  principal: Principal,
  columns: { id: AnyPgColumn; zoneId: AnyPgColumn; managerId: AnyPgColumn },
) => {
  const own = principal.subcontractorId;
  let company: SQL | undefined;
  if (principal.role === 'SUBCONTRACTOR') {
    company = own ? sql`(${columns.id} = ${own} or ${columns.managerId} = ${own})` : NOTHING;
  } else if (principal.role === 'DRIVER') {
    company = own ? sql`${columns.id} = ${own}` : NOTHING;
  }
  return and(zoneScope(principal, columns.zoneId), company);
};

/**
 * Which accounts a company account (SUBCONTRACTOR or DRIVER) may see among users, whatever
 * actions it holds: the drivers of its own company only. Undefined for staff.
 */
export const companyUserScope = (
  principal: Principal,
  columns: { role: AnyPgColumn; subcontractorId: AnyPgColumn },
) => {
  if (!isCompanyUser(principal)) return undefined;
  const own = principal.subcontractorId;
  return own ? sql`(${columns.role} = 'DRIVER' and ${columns.subcontractorId} = ${own})` : NOTHING;
};

export const tourScope = (
  principal: Principal,
  columns: {
    zoneId: AnyPgColumn;
    subcontractorId: AnyPgColumn;
    assignedId: AnyPgColumn;
    driverId: AnyPgColumn;
  },
) => {
  const own = principal.subcontractorId;
  let role: SQL | undefined;
  if (principal.role === 'SUBCONTRACTOR') {
    role = own
      ? sql`(${columns.subcontractorId} = ${own} or ${columns.assignedId} = ${own})`
      : NOTHING;
  } else if (principal.role === 'DRIVER') {
    // The tours it drives for its own company: a driver moved to another company stops seeing
    // the tours of the one it left.
    role = own
      ? sql`(${columns.driverId} = ${principal.userId} and (${columns.subcontractorId} = ${own} or ${columns.assignedId} = ${own}))`
      : NOTHING;
  }
  return and(zoneScope(principal, columns.zoneId), role);
};

export const voucherScope = (
  principal: Principal,
  columns: { holderId: AnyPgColumn; subcontractorId: AnyPgColumn; actualId: AnyPgColumn },
) => {
  const own = principal.subcontractorId;
  // A company account (its SUBCONTRACTOR account or one of its drivers) sees its own vouchers,
  // and those of the pickups it did for another company (at that company's holder).
  const company = !isCompanyUser(principal)
    ? undefined
    : own
      ? sql`(${columns.subcontractorId} = ${own} or ${columns.actualId} = ${own})`
      : NOTHING;
  const holderInArea = delegationScope(principal, sql`h.delegation_id`);
  return and(
    holderInArea && sql`${columns.holderId} in (select h.id from holders h where ${holderInArea})`,
    company,
  );
};

/**
 * The company of an account (a users row): the one a DRIVER works for, the one a SUBCONTRACTOR
 * account runs; null for staff. In a query that joins users to another table (so that its
 * columns are named with their table).
 */
export const companyOfUser = (user: {
  id: AnyPgColumn;
  role: AnyPgColumn;
  subcontractorId: AnyPgColumn;
}) =>
  sql<string | null>`(case ${user.role} when 'DRIVER' then ${user.subcontractorId}
    when 'SUBCONTRACTOR' then (select s.id from subcontractors s where s.user_id = ${user.id}) end)`;

/** Whether `companyId` (a record's or an account's company) is a competitor of a company's account. */
export const isRivalCompany = (principal: Principal, companyId: string | null) =>
  isCompanyUser(principal) && companyId !== null && companyId !== principal.subcontractorId;

/**
 * Complaints about a holder the principal sees (for a company's account, a holder of its own
 * company), and one's own complaints.
 */
export const complaintScope = (
  principal: Principal,
  columns: { holderId: AnyPgColumn; createdById: AnyPgColumn },
) => {
  const about = holderIdScope(principal, columns.holderId);
  return about && sql`(${about} or ${columns.createdById} = ${principal.userId})`;
};

/** Users whose permissions area lies inside the principal's. */
export const userScope = (principal: Principal, userId: AnyPgColumn) => {
  if (isUnscoped(principal)) return undefined;
  const { area } = principal;
  if (area.kind === 'region') {
    return sql`exists (select 1 from permissions pm left join zones z on z.id = pm.zone_id
      where pm.user_id = ${userId} and (pm.region_id = ${area.regionId} or z.region_id = ${area.regionId}))`;
  }
  if (area.kind === 'zone') {
    return sql`exists (select 1 from permissions pm where pm.user_id = ${userId} and pm.zone_id = ${area.zoneId})`;
  }
  return NOTHING;
};

export { and as allOf };
