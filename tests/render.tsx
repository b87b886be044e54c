import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getGetCurrentUserMockHandler } from '@generated/api/auth/auth.msw';
import type { User } from '@generated/model';
import { server } from '@mocks/node';
import { createAppQueryClient, Providers } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { setToken } from '@/lib/session';

/**
 * Renders the whole app at `path`, as in the browser: real routes, guards, providers and
 * mutator, the network answered by MSW. With `user`, that user is signed in.
 */
export function renderApp(path: string, { user }: { user?: User } = {}) {
  if (user) {
    setToken('tok_test');
    server.use(getGetCurrentUserMockHandler(user));
  }
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location, user: userEvent.setup() };
}
