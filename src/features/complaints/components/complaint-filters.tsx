import { Box, Button, NativeSelect } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComplaintStatus } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import { HolderPicker } from '@/components/pickers/holder-picker';
import { useCan } from '@/lib/permissions';
import type { ComplaintFilterKey } from '../api/complaint-list-params';

interface ComplaintFiltersProps {
  filters: Partial<Record<ComplaintFilterKey, string>>;
  onChange: (filters: Partial<Record<ComplaintFilterKey, string | undefined>>) => void;
}

/** Status and holder; each change lands in the URL through `onChange`. */
export function ComplaintFilters({ filters, onChange }: ComplaintFiltersProps) {
  const { t } = useTranslation('complaints');
  const { t: tc } = useTranslation();
  // The holder filter searches holders: only for those who may read them.
  const mayReadHolders = useCan('holder', 'READ');
  const active = Object.values(filters).some(Boolean);
  return (
    <>
      <Box width={{ base: 'calc(50% - 4px)', sm: '44' }}>
        <FormField label={t('filters.status')}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.status ?? ''}
              onChange={(e) => onChange({ status: e.currentTarget.value || undefined })}
            >
              <option value="">{t('filters.any')}</option>
              {Object.values(ComplaintStatus).map((status) => (
                <option key={status} value={status}>
                  {tc(`status.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>
      {mayReadHolders && (
        <Box width={{ base: 'full', sm: '72' }}>
          <HolderPicker
            withCity
            size="sm"
            label={t('filters.holder')}
            value={filters.holderId}
            clearLabel={t('filters.clearHolder')}
            onChange={(holder) => onChange({ holderId: holder?.id })}
          />
        </Box>
      )}
      {active && (
        <Button
          size="sm"
          variant="ghost"
          alignSelf="end"
          onClick={() => onChange({ status: undefined, holderId: undefined })}
        >
          <X size={16} aria-hidden /> {tc('table.clearFilters')}
        </Button>
      )}
    </>
  );
}
