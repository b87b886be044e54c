import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetRelayDepot, useListRelayDepots } from '@generated/api/relay-depots/relay-depots';
import {
  useGetSubcontractor,
  useListSubcontractors,
} from '@generated/api/subcontractors/subcontractors';
import {
  SearchCombobox,
  type PickerOption,
  type SearchComboboxProps,
} from '@/components/form/area-pickers/search-combobox';

type FilterPickerProps = Omit<
  SearchComboboxProps<PickerOption>,
  'options' | 'loading' | 'onSearch' | 'selectedName'
> & {
  /** Narrows the choices to one region or zone, as the other filters do. */
  area: { regionId?: string; zoneId?: string };
};

const firstTwenty = { limit: 20 } as const;

/** Depots by name, searched on the server; the chosen one named even if the search lacks it. */
export function RelayDepotFilterPicker({ area, ...props }: FilterPickerProps) {
  const [query, setQuery] = useState('');
  const depots = useListRelayDepots(
    { ...firstTwenty, sortField: 'name', ...area, ...(query && { query }) },
    {
      query: {
        placeholderData: keepPreviousData,
        select: (page) => page.items.map((d) => ({ id: d.id, name: d.name })),
      },
    },
  );
  // A filter read from a bookmarked URL: its name comes from the record itself.
  const chosen = useGetRelayDepot(props.value ?? '', { query: { enabled: !!props.value } });
  return (
    <SearchCombobox
      {...props}
      options={depots.data}
      loading={depots.isFetching}
      onSearch={setQuery}
      selectedName={chosen.data?.name}
    />
  );
}

/** Subcontractors by company name, searched on the server. */
export function SubcontractorFilterPicker({ area, ...props }: FilterPickerProps) {
  const [query, setQuery] = useState('');
  const subcontractors = useListSubcontractors(
    { ...firstTwenty, sortField: 'companyName', ...area, ...(query && { query }) },
    {
      query: {
        placeholderData: keepPreviousData,
        select: (page) => page.items.map((s) => ({ id: s.id, name: s.companyName })),
      },
    },
  );
  const chosen = useGetSubcontractor(props.value ?? '', { query: { enabled: !!props.value } });
  return (
    <SearchCombobox
      {...props}
      options={subcontractors.data}
      loading={subcontractors.isFetching}
      onSearch={setQuery}
      selectedName={chosen.data?.companyName}
    />
  );
}
