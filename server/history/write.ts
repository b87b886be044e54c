import { isIP } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import type { HistoryAction, HistoryChange, HistoryRecordKind, UserRole } from '@generated/model';
import type { Db } from '../db/client';
import { history } from '../db/schema';
import type { AppContext } from '../http/context';

// The history of every record: one entry per change, written by the change's own transaction
// (a change that fails writes nothing), never changed or deleted afterwards (server/README.md,
// History).

/** Who makes a change: the signed-in account (null for none) and the client's address. */
export interface Who {
  actor: { id: string; role: UserRole } | null;
  address: string | null;
}

/** One entry: what changed on which record. */
export interface HistoryInput {
  action: HistoryAction;
  recordKind: HistoryRecordKind;
  recordId: string;
  /** What a person reads for the record (a holder's name, a voucher's number), as it is now. */
  recordLabel: string;
  /** `diffRecords` of the contract's records, or fields named as the contract names them. */
  changes: HistoryChange[];
  /** Why, where the action asks for it (an amendment, a holder marked non-compliant). */
  reason?: string | null;
}

/** An address as the history keeps it: IPv4 (also when IPv4-mapped) or IPv6, else null. */
export const plainAddress = (address: string | undefined) => {
  const bare =
    address
      ?.trim()
      .replace(/^\[|\]$/g, '')
      .split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return mapped;
  return isIP(bare) === 0 ? null : bare.toLowerCase();
};

/** The caller of a request and the address it came from. */
export const whoOf = (c: AppContext): Who => {
  const principal = c.get('principal');
  return {
    actor: principal && { id: principal.userId, role: principal.role },
    address: c.get('address'),
  };
};

/**
 * The zones a record is in, as rows of `zone_id`: its area when the entry is written, kept on
 * the entry for the History list's scope (a depot serves several zones; regions and zones
 * themselves are in none).
 */
const ZONES: Record<HistoryRecordKind, (id: string) => SQL> = {
  holder: (id) =>
    sql`select d.zone_id from holders h join delegations d on d.id = h.delegation_id where h.id = ${id}`,
  relayDepot: (id) => sql`select zone_id from relay_depot_zones where relay_depot_id = ${id}`,
  subcontractor: (id) => sql`select zone_id from subcontractors where id = ${id}`,
  tour: (id) => sql`select zone_id from tours where id = ${id}`,
  removalVoucher: (id) =>
    sql`select d.zone_id from removal_vouchers v join holders h on h.id = v.holder_id
      join delegations d on d.id = h.delegation_id where v.id = ${id}`,
  complaint: (id) =>
    sql`select d.zone_id from complaints c join holders h on h.id = c.holder_id
      join delegations d on d.id = h.delegation_id where c.id = ${id}`,
  user: (id) => sql`select zone_id from permissions where user_id = ${id}`,
  region: () => sql`select null::uuid as zone_id where false`,
  zone: () => sql`select null::uuid as zone_id where false`,
  // A buyer belongs to no area; a shipment, to its depot's.
  buyer: () => sql`select null::uuid as zone_id where false`,
  shipment: (id) =>
    sql`select rdz.zone_id from shipments s join relay_depot_zones rdz on rdz.relay_depot_id = s.relay_depot_id where s.id = ${id}`,
};

/** An account's permissions may name a whole region rather than a zone. */
const regionsBeyondZones = (entry: HistoryInput) =>
  entry.recordKind === 'user'
    ? sql`union select region_id from permissions where user_id = ${entry.recordId}`
    : sql``;

/**
 * Appends one entry in `tx`, the transaction of the change itself. The actor's name and role
 * and the record's area are taken as they are at this moment.
 */
export const writeHistory = async (tx: Db, who: Who, entry: HistoryInput) => {
  const zones = ZONES[entry.recordKind](entry.recordId);
  const actor = who.actor;
  await tx.insert(history).values({
    actorId: actor?.id ?? null,
    actorName: actor
      ? sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${actor.id})`
      : null,
    actorRole: actor?.role ?? null,
    address: who.address,
    action: entry.action,
    recordKind: entry.recordKind,
    recordId: entry.recordId,
    recordLabel: entry.recordLabel,
    changes: entry.changes,
    reason: entry.reason ?? null,
    zoneIds: sql`array(select distinct a.zone_id from (${zones}) a where a.zone_id is not null)`,
    regionIds: sql`array(select distinct r.region_id from (
      select z.region_id from zones z where z.id in (${zones}) ${regionsBeyondZones(entry)}
    ) r where r.region_id is not null)`,
  });
};

/** Properties that say nothing of a change: every update moves `updatedAt`. */
const UNCHANGING = new Set(['updatedAt']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record's fields by the contract's property names, a nested object's dotted
 * (`permissions.holder`). Another record shown inside (an object with an id beside its
 * `<name>Id`, a voucher's `holder`) is left out, its id is the change, unless `inside` names it
 * (a subcontractor's `user`, changed with it). Arrays are values.
 */
const fieldsOf = (record: Record<string, unknown>, inside: string[], prefix = '') => {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) {
    if (prefix ? key === 'id' : UNCHANGING.has(key)) continue;
    if (isObject(value)) {
      const own = inside.includes(prefix + key);
      if (!own && 'id' in value && `${key}Id` in record) continue;
      for (const [field, inner] of fieldsOf(value, [], `${prefix}${key}.`)) {
        fields.set(field, inner);
      }
    } else if (value !== undefined) {
      fields.set(prefix + key, value);
    }
  }
  return fields;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes between two states of a contract record: a creation (`before` null) has `after`
 * only, a deletion (`after` null) `before` only, an update each field that differs (a property
 * that appears or disappears is null on the other side).
 */
export const diffRecords = (
  before: object | null,
  after: object | null,
  inside: string[] = [],
): HistoryChange[] => {
  const fields = (record: object | null) =>
    record ? fieldsOf(record as Record<string, unknown>, inside) : new Map<string, unknown>();
  const old = fields(before);
  const now = fields(after);
  if (!before) return [...now].map(([field, value]) => ({ field, after: value }));
  if (!after) return [...old].map(([field, value]) => ({ field, before: value }));
  const names = new Set([...now.keys(), ...old.keys()]);
  return [...names]
    .filter((field) => !same(old.get(field) ?? null, now.get(field) ?? null))
    .map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }));
};
