import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetHolder, useListHolders } from '@generated/api/holders/holders';
import type { Holder } from '@generated/model';
import { SearchCombobox, type PickerOption } from '@/components/form/area-pickers/search-combobox';

interface HolderPickerProps {
  label: string;
  value: string | undefined;
  onChange: (holderId: string | undefined) => void;
  clearLabel?: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  size?: 'sm' | 'md';
  onBlur?: () => void;
}

type HolderOption = PickerOption & { holder: Holder };

const optionOf = (holder: Holder): HolderOption => ({
  id: holder.id,
  name: `${holder.name} (${holder.number}, ${holder.city})`,
  holder,
});

/**
 * A holder searched on the server by name or number (there may be thousands): the first page
 * of matches, sorted by name. A chosen holder that is not in the current answer (a link, a
 * reload) is read once to show its name.
 */
export function HolderPicker({ value, onChange, ...rest }: HolderPickerProps) {
  const [query, setQuery] = useState('');
  const list = useListHolders(
    { query: query || undefined, sortField: 'name', sortOrder: 'asc', limit: 20 },
    { query: { placeholderData: keepPreviousData } },
  );
  const options = useMemo(() => list.data?.items.map(optionOf), [list.data]);
  const known = !value || options?.some((o) => o.id === value);
  const chosen = useGetHolder(value ?? '', { query: { enabled: !known } });

  return (
    <SearchCombobox
      {...rest}
      value={value}
      options={options}
      loading={list.isFetching}
      onSearch={setQuery}
      onChange={(option) => onChange(option?.id)}
      selectedName={chosen.data && optionOf(chosen.data).name}
    />
  );
}
