import { forbidden } from '../http/errors';

export const RESOURCES = [
  'holder',
  'relayDepot',
  'subcontractor',
  'tour',
  'removalVoucher',
  'driver',
  'users',
  'complaint',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['READ', 'CREATE', 'UPDATE', 'DELETE', 'DISABLE', 'ARCHIVE'] as const;
export type Action = (typeof ACTIONS)[number];

export type Role = 'SUPER_ADMIN' | 'ADMIN' | 'REGIONAL_MANAGER' | 'SUBCONTRACTOR' | 'DRIVER';

/** Where a user's permissions apply. `all` is SUPER_ADMIN's (no region, no zone). */
export type Area =
  | { kind: 'all' }
  | { kind: 'region'; regionId: string }
  | { kind: 'zone'; zoneId: string; regionId: string }
  | { kind: 'none' };

export interface Principal {
  userId: string;
  sessionId: string;
  role: Role;
  status: 'ACTIVE' | 'PENDING' | 'REVOKED';
  actions: Record<Resource, ReadonlySet<Action>>;
  area: Area;
  /** The company of a SUBCONTRACTOR account. */
  subcontractorId: string | null;
}

const RANK: Record<Role, number> = {
  SUPER_ADMIN: 5,
  ADMIN: 4,
  REGIONAL_MANAGER: 3,
  SUBCONTRACTOR: 2,
  DRIVER: 1,
};

/** Accounts are managed downwards only: nobody but SUPER_ADMIN edits a peer or a superior. */
export const outranks = (principal: Principal, role: Role) =>
  principal.role === 'SUPER_ADMIN' || RANK[principal.role] > RANK[role];

export const parseActions = (value: string | null | undefined): Set<Action> =>
  new Set(
    (value ?? '')
      .split('|')
      .filter((action): action is Action => (ACTIONS as readonly string[]).includes(action)),
  );

/** PENDING accounts must change their temporary password before anything else. */
export const can = (principal: Principal, resource: Resource, action: Action) =>
  principal.status === 'ACTIVE' &&
  (principal.role === 'SUPER_ADMIN' || principal.actions[resource].has(action));

export function authorize(principal: Principal, resource: Resource, action: Action) {
  if (!can(principal, resource, action)) throw forbidden();
}

export const isUnscoped = (principal: Principal) =>
  principal.role === 'SUPER_ADMIN' || principal.area.kind === 'all';

/** Whether a zone (of the given region) lies inside the principal's area. */
export const zoneInArea = (principal: Principal, zone: { id: string; regionId: string }) => {
  if (isUnscoped(principal)) return true;
  const { area } = principal;
  if (area.kind === 'region') return area.regionId === zone.regionId;
  if (area.kind === 'zone') return area.zoneId === zone.id;
  return false;
};

/** Whether an area given to someone else (a region or a zone) lies inside the principal's. */
export const areaInArea = (principal: Principal, target: Area) => {
  if (isUnscoped(principal)) return true;
  if (target.kind === 'zone')
    return zoneInArea(principal, { id: target.zoneId, regionId: target.regionId });
  if (target.kind === 'region') {
    return principal.area.kind === 'region' && principal.area.regionId === target.regionId;
  }
  return false;
};
