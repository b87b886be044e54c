import { Box, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RemovalVoucherFlagKind } from '@generated/model';
import {
  FilterSelect,
  halfOnPhones,
  usePickerFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { FormField } from '@/components/form/form-field';
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
  const day = (key: 'removalDateFrom' | 'removalDateTo') => (
    <Box width={halfOnPhones('40')}>
      <FormField label={t(`filters.${key}`)}>
        <Input
          size="sm"
          type="date"
          value={filters[key] ?? ''}
          // The other bound keeps the range possible: no "to" before "from".
          min={key === 'removalDateTo' ? filters.removalDateFrom : undefined}
          max={key === 'removalDateFrom' ? filters.removalDateTo : undefined}
          onChange={(e) => onChange({ [key]: e.currentTarget.value || undefined })}
        />
      </FormField>
    </Box>
  );

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
      {day('removalDateFrom')}
      {day('removalDateTo')}
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
