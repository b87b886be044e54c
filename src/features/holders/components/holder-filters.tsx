import { Box, Button, Flex, NativeSelect } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HolderCategory, HolderStatus, SectorCode, SupplierStatus } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import { RegionZonePicker } from '@/components/pickers/region-zone-picker';
import { holderFilterKeys, type HolderFilterKey } from '../api/holder-list-params';

type Filters = Partial<Record<HolderFilterKey, string>>;

// Two filters a row on a phone (the row's gap is 3, 12 px), their own width from `sm` up.
const halfOnPhones = (width: string) => ({ base: 'calc(50% - 6px)', sm: width });

interface HolderFiltersProps {
  filters: Filters;
  onChange: (filters: Partial<Record<HolderFilterKey, string | undefined>>) => void;
}

function FilterSelect(props: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('holders');
  return (
    <Box width={halfOnPhones('36')}>
      <FormField label={props.label}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={props.value ?? ''}
            onChange={(e) => props.onChange(e.currentTarget.value || undefined)}
          >
            <option value="">{t('filters.any')}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Box>
  );
}

/** The list's filters; each change lands in the URL through `onChange`. */
export function HolderFilters({ filters, onChange }: HolderFiltersProps) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const select = (key: HolderFilterKey, options: { value: string; label: string }[]) => (
    <FilterSelect
      label={t(`filters.${key as 'status'}`)}
      value={filters[key]}
      options={options}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  const active = Object.values(filters).some(Boolean);

  return (
    <Flex gap="3" wrap="wrap" align="end" mb="4" role="group" aria-label={tc('table.filters')}>
      {select(
        'status',
        Object.values(HolderStatus).map((s) => ({ value: s, label: tc(`status.${s}`) })),
      )}
      {select(
        'supplierStatus',
        Object.values(SupplierStatus).map((s) => ({ value: s, label: tc(`status.${s}`) })),
      )}
      {select(
        'category',
        Object.values(HolderCategory).map((c) => ({ value: c, label: t(`category.${c}`) })),
      )}
      {select(
        'sectorCode',
        Object.values(SectorCode).map((c) => ({ value: c, label: t('sector', { code: c }) })),
      )}
      <FilterSelect
        label={t('filters.collection')}
        value={
          filters.overdue === 'true'
            ? 'overdue'
            : filters.neverCollected === 'true'
              ? 'neverCollected'
              : undefined
        }
        options={[
          { value: 'overdue', label: t('filters.overdue') },
          { value: 'neverCollected', label: t('filters.neverCollected') },
        ]}
        onChange={(value) =>
          onChange({
            overdue: value === 'overdue' ? 'true' : undefined,
            neverCollected: value === 'neverCollected' ? 'true' : undefined,
          })
        }
      />
      <Box display="contents" css={{ '& > *': { width: halfOnPhones('40') } }}>
        <RegionZonePicker
          size="sm"
          value={{ regionId: filters.regionId, zoneId: filters.zoneId }}
          onChange={({ regionId, zoneId }) => onChange({ regionId, zoneId })}
          labels={{
            region: t('filters.region'),
            zone: t('filters.zone'),
            clear: t('filters.clear'),
          }}
          placeholder={t('filters.any')}
        />
      </Box>
      {active && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            onChange(Object.fromEntries(holderFilterKeys.map((key) => [key, undefined])))
          }
        >
          <X size={16} aria-hidden /> {tc('table.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
