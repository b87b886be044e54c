import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RelayDepotPicker } from '@/components/pickers/relay-depot-picker';
import {
  AreaFilter,
  halfOnPhones,
  usePickerFilter,
  type ListFiltersProps,
} from '@/components/data-table/list-filters';
import type { SubcontractorFilterKey } from '@/config/lists';

const width = halfOnPhones('48');

/** Region, zone and relay depot; each change lands in the URL through `onChange`. */
export function SubcontractorFilters({
  filters,
  onChange,
}: ListFiltersProps<SubcontractorFilterKey>) {
  const { t } = useTranslation('subcontractors');
  const picker = usePickerFilter({ filters, onChange });

  return (
    <>
      <AreaFilter
        ns="subcontractors"
        width={width}
        value={filters}
        // A depot of another zone would leave the list empty for no visible reason.
        onChange={({ regionId, zoneId }) =>
          onChange({
            regionId,
            zoneId,
            ...(zoneId !== filters.zoneId && { relayDepotId: undefined }),
          })
        }
      />
      <Box width={width}>
        <RelayDepotPicker
          {...picker('relayDepotId', t('filters.relayDepot'))}
          withCode
          area={{ zoneId: filters.zoneId }}
        />
      </Box>
    </>
  );
}
