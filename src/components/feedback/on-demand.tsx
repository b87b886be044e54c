import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * A dialog whose code loads on demand (React `lazy`): nothing until it is first opened, then
 * always rendered, so that it closes with its animation and keeps what was typed in it.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Asks for code loaded on demand `afterMs` (half a second) after the screen is shown (`false`:
 * not needed here, e.g. the caller may not use it), so that it opens at once without weighing on
 * the screen's first load. A failure is left to the opening to show.
 */
export const usePreload = (load: (() => Promise<unknown>) | false, afterMs = 500) =>
  useEffect(() => {
    if (!load) return;
    const timer = setTimeout(() => void load().catch(() => undefined), afterMs);
    return () => clearTimeout(timer);
  }, [load, afterMs]);
