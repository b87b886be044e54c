import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

const KEY = 'theme';
const listeners = new Set<() => void>();

const preferred = (): ColorMode => {
  const stored = localStorage.getItem(KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

// Chakra's dark tokens apply under a `.dark` ancestor.
const apply = (mode: ColorMode) => {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
};

let current = preferred();
apply(current);

export const setColorMode = (mode: ColorMode) => {
  localStorage.setItem(KEY, mode);
  current = mode;
  apply(mode);
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Light or dark: the user's choice, else the system's. */
export const useColorMode = (): ColorMode => useSyncExternalStore(subscribe, () => current);
