import { skipToken, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { can, type Resource } from '@/lib/permissions';
import { SearchCombobox, type PickerOption, type SearchComboboxProps } from './search-combobox';

/** What a record picker takes: the combobox's props less what its calls provide. */
export type RecordPickerProps<O extends PickerOption = PickerOption> = Omit<
  SearchComboboxProps<O>,
  'options' | 'loading' | 'onSearch'
>;

/** A generated call's query options (`get…QueryOptions`), run by the picker. */
type Call<T> = Pick<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/** The parameters of a search: the first `limit` records matching `query`, by `sortField`. */
export const searchOf = <F extends string>(sortField: F, query: string, limit = 20) => ({
  limit,
  sortField,
  ...(query && { query }),
});

interface Source<R, O extends PickerOption> {
  /**
   * Whose READ lets the user list the records (any of them): without it no call is made, since
   * the server would refuse it, and the field stays as it is.
   */
  readable: Resource | Resource[];
  /**
   * The list call searching `query`; undefined while what it depends on (a zone) is missing,
   * and there is nothing to choose.
   */
  list: (query: string) => Call<{ items: R[] }> | undefined;
  /** Reads one record, to name a chosen id that nothing else names (a filter from a link). */
  get?: (id: string) => Call<R>;
  option: (record: R) => O;
  /** A record never offered (a company cannot manage itself). */
  exceptId?: string;
}

/**
 * Records searched on the server (there may be thousands): the picker behind every record
 * field and filter. Without READ, or while disabled, the field shows its value and asks nothing.
 */
export function RecordPicker<R extends { id: string }, O extends PickerOption>({
  readable,
  list,
  get,
  option,
  exceptId,
  ...props
}: RecordPickerProps<O> & Source<R, O>) {
  const [query, setQuery] = useState('');
  const user = useCurrentUser();
  const mayList = [readable].flat().some((resource) => can(user, resource, 'READ'));
  const search = list(query);
  const found = useQuery({
    queryKey: search?.queryKey ?? ['unlisted'],
    queryFn: search?.queryFn ?? skipToken,
    enabled: mayList && !!search && !props.disabled,
    // While a new search runs, the previous answer of the same call stays on screen; another
    // call's never does (another zone's depots are no choice here).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === search?.queryKey[0] ? previous : undefined,
    select: (page) => page.items.filter((record) => record.id !== exceptId).map(option),
  });
  const { value, selectedName } = props;
  const named = !value || !!selectedName || found.data?.some((o) => o.id === value);
  const reading = get && value ? get(value) : undefined;
  const chosen = useQuery({
    queryKey: reading?.queryKey ?? ['unnamed'],
    queryFn: reading?.queryFn ?? skipToken,
    enabled: !!reading && mayList && !named,
    // A record the server would not read (out of the user's area) is not asked for again.
    retryOnMount: false,
  });

  return (
    <SearchCombobox
      {...props}
      disabled={props.disabled || !mayList || !search}
      options={search ? found.data : []}
      loading={found.isFetching}
      onSearch={setQuery}
      selectedName={selectedName ?? (chosen.data && option(chosen.data).name)}
    />
  );
}
