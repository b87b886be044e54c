import * as z from 'zod/mini';
import type { Permissions, PermissionsInput, User, UserRole } from '@generated/model';
import { createUserBodyPermissionsHolderRegExp } from '@generated/zod-mini/users/users.zod';
import {
  assignableRoles,
  givesZonesOnly,
  isSelf,
  mayChangePermissions,
  mayChangeStatus,
  mayDeleteUser,
  mayEditUser,
  mayGrant,
  outranks,
  RESOURCE_ACTIONS,
} from '@/lib/access/policy';
import { RESOURCES } from '@/lib/access/policy';
import { actions, callerFor, can, type Action, type Resource } from '@/lib/permissions';

/** The matrix's rows, in the order staff think of them: the network first, people last. */
export const resources = RESOURCES;

/** What the matrix holds: the ticked actions of each resource. */
export type PermissionMatrix = Record<Resource, Action[]>;

export const noPermissions = (): PermissionMatrix =>
  Object.fromEntries(resources.map((resource) => [resource, []])) as unknown as PermissionMatrix;

/** "READ|UPDATE" as the record stores it; unknown words are dropped. */
export const parseActions = (value: string | null | undefined): Action[] => {
  const given = new Set((value ?? '').split('|'));
  return actions.filter((action) => given.has(action));
};

/** Ticked actions as the contract's pipe-separated string, always in the catalogue's order. */
export const joinActions = (ticked: readonly Action[]): string =>
  actions.filter((action) => ticked.includes(action)).join('|');

export const permissionMatrixOf = (permissions: Permissions | undefined): PermissionMatrix => {
  const rights = noPermissions();
  for (const resource of resources) rights[resource] = parseActions(permissions?.[resource]);
  return rights;
};

/**
 * The spec's rule on every action string: pipe-separated values of the catalogue. The matrix
 * can only produce such strings; the rule still guards the body, with the spec's message.
 */
export const actionsSchema = z.string().check(
  z.regex(createUserBodyPermissionsHolderRegExp, 'validation.invalidActions'),
  z.refine((value) => value !== '', 'validation.invalidActions'),
);

/**
 * The permissions record as sent: one pipe-separated string per resource with at least one
 * action (a resource left out has none), and the area. `areaId` is the zone when one is chosen,
 * else the region.
 */
export const toPermissionsInput = (
  rights: PermissionMatrix,
  area: { regionId: string; zoneId: string },
): PermissionsInput => {
  const input: PermissionsInput = { areaId: area.zoneId || area.regionId };
  for (const resource of resources) {
    const joined = joinActions(rights[resource]);
    if (joined) input[resource] = actionsSchema.parse(joined);
  }
  return input;
};

const preset = (partial: Partial<Record<Resource, Action[]>>): PermissionMatrix => ({
  ...noPermissions(),
  ...partial,
});

/**
 * What each role usually gets, as the demo accounts of the reference server have it: the
 * starting point the administrator adjusts.
 */
export const rolePresets: Record<UserRole, PermissionMatrix> = {
  SUPER_ADMIN: preset(Object.fromEntries(resources.map((r) => [r, [...RESOURCE_ACTIONS[r]]]))),
  ADMIN: preset(Object.fromEntries(resources.map((r) => [r, [...RESOURCE_ACTIONS[r]]]))),
  REGIONAL_MANAGER: preset({
    holder: ['READ', 'CREATE', 'UPDATE'],
    relayDepot: ['READ', 'CREATE', 'UPDATE'],
    subcontractor: ['READ', 'CREATE', 'UPDATE'],
    tour: ['READ', 'CREATE', 'UPDATE', 'DELETE'],
    removalVoucher: ['READ', 'UPDATE'],
    driver: ['READ', 'CREATE', 'UPDATE', 'DISABLE'],
    users: ['READ'],
    complaint: ['READ', 'CREATE', 'UPDATE'],
    declaration: ['READ', 'CREATE'],
    amendment: ['CREATE'],
    stock: ['READ', 'CREATE'],
    buyer: ['READ'],
    shipment: ['READ', 'CREATE', 'UPDATE'],
  }),
  SUBCONTRACTOR: preset({
    holder: ['READ'],
    tour: ['READ', 'UPDATE'],
    removalVoucher: ['READ', 'CREATE'],
    driver: ['READ', 'CREATE', 'UPDATE'],
    complaint: ['READ', 'CREATE'],
    declaration: ['CREATE'],
  }),
  DRIVER: preset({
    tour: ['READ'],
    removalVoucher: ['READ', 'CREATE'],
    complaint: ['READ', 'CREATE'],
  }),
};

/** Whether `me` may hand out `action` on `resource`: nobody gives more than they hold. */
export const grantable = (me: User | undefined, resource: Resource, action: Action) =>
  can(me, resource, action);

/** The role's preset, less what `me` cannot give. */
export const presetFor = (role: UserRole, me: User | undefined): PermissionMatrix => {
  const rights = noPermissions();
  for (const resource of resources) {
    rights[resource] = rolePresets[role][resource].filter((action) =>
      grantable(me, resource, action),
    );
  }
  return rights;
};

export interface UserRules {
  /** The identity fields and the Save button. */
  edit: boolean;
  /** Role, area and rights. */
  rights: boolean;
  /** Revoke and restore. */
  status: boolean;
  remove: boolean;
  /** The roles offered; an account's own role stays listed. */
  roles: UserRole[];
  self: boolean;
  /** Why nothing may change: the account's role is not below the user's. */
  outranked: boolean;
  /** The area given must be a zone (the user's own area is one). */
  zoneRequired: boolean;
}

const none: UserRules = {
  edit: false,
  rights: false,
  status: false,
  remove: false,
  roles: [],
  self: false,
  outranked: false,
  zoneRequired: false,
};

/**
 * What `me` may do with `account` (a new one when undefined), by the server's rules (shared in
 * lib/access): downwards only, with the role's resource, DISABLE for a status, never one's own
 * role, status, rights or deletion, and no right handed out that one does not hold (an account
 * holding more than `me` keeps its rights as they are: any change would resend them).
 */
export const userRules = (me: User | undefined, account: User | undefined): UserRules => {
  if (!me) return none;
  const caller = callerFor(me);
  if (!account) {
    const roles = assignableRoles(caller, 'CREATE');
    const zoneRequired = givesZonesOnly(caller);
    return { ...none, edit: roles.length > 0, rights: roles.length > 0, roles, zoneRequired };
  }
  const edit = mayEditUser(caller, account);
  const held = permissionMatrixOf(account.permissions);
  const rights =
    mayChangePermissions(caller, account) &&
    resources.every((resource) => mayGrant(caller, resource, held[resource]));
  return {
    edit,
    rights,
    status: mayChangeStatus(caller, account),
    remove: mayDeleteUser(caller, account),
    roles: rights ? assignableRoles(caller, 'UPDATE') : [account.role],
    self: isSelf(caller, account),
    outranked: !outranks(caller, account.role),
    zoneRequired: givesZonesOnly(caller),
  };
};
