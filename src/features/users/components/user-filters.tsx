import { useTranslation } from 'react-i18next';
import { UserRole } from '@generated/model';
import type { UseEnumOptions } from '@/components/data-table/list-filters';
import { userReach } from '@/lib/access/policy';
import { useCaller } from '@/lib/permissions';
import type { UserFilterKey } from '@/config/lists';

/**
 * The roles, named as everywhere (the common `roles.*`); who sees drivers only (`driver` without
 * `users`) has no other role to filter on. The status is the list's plain select.
 */
export const useUserFilterOptions: UseEnumOptions<UserFilterKey> = () => {
  const { t } = useTranslation();
  const caller = useCaller();
  const driversOnly = !!caller && userReach(caller, 'READ') === 'drivers';
  return {
    role: (roles) =>
      (driversOnly ? [UserRole.DRIVER] : (roles as UserRole[])).map((role) => ({
        value: role,
        label: t(`roles.${role}`),
      })),
  };
};
