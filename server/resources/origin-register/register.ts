import { randomInt } from 'node:crypto';
import { asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  OriginRegister,
  OriginRegisterEntry,
  RegisterDeclarationState,
  RegisterNonCompliance,
} from '@generated/model';
import type { Db } from '@server/db/client';
import {
  delegations,
  governorates,
  holderDeclarations,
  holderNonCompliance,
  holders,
  removalVouchers,
  zones,
} from '@server/db/schema';
import { pageMeta, type Paging } from '@server/db/paging';
import { ruleViolation } from '@server/http/errors';
import type { Principal } from '@server/permissions/policy';
import { allOf, holderScope, voucherScope } from '@server/permissions/scope';
import { complete } from '../complete';
import { litres, voucherLitres } from '../stats/home';
import { zoneSummary } from '../summaries';
import { drawSample, MAX_SEED } from './sample';

/**
 * The density the register turns litres into kilograms with: used cooking oil weighs about
 * 0.92 kg a litre (vegetable oils 0.91–0.93 at 15–20 °C). The vouchers record litres only.
 */
export const KG_PER_LITRE = 0.92;

/** The longest period a register covers, both days included: a year, a leap one too. */
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** 400 on `to` when the period ends before it starts or is longer than a year. */
export const checkPeriod = ({ from, to }: Period) => {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw ruleViolation(['to'], 'registerPeriodOrder');
  if (days > MAX_PERIOD_DAYS) throw ruleViolation(['to'], 'registerPeriodTooLong');
};

/** The seed asked for, or one drawn by the server. */
export const seedOf = (asked: number | undefined) => asked ?? randomInt(0, MAX_SEED + 1);

const kgOf = (value: number) => litres(value * KG_PER_LITRE);

/** The CONFIRMED vouchers of the period that the caller may read. */
const confirmedInPeriod = (principal: Principal, { from, to }: Period) =>
  allOf(
    voucherScope(principal, {
      holderId: removalVouchers.holderId,
      subcontractorId: removalVouchers.subcontractorId,
      actualId: removalVouchers.actualSubcontractorId,
    }),
    eq(removalVouchers.status, 'CONFIRMED'),
    gte(removalVouchers.removalDate, from),
    lte(removalVouchers.removalDate, to),
  );

/** The CONFIRMED vouchers' holders of the period that the caller may read. */
const collectedIn = (db: Db, principal: Principal, period: Period) =>
  db
    .select({ holderId: removalVouchers.holderId })
    .from(removalVouchers)
    .where(confirmedInPeriod(principal, period));

/** The register's holders: those of the caller's reach, live or with oil collected in the period. */
const onRegister = (db: Db, principal: Principal, period: Period) =>
  allOf(
    holderScope(principal, holders),
    or(isNull(holders.deletedAt), inArray(holders.id, collectedIn(db, principal, period))),
  );

/**
 * The register's holders' ids: the live ones in one string, since a row per holder is slow to
 * hand over (100,000 holders on PGlite: 330–530 ms as rows), by id from an index of their own,
 * so that the sample's sort is a pass over them; then the few deleted ones collected in the
 * period. On 100,000 holders: 25–30 ms for the ids in order and 4 ms to sort them again, against
 * 64 and 36 ms for ids in no order.
 */
const registerIds = async (db: Db, principal: Principal, period: Period) => {
  const inReach = holderScope(principal, holders);
  const [[live], deleted] = await Promise.all([
    db
      .select({
        ids: sql<string | null>`string_agg(${holders.id}::text, ',' order by ${holders.id})`,
      })
      .from(holders)
      .where(allOf(inReach, isNull(holders.deletedAt))),
    db
      .select({ id: holders.id })
      .from(holders)
      .where(
        allOf(
          inReach,
          isNotNull(holders.deletedAt),
          inArray(holders.id, collectedIn(db, principal, period)),
        ),
      ),
  ]);
  return [...(live?.ids ? live.ids.split(',') : []), ...deleted.map((row) => row.id)];
};

/** One page of the register's holders' ids, by number then id. */
const pageIdsOf = async (
  db: Db,
  principal: Principal,
  period: Period,
  paging: Omit<Paging, 'sortOrder'>,
) => {
  const rows = await db
    .select({ id: holders.id })
    .from(holders)
    .where(onRegister(db, principal, period))
    .orderBy(asc(holders.number), asc(holders.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return rows.map((row) => row.id);
};

/** The declaration signed last on or before the period's end, as JSON (null when none). */
const declarationOn = (to: string) => sql<{
  signedOn: string;
  overTenTonnes: boolean;
  animalFat: boolean;
  valid: boolean;
} | null>`(select json_build_object(
    'signedOn', ${holderDeclarations.signedOn},
    'overTenTonnes', ${holderDeclarations.overTenTonnes},
    'animalFat', ${holderDeclarations.animalFat},
    'valid', (${holderDeclarations.signedOn} + interval '1 year')::date > ${to}::date)
  from ${holderDeclarations}
  where ${holderDeclarations.holderId} = ${holders.id} and ${holderDeclarations.signedOn} <= ${to}::date
  order by ${holderDeclarations.signedOn} desc, ${holderDeclarations.createdAt} desc limit 1)`;

/** The non-compliance in force on the period's end (a lift counts from its Tunis day). */
const nonComplianceOn = (to: string) => sql<RegisterNonCompliance | null>`(select json_build_object(
    'since', ${holderNonCompliance.since},
    'reason', ${holderNonCompliance.reason},
    'isccReference', ${holderNonCompliance.isccReference})
  from ${holderNonCompliance}
  where ${holderNonCompliance.holderId} = ${holders.id} and ${holderNonCompliance.since} <= ${to}::date
    and (${holderNonCompliance.liftedAt} is null
      or (${holderNonCompliance.liftedAt} at time zone 'Africa/Tunis')::date > ${to}::date)
  order by ${holderNonCompliance.since} desc, ${holderNonCompliance.createdAt} desc limit 1)`;

/** The register's rows that `which` keeps (some ids, or the whole register), by number then id. */
const rowsOf = async (db: Db, principal: Principal, period: Period, which: string[] | 'all') => {
  if (which !== 'all' && which.length === 0) return [];
  const collected = sql<number>`(select coalesce(sum(${voucherLitres}), 0) from ${removalVouchers}
    where ${removalVouchers.holderId} = ${holders.id} and ${confirmedInPeriod(principal, period)})`;
  return db
    .select({
      id: holders.id,
      name: holders.name,
      number: holders.number,
      category: holders.category,
      governorate: { id: governorates.id, name: governorates.name },
      zone: zoneSummary,
      declaration: declarationOn(period.to),
      nonCompliance: nonComplianceOn(period.to),
      litres: collected.mapWith(Number),
    })
    .from(holders)
    .innerJoin(delegations, eq(delegations.id, holders.delegationId))
    .innerJoin(governorates, eq(governorates.id, delegations.governorateId))
    .leftJoin(zones, eq(zones.id, delegations.zoneId))
    .where(which === 'all' ? onRegister(db, principal, period) : inArray(holders.id, which))
    .orderBy(asc(holders.number), asc(holders.id));
};

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

const stateOf = (declaration: Row['declaration']): RegisterDeclarationState => {
  if (!declaration) return 'MISSING';
  return declaration.valid ? 'VALID' : 'EXPIRED';
};

const entryOf = (row: Row, ranks: Map<string, number>) => {
  const quantity = litres(row.litres);
  return complete<OriginRegisterEntry>({
    id: row.id,
    name: row.name,
    number: row.number,
    category: row.category,
    governorate: row.governorate,
    zone: row.zone,
    declarationState: stateOf(row.declaration),
    signedOn: row.declaration?.signedOn ?? null,
    overTenTonnes: row.declaration?.overTenTonnes ?? null,
    animalFat: row.declaration?.animalFat ?? null,
    nonCompliance: row.nonCompliance,
    litres: quantity,
    kg: kgOf(quantity),
    sampleRank: ranks.get(row.id) ?? null,
  });
};

const totalLitres = async (db: Db, principal: Principal, period: Period) => {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${voucherLitres}), 0)`.mapWith(Number) })
    .from(removalVouchers)
    .innerJoin(holders, eq(holders.id, removalVouchers.holderId))
    .where(allOf(holderScope(principal, holders), confirmedInPeriod(principal, period)));
  return litres(row?.value ?? 0);
};

/** What the register of a period is made of, before it is cut into pages. */
interface Drawn {
  ids: string[];
  sample: string[];
  ranks: Map<string, number>;
}

const draw = async (db: Db, principal: Principal, period: Period, seed: number): Promise<Drawn> => {
  const ids = await registerIds(db, principal, period);
  const sample = drawSample(ids, seed);
  return { ids, sample, ranks: new Map(sample.map((id, index) => [id, index + 1])) };
};

const sampleOrder = (entries: OriginRegisterEntry[]) =>
  entries
    .filter((entry) => entry.sampleRank !== null)
    .sort((a, b) => (a.sampleRank ?? 0) - (b.sampleRank ?? 0));

/** One page of the register of a period, its totals and its whole sample. */
export const originRegister = async (
  db: Db,
  principal: Principal,
  period: Period,
  seed: number,
  paging: Omit<Paging, 'sortOrder'>,
): Promise<OriginRegister> => {
  const [{ ids, sample, ranks }, pageIds] = await Promise.all([
    draw(db, principal, period, seed),
    pageIdsOf(db, principal, period, paging),
  ]);
  const [rows, total] = await Promise.all([
    rowsOf(db, principal, period, [...new Set([...pageIds, ...sample])]),
    totalLitres(db, principal, period),
  ]);
  const entries = rows.map((row) => entryOf(row, ranks));
  const onPage = new Set(pageIds);
  return complete<OriginRegister>({
    from: period.from,
    to: period.to,
    seed,
    generatedAt: new Date().toISOString(),
    kgPerLitre: KG_PER_LITRE,
    holderCount: ids.length,
    totals: { litres: total, kg: kgOf(total) },
    sample: sampleOrder(entries),
    items: entries.filter((entry) => onPage.has(entry.id)),
    meta: pageMeta({ ...paging, sortOrder: 'asc' }, ids.length),
  });
};

/** The whole register of a period (`register`) or its sample (`sample`), for a document. */
export const registerDocument = async (
  db: Db,
  principal: Principal,
  period: Period,
  seed: number,
  part: 'register' | 'sample',
) => {
  const { ids, sample, ranks } = await draw(db, principal, period, seed);
  const [rows, total] = await Promise.all([
    rowsOf(db, principal, period, part === 'register' ? 'all' : sample),
    totalLitres(db, principal, period),
  ]);
  const entries = rows.map((row) => entryOf(row, ranks));
  return {
    ...period,
    seed,
    holderCount: ids.length,
    sampleSize: sample.length,
    totals: { litres: total, kg: kgOf(total) },
    entries: part === 'register' ? entries : sampleOrder(entries),
  };
};

export type RegisterDocument = Awaited<ReturnType<typeof registerDocument>>;
