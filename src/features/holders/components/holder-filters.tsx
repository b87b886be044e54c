import { useTranslation } from 'react-i18next';
import { HolderCategory, HolderStatus, SectorCode, SupplierStatus } from '@generated/model';
import {
  AreaFilter,
  FilterSelect,
  halfOnPhones,
  StatusFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import type { Status } from '@/components/ui/status-badge';
import type { HolderFilterKey } from '@/config/lists';

const width = halfOnPhones('36');

/** The list's filters; each change lands in the URL through `onChange`. */
export function HolderFilters({ filters, onChange }: ListFiltersProps<HolderFilterKey>) {
  const { t } = useTranslation('holders');
  const select = (key: HolderFilterKey, options: { value: string; label: string }[]) => (
    <FilterSelect
      width={width}
      label={t(`filters.${key as 'status'}`)}
      value={filters[key]}
      options={options}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  const status = (key: 'status' | 'supplierStatus', statuses: Record<string, Status>) => (
    <StatusFilter
      width={width}
      label={t(`filters.${key}`)}
      value={filters[key]}
      statuses={statuses}
      onChange={(value) => onChange({ [key]: value })}
    />
  );

  return (
    <>
      {status('status', HolderStatus)}
      {status('supplierStatus', SupplierStatus)}
      {select(
        'category',
        Object.values(HolderCategory).map((c) => ({ value: c, label: t(`category.${c}`) })),
      )}
      {select(
        'sectorCode',
        Object.values(SectorCode).map((c) => ({ value: c, label: t('sector', { code: c }) })),
      )}
      <FilterSelect
        width={width}
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
      <AreaFilter ns="holders" width={halfOnPhones('40')} value={filters} onChange={onChange} />
    </>
  );
}
