import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useListRelayDepots,
  useListRelayDepotsByZone,
} from '@generated/api/relay-depots/relay-depots';
import { useListSubcontractors } from '@generated/api/subcontractors/subcontractors';
import type { RelayDepot, Subcontractor } from '@generated/model';
import {
  SearchCombobox,
  type PickerOption,
  type SearchComboboxProps,
} from '@/components/form/area-pickers/search-combobox';
import { useCan } from '@/lib/permissions';

type PickerProps = Omit<SearchComboboxProps<PickerOption>, 'options' | 'loading' | 'onSearch'>;

const keepPrevious = { placeholderData: keepPreviousData };
const depotOption = (d: Pick<RelayDepot, 'id' | 'name' | 'code'>) => ({
  id: d.id,
  name: `${d.name} · ${d.code}`,
});

/** Any depot, of one zone when `zoneId` is given (the list's filter); searched on the server. */
export function RelayDepotPicker({ zoneId, ...props }: PickerProps & { zoneId?: string }) {
  const [query, setQuery] = useState('');
  // Without relayDepot READ the list would be refused: the field stays as it is.
  const mayList = useCan('relayDepot', 'READ');
  const depots = useListRelayDepots(
    { limit: 20, sortField: 'name', ...(query && { query }), ...(zoneId && { zoneId }) },
    {
      query: { enabled: mayList, ...keepPrevious, select: (page) => page.items.map(depotOption) },
    },
  );
  return (
    <SearchCombobox
      {...props}
      disabled={props.disabled || !mayList}
      options={depots.data}
      loading={depots.isFetching}
      onSearch={setQuery}
    />
  );
}

/**
 * The depots that serve `zoneId` (the by-zone call): a company delivers to a depot of its zone.
 * Without a zone there is nothing to choose from, and the field says so.
 */
export function ZoneDepotPicker({ zoneId, ...props }: PickerProps & { zoneId: string }) {
  const [query, setQuery] = useState('');
  const mayList = useCan('relayDepot', 'READ');
  const depots = useListRelayDepotsByZone(
    zoneId,
    { limit: 50, sortField: 'name', ...(query && { query }) },
    {
      query: {
        enabled: !!zoneId && mayList,
        ...keepPrevious,
        select: (page) => page.items.map(depotOption),
      },
    },
  );
  return (
    <SearchCombobox
      {...props}
      disabled={!zoneId || props.disabled || !mayList}
      options={zoneId ? depots.data : []}
      loading={!!zoneId && depots.isFetching}
      onSearch={setQuery}
    />
  );
}

/** Another company that manages this one; `exceptId` (the company itself) is never offered. */
export function ManagerPicker({ exceptId, ...props }: PickerProps & { exceptId?: string }) {
  const [query, setQuery] = useState('');
  const companies = useListSubcontractors(
    { limit: 20, sortField: 'companyName', ...(query && { query }) },
    {
      query: {
        ...keepPrevious,
        select: (page) =>
          page.items
            .filter((s: Subcontractor) => s.id !== exceptId)
            .map((s) => ({ id: s.id, name: s.companyName })),
      },
    },
  );
  return (
    <SearchCombobox
      {...props}
      options={companies.data}
      loading={companies.isFetching}
      onSearch={setQuery}
    />
  );
}
