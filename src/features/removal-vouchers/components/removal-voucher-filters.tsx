import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RemovalVoucherFlagKind } from '@generated/model';
import {
  FilterSelect,
  DayRangeFilter,
  halfOnPhones,
  usePickerFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { HolderPicker } from '@/components/pickers/holder-picker';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import { useCan } from '@/lib/permissions';
import type { RemovalVoucherFilterKey } from '@/config/lists';

const RemovalVoucherFlagKindValues = Object.values(RemovalVoucherFlagKind);

/**
 * Removal dates, holder, subcontractor and flags (the list shows the status's select); each
 * change lands in the URL.
 */
export function RemovalVoucherFilters({
  filters,
  onChange,
}: ListFiltersProps<RemovalVoucherFilterKey>) {
  const { t } = useTranslation('removalVouchers');
  // A picker lists its records from the server: without READ on them it is not offered.
  const mayListHolders = useCan('holder', 'READ');
  const mayListSubcontractors = useCan('subcontractor', 'READ');
  const picker = usePickerFilter({ filters, onChange });

  return (
    <>
      <FilterSelect
        width={halfOnPhones('44')}
        label={t('filters.flag')}
        value={filters.flag ?? (filters.flagged === 'true' ? 'flagged' : undefined)}
        options={[
          { value: 'flagged', label: t('filters.flagged') },
          ...RemovalVoucherFlagKindValues.map((kind) => ({
            value: kind,
            label: t(`flag.${kind}`),
          })),
        ]}
        onChange={(value) =>
          onChange({
            flagged: value === 'flagged' ? 'true' : undefined,
            flag: value === 'flagged' ? undefined : value,
          })
        }
      />
      <DayRangeFilter
        filters={filters}
        onChange={onChange}
        from="removalDateFrom"
        to="removalDateTo"
        labels={[t('filters.removalDateFrom'), t('filters.removalDateTo')]}
      />
      {mayListHolders && (
        <Box width={halfOnPhones('56')}>
          <HolderPicker {...picker('holderId', t('filters.holder'))} />
        </Box>
      )}
      {mayListSubcontractors && (
        <Box width={halfOnPhones('48')}>
          <SubcontractorPicker {...picker('subcontractorId', t('filters.subcontractor'))} />
        </Box>
      )}
    </>
  );
}
