// What both pages of the stack's floor start with: i18next with their words, Chakra with the
// product's theme, TanStack Query and React Router's data router.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type Resource } from 'i18next';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getSystem } from '../../../src/components/ui/theme';

export function mount(Page: ComponentType, resources: Resource) {
  void i18next.use(initReactI18next).init({ lng: 'fr', resources });
  const router = createBrowserRouter([{ path: '*', Component: Page }]);
  createRoot(document.getElementById('root')!).render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}
