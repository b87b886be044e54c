import { useSyncExternalStore } from 'react';
import { usePreload } from './on-demand';

type Region = typeof import('./toast-region');

let region: Region | undefined;
let loading: Promise<Region> | undefined;
const listeners = new Set<() => void>();

/**
 * When the toasts' code loads without a toast asking for it: once the first screen is drawn
 * (a cold visit shows its rows in under a second here). Half a second was tried: the chunk then
 * arrived while the rows were drawn, and they came 1.03–1.07 × as late.
 */
const PRELOAD_AFTER_MS = 3000;

/**
 * The toasts' code (./toast-region.tsx: Zag's toast machines and Chakra's toast parts, about
 * 13 KB gzip of the entry), kept out of the first screen: loaded by the first toast, or
 * PRELOAD_AFTER_MS after the app is shown, so that it is there before most failures that would
 * need it. A failed load is tried again by the next toast. Tests load it beforehand.
 */
export const loadToaster = () =>
  (loading ??= import('./toast-region').then(
    (module) => {
      region = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

const notify = (type: 'error' | 'success' | 'warning') => (message: string) => {
  void loadToaster().then(
    ({ toaster }) => toaster.create({ type, description: message, closable: true }),
    // Its code could not be fetched (the network is gone): nothing to show it with.
    () => undefined,
  );
};

export const notifyError = notify('error');

export const notifySuccess = notify('success');

/** Done, but not all of it: a new account whose temporary password could not be sent. */
export const notifyWarning = notify('warning');

/** Takes every toast off the screen (tests, between two of them). */
export const clearToasts = () => region?.toaster.remove();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the toasts show, once their code is there (toasts created before it show then). */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribe, () => region);
  usePreload(loadToaster, PRELOAD_AFTER_MS);
  return loaded ? <loaded.ToastRegion /> : null;
}
