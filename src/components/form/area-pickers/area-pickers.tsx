import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useListDelegations,
  useListGovernorates,
  useListRegions,
  useListZones,
} from '../../../../generated/api/areas/areas';
import type { Delegation, Governorate, Region, Zone } from '../../../../generated/model';
import { SearchCombobox, type SearchComboboxProps } from './search-combobox';

/** What a single area field takes: the combobox's props less what its query provides. */
export type AreaPickerProps<T extends { id: string; name: string }> = Omit<
  SearchComboboxProps<T>,
  'options' | 'loading' | 'onSearch'
>;

// While a new search runs, the previous answer stays on screen instead of an empty list.
const keepPrevious = { query: { placeholderData: keepPreviousData } };
const search = (query: string) => (query ? { query } : undefined);

export function RegionPicker(props: AreaPickerProps<Region>) {
  const [query, setQuery] = useState('');
  const regions = useListRegions(search(query), keepPrevious);
  return (
    <SearchCombobox
      {...props}
      options={regions.data}
      loading={regions.isFetching}
      onSearch={setQuery}
    />
  );
}

/** Zones, of one region when `regionId` is given. */
export function ZonePicker({ regionId, ...props }: AreaPickerProps<Zone> & { regionId?: string }) {
  const [query, setQuery] = useState('');
  const zones = useListZones({ ...search(query), ...(regionId && { regionId }) }, keepPrevious);
  return (
    <SearchCombobox
      {...props}
      options={zones.data}
      loading={zones.isFetching}
      onSearch={setQuery}
    />
  );
}

export function GovernoratePicker(props: AreaPickerProps<Governorate>) {
  const [query, setQuery] = useState('');
  const governorates = useListGovernorates(search(query), keepPrevious);
  return (
    <SearchCombobox
      {...props}
      options={governorates.data}
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
  const [query, setQuery] = useState('');
  const delegations = useListDelegations(
    { ...search(query), ...(governorateId && { governorateId }) },
    keepPrevious,
  );
  return (
    <SearchCombobox
      {...props}
      options={delegations.data}
      loading={delegations.isFetching}
      onSearch={setQuery}
    />
  );
}
