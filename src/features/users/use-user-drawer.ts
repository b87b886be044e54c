import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter naming the open account: an id, or `new`. */
export const userParam = 'user';

/**
 * The create/edit drawer lives in the URL (`?user=new`, `?user=<id>`) beside the list's own
 * state: Back closes it, a reload or a shared link opens it again, the list stays behind it.
 */
export function useUserDrawer() {
  const [params, setParams] = useSearchParams();
  const open = params.get(userParam) ?? undefined;

  const hrefFor = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(userParam, id);
      return `?${next.toString()}`;
    },
    [params],
  );
  const close = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(userParam);
        return next;
      }),
    [setParams],
  );

  return { open, hrefFor, close };
}
