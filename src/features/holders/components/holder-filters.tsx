import { useTranslation } from 'react-i18next';
import { HolderCategory, HolderStatus, SectorCode, SupplierStatus } from '@generated/model';
import {
  AreaFilter,
  ClearFiltersButton,
  FilterRow,
  FilterSelect,
  halfOnPhones,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { holderFilterKeys, type HolderFilterKey } from '../api/holder-list-params';

/** The list's filters; each change lands in the URL through `onChange`. */
export function HolderFilters({ filters, onChange }: ListFiltersProps<HolderFilterKey>) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const select = (key: HolderFilterKey, options: { value: string; label: string }[]) => (
    <FilterSelect
      width={halfOnPhones('36')}
      label={t(`filters.${key as 'status'}`)}
      value={filters[key]}
      options={options}
      onChange={(value) => onChange({ [key]: value })}
    />
  );

  return (
    <FilterRow>
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
        width={halfOnPhones('36')}
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
      <AreaFilter
        width={halfOnPhones('40')}
        value={{ regionId: filters.regionId, zoneId: filters.zoneId }}
        onChange={onChange}
        labels={{
          region: t('filters.region'),
          zone: t('filters.zone'),
          clear: t('actions.clear', { ns: 'common' }),
        }}
        placeholder={t('table.all', { ns: 'common' })}
      />
      <ClearFiltersButton filters={filters} keys={holderFilterKeys} onChange={onChange} />
    </FilterRow>
  );
}
