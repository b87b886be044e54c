import type { Zone } from '@generated/model';
import { RegionPicker, ZonePicker } from './area-pickers';

export interface RegionZoneValue {
  regionId?: string;
  zoneId?: string;
}

interface RegionZonePickerProps {
  value: RegionZoneValue;
  onChange: (value: RegionZoneValue) => void;
  labels: { region: string; zone: string; clear?: string };
  size?: 'sm' | 'md';
  errors?: { region?: string; zone?: string };
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Region, then zone: the zones offered are the chosen region's. Choosing a zone first fills in
 * its region; another region empties the zone, which belongs to the old one.
 */
export function RegionZonePicker({ value, onChange, labels, ...rest }: RegionZonePickerProps) {
  const common = {
    size: rest.size,
    clearLabel: labels.clear,
    placeholder: rest.placeholder,
    disabled: rest.disabled,
  };
  return (
    <>
      <RegionPicker
        {...common}
        label={labels.region}
        value={value.regionId}
        error={rest.errors?.region}
        onChange={(region) =>
          onChange({
            regionId: region?.id,
            zoneId: region && region.id === value.regionId ? value.zoneId : undefined,
          })
        }
      />
      <ZonePicker
        {...common}
        label={labels.zone}
        regionId={value.regionId}
        value={value.zoneId}
        error={rest.errors?.zone}
        required={rest.required}
        onChange={(zone: Zone | undefined) =>
          onChange({ regionId: zone?.regionId ?? value.regionId, zoneId: zone?.id })
        }
      />
    </>
  );
}
