import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasted, wasToasted } from './toaster-store';

export { notifyError, notifySuccess, toaster } from './toaster-store';

// The toasts' machinery is not needed to show a page: it comes with the first toast, which then
// shows (the view takes the toasts already in the store).
const ToasterView = lazy(() => import('./toaster-view'));

export function Toaster() {
  const needed = useSyncExternalStore(subscribeToasted, wasToasted);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
