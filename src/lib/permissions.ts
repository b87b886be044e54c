import type { Permissions, User } from '../../generated/model';
import { useCurrentUser } from './current-user';

export const actions = ['READ', 'CREATE', 'UPDATE', 'DELETE', 'DISABLE', 'ARCHIVE'] as const;
export type Action = (typeof actions)[number];

export type Resource = keyof Omit<
  Permissions,
  'id' | 'userId' | 'regionId' | 'region' | 'zoneId' | 'zone'
>;

/** Whether the user may do `action` on `resource`: SUPER_ADMIN always, others per their record. */
export const can = (user: User | undefined, resource: Resource, action: Action): boolean => {
  if (!user) return false;
  if (user.role === 'SUPER_ADMIN') return true;
  const granted = user.permissions?.[resource];
  return typeof granted === 'string' && granted.split('|').includes(action);
};

/** May the signed-in user do `action` on `resource`? */
export const useCan = (resource: Resource, action: Action): boolean =>
  can(useCurrentUser(), resource, action);
