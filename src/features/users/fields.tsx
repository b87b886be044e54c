import type { User } from '@generated/model';
import type { ValueWriters, WriterKit } from '@/components/record/change-words';
import { left, type CsvTable, type FieldKit } from '@/components/record/field-table';
import { RESOURCES } from '@/lib/access/policy';

/** The zone, else the region the permissions apply to; a super administrator's is everywhere. */
export const areaOf = (user: User, { t }: Pick<FieldKit<'users'>, 't'>) =>
  user.permissions?.zone?.name ??
  user.permissions?.region?.name ??
  (user.role === 'SUPER_ADMIN' ? t('everywhere') : '');

/**
 * The CSV export, column by column: every property of the contract's user, exported or said to
 * be left out, so that a property added to the contract does not compile until it is handled.
 */
export const userCsv = {
  lastName: { value: (u) => u.lastName },
  firstName: { value: (u) => u.firstName },
  email: { value: (u) => u.email },
  phoneNumber: { value: (u) => u.phoneNumber },
  cin: { header: ({ t }) => t('columns.cin'), value: (u) => u.cin },
  role: { header: ({ t }) => t('columns.role'), value: (u, { tc }) => tc(`roles.${u.role}`) },
  area: { header: ({ t }) => t('columns.area'), value: areaOf },
  status: {
    header: ({ t }) => t('columns.status'),
    value: (u, { tc }) => tc(`status.${u.status}`),
  },
  createdAt: { header: ({ t }) => t('columns.createdAt'), value: (u) => u.createdAt.slice(0, 10) },
  permissions: left('its area is the area column; the actions are read on screen'),
  id: left('internal'),
  profilePicture: left('an image'),
  updatedAt: left('internal version'),
  deletedAt: left('deleted users are not listed'),
  subcontractorId: left('internal id'),
  language: left('a preference of the user'),
} satisfies CsvTable<'users', User, 'area'>;

/** "READ|UPDATE" as the History card writes an account's actions on a resource: "Lire, Modifier". */
const actionsWriter = (value: unknown, { word }: WriterKit) =>
  typeof value === 'string' && value !== ''
    ? value
        .split('|')
        .map((action) => word(`actions.${action}`) ?? action)
        .join(', ')
    : undefined;

/** The History card's writing of the permissions' actions, resource by resource. */
export const userWriters: ValueWriters = Object.fromEntries(
  RESOURCES.map((resource) => [resource, actionsWriter]),
);
