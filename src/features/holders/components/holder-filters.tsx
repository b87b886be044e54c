import { useTranslation } from 'react-i18next';
import {
  AreaFilter,
  FilterSelect,
  halfOnPhones,
  type ListFiltersProps,
  type UseEnumOptions,
} from '@/components/data-table/list-filters';
import type { HolderFilterKey } from '@/config/lists';

/** A sector is named with its code inside ("Secteur B"). */
export const useHolderFilterOptions: UseEnumOptions<HolderFilterKey> = () => {
  const { t } = useTranslation('holders');
  return {
    sectorCode: (codes) => codes.map((code) => ({ value: code, label: t('sector', { code }) })),
  };
};

/**
 * Collection (overdue or never collected) and area, after the list's selects of its enums; each
 * change lands in the URL through `onChange`.
 */
export function HolderFilters({ filters, onChange }: ListFiltersProps<HolderFilterKey>) {
  const { t } = useTranslation('holders');
  return (
    <>
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
      <AreaFilter ns="holders" width={halfOnPhones('40')} value={filters} onChange={onChange} />
    </>
  );
}
