import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import './color-mode';
import { getSystem } from './theme';

/** Chakra with our theme; light or dark mode is applied by ./color-mode. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}
