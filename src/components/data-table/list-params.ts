import type { keepPreviousData, QueryKey } from '@tanstack/react-query';
import type { Module } from '@/config/modules';
import type { Resource, Rule } from '@/lib/permissions';
import { toQueryParams, type ListState, type SortOrder } from './use-list-state';

/**
 * One query parameter's rule from the contract: the value as the API takes it, or undefined
 * when the contract refuses it. Checked by hand rather than with the generated zod schemas: zod
 * is not needed to open a list, so it stays out of the lists' first load (list-params.test.ts
 * holds each list to the same answers as its zod schema).
 */
type ParamRule = (value: unknown) => unknown;

/**
 * A list filter as declared (`src/config/lists.ts`): its kind and the rule of its value. The
 * filter bar builds an enum's select from it, the URL-rules test its valid and invalid values,
 * the fake backend (`mocks/list-handler.ts`) the test of a record.
 */
export type ListFilter =
  /** Equality on one of the values of an enum of the contract. */
  | { kind: 'enum'; values: readonly string[]; parse: ParamRule }
  /** Equality on a record's id (a picker's). */
  | { kind: 'uuid'; parse: ParamRule }
  /** A flag: "true" or "false" in the URL. */
  | { kind: 'flag'; parse: ParamRule }
  /** A bound of a range of days on `field`: from that day (`from`) or up to it (`to`). */
  | { kind: 'day'; field: string; bound: 'from' | 'to'; parse: ParamRule }
  /** A lower bound on the number `field`, itself between `min` and `max`. */
  | { kind: 'minimum'; field: string; min: number; max: number; parse: ParamRule };

/** A list's filters kept in the URL, named as the contract's query parameters. */
type ListFilters<P> = { [K in keyof P]?: ListFilter };

const integer =
  (min: number, max: number): ParamRule =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : undefined;

const member = (values: readonly string[]): ParamRule => {
  const allowed = new Set(values);
  return (value) => (typeof value === 'string' && allowed.has(value) ? value : undefined);
};

/** Equality on one of the values of a generated const object (an enum of the contract). */
export const oneOf = <E extends string>(values: Record<string, E>) => {
  const all = Object.values(values);
  return { kind: 'enum', values: all, parse: member(all) } as const satisfies ListFilter;
};

const matching =
  (pattern: RegExp): ParamRule =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** Equality on an id, RFC 9562 identifiers as zod's uuid() accepts them. */
export const uuid: ListFilter = {
  kind: 'uuid',
  parse: matching(
    /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
  ),
};

/** A calendar day (YYYY-MM-DD) that exists, as zod's iso.date() accepts it. */
const isoDate = matching(
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))$/,
);

/**
 * A range of days on `field`, both bounds included: the filters `<field>From` and `<field>To`, or
 * the parameters the contract names otherwise (`dayRange('at', 'from', 'to')`).
 */
export const dayRange = <
  F extends string,
  From extends string = `${F}From`,
  To extends string = `${F}To`,
>(
  field: F,
  from = `${field}From` as From,
  to = `${field}To` as To,
) => {
  const bound = (edge: 'from' | 'to'): ListFilter => ({
    kind: 'day',
    field,
    bound: edge,
    parse: isoDate,
  });
  return { [from]: bound('from'), [to]: bound('to') } as Record<From | To, ListFilter>;
};

/** A boolean filter: the URL holds text, so it arrives as "true" or "false". */
export const flag: ListFilter = {
  kind: 'flag',
  parse: (value) =>
    value === 'true' || value === true
      ? true
      : value === 'false' || value === false
        ? false
        : undefined,
};

/**
 * At least some value of the number `field`: the filter `min<Field>`, a number between `min` and
 * `max` read from the URL's text as zod's coerce.number() reads it.
 */
export const atLeast = <F extends string>(field: F, min: number, max: number) => {
  const filter: ListFilter = {
    kind: 'minimum',
    field,
    min,
    max,
    parse: (value) => {
      const n = Number(value);
      return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
    },
  };
  return { [`min${field[0]!.toUpperCase()}${field.slice(1)}`]: filter } as Record<
    `min${Capitalize<F>}`,
    ListFilter
  >;
};

const shared: Record<string, ParamRule> = {
  page: integer(1, 1_000_000),
  limit: integer(1, 100),
  sortOrder: member(['asc', 'desc']),
  query: (value) => (typeof value === 'string' && value.length <= 200 ? value : undefined),
};

interface ListSort {
  sortField: string;
  sortOrder: SortOrder;
}

/** The sort a list shows: the URL's, or the list's default when the URL names none. */
export const effectiveSort = (state: ListState, defaultSort?: ListSort) =>
  state.sortField || !defaultSort
    ? { sortField: state.sortField, sortOrder: state.sortOrder }
    : defaultSort;

/** Region and zone, the area most lists filter on (`AreaFilter`). */
export const areaFilters = { regionId: uuid, zoneId: uuid } satisfies Record<string, ListFilter>;

/**
 * The URL's list state as a generated list operation takes it. A URL is typed by people and
 * kept in bookmarks: a value the contract refuses (an old sort field, a mistyped status, an id
 * that is not one) is left out rather than turning the whole list into an error.
 */
function toListParams<P>(
  state: ListState,
  list: {
    /** The contract's sort fields: the generated const object. */
    sortFields: Record<string, string>;
    filters: ListFilters<P>;
    defaultSort?: ListSort;
    search?: false;
  },
): P {
  const sortFields = Object.values(list.sortFields);
  const { query, sortOrder, ...paging } = shared;
  const rules: Record<string, ParamRule | undefined> = {
    ...paging,
    // A list the contract does not sort (or search) takes no sort (or search) of the URL.
    ...(sortFields.length > 0 && { sortOrder, sortField: member(sortFields) }),
    ...(list.search !== false && { query }),
    ...Object.fromEntries(
      Object.entries(list.filters as Record<string, ListFilter>).map(([key, filter]) => [
        key,
        filter.parse,
      ]),
    ),
  };
  const all = { ...toQueryParams(state), ...effectiveSort(state, list.defaultSort) };
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(all)) {
    const parsed = Object.hasOwn(rules, key) ? rules[key]?.(value) : undefined;
    if (parsed !== undefined) params[key] = parsed;
  }
  return params as P;
}

/** What the list screen needs of a generated list query. */
interface ListQuery<T> {
  data?: { items: T[]; meta: { totalItems: number; totalPages: number } };
  isPending: boolean;
  error: { message: string } | null;
  refetch: () => Promise<unknown>;
}

/**
 * The generated list hook, its fetcher (the prefetch, the CSV export of every page) and its
 * query key (the prefetch's, which the hook's query adopts).
 */
interface ListApi<P, T> {
  useList: (
    params: P,
    options: { query: { enabled: boolean; placeholderData?: typeof keepPreviousData } },
  ) => ListQuery<T>;
  fetch: (params: P & { page: number; limit: number }) => Promise<{
    items: T[];
    meta: { hasNext: boolean };
  }>;
  key: (params?: P) => QueryKey;
}

/** A list of the contract as its declaration says it, beside its module (`defineList`). */
interface ListDeclaration<P, T> {
  api: ListApi<P, T>;
  /** Who may open the list, when it takes more than READ on the resource. */
  mayRead?: Rule;
  /** Who may create (the list's "New", the new page), when it takes more than CREATE. */
  mayCreate?: Rule;
  /** The sort the list shows when the URL names none (the server's order, where it has no sort). */
  defaultSort?: ListSort;
  /** `false` for a list its operation does not search (no `query`): the screen shows no search. */
  search?: false;
  /**
   * The call of one record, as its detail screen makes it (`useRecord` with the generated hook):
   * a first visit of the record's page asks for it before the screen's code.
   */
  record?: { fetch: (id: string) => Promise<unknown>; key: (id: string) => QueryKey };
}

/**
 * A declared list: its module (namespace, resource, paths), its declaration, its filter keys and
 * the URL's state as the call's params. The screens, the prefetch and the tests read it.
 */
export interface ListDefinition<
  P,
  K extends string = string,
  T = unknown,
  M extends Module = Module,
> extends ListDeclaration<P, T> {
  /** The feature's namespace, where the list's title, caption and export file name are. */
  ns: M['ns'];
  /** Whose READ and CREATE rights open the list and offer "New", unless its rules say more. */
  resource: Resource;
  /** Where the list is and where its rows lead (a detail screen reads them too). */
  paths: M['paths'];
  /** The filter keys, in the order the filters are declared. */
  filterKeys: K[];
  /** Each filter's kind, as declared. */
  filters: Record<K, ListFilter>;
  /** The contract's sort fields. */
  sortFields: string[];
  toParams: (state: ListState) => P;
  /** The request of the page the state names, as the list's query makes it (the prefetch's). */
  requestFor: (state: ListState) => { queryKey: QueryKey; fetch: () => Promise<unknown> };
}

/** The filter keys of a list definition. */
export type FilterKeyOf<L> = L extends { filterKeys: (infer K)[] } ? K : never;

/**
 * A list of the contract, declared once for its module (`src/config/lists.ts`):
 * `defineList(modules.holders, { api, sortFields, filters, defaultSort })`, its params those of
 * the generated calls. A filter the contract's parameters do not have is refused.
 */
export const defineList = <P, F extends ListFilters<P>, T, M extends Module>(
  module: M,
  {
    sortFields,
    filters,
    ...declaration
  }: ListDeclaration<P, T> & {
    /** The contract's sort fields: the generated const object. */
    sortFields: Record<string, string>;
    filters: F & Record<Exclude<keyof F, keyof P>, never>;
  },
): ListDefinition<P, Extract<keyof F, string>, T, M> => {
  const toParams = (state: ListState) =>
    toListParams<P>(state, {
      sortFields,
      filters,
      defaultSort: declaration.defaultSort,
      search: declaration.search,
    });
  return {
    ns: module.ns,
    resource: module.resource,
    paths: module.paths,
    ...declaration,
    filterKeys: Object.keys(filters) as Extract<keyof F, string>[],
    filters: filters,
    sortFields: Object.values(sortFields),
    toParams,
    requestFor: (state) => {
      const params = toParams(state);
      return {
        queryKey: declaration.api.key(params),
        fetch: () => declaration.api.fetch(params as P & { page: number; limit: number }),
      };
    },
  };
};
