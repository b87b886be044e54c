import { useState } from 'react';
import {
  getListRelayDepotsByZoneQueryKey,
  useListRelayDepotsByZone,
} from '@generated/api/relay-depots/relay-depots';
import {
  getListSubcontractorsByZoneQueryKey,
  useListSubcontractorsByZone,
} from '@generated/api/subcontractors/subcontractors';
import { useListUsers } from '@generated/api/users/users';
import {
  SearchCombobox,
  type SearchComboboxProps,
} from '@/components/form/area-pickers/search-combobox';
import { personName } from '@/lib/format';
import type { Picked, PickedDepot } from '../schema';

type PickerProps<T extends Picked> = Omit<
  SearchComboboxProps<T>,
  'options' | 'loading' | 'onSearch'
>;

const search = (query: string) => (query ? { query } : {});

/**
 * While a new search of the same zone runs, its previous answer stays on screen; another zone's
 * answer never does: its depots and subcontractors are not choices here.
 */
const sameZoneOnly =
  (key: readonly unknown[]) =>
  <D,>(previous: D | undefined, query: { queryKey: readonly unknown[] } | undefined) =>
    query?.queryKey[0] === key[0] ? previous : undefined;

/** The zone's relay depots (listRelayDepotsByZone), with their position for the route. */
export function ZoneDepotPicker({
  zoneId,
  ...props
}: PickerProps<PickedDepot> & { zoneId?: string }) {
  const [query, setQuery] = useState('');
  const params = { limit: 20, sortField: 'name', ...search(query) } as const;
  const depots = useListRelayDepotsByZone(zoneId ?? '', params, {
    query: {
      // A disabled field shows the tour's depot only: no call that the role may not make.
      enabled: !!zoneId && !props.disabled,
      placeholderData: sameZoneOnly(getListRelayDepotsByZoneQueryKey(zoneId ?? '')),
      select: (page) =>
        page.items.map((d): PickedDepot => ({ id: d.id, name: d.name, lat: d.lat, lng: d.lng })),
    },
  });
  return (
    <SearchCombobox
      {...props}
      disabled={props.disabled || !zoneId}
      options={zoneId ? depots.data : []}
      loading={depots.isFetching}
      onSearch={setQuery}
    />
  );
}

/** The zone's subcontractors (listSubcontractorsByZone), by company name. */
export function ZoneSubcontractorPicker({
  zoneId,
  ...props
}: PickerProps<Picked> & { zoneId?: string }) {
  const [query, setQuery] = useState('');
  const params = { limit: 20, sortField: 'companyName', ...search(query) } as const;
  const subcontractors = useListSubcontractorsByZone(zoneId ?? '', params, {
    query: {
      enabled: !!zoneId && !props.disabled,
      placeholderData: sameZoneOnly(getListSubcontractorsByZoneQueryKey(zoneId ?? '')),
      select: (page) => page.items.map((s): Picked => ({ id: s.id, name: s.companyName })),
    },
  });
  return (
    <SearchCombobox
      {...props}
      disabled={props.disabled || !zoneId}
      options={zoneId ? subcontractors.data : []}
      loading={subcontractors.isFetching}
      onSearch={setQuery}
    />
  );
}

/** Drivers (users of role DRIVER), by name. */
export function DriverPicker(props: PickerProps<Picked>) {
  const [query, setQuery] = useState('');
  const drivers = useListUsers(
    { role: 'DRIVER', limit: 20, sortField: 'lastName', ...search(query) },
    {
      query: {
        // Without the right to list drivers the field only shows the tour's driver.
        enabled: !props.disabled,
        placeholderData: (previous) => previous,
        select: (page) => page.items.map((u): Picked => ({ id: u.id, name: personName(u) })),
      },
    },
  );
  return (
    <SearchCombobox
      {...props}
      options={drivers.data}
      loading={drivers.isFetching}
      onSearch={setQuery}
    />
  );
}
