/**
 * Who may do what where: the one permission model of the product, read by the reference server
 * (which enforces it) and by the app (which offers only what the server will allow). Pure
 * functions over plain data: no React, no DOM, no server or database imports, so that both
 * sides load it as is. Why: docs/decisions/0007-one-permission-policy-for-server-and-app.md.
 */
import { UserRole, type Permissions, type User, type UserStatus } from '@generated/model';

export const RESOURCES = [
  'holder',
  'relayDepot',
  'subcontractor',
  'tour',
  'removalVoucher',
  'driver',
  'users',
  'complaint',
  'history',
  'declaration',
  'amendment',
  'stock',
  'buyer',
  'shipment',
] as const satisfies readonly (keyof Permissions)[];
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['READ', 'CREATE', 'UPDATE', 'DELETE', 'DISABLE', 'ARCHIVE'] as const;
export type Action = (typeof ACTIONS)[number];

/** The actions that mean something on each resource: only these are offered and given. */
export const RESOURCE_ACTIONS: Record<Resource, readonly Action[]> = {
  holder: ACTIONS,
  relayDepot: ACTIONS,
  subcontractor: ACTIONS,
  tour: ACTIONS,
  removalVoucher: ACTIONS,
  driver: ACTIONS,
  users: ACTIONS,
  complaint: ACTIONS,
  history: ['READ'],
  declaration: ['READ', 'CREATE', 'UPDATE'],
  amendment: ['CREATE'],
  stock: ['READ', 'CREATE', 'UPDATE'],
  buyer: ['READ', 'CREATE', 'UPDATE', 'DELETE'],
  shipment: ['READ', 'CREATE', 'UPDATE'],
};

export type Role = UserRole;

/** Where a user's permissions apply. `all` is SUPER_ADMIN's (no region, no zone). */
export type Area =
  | { kind: 'all' }
  | { kind: 'region'; regionId: string }
  | { kind: 'zone'; zoneId: string; regionId: string }
  | { kind: 'none' };

/** The signed-in user as the rules see them (the server's principal is one). */
export interface Caller {
  userId: string;
  role: Role;
  status: UserStatus;
  actions: Record<Resource, ReadonlySet<Action>>;
  area: Area;
  /** The company of a company account (SUBCONTRACTOR, DRIVER); none for staff. */
  subcontractorId?: string | null;
}

/** An account the caller acts on. */
export interface Account {
  id: string;
  role: Role;
  status?: UserStatus;
}

// The hierarchy is a rule of the product, not of the contract's order: a role the contract adds
// fails the type check here until it is ranked.
const RANK: Record<Role, number> = {
  SUPER_ADMIN: 5,
  ADMIN: 4,
  REGIONAL_MANAGER: 3,
  SUBCONTRACTOR: 2,
  DRIVER: 1,
};

/** The contract's roles, highest first. */
export const ROLES: readonly Role[] = Object.values(UserRole).sort((a, b) => RANK[b] - RANK[a]);

/** Accounts are managed downwards only: nobody but SUPER_ADMIN edits a peer or a superior. */
export const outranks = (caller: Caller, role: Role) =>
  caller.role === 'SUPER_ADMIN' || RANK[caller.role] > RANK[role];

/** "READ|UPDATE" as a permissions record stores it; unknown words are dropped. */
export const parseActions = (value: string | null | undefined): Set<Action> =>
  new Set(
    (value ?? '')
      .split('|')
      .filter((action): action is Action => (ACTIONS as readonly string[]).includes(action)),
  );

/** PENDING accounts must change their temporary password before anything else. */
export const can = (caller: Caller, resource: Resource, action: Action) =>
  caller.status === 'ACTIVE' &&
  (caller.role === 'SUPER_ADMIN' || caller.actions[resource].has(action));

export const isUnscoped = (caller: Caller) =>
  caller.role === 'SUPER_ADMIN' || caller.area.kind === 'all';

/** Whether a zone (of the given region) lies inside the caller's area. */
export const zoneInArea = (caller: Caller, zone: { id: string; regionId: string }) => {
  if (isUnscoped(caller)) return true;
  const { area } = caller;
  if (area.kind === 'region') return area.regionId === zone.regionId;
  if (area.kind === 'zone') return area.zoneId === zone.id;
  return false;
};

/** Whether an area given to someone else (a region or a zone) lies inside the caller's. */
export const areaInArea = (caller: Caller, target: Area) => {
  if (isUnscoped(caller)) return true;
  if (target.kind === 'zone')
    return zoneInArea(caller, { id: target.zoneId, regionId: target.regionId });
  if (target.kind === 'region') {
    return caller.area.kind === 'region' && caller.area.regionId === target.regionId;
  }
  return false;
};

/** A zone-limited caller gives a permissions area no wider than their zone (never a region). */
export const givesZonesOnly = (caller: Caller) =>
  !isUnscoped(caller) && caller.area.kind !== 'region';

/**
 * Whether a region holds some of the caller's area: their own region, or the region of their
 * zone. Such a region leads to places the caller may use, though a zone-limited caller may not
 * use the whole region itself (see `areaInArea`).
 */
export const regionMeetsArea = (caller: Caller, regionId: string) => {
  if (isUnscoped(caller)) return true;
  const { area } = caller;
  return (area.kind === 'region' || area.kind === 'zone') && area.regionId === regionId;
};

/** Drivers are managed with the `driver` actions, every other account with `users`. */
export const resourceFor = (role: Role): 'driver' | 'users' =>
  role === 'DRIVER' ? 'driver' : 'users';

/** Which accounts `action` reaches: every one of the area with `users`, drivers with `driver`. */
export const userReach = (caller: Caller, action: Action): 'all' | 'drivers' | 'none' => {
  if (can(caller, 'users', action)) return 'all';
  return can(caller, 'driver', action) ? 'drivers' : 'none';
};

/** `action` on an account of `role`: with the actions of the role's resource, downwards only. */
export const mayManage = (caller: Caller, role: Role, action: Action) =>
  can(caller, resourceFor(role), action) && outranks(caller, role);

export const isSelf = (caller: Caller, account: Pick<Account, 'id'>) =>
  caller.userId === account.id;

/** The roles the caller may give: on a new account (CREATE) or to an existing one (UPDATE). */
export const assignableRoles = (caller: Caller, action: 'CREATE' | 'UPDATE'): Role[] =>
  ROLES.filter((role) => mayManage(caller, role, action));

export const mayCreateUser = (caller: Caller, role: Role) => mayManage(caller, role, 'CREATE');

/** Whether anything of the account may change (its identity at least). */
export const mayEditUser = (caller: Caller, account: Account) =>
  mayManage(caller, account.role, 'UPDATE');

/** Role and permissions: never one's own (no escalation, no self lock-out). */
export const mayChangePermissions = (caller: Caller, account: Account) =>
  !isSelf(caller, account) && mayEditUser(caller, account);

/** Revoke or restore: also needs DISABLE, and never on one's own account. */
export const mayChangeStatus = (caller: Caller, account: Account) =>
  mayChangePermissions(caller, account) && can(caller, resourceFor(account.role), 'DISABLE');

export const mayDeleteUser = (caller: Caller, account: Account) =>
  !isSelf(caller, account) && mayManage(caller, account.role, 'DELETE');

/** The whole rule on an update of an account: what it changes decides what it needs. */
export const mayUpdateUser = (
  caller: Caller,
  account: Account,
  change: { role?: Role; status?: UserStatus; permissions?: unknown },
) => {
  if (!mayEditUser(caller, account)) return false;
  if (change.role && !mayManage(caller, change.role, 'UPDATE')) return false;
  const statusChange = change.status !== undefined && change.status !== account.status;
  if (statusChange && !can(caller, resourceFor(account.role), 'DISABLE')) return false;
  const sensitive = change.role !== undefined || statusChange || change.permissions !== undefined;
  return !(sensitive && isSelf(caller, account));
};

/** Nobody hands out an action they do not hold. */
export const mayGrant = (caller: Caller, resource: Resource, actions: Iterable<Action>) =>
  [...actions].every((action) => can(caller, resource, action));

/** What a subcontractor's account is given when its company is created, within its zone. */
export const SUBCONTRACTOR_ACTIONS: Partial<Record<Resource, string>> = {
  holder: 'READ',
  tour: 'READ|UPDATE',
  removalVoucher: 'READ|CREATE',
  driver: 'READ|CREATE|UPDATE',
  complaint: 'READ|CREATE',
  declaration: 'CREATE',
};

/**
 * Creating a subcontractor creates its account: it needs the subcontractor action, the right to
 * create a SUBCONTRACTOR account, and every action that account is given.
 */
export const mayCreateSubcontractor = (caller: Caller) =>
  can(caller, 'subcontractor', 'CREATE') &&
  mayManage(caller, 'SUBCONTRACTOR', 'CREATE') &&
  Object.entries(SUBCONTRACTOR_ACTIONS).every(([resource, actions]) =>
    mayGrant(caller, resource as Resource, parseActions(actions)),
  );

export const grantableActions = (caller: Caller, resource: Resource): Action[] =>
  ACTIONS.filter((action) => can(caller, resource, action));

/** The roles of a company's accounts: its SUBCONTRACTOR account and its drivers. */
export const isCompanyRole = (role: Role) => role === 'SUBCONTRACTOR' || role === 'DRIVER';

/** A company's record (its `subcontractorId`) is a company account's own company's. */
const ofOwnCompany = (caller: Caller, companyId: string | null | undefined) =>
  !!caller.subcontractorId && companyId === caller.subcontractorId;

/**
 * A tour is its company's: a company account changes only the tours of its own company. The
 * company a tour is assigned to sees it, and its driver drives it, but it does not change it
 * (it would take the tour, its stops or its driver from the company that owns it).
 */
export const mayChangeTour = (caller: Caller, tour: { subcontractorId: string }) =>
  can(caller, 'tour', 'UPDATE') &&
  (!isCompanyRole(caller.role) || ofOwnCompany(caller, tour.subcontractorId));

/**
 * A holder is its company's: a company account sees and changes only its own company's (the
 * server shows it no other), whatever actions it holds; with holder UPDATE it sees their
 * contact details.
 */
export const mayChangeHolder = (caller: Caller, holder: { subcontractorId?: string | null }) =>
  can(caller, 'holder', 'UPDATE') &&
  (!isCompanyRole(caller.role) || ofOwnCompany(caller, holder.subcontractorId));

/**
 * Whether a voucher's holder opens for the caller: it needs holder READ, and a company account
 * sees its own company's holders only. A voucher of another company (a pickup it did for that
 * company) is at that company's holder.
 */
export const mayOpenVoucherHolder = (caller: Caller, voucher: { subcontractorId: string }) =>
  can(caller, 'holder', 'READ') &&
  (!isCompanyRole(caller.role) || ofOwnCompany(caller, voucher.subcontractorId));

/**
 * A voucher is its company's (`subcontractorId`): the company that only did the pickup
 * (`actualSubcontractorId`) reads it but does not change or decide it.
 */
export const mayChangeVoucher = (caller: Caller, voucher: { subcontractorId: string }) =>
  can(caller, 'removalVoucher', 'UPDATE') &&
  (!isCompanyRole(caller.role) || ofOwnCompany(caller, voucher.subcontractorId));

/** A voucher is decided once CONFIRMED or NOT_CONFIRMED: its sealed fields then only change by an amendment. */
export const isDecidedVoucher = (voucher: { status: string }) => voucher.status !== 'AWAITING';

/**
 * An amendment corrects a decided voucher: it needs the `amendment` CREATE action, and a company
 * account amends only its own company's vouchers (as it changes only those).
 */
export const mayAmendVoucher = (
  caller: Caller,
  voucher: { status: string; subcontractorId: string },
) =>
  can(caller, 'amendment', 'CREATE') &&
  isDecidedVoucher(voucher) &&
  (!isCompanyRole(caller.role) || ofOwnCompany(caller, voucher.subcontractorId));

/**
 * An area-limited caller keeps every depot they touch inside their area: it must serve at least
 * one of their zones (an unlimited caller may leave a depot without zones).
 */
export const depotNeedsZones = (caller: Caller) => !isUnscoped(caller);

/**
 * Regions and zones are the organisation's map: only a super administrator adds or renames them
 * and places delegations in zones. Everyone signed in reads them.
 */
export const mayManageAreas = (caller: Caller) =>
  caller.status === 'ACTIVE' && caller.role === 'SUPER_ADMIN';

/** The caller behind a user record as the API answers it (the current user, say). */
export const callerOf = (user: User): Caller => {
  const permissions = user.permissions;
  const actions = Object.fromEntries(
    RESOURCES.map((resource) => [resource, parseActions(permissions?.[resource])]),
  ) as Record<Resource, Set<Action>>;
  let area: Area;
  if (!permissions) area = { kind: 'none' };
  else if (permissions.zoneId && permissions.zone?.regionId)
    area = { kind: 'zone', zoneId: permissions.zoneId, regionId: permissions.zone.regionId };
  else if (permissions.regionId) area = { kind: 'region', regionId: permissions.regionId };
  else area = { kind: 'all' };
  return {
    userId: user.id,
    role: user.role,
    status: user.status,
    actions,
    area,
    subcontractorId: user.subcontractorId,
  };
};
