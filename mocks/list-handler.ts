import type { PageMeta } from '@generated/model';
import type { ListDefinition, ListFilter } from '@/components/data-table/list-params';
import { pageOf } from './kit';

/**
 * How the fake backend reads the records of a declared list, where the declaration does not say
 * it: the texts its search looks in, the fields a filter or a sort reads when the record has none
 * of that name (a depot's zones, a tour's holders; an array matches any of its values), and the
 * sort when the request names none. Mock only: the app's lists never load it.
 */
export interface ListReading<T> {
  search: (record: T) => (string | null | undefined)[];
  fields?: Record<string, (record: T) => unknown>;
  /** The sort when the request names none and the declaration has no default. */
  sortField: string;
}

/** A declared list and how its records are read: what `listPage` serves. */
export interface FakeList<T> extends ListReading<T> {
  list: Pick<ListDefinition<unknown>, 'filters' | 'defaultSort'>;
}

export const fakeList = <T>(list: FakeList<T>['list'], reading: ListReading<T>): FakeList<T> => ({
  list,
  ...reading,
});

const read = <T>(fake: FakeList<T>, record: T, field: string): unknown =>
  fake.fields?.[field] ? fake.fields[field](record) : (record as Record<string, unknown>)[field];

/** Whether `record` passes `filter` set to `value` (the URL's text), by the filter's kind. */
const passes = <T>(
  fake: FakeList<T>,
  record: T,
  key: string,
  filter: ListFilter,
  value: string,
) => {
  switch (filter.kind) {
    case 'enum':
    case 'uuid':
    case 'flag': {
      const field = read(fake, record, key);
      const wanted = filter.kind === 'flag' ? value === 'true' : value;
      return Array.isArray(field) ? field.includes(wanted) : field === wanted;
    }
    case 'day': {
      // The day of a date or a moment (`2026-11-20T16:45:00Z`).
      const day = (read(fake, record, filter.field) as string | null | undefined)?.slice(0, 10);
      return !!day && (filter.bound === 'from' ? day >= value : day <= value);
    }
    case 'minimum':
      return Number(read(fake, record, filter.field)) >= Number(value);
  }
};

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String((a as string | null) ?? '').localeCompare(String((b as string | null) ?? ''), 'fr');

/**
 * The page a list request asks for, as the server answers it: the declared filters the request
 * sets (and `fixed`, a by-zone call's path), the search (case-insensitive, anywhere in the
 * record's texts), the sort (the request's, else the declaration's default, else the reading's)
 * and the paging.
 */
export function listPage<T>(
  fake: FakeList<T>,
  records: readonly T[],
  request: Request,
  fixed: Record<string, string> = {},
): { items: T[]; meta: PageMeta } {
  const params = new URL(request.url).searchParams;
  for (const [key, value] of Object.entries(fixed)) params.set(key, value);
  const query = params.get('query')?.trim().toLowerCase();
  const filters = Object.entries(fake.list.filters).flatMap(([key, filter]) => {
    const value = params.get(key);
    return value ? [{ key, filter, value }] : [];
  });
  const requested = params.get('sortField');
  const sort = requested
    ? { sortField: requested, sortOrder: params.get('sortOrder') }
    : (fake.list.defaultSort ?? { sortField: fake.sortField, sortOrder: params.get('sortOrder') });
  const order = sort.sortOrder === 'desc' ? -1 : 1;
  const matches = records
    .filter((record) => !query || fake.search(record).join(' ').toLowerCase().includes(query))
    .filter((record) =>
      filters.every(({ key, filter, value }) => passes(fake, record, key, filter, value)),
    )
    .sort((a, b) => order * compare(read(fake, a, sort.sortField), read(fake, b, sort.sortField)));
  return pageOf(matches, params);
}
