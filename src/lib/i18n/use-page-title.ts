import { useEffect } from 'react';
import { setPageTitle } from './i18n';

/** Names the window after the screen while it is shown (`title` is already translated). */
export function usePageTitle(title: string) {
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(undefined);
  }, [title]);
}
