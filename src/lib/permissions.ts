import type { User } from '@generated/model';
import {
  ACTIONS,
  callerOf,
  can as allowed,
  type Action,
  type Caller,
  type Resource,
} from './access/policy';
import { useCurrentUser } from './current-user';

export type { Action, Resource };
export const actions = ACTIONS;

// The same user object answers many questions per render: read its record once.
const callers = new WeakMap<User, Caller>();

/** The user as the shared rules (src/lib/access/policy.ts) see them. */
export const callerFor = (user: User): Caller => {
  let caller = callers.get(user);
  if (!caller) {
    caller = callerOf(user);
    callers.set(user, caller);
  }
  return caller;
};

/**
 * Whether the user may do `action` on `resource`, by the server's rule: SUPER_ADMIN always,
 * others per their record, and nobody while their account is not ACTIVE. Where a module's `rule`
 * says more (creating a company creates its account too), the rule answers instead.
 */
export const can = (
  user: User | undefined,
  resource: Resource,
  action: Action,
  rule?: Rule,
): boolean => {
  if (!user) return false;
  const caller = callerFor(user);
  return rule ? rule(caller) : allowed(caller, resource, action);
};

/** May the signed-in user do `action` on `resource` (`can`)? */
export const useCan = (resource: Resource, action: Action, rule?: Rule): boolean =>
  can(useCurrentUser(), resource, action, rule);

/** A right that takes more than one action on one resource: the shared rules decide. */
export type Rule = (caller: Caller) => boolean;

/** The signed-in user for the shared rules; undefined outside the signed-in screens. */
export const useCaller = (): Caller | undefined => {
  const user = useCurrentUser();
  return user && callerFor(user);
};
