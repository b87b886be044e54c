import * as z from 'zod/mini';
import { UserRole, type User, type UserCreate, type UserUpdate } from '@generated/model';
import { CreateUserBody } from '@generated/zod-mini/users/users.zod';
import { contactInputs, contractMessages, textInput, withEmailOrPhone } from '@/lib/contract-rule';
import {
  actionsSchema,
  joinActions,
  noPermissions,
  resources,
  permissionMatrixOf,
  toPermissionsInput,
  type PermissionMatrix,
} from './permissions';

/** What the form holds, as typed. */
export interface UserInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  cin: string;
  role: UserRole | '';
  rights: PermissionMatrix;
  regionId: string;
  zoneId: string;
  /** The company of a driver; empty for other roles (and for a subcontractor's own drivers). */
  subcontractorId: string;
}

export const userFields = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'cin',
  'role',
  'regionId',
  'zoneId',
  'subcontractorId',
] as const satisfies readonly (keyof UserInput)[];

const body = CreateUserBody.shape;

/** The words of the rules a field breaks, beyond the common ones. */
export const userMessages = contractMessages({ cin: { tooBig: 'validation.cinLength' } });

/**
 * The form's rules; with `zoneRequired` (a zone-limited user, who may give only their zone) the
 * area must be a zone. Lengths and formats are the contract's (createUser's body); messages are
 * `validation.*` keys of the common catalogue.
 */
export const userSchemaFor = ({ zoneRequired }: { zoneRequired: boolean }) =>
  withEmailOrPhone(
    z.object({
      firstName: textInput(body.firstName),
      lastName: textInput(body.lastName),
      ...contactInputs(body),
      cin: textInput(body.cin),
      // A role chosen, so the output is one: nothing chosen ('') is "required". Not aborting,
      // so that the form's other rules still show at once.
      role: z.custom<UserRole, UserRole | ''>((value) => Object.values(UserRole).includes(value), {
        message: 'validation.required',
        abort: false,
      }),
      rights: z.custom<PermissionMatrix>().check(
        z.superRefine((rights, context) => {
          for (const resource of resources) {
            // As held, before joinActions would drop what is not an action.
            const held = rights[resource].join('|');
            if (held && !actionsSchema.safeParse(held).success) {
              context.addIssue({ code: 'custom', message: 'validation.invalidActions' });
              return;
            }
          }
        }),
      ),
      regionId: z.string(),
      zoneId: z.string(),
      subcontractorId: z.string(),
    }),
  ).check(
    z.refine((user) => user.role === 'SUPER_ADMIN' || user.regionId !== '' || user.zoneId !== '', {
      path: ['regionId'],
      message: 'validation.areaRequired',
      // Only once a role is chosen: a super administrator needs no area.
      when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== 'role'),
    }),
    z.refine((user) => !zoneRequired || user.role === 'SUPER_ADMIN' || user.zoneId !== '', {
      path: ['zoneId'],
      message: 'validation.zoneRequired',
      when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== 'role'),
    }),
  );

export const userSchema = userSchemaFor({ zoneRequired: false });

export type UserValues = z.output<typeof userSchema>;

/** A saved user as the form shows it; a new one starts empty. */
export const userInputOf = (user: User | undefined): UserInput => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  phoneNumber: user?.phoneNumber ?? '',
  cin: user?.cin ?? '',
  role: user?.role ?? '',
  rights: user ? permissionMatrixOf(user.permissions) : noPermissions(),
  regionId: user?.permissions?.regionId ?? user?.permissions?.zone?.regionId ?? '',
  zoneId: user?.permissions?.zoneId ?? '',
  subcontractorId: user?.subcontractorId ?? '',
});

// A super administrator's role is every right everywhere: no record to send.
const permissionsOf = (values: UserValues) =>
  values.role === 'SUPER_ADMIN' ? undefined : toPermissionsInput(values.rights, values);

/** A body from one function per property of the contract's type; undefined leaves it out. */
type BodyTable<B, A extends unknown[]> = {
  [K in keyof Required<B>]: (...args: A) => B[K] | undefined;
};

const bodyOf = <B, A extends unknown[]>(table: BodyTable<B, A>, ...args: A): B =>
  Object.fromEntries(
    Object.entries<(...args: A) => unknown>(table)
      .map(([key, value]) => [key, value(...args)] as const)
      .filter(([, value]) => value !== undefined),
  ) as B;

/**
 * The create body, property by property of the contract's (a new one does not compile until it
 * is said here): an empty e-mail or phone is absent, so it is left out.
 */
const createBody: BodyTable<UserCreate, [UserValues]> = {
  firstName: (v) => v.firstName,
  lastName: (v) => v.lastName,
  email: (v) => v.email || undefined,
  phoneNumber: (v) => v.phoneNumber || undefined,
  cin: (v) => v.cin,
  role: (v) => v.role,
  permissions: permissionsOf,
  subcontractorId: (v) => (v.role === 'DRIVER' && v.subcontractorId) || undefined,
};

export const toCreateBody = (values: UserValues): UserCreate => bodyOf(createBody, values);

const samePermissions = (a: PermissionMatrix, b: PermissionMatrix) =>
  resources.every((resource) => joinActions(a[resource]) === joinActions(b[resource]));

const ifChanged = <T>(value: T, before: T) => (value === before ? undefined : value);

/**
 * The update body, property by property of the contract's: only what changed, so that saving a
 * new phone number never resends (and re-checks) rights. An e-mail or phone emptied on purpose
 * goes as "" (the contract's "absent"); one left as it was is not sent. The permissions record
 * goes whole when any part changed.
 */
const updateBody: BodyTable<UserUpdate, [UserValues, UserInput]> = {
  firstName: (v, before) => ifChanged(v.firstName, before.firstName),
  lastName: (v, before) => ifChanged(v.lastName, before.lastName),
  email: (v, before) => ifChanged(v.email, before.email),
  phoneNumber: (v, before) => ifChanged(v.phoneNumber, before.phoneNumber),
  cin: (v, before) => ifChanged(v.cin, before.cin),
  role: (v, before) => ifChanged(v.role, before.role) as UserRole | undefined,
  // A user's status changes by its own actions (suspend, reactivate), never by this form.
  status: () => undefined,
  permissions: (v, before) =>
    !samePermissions(v.rights, before.rights) ||
    v.regionId !== before.regionId ||
    v.zoneId !== before.zoneId ||
    v.role !== before.role
      ? permissionsOf(v)
      : undefined,
  subcontractorId: (v, before) =>
    v.role === 'DRIVER' &&
    v.subcontractorId &&
    (v.subcontractorId !== before.subcontractorId || v.role !== before.role)
      ? v.subcontractorId
      : undefined,
};

export const toUpdateBody = (user: User, values: UserValues): UserUpdate =>
  bodyOf(updateBody, values, userInputOf(user));
