import { useTranslation } from 'react-i18next';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import { RelayDepotPicker } from '@/components/pickers/relay-depot-picker';
import {
  AreaFilter,
  halfOnPhones,
  usePickerFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { useCan } from '@/lib/permissions';
import type { TourFilterKey } from '@/config/lists';

const width = halfOnPhones('44');

/**
 * Region and zone, subcontractor, relay depot; each change lands in the URL through `onChange`.
 * The depot and subcontractor lists follow the chosen area, and a filter the user may not list
 * (no READ on that resource) is not offered.
 */
export function TourFilters({ filters, onChange }: ListFiltersProps<TourFilterKey>) {
  const { t } = useTranslation('tours');
  const mayListDepots = useCan('relayDepot', 'READ');
  const mayListSubcontractors = useCan('subcontractor', 'READ');
  const picker = usePickerFilter({ filters, onChange });
  const area = {
    ...(filters.regionId && { regionId: filters.regionId }),
    ...(filters.zoneId && { zoneId: filters.zoneId }),
  };

  return (
    <AreaFilter ns="tours" width={width} value={filters} onChange={onChange}>
      {mayListSubcontractors && (
        <SubcontractorPicker
          {...picker('subcontractorId', t('filters.subcontractor'))}
          area={area}
        />
      )}
      {mayListDepots && (
        <RelayDepotPicker {...picker('relayDepotId', t('filters.relayDepot'))} area={area} />
      )}
    </AreaFilter>
  );
}
