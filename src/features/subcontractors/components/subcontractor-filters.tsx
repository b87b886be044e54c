import { Box, Button, Flex } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RegionZonePicker } from '@/components/pickers/region-zone-picker';
import { RelayDepotPicker } from '@/components/pickers/relay-depot-picker';
import {
  subcontractorFilterKeys,
  type SubcontractorFilterKey,
} from '../api/subcontractor-list-params';

type Filters = Partial<Record<SubcontractorFilterKey, string>>;

// Two filters a row on a phone (the row's gap is 3, 12 px), their own width from `sm` up.
const halfOnPhones = { base: 'calc(50% - 6px)', sm: '48' };

interface SubcontractorFiltersProps {
  filters: Filters;
  onChange: (filters: Partial<Record<SubcontractorFilterKey, string | undefined>>) => void;
}

/** Region, zone and relay depot; each change lands in the URL through `onChange`. */
export function SubcontractorFilters({ filters, onChange }: SubcontractorFiltersProps) {
  const { t } = useTranslation('subcontractors');
  const { t: tc } = useTranslation();
  const active = Object.values(filters).some(Boolean);

  return (
    <Flex gap="3" wrap="wrap" align="end" mb="4" role="group" aria-label={tc('table.filters')}>
      <Box display="contents" css={{ '& > *': { width: halfOnPhones } }}>
        <RegionZonePicker
          size="sm"
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
            clear: t('filters.clear'),
          }}
          placeholder={t('filters.any')}
        />
      </Box>
      <Box width={halfOnPhones}>
        <RelayDepotPicker
          size="sm"
          label={t('filters.relayDepot')}
          withCode
          area={{ zoneId: filters.zoneId }}
          value={filters.relayDepotId}
          clearLabel={t('filters.clear')}
          placeholder={t('filters.any')}
          onChange={(depot) => onChange({ relayDepotId: depot?.id })}
        />
      </Box>
      {active && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            onChange(Object.fromEntries(subcontractorFilterKeys.map((key) => [key, undefined])))
          }
        >
          <X size={16} aria-hidden /> {tc('table.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
