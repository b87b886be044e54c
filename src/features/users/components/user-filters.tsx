import { useTranslation } from 'react-i18next';
import { UserRole, UserStatus } from '@generated/model';
import {
  halfBesideSearch,
  FilterSelect,
  StatusFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { accountReach } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';
import type { UserFilterKey } from '@/config/lists';

const width = halfBesideSearch('44');

/** Role and status; each change lands in the URL through `onChange`. */
export function UserFilters({ filters, onChange }: ListFiltersProps<UserFilterKey>) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  // Who sees drivers only (`driver` without `users`) has no other role to filter on.
  const caller = useCaller();
  const driversOnly = !!caller && accountReach(caller, 'READ') === 'drivers';
  return (
    <>
      <FilterSelect
        width={width}
        label={t('filters.role')}
        value={filters.role}
        options={(driversOnly ? [UserRole.DRIVER] : Object.values(UserRole)).map((role) => ({
          value: role,
          label: tc(`roles.${role}`),
        }))}
        onChange={(role) => onChange({ role })}
      />
      <StatusFilter
        width={width}
        label={t('filters.status')}
        value={filters.status}
        statuses={UserStatus}
        onChange={(status) => onChange({ status })}
      />
    </>
  );
}
