import '@fontsource-variable/inter';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import './color-mode';
import { getSystem } from './theme';

/**
 * The system as ChakraProvider reads it when the global CSS is already in the page's stylesheet
 * (`virtual:chakra-global.css`): no global styles and no layer order to insert.
 */
const withoutGlobalCss = (system: SystemContext): SystemContext =>
  // Not a spread: the build's system works out `_global` when it is read (chakra-global-css.ts).
  Object.create(system, {
    _config: { value: { ...system._config, disableLayers: true } },
    _global: { value: [] },
  }) as SystemContext;

let stylesheetSystem: SystemContext | undefined;

/**
 * Chakra with our theme; light or dark mode is applied by ./color-mode. `globalCss`: whether
 * Chakra inserts its global CSS at the first render (stories, tests), or the app's stylesheet
 * carries it, built with the theme (main.tsx imports `virtual:chakra-global.css`).
 */
export function UiProvider({
  children,
  globalCss = 'inserted',
}: {
  children: ReactNode;
  globalCss?: 'inserted' | 'stylesheet';
}) {
  const system =
    globalCss === 'stylesheet' ? (stylesheetSystem ??= withoutGlobalCss(getSystem())) : getSystem();
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
