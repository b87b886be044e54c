import { Box, Button, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RemovalVoucherStatus } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import { HolderPicker } from '@/components/pickers/holder-picker';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import { useCan } from '@/lib/permissions';
import { voucherFilterKeys, type VoucherFilterKey } from '../api/voucher-list-params';

type Filters = Partial<Record<VoucherFilterKey, string>>;

// Two filters a row on a phone (the row's gap is 3, 12 px), their own width from `sm` up.
const halfOnPhones = (width: string) => ({ base: 'calc(50% - 6px)', sm: width });

interface VoucherFiltersProps {
  filters: Filters;
  onChange: (filters: Partial<Record<VoucherFilterKey, string | undefined>>) => void;
}

/** Status, removal dates, holder and subcontractor; each change lands in the URL. */
export function VoucherFilters({ filters, onChange }: VoucherFiltersProps) {
  const { t } = useTranslation('removalVouchers');
  const { t: tc } = useTranslation();
  const active = Object.values(filters).some(Boolean);
  // A picker lists its records from the server: without READ on them it is not offered.
  const mayListHolders = useCan('holder', 'READ');
  const mayListSubcontractors = useCan('subcontractor', 'READ');
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
    <Flex gap="3" wrap="wrap" align="end" mb="4" role="group" aria-label={tc('table.filters')}>
      <Box width={halfOnPhones('36')}>
        <FormField label={t('filters.status')}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.status ?? ''}
              onChange={(e) => onChange({ status: e.currentTarget.value || undefined })}
            >
              <option value="">{t('filters.any')}</option>
              {Object.values(RemovalVoucherStatus).map((status) => (
                <option key={status} value={status}>
                  {tc(`status.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>
      {day('removalDateFrom')}
      {day('removalDateTo')}
      {mayListHolders && (
        <Box width={halfOnPhones('56')}>
          <HolderPicker
            size="sm"
            label={t('filters.holder')}
            value={filters.holderId}
            clearLabel={t('filters.clear')}
            placeholder={t('filters.any')}
            onChange={(holder) => onChange({ holderId: holder?.id })}
          />
        </Box>
      )}
      {mayListSubcontractors && (
        <Box width={halfOnPhones('48')}>
          <SubcontractorPicker
            size="sm"
            label={t('filters.subcontractor')}
            value={filters.subcontractorId}
            clearLabel={t('filters.clear')}
            placeholder={t('filters.any')}
            onChange={(company) => onChange({ subcontractorId: company?.id })}
          />
        </Box>
      )}
      {active && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            onChange(Object.fromEntries(voucherFilterKeys.map((key) => [key, undefined])))
          }
        >
          <X size={16} aria-hidden /> {tc('table.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
