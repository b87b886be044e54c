import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HolderPicker } from '@/components/pickers/holder-picker';
import { usePickerFilter, type ListFiltersProps } from '@/components/data-table/list-filters';
import { useCan } from '@/lib/permissions';
import type { ComplaintFilterKey } from '@/config/lists';

/** The holder (the list shows the status's select); each change lands in the URL. */
export function ComplaintFilters({ filters, onChange }: ListFiltersProps<ComplaintFilterKey>) {
  const { t } = useTranslation('complaints');
  // The holder filter searches holders: only for those who may read them.
  const mayReadHolders = useCan('holder', 'READ');
  const picker = usePickerFilter({ filters, onChange });
  return (
    mayReadHolders && (
      <Box width={{ base: 'full', sm: '72' }}>
        <HolderPicker {...picker('holderId', t('filters.holder'))} withCity />
      </Box>
    )
  );
}
