import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetHolder, useListHolders } from '@generated/api/holders/holders';
import {
  useGetSubcontractor,
  useListSubcontractors,
} from '@generated/api/subcontractors/subcontractors';
import {
  SearchCombobox,
  type PickerOption,
  type SearchComboboxProps,
} from '@/components/form/area-pickers/search-combobox';

type PickerProps = Omit<
  SearchComboboxProps<PickerOption>,
  'options' | 'loading' | 'onSearch' | 'selectedName'
>;
const keepPrevious = { placeholderData: keepPreviousData };

/**
 * A holder, searched on the server by name or number. A filter restored from the URL knows only
 * the id: the holder's record gives its name.
 */
export function HolderPicker(props: PickerProps) {
  const [query, setQuery] = useState('');
  const holders = useListHolders(
    { limit: 20, sortField: 'name', ...(query && { query }) },
    {
      query: {
        ...keepPrevious,
        select: (page) => page.items.map((h) => ({ id: h.id, name: `${h.name} · ${h.number}` })),
      },
    },
  );
  const chosen = useGetHolder(props.value ?? '', { query: { enabled: !!props.value } });
  return (
    <SearchCombobox
      {...props}
      options={holders.data}
      loading={holders.isFetching}
      onSearch={setQuery}
      selectedName={chosen.data && `${chosen.data.name} · ${chosen.data.number}`}
    />
  );
}

/** A subcontractor, searched on the server by company name. */
export function SubcontractorPicker(props: PickerProps) {
  const [query, setQuery] = useState('');
  const companies = useListSubcontractors(
    { limit: 20, sortField: 'companyName', ...(query && { query }) },
    {
      query: {
        ...keepPrevious,
        select: (page) => page.items.map((s) => ({ id: s.id, name: s.companyName })),
      },
    },
  );
  const chosen = useGetSubcontractor(props.value ?? '', { query: { enabled: !!props.value } });
  return (
    <SearchCombobox
      {...props}
      options={companies.data}
      loading={companies.isFetching}
      onSearch={setQuery}
      selectedName={chosen.data?.companyName}
    />
  );
}
