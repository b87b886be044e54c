import {
  getGetRelayDepotQueryOptions,
  getListRelayDepotsByZoneQueryOptions,
  getListRelayDepotsQueryOptions,
} from '@generated/api/relay-depots/relay-depots';
import type { RelayDepot } from '@generated/model';
import type { PickerOption } from './search-combobox';
import { RecordPicker, searchOf, type RecordPickerProps } from './record-picker';

/** A depot as chosen: its position too, for a route drawn before the depot is read again. */
interface DepotOption extends PickerOption {
  lat: number;
  lng: number;
}

const depotOption =
  (withCode?: boolean) =>
  (d: RelayDepot): DepotOption => ({
    id: d.id,
    name: withCode ? `${d.name} · ${d.code}` : d.name,
    lat: d.lat,
    lng: d.lng,
  });
const byName = depotOption();
const byNameAndCode = depotOption(true);

interface DepotPickerProps {
  /** Names each depot with its code. */
  withCode?: boolean;
}

/** Any depot by name, within `area` (a region or zone) when given. */
export function RelayDepotPicker({
  area,
  withCode,
  ...props
}: RecordPickerProps<DepotOption> &
  DepotPickerProps & { area?: { regionId?: string; zoneId?: string } }) {
  return (
    <RecordPicker
      {...props}
      readable="relayDepot"
      list={(query) => getListRelayDepotsQueryOptions({ ...searchOf('name', query), ...area })}
      get={getGetRelayDepotQueryOptions}
      option={withCode ? byNameAndCode : byName}
    />
  );
}

/**
 * The depots that serve `zoneId` (the by-zone call): a tour or a company delivers to a depot of
 * its zone. Without a zone there is nothing to choose from.
 */
export function ZoneDepotPicker({
  zoneId,
  withCode,
  ...props
}: RecordPickerProps<DepotOption> & DepotPickerProps & { zoneId?: string }) {
  return (
    <RecordPicker
      {...props}
      readable="relayDepot"
      list={(query) =>
        zoneId
          ? getListRelayDepotsByZoneQueryOptions(zoneId, searchOf('name', query, 50))
          : undefined
      }
      option={withCode ? byNameAndCode : byName}
    />
  );
}
