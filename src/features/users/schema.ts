import { z } from 'zod';
import { UserRole, type User, type UserCreate, type UserUpdate } from '@generated/model';
import { CreateUserBody } from '@generated/zod/users/users.zod';
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
      role: z
        .custom<UserRole | ''>(
          (value) => value === '' || Object.values(UserRole).includes(value as UserRole),
        )
        .refine((value) => value !== '', 'validation.required'),
      rights: z.custom<PermissionMatrix>().superRefine((rights, context) => {
        for (const resource of resources) {
          // As held, before joinActions would drop what is not an action.
          const held = rights[resource].join('|');
          if (held && !actionsSchema.safeParse(held).success) {
            context.addIssue({ code: 'custom', message: 'validation.invalidActions' });
            return;
          }
        }
      }),
      regionId: z.string(),
      zoneId: z.string(),
      subcontractorId: z.string(),
    }),
  )
    .refine((user) => user.role === 'SUPER_ADMIN' || user.regionId !== '' || user.zoneId !== '', {
      path: ['regionId'],
      message: 'validation.areaRequired',
      // Only once a role is chosen: a super administrator needs no area.
      when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== 'role'),
    })
    .refine((user) => !zoneRequired || user.role === 'SUPER_ADMIN' || user.zoneId !== '', {
      path: ['zoneId'],
      message: 'validation.zoneRequired',
      when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== 'role'),
    });

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

/** The create body: an empty e-mail or phone is absent, so it is left out. */
export const toCreateBody = (values: UserValues): UserCreate => {
  const permissions = permissionsOf(values);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    ...(values.email && { email: values.email }),
    ...(values.phoneNumber && { phoneNumber: values.phoneNumber }),
    cin: values.cin,
    role: values.role,
    ...(permissions && { permissions }),
    ...(values.role === 'DRIVER' &&
      values.subcontractorId && {
        subcontractorId: values.subcontractorId,
      }),
  };
};

const samePermissions = (a: PermissionMatrix, b: PermissionMatrix) =>
  resources.every((resource) => joinActions(a[resource]) === joinActions(b[resource]));

/**
 * The update body: only what changed, so that saving a new phone number never resends (and
 * re-checks) rights. An e-mail or phone emptied on purpose goes as "" (the contract's "absent");
 * one left as it was is not sent. The permissions record goes whole when any part changed.
 */
export const toUpdateBody = (user: User, values: UserValues): UserUpdate => {
  const before = userInputOf(user);
  const body: UserUpdate = {};
  if (values.firstName !== before.firstName) body.firstName = values.firstName;
  if (values.lastName !== before.lastName) body.lastName = values.lastName;
  if (values.email !== before.email) body.email = values.email;
  if (values.phoneNumber !== before.phoneNumber) body.phoneNumber = values.phoneNumber;
  if (values.cin !== before.cin) body.cin = values.cin;
  if (values.role !== before.role) body.role = values.role;
  if (
    values.role === 'DRIVER' &&
    values.subcontractorId &&
    (values.subcontractorId !== before.subcontractorId || values.role !== before.role)
  ) {
    body.subcontractorId = values.subcontractorId;
  }
  const permissions = permissionsOf(values);
  const permissionsChanged =
    !samePermissions(values.rights, before.rights) ||
    values.regionId !== before.regionId ||
    values.zoneId !== before.zoneId ||
    values.role !== before.role;
  if (permissions && permissionsChanged) body.permissions = permissions;
  return body;
};
