import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListZones } from '@generated/api/areas/areas';
import type { ZoneSummary } from '@generated/model';
import { MultiPicker } from '@/components/pickers/multi-picker';
import { useAreaFilter } from '@/components/pickers/use-area-filter';

interface ZonesFieldProps {
  value: string[];
  onChange: (zoneIds: string[]) => void;
  onBlur?: () => void;
  /** The record's zones, named before the list of every zone arrives. */
  known?: ZoneSummary[];
  error?: string;
  required?: boolean;
}

/**
 * The zones a depot serves: a searchable list of the zones of the user's area, the chosen ones
 * as tags, removable when they lie in that area (the server refuses any other change). Zones
 * are a few dozen, so the list loads once and filters as the user types.
 */
export function ZonesField(props: ZonesFieldProps) {
  const { known = [] } = props;
  const { t } = useTranslation('relayDepots');
  const zones = useListZones();
  const inArea = useAreaFilter().zone;
  const offered = useMemo(() => (zones.data ?? []).filter(inArea), [zones.data, inArea]);
  const zoneOf = (id: string) =>
    zones.data?.find((zone) => zone.id === id) ?? known.find((zone) => zone.id === id);

  return (
    <MultiPicker
      label={t('fields.zones')}
      placeholder={t('fields.zonesPlaceholder')}
      empty={t('fields.zonesEmpty')}
      options={offered}
      loading={zones.isFetching}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      nameOf={(id) => zoneOf(id)?.name}
      removeLabel={(name) => t('fields.removeZone', { name })}
      removable={(id) => {
        const zone = zoneOf(id);
        return !zone || inArea(zone);
      }}
      error={props.error}
      required={props.required}
    />
  );
}
