import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useListSubcontractors } from '../../../../generated/api/subcontractors/subcontractors';
import {
  SearchCombobox,
  type PickerOption,
  type SearchComboboxProps,
} from '@/components/form/area-pickers/search-combobox';

/** Subcontractors by company name, searched on the server; the first 20 that match. */
export function SubcontractorPicker(
  props: Omit<SearchComboboxProps<PickerOption>, 'options' | 'loading' | 'onSearch'>,
) {
  const [query, setQuery] = useState('');
  const subcontractors = useListSubcontractors(
    { limit: 20, sortField: 'companyName', ...(query && { query }) },
    {
      query: {
        placeholderData: keepPreviousData,
        select: (page) => page.items.map((s) => ({ id: s.id, name: s.companyName })),
      },
    },
  );
  return (
    <SearchCombobox
      {...props}
      options={subcontractors.data}
      loading={subcontractors.isFetching}
      onSearch={setQuery}
    />
  );
}
