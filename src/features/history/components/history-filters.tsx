import { Box, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  halfOnPhones,
  usePickerFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { FormField } from '@/components/form/form-field';
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
  const day = (key: 'from' | 'to') => (
    <Box width={halfOnPhones('40')}>
      <FormField label={t(`filters.${key}`)}>
        <Input
          size="sm"
          type="date"
          value={filters[key] ?? ''}
          // The other bound keeps the period possible: no "to" before "from".
          min={key === 'to' ? filters.from : undefined}
          max={key === 'from' ? filters.to : undefined}
          onChange={(e) => onChange({ [key]: e.currentTarget.value || undefined })}
        />
      </FormField>
    </Box>
  );

  return (
    <>
      {mayListUsers && (
        <Box width={halfOnPhones('56')}>
          <UserPicker {...picker('actorId', t('filters.actorId'))} />
        </Box>
      )}
      {day('from')}
      {day('to')}
    </>
  );
}
