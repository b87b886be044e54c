import { createElement, lazy, useCallback, useEffect, useRef, type ReactElement } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { OpenedOnce, usePreload } from '@/components/feedback/on-demand';

// The question and its dialog machinery are loaded once the form has edits (usePreload), not
// with the form.
const loadDialog = () => import('./unsaved-changes-dialog');
const UnsavedChangesDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.UnsavedChangesDialog })),
);

export interface UnsavedChangesGuard {
  /** The question asked before leaving; render it once inside the form. */
  dialog: ReactElement;
  /**
   * Lets the next navigation through without asking. For a save or a cancel that navigates at
   * once: the form's reset reaches the router only after the next render, too late for a
   * `navigate()` called in the same handler.
   */
  allowNextNavigation: () => void;
}

/**
 * Asks before the user leaves a form with edits: an in-app navigation (link, Back) opens a
 * dialog, closing or reloading the tab gets the browser's own question. Needs a data router
 * (createBrowserRouter / createMemoryRouter), which useBlocker requires.
 */
export function useUnsavedChanges(isDirty: boolean): UnsavedChangesGuard {
  const allowed = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (allowed.current) {
        allowed.current = false;
        return false;
      }
      return (
        isDirty &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search)
      );
    },
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);
  usePreload(isDirty && loadDialog);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return {
    dialog: createElement(OpenedOnce, {
      open: blocker.state === 'blocked',
      children: createElement(UnsavedChangesDialog, {
        open: blocker.state === 'blocked',
        onStay: () => blocker.reset?.(),
        onLeave: () => blocker.proceed?.(),
      }),
    }),
    allowNextNavigation,
  };
}
