import { sql, type SQL } from 'drizzle-orm';
import type { DeclarationFilter, HolderDeclaration, NonCompliance } from '@generated/model';
import { holderDeclarations, holderNonCompliance, holders } from '@server/db/schema';
import { complete } from '../complete';
import { addDays } from '../stats/calendar';

/** A declaration is valid for a year; "expiring" is its renewal date within 30 days. */
export const EXPIRING_DAYS = 30;

/** An instant as the contract writes it (ISO, milliseconds, UTC). */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const url = (alias: string) =>
  sql.raw(
    `case when ${alias}.file_name is null then null else '/api/v1/uploads/' || ${alias}.file_name end`,
  );

/** What the database gives of a declaration: everything but its state, which depends on today. */
export type StoredDeclaration = Omit<HolderDeclaration, 'state' | 'expiring'>;

/**
 * A holder's declarations as JSON, latest signed first (the first is its current one), with
 * their scan's and signature's URLs and who recorded them. `holderId` is an SQL expression.
 */
export const declarationsOf = (holderId: SQL | typeof holders.id, limit?: number) => sql`(
  select coalesce(jsonb_agg(x.d order by x.signed_on desc, x.created_at desc), '[]'::jsonb) from (
    select d.signed_on, d.created_at, jsonb_build_object(
      'id', d.id, 'holderId', d.holder_id, 'signedOn', d.signed_on,
      'renewalDate', (d.signed_on + interval '1 year')::date,
      'signerName', d.signer_name, 'signerRole', d.signer_role,
      'scan', ${url('s')}, 'signature', ${url('g')},
      'textVersion', d.text_version, 'overTenTonnes', d.over_ten_tonnes, 'animalFat', d.animal_fat,
      'createdAt', ${iso('d.created_at')},
      'createdBy', jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
    ) as d
    from ${holderDeclarations} d
    join users u on u.id = d.created_by
    left join uploads s on s.id = d.scan_upload_id
    left join uploads g on g.id = d.signature_upload_id
    where d.holder_id = ${holderId}
    order by d.signed_on desc, d.created_at desc
    ${limit ? sql`limit ${limit}` : sql``}
  ) x)`;

/** The holder's marking as non-compliant while it is not lifted, as JSON, or null. */
export const openNonComplianceOf = (holderId: SQL | typeof holders.id) => sql`(
  select jsonb_build_object(
    'since', n.since, 'reason', n.reason, 'isccReference', n.iscc_reference,
    'createdAt', ${iso('n.created_at')},
    'createdBy', jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
  )
  from ${holderNonCompliance} n join users u on u.id = n.created_by
  where n.holder_id = ${holderId} and n.lifted_at is null)`;

/** The renewal day passed: EXPIRED; else VALID, and expiring when renewal is within 30 days. */
export const serializeDeclaration = (
  stored: StoredDeclaration,
  today: string,
): HolderDeclaration => {
  const expired = stored.renewalDate <= today;
  return complete<HolderDeclaration>({
    id: stored.id,
    holderId: stored.holderId,
    signedOn: stored.signedOn,
    renewalDate: stored.renewalDate,
    state: expired ? 'EXPIRED' : 'VALID',
    expiring: !expired && stored.renewalDate <= addDays(today, EXPIRING_DAYS),
    signerName: stored.signerName,
    signerRole: stored.signerRole,
    scan: stored.scan,
    signature: stored.signature,
    textVersion: stored.textVersion,
    overTenTonnes: stored.overTenTonnes,
    animalFat: stored.animalFat,
    createdAt: stored.createdAt,
    createdBy: stored.createdBy,
  });
};

export const serializeNonCompliance = (stored: NonCompliance | null) =>
  stored &&
  complete<NonCompliance>({
    since: stored.since,
    reason: stored.reason,
    isccReference: stored.isccReference,
    createdAt: stored.createdAt,
    createdBy: stored.createdBy,
  });

/** The day the holder's current declaration was signed (its latest), null when none. */
const currentSignedOn = sql`(select max(cd.signed_on) from ${holderDeclarations} cd
  where cd.holder_id = ${holders.id})`;

/** The holders list's `declaration` filter on the day `today` (Tunis). */
export const declarationIs = (filter: DeclarationFilter, today: string) => {
  if (filter === 'MISSING') {
    return sql`not exists (select 1 from ${holderDeclarations} cd where cd.holder_id = ${holders.id})`;
  }
  const renewal = sql`(${currentSignedOn} + interval '1 year')::date`;
  return filter === 'EXPIRED'
    ? sql`${renewal} <= ${today}::date`
    : sql`(${renewal} > ${today}::date and ${renewal} <= ${addDays(today, EXPIRING_DAYS)}::date)`;
};
