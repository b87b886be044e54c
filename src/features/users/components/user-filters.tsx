import { useTranslation } from 'react-i18next';
import { UserRole, UserStatus } from '@generated/model';
import {
  ClearFiltersButton,
  FilterSelect,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { userFilterKeys, type UserFilterKey } from '../api/user-list-params';

interface UserFiltersProps extends ListFiltersProps<UserFilterKey> {
  /** The user sees drivers only: no other role to filter on. */
  driversOnly?: boolean;
}

// Two a row on a phone (the row's gap is 8 px), their own width from `sm` up.
const width = { base: 'calc(50% - 4px)', sm: '44' };

/** Role and status; each change lands in the URL through `onChange`. */
export function UserFilters({ filters, onChange, driversOnly }: UserFiltersProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
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
      <FilterSelect
        width={width}
        label={t('filters.status')}
        value={filters.status}
        options={Object.values(UserStatus).map((status) => ({
          value: status,
          label: tc(`status.${status}`),
        }))}
        onChange={(status) => onChange({ status })}
      />
      <ClearFiltersButton filters={filters} keys={userFilterKeys} onChange={onChange} />
    </>
  );
}
