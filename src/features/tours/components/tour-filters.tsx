import { useTranslation } from 'react-i18next';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import { RelayDepotPicker } from '@/components/pickers/relay-depot-picker';
import {
  AreaFilter,
  ClearFiltersButton,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { useCan } from '@/lib/permissions';
import { tourFilterKeys, type TourFilterKey } from '../api/tour-list-params';

// Two filters a row on a phone (the row's gap is 2, 8 px), their own width from `sm` up.
const width = { base: 'calc(50% - 4px)', sm: '44' };

/**
 * Region and zone, subcontractor, relay depot; each change lands in the URL through `onChange`.
 * The depot and subcontractor lists follow the chosen area, and a filter the user may not list
 * (no READ on that resource) is not offered.
 */
export function TourFilters({ filters, onChange }: ListFiltersProps<TourFilterKey>) {
  const { t } = useTranslation('tours');
  const mayListDepots = useCan('relayDepot', 'READ');
  const mayListSubcontractors = useCan('subcontractor', 'READ');
  const area = {
    ...(filters.regionId && { regionId: filters.regionId }),
    ...(filters.zoneId && { zoneId: filters.zoneId }),
  };
  const common = {
    size: 'sm' as const,
    clearLabel: t('actions.clear', { ns: 'common' }),
    placeholder: t('table.all', { ns: 'common' }),
  };

  return (
    <>
      <AreaFilter
        width={width}
        value={{ regionId: filters.regionId, zoneId: filters.zoneId }}
        onChange={onChange}
        labels={{
          region: t('filters.region'),
          zone: t('filters.zone'),
          clear: t('actions.clear', { ns: 'common' }),
        }}
        placeholder={t('table.all', { ns: 'common' })}
      >
        {mayListSubcontractors && (
          <SubcontractorPicker
            {...common}
            label={t('filters.subcontractor')}
            area={area}
            value={filters.subcontractorId}
            onChange={(option) => onChange({ subcontractorId: option?.id })}
          />
        )}
        {mayListDepots && (
          <RelayDepotPicker
            {...common}
            label={t('filters.relayDepot')}
            area={area}
            value={filters.relayDepotId}
            onChange={(option) => onChange({ relayDepotId: option?.id })}
          />
        )}
      </AreaFilter>
      <ClearFiltersButton filters={filters} keys={tourFilterKeys} onChange={onChange} />
    </>
  );
}
