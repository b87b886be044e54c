import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useListDelegations,
  useListGovernorates,
  useListRegions,
  useListZones,
} from '@generated/api/areas/areas';
import type { Delegation, Governorate, Region, Zone } from '@generated/model';
import { SearchCombobox, type SearchComboboxProps } from './search-combobox';
import { useAreaFilter } from './use-area-filter';

/** What a single area field takes: the combobox's props less what its query provides. */
type AreaPickerProps<T extends { id: string; name: string }> = Omit<
  SearchComboboxProps<T>,
  'options' | 'loading' | 'onSearch'
>;

// Each picker offers only the places of the signed-in user's area (useAreaFilter).

// While a new search runs, the previous answer stays on screen instead of an empty list. The
// places are asked for once the list first opens (`query` is then set), or at once when a place
// is chosen (its name is shown): a screen of filters does not ask for them at its first render.
const whenUsed = (query: string | undefined, value: string | undefined) => ({
  query: { placeholderData: keepPreviousData, enabled: query !== undefined || !!value },
});
const search = (query: string | undefined) => (query ? { query } : undefined);

/** The answer less what lies outside the area, kept stable between renders. */
const useKept = <T,>(data: T[] | undefined, keep: (item: T) => boolean, ready = true) =>
  useMemo(() => (ready ? data?.filter(keep) : undefined), [data, keep, ready]);

export function RegionPicker(props: AreaPickerProps<Region>) {
  const [query, setQuery] = useState<string>();
  const regions = useListRegions(search(query), whenUsed(query, props.value));
  const options = useKept(regions.data, useAreaFilter().region);
  return (
    <SearchCombobox {...props} options={options} loading={regions.isFetching} onSearch={setQuery} />
  );
}

/** Zones, of one region when `regionId` is given. */
export function ZonePicker({ regionId, ...props }: AreaPickerProps<Zone> & { regionId?: string }) {
  const [query, setQuery] = useState<string>();
  const zones = useListZones(
    { ...search(query), ...(regionId && { regionId }) },
    whenUsed(query, props.value),
  );
  const options = useKept(zones.data, useAreaFilter().zone);
  return (
    <SearchCombobox {...props} options={options} loading={zones.isFetching} onSearch={setQuery} />
  );
}

export function GovernoratePicker(props: AreaPickerProps<Governorate>) {
  const [query, setQuery] = useState<string>();
  const governorates = useListGovernorates(search(query), whenUsed(query, props.value));
  const options = useKept(governorates.data, useAreaFilter().governorate);
  return (
    <SearchCombobox
      {...props}
      options={options}
      loading={governorates.isFetching}
      onSearch={setQuery}
    />
  );
}

/** Delegations, of one governorate when `governorateId` is given. */
export function DelegationPicker({
  governorateId,
  ...props
}: AreaPickerProps<Delegation> & { governorateId?: string }) {
  const [query, setQuery] = useState<string>();
  const delegations = useListDelegations(
    { ...search(query), ...(governorateId && { governorateId }) },
    whenUsed(query, props.value),
  );
  const area = useAreaFilter();
  const options = useKept(delegations.data, area.delegation, area.ready);
  return (
    <SearchCombobox
      {...props}
      options={options}
      loading={delegations.isFetching || !area.ready}
      onSearch={setQuery}
    />
  );
}
