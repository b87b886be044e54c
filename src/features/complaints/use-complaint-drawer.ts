import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter naming the open complaint: an id, or `new`. */
export const complaintParam = 'complaint';

/**
 * The drawer lives in the URL (`?complaint=new`, `?complaint=<id>`) beside the list's own state:
 * Back closes it, a reload or a shared link opens it again, the list stays behind it.
 */
export function useComplaintDrawer() {
  const [params, setParams] = useSearchParams();
  const open = params.get(complaintParam) ?? undefined;

  const hrefFor = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(complaintParam, id);
      return `?${next.toString()}`;
    },
    [params],
  );
  const close = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(complaintParam);
        return next;
      }),
    [setParams],
  );

  return { open, hrefFor, close };
}
