import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useListSubcontractors } from '@generated/api/subcontractors/subcontractors';
import {
  SearchCombobox,
  type PickerOption,
  type SearchComboboxProps,
} from '@/components/form/area-pickers/search-combobox';
import { useCan } from '@/lib/permissions';

/** Subcontractors by company name, searched on the server; the first 20 that match. */
export function SubcontractorPicker(
  props: Omit<SearchComboboxProps<PickerOption>, 'options' | 'loading' | 'onSearch'>,
) {
  const [query, setQuery] = useState('');
  // Without subcontractor READ the list would be refused: the field stays as it is.
  const mayList = useCan('subcontractor', 'READ');
  const subcontractors = useListSubcontractors(
    { limit: 20, sortField: 'companyName', ...(query && { query }) },
    {
      query: {
        enabled: mayList,
        placeholderData: keepPreviousData,
        select: (page) => page.items.map((s) => ({ id: s.id, name: s.companyName })),
      },
    },
  );
  return (
    <SearchCombobox
      {...props}
      disabled={props.disabled || !mayList}
      options={subcontractors.data}
      loading={subcontractors.isFetching}
      onSearch={setQuery}
    />
  );
}
