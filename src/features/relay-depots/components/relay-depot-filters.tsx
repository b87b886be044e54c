import { Box, Button, Checkbox } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RegionZonePicker } from '@/components/pickers/region-zone-picker';
import { nearlyFullRate, type RelayDepotFilterKey } from '../api/relay-depot-list-params';

type Filters = Partial<Record<RelayDepotFilterKey, string>>;

interface RelayDepotFiltersProps {
  filters: Filters;
  onChange: (filters: Partial<Record<RelayDepotFilterKey, string | undefined>>) => void;
}

/** Region, zone and "nearly full"; each change lands in the URL through `onChange`. */
export function RelayDepotFilters({ filters, onChange }: RelayDepotFiltersProps) {
  const { t } = useTranslation('relayDepots');
  const { t: tc } = useTranslation();
  const active = Object.values(filters).some(Boolean);

  return (
    <>
      <Box display="contents" css={{ '& > *': { width: { base: 'full', sm: '48' } } }}>
        <RegionZonePicker
          size="sm"
          value={{ regionId: filters.regionId, zoneId: filters.zoneId }}
          onChange={({ regionId, zoneId }) => onChange({ regionId, zoneId })}
          labels={{
            region: t('filters.region'),
            zone: t('filters.zone'),
            clear: t('filters.clear'),
          }}
        />
      </Box>
      <Checkbox.Root
        size="sm"
        alignSelf="end"
        mb="2"
        checked={filters.minFillRate === nearlyFullRate}
        onCheckedChange={(details) =>
          onChange({ minFillRate: details.checked === true ? nearlyFullRate : undefined })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label whiteSpace="nowrap">{t('filters.nearlyFull')}</Checkbox.Label>
      </Checkbox.Root>
      {active && (
        <Button
          size="sm"
          variant="ghost"
          alignSelf="end"
          onClick={() =>
            onChange({ regionId: undefined, zoneId: undefined, minFillRate: undefined })
          }
        >
          <X size={16} aria-hidden /> {tc('table.clearFilters')}
        </Button>
      )}
    </>
  );
}
