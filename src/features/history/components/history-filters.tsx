import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  DayRangeFilter,
  halfOnPhones,
  usePickerFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { UserPicker } from '@/components/pickers/user-picker';
import { userReach } from '@/lib/access/policy';
import { useCan } from '@/lib/permissions';
import type { HistoryFilterKey } from '@/config/lists';

/** The person and the period (the list shows the record kind's and the action's selects). */
export function HistoryFilters({ filters, onChange }: ListFiltersProps<HistoryFilterKey>) {
  const { t } = useTranslation('history');
  // The picker lists accounts from the server: without the right to list them it is not offered.
  const mayListUsers = useCan('users', 'READ', (caller) => userReach(caller, 'READ') !== 'none');
  const picker = usePickerFilter({ filters, onChange });

  return (
    <>
      {mayListUsers && (
        <Box width={halfOnPhones('56')}>
          <UserPicker {...picker('actorId', t('filters.actorId'))} />
        </Box>
      )}
      <DayRangeFilter
        filters={filters}
        onChange={onChange}
        from="from"
        to="to"
        labels={[t('filters.from'), t('filters.to')]}
      />
    </>
  );
}
