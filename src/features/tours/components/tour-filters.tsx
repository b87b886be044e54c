import { Box, Button } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RegionZonePicker } from '@/components/pickers/region-zone-picker';
import { RelayDepotPicker } from '@/components/pickers/relay-depot-picker';
import { SubcontractorPicker } from '@/components/pickers/subcontractor-picker';
import { useCan } from '@/lib/permissions';
import { tourFilterKeys, type TourFilterKey } from '../api/tour-list-params';

type Filters = Partial<Record<TourFilterKey, string>>;

// Two filters a row on a phone (the row's gap is 2, 8 px), their own width from `sm` up.
const width = { base: 'calc(50% - 4px)', sm: '44' };

interface TourFiltersProps {
  filters: Filters;
  onChange: (filters: Partial<Record<TourFilterKey, string | undefined>>) => void;
}

/**
 * Region and zone, subcontractor, relay depot; each change lands in the URL through `onChange`.
 * The depot and subcontractor lists follow the chosen area, and a filter the user may not list
 * (no READ on that resource) is not offered.
 */
export function TourFilters({ filters, onChange }: TourFiltersProps) {
  const { t } = useTranslation('tours');
  const { t: tc } = useTranslation();
  const mayListDepots = useCan('relayDepot', 'READ');
  const mayListSubcontractors = useCan('subcontractor', 'READ');
  const area = {
    ...(filters.regionId && { regionId: filters.regionId }),
    ...(filters.zoneId && { zoneId: filters.zoneId }),
  };
  const active = Object.values(filters).some(Boolean);
  const common = {
    size: 'sm' as const,
    clearLabel: t('filters.clear'),
    placeholder: t('filters.any'),
  };

  return (
    <>
      <Box display="contents" css={{ '& > *': { width } }}>
        <RegionZonePicker
          size="sm"
          value={{ regionId: filters.regionId, zoneId: filters.zoneId }}
          onChange={({ regionId, zoneId }) => onChange({ regionId, zoneId })}
          labels={{
            region: t('filters.region'),
            zone: t('filters.zone'),
            clear: t('filters.clear'),
          }}
          placeholder={t('filters.any')}
        />
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
      </Box>
      {active && (
        <Button
          size="sm"
          variant="ghost"
          alignSelf="end"
          onClick={() =>
            onChange(Object.fromEntries(tourFilterKeys.map((key) => [key, undefined])))
          }
        >
          <X size={16} aria-hidden /> {tc('table.clearFilters')}
        </Button>
      )}
    </>
  );
}
