import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export const pageSizes = [10, 25, 50, 100] as const;
export type SortOrder = 'asc' | 'desc';

/**
 * What a list shows: it lives in the URL, so that a link, a reload or Back restores it
 * (docs/decisions/0005-list-state-in-the-url.md).
 */
export interface ListState {
  page: number;
  limit: number;
  sortField?: string;
  sortOrder: SortOrder;
  query: string;
  filters: Record<string, string>;
}

export type ListStatePatch = Partial<Omit<ListState, 'filters'>> & {
  filters?: Record<string, string | undefined>;
};

/** A whole number from 1 to `max` in the URL, else `fallback`. */
export const positiveInt = (value: string | null, fallback: number, max = Infinity) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

export function parseListState(params: URLSearchParams, filterKeys: readonly string[]): ListState {
  return {
    page: positiveInt(params.get('page'), 1),
    limit: positiveInt(params.get('limit'), 10, 100),
    sortField: params.get('sortField') || undefined,
    sortOrder: params.get('sortOrder') === 'desc' ? 'desc' : 'asc',
    query: params.get('query') ?? '',
    filters: Object.fromEntries(
      filterKeys.flatMap((key) => {
        const value = params.get(key);
        return value ? [[key, value]] : [];
      }),
    ),
  };
}

/**
 * The list's state from the URL, and a way to change it. Any change but the page goes back to
 * page 1 (the old page may not exist any more). Typing in the search replaces the history entry
 * instead of adding one per keystroke.
 */
export function useListState(filterKeys: readonly string[] = []) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const keys = filterKeys.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `keys` stands for filterKeys
  const state = useMemo(() => parseListState(params, filterKeys), [params, keys]);

  // The URL as last rendered: `update` builds on it, and stays the same function from one URL to
  // the next, so that what it is handed to need not render again when a page is turned.
  const current = useRef(params);
  useLayoutEffect(() => {
    current.current = params;
  }, [params]);
  const update = useCallback(
    (patch: ListStatePatch) => {
      const next = new URLSearchParams(current.current);
      const set = (key: string, value: string | number | undefined) =>
        value === undefined || value === '' ? next.delete(key) : next.set(key, String(value));
      const { filters, ...rest } = patch;
      for (const [key, value] of Object.entries(rest)) set(key, value);
      for (const [key, value] of Object.entries(filters ?? {})) set(key, value);
      if (patch.page === undefined) next.delete('page');
      if (next.get('page') === '1') next.delete('page');
      if (next.get('limit') === '10') next.delete('limit');
      void navigate(`?${next}`, {
        replace: Object.keys(patch).length === 1 && patch.query !== undefined,
      });
    },
    [navigate],
  );

  return [state, update] as const;
}

/** The list state as the generated list hooks take it. */
export const toQueryParams = (state: ListState) => ({
  page: state.page,
  limit: state.limit,
  sortOrder: state.sortOrder,
  ...(state.sortField && { sortField: state.sortField }),
  ...(state.query.trim() && { query: state.query.trim() }),
  ...state.filters,
});
