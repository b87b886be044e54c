import { useTranslation } from 'react-i18next';
import {
  DayRangeFilter,
  halfOnPhones,
  usePickerFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import { BuyerPicker } from '@/components/pickers/buyer-picker';
import { RelayDepotPicker } from '@/components/pickers/relay-depot-picker';
import { Box } from '@chakra-ui/react';
import type { ShipmentFilterKey } from '@/config/lists';
import { useCan } from '@/lib/permissions';

const width = halfOnPhones('56');

/**
 * The buyer, the depot and the dispatch days (the list shows the state's select); a filter the
 * user may not list (no READ on its resource) is not offered.
 */
export function ShipmentFilters({ filters, onChange }: ListFiltersProps<ShipmentFilterKey>) {
  const { t } = useTranslation('shipments');
  const mayListBuyers = useCan('buyer', 'READ');
  const mayListDepots = useCan('relayDepot', 'READ');
  const picker = usePickerFilter({ filters, onChange });
  return (
    <>
      {mayListBuyers && (
        <Box width={width}>
          <BuyerPicker {...picker('buyerId', t('filters.buyer'))} />
        </Box>
      )}
      {mayListDepots && (
        <Box width={width}>
          <RelayDepotPicker {...picker('relayDepotId', t('filters.relayDepot'))} />
        </Box>
      )}
      <DayRangeFilter
        filters={filters}
        onChange={onChange}
        from="dispatchDateFrom"
        to="dispatchDateTo"
        labels={[t('filters.from'), t('filters.to')]}
      />
    </>
  );
}
