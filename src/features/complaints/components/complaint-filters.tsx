import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ComplaintStatus } from '@generated/model';
import { HolderPicker } from '@/components/pickers/holder-picker';
import {
  halfBesideSearch,
  StatusFilter,
  usePickerFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { useCan } from '@/lib/permissions';
import type { ComplaintFilterKey } from '@/config/lists';

/** Status and holder; each change lands in the URL through `onChange`. */
export function ComplaintFilters({ filters, onChange }: ListFiltersProps<ComplaintFilterKey>) {
  const { t } = useTranslation('complaints');
  // The holder filter searches holders: only for those who may read them.
  const mayReadHolders = useCan('holder', 'READ');
  const picker = usePickerFilter({ filters, onChange });
  return (
    <>
      <StatusFilter
        width={halfBesideSearch('44')}
        label={t('filters.status')}
        value={filters.status}
        statuses={ComplaintStatus}
        onChange={(status) => onChange({ status })}
      />
      {mayReadHolders && (
        <Box width={{ base: 'full', sm: '72' }}>
          <HolderPicker {...picker('holderId', t('filters.holder'))} withCity />
        </Box>
      )}
    </>
  );
}
