import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListHoldersMockHandler } from '@generated/api/holders/holders.msw';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { getToken } from '@/lib/session';
import { renderApp } from '../render';

// A file of its own: the menu library keeps its open layers in module state, and a menu left
// open by an earlier test in the same file would swallow this one's selection.
describe('sign-out', () => {
  it('signs out: tells the server, forgets the token and the cached data, goes to sign-in', async () => {
    let signedOut = false;
    server.use(
      http.post('*/auth/signout', () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
      getListHoldersMockHandler(),
    );
    const { user, location } = renderApp('/main/', { user: users.admin });
    await user.click(await screen.findByRole('button', { name: /Menu utilisateur/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(signedOut).toBe(true));
    await waitFor(() => expect(location()).toBe('/auth/signin/'));
    expect(getToken()).toBeNull();
    expect(screen.queryByText('Amira Trabelsi')).not.toBeInTheDocument();
  });
});
