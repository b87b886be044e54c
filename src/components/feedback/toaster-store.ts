import { createToaster } from '@chakra-ui/react';

/** Spec section 9: toasts last 4000 ms and at most 3 are visible at once. */
export const toaster = createToaster({
  placement: 'top-end',
  duration: 4000,
  max: 3,
  pauseOnPageIdle: true,
});

export const notifyError = (message: string) =>
  toaster.create({ type: 'error', description: message, closable: true });

export const notifySuccess = (message: string) =>
  toaster.create({ type: 'success', description: message, closable: true });

// Whether a toast was ever created: the view (and its code) is needed from then on.
let toasted = false;
const listeners = new Set<() => void>();
toaster.subscribe(() => {
  if (toasted) return;
  toasted = true;
  listeners.forEach((listener) => listener());
});

export const subscribeToasted = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const wasToasted = () => toasted;
