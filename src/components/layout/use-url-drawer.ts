import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// Apart from the drawer itself (record-drawer.tsx): a list whose records open in one reads the
// URL on its first load, and the drawer's code comes only with the drawer.

/**
 * A drawer that lives in the URL (`?<param>=new`, `?<param>=<id>`) beside the list's own state:
 * Back closes it, a reload or a shared link opens it again, the list stays behind it.
 */
export function useUrlDrawer(param: string) {
  const [params, setParams] = useSearchParams();
  const open = params.get(param) ?? undefined;

  const hrefFor = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(param, id);
      return `?${next.toString()}`;
    },
    [params, param],
  );
  const close = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(param);
        return next;
      }),
    [setParams, param],
  );

  return { open, hrefFor, close };
}
