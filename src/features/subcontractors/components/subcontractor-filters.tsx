import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RelayDepotPicker } from '@/components/pickers/relay-depot-picker';
import {
  AreaFilter,
  ClearFiltersButton,
  FilterRow,
  halfOnPhones,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import {
  subcontractorFilterKeys,
  type SubcontractorFilterKey,
} from '../api/subcontractor-list-params';

const width = halfOnPhones('48');

/** Region, zone and relay depot; each change lands in the URL through `onChange`. */
export function SubcontractorFilters({
  filters,
  onChange,
}: ListFiltersProps<SubcontractorFilterKey>) {
  const { t } = useTranslation('subcontractors');

  return (
    <FilterRow>
      <AreaFilter
        width={width}
        value={{ regionId: filters.regionId, zoneId: filters.zoneId }}
        // A depot of another zone would leave the list empty for no visible reason.
        onChange={({ regionId, zoneId }) =>
          onChange({
            regionId,
            zoneId,
            ...(zoneId !== filters.zoneId && { relayDepotId: undefined }),
          })
        }
        labels={{
          region: t('filters.region'),
          zone: t('filters.zone'),
          clear: t('actions.clear', { ns: 'common' }),
        }}
        placeholder={t('table.all', { ns: 'common' })}
      />
      <Box width={width}>
        <RelayDepotPicker
          size="sm"
          label={t('filters.relayDepot')}
          withCode
          area={{ zoneId: filters.zoneId }}
          value={filters.relayDepotId}
          clearLabel={t('actions.clear', { ns: 'common' })}
          placeholder={t('table.all', { ns: 'common' })}
          onChange={(depot) => onChange({ relayDepotId: depot?.id })}
        />
      </Box>
      <ClearFiltersButton filters={filters} keys={subcontractorFilterKeys} onChange={onChange} />
    </FilterRow>
  );
}
