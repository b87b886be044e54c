import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate, User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { renderApp } from '../render';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Answers profile updates as the server does (the user with what was sent) and keeps the bodies. */
const captureProfileUpdates = (user: User) => {
  const bodies: ProfileUpdate[] = [];
  server.use(
    http.patch('*/auth/profile', async ({ request }) => {
      const body = (await request.json()) as ProfileUpdate;
      bodies.push(body);
      return HttpResponse.json({ ...user, ...body });
    }),
  );
  return bodies;
};

const switchTo = async (
  view: ReturnType<typeof renderApp>,
  menu: RegExp,
  language: 'English' | 'Français',
) => {
  await view.user.click(await screen.findByRole('button', { name: menu }));
  await view.user.click(await screen.findByRole('menuitemradio', { name: language }));
};

describe('the interface language on the page and on the account', () => {
  it('rule "html lang and window title follow the language": each screen names the window, in the chosen language', async () => {
    const view = renderApp('/main/holders/', { user: users.admin });
    captureProfileUpdates(users.admin);
    await screen.findByRole('heading', { level: 1, name: 'Détenteurs' });
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(document.title).toBe("Détenteurs · Collecte d'huile"));

    await switchTo(view, /Menu utilisateur/, 'English');
    await screen.findByRole('heading', { level: 1, name: 'Holders' });
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Holders · Oil collection'));

    await view.user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Home',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(() => expect(document.title).toBe('Home · Oil collection'));
  });

  it("a list's cells follow the language: no status or frequency is kept from the language before", async () => {
    const view = renderApp('/main/holders/', { user: users.admin });
    captureProfileUpdates(users.admin);
    await screen.findByRole('table');
    const cells = async () => {
      await waitFor(() =>
        expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1),
      );
      return within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent)
        .join(' ');
    };
    const french = await cells();
    expect(french).toMatch(/Actif|En attente|Inactif/);
    expect(french).toMatch(/× par (jour|semaine|mois)/);

    await switchTo(view, /Menu utilisateur/, 'English');
    await screen.findByRole('heading', { level: 1, name: 'Holders' });
    await waitFor(async () => expect(await cells()).toMatch(/× (daily|weekly|monthly)/));
    const english = await cells();
    expect(english).toMatch(/Active|Pending|Inactive/);
    expect(english).not.toMatch(/Actif|En attente|Inactif|× par/);
  });

  it('rule "the choice is kept on the account": switching language sends it in PATCH /auth/profile, once', async () => {
    const view = renderApp('/main/', { user: users.admin });
    const bodies = captureProfileUpdates(users.admin);
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    await switchTo(view, /Menu utilisateur/, 'English');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(() => expect(bodies).toEqual([{ language: 'en' }]));
    // The account's answer does not switch the interface back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();

    await switchTo(view, /User menu/, 'Français');
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    await waitFor(() => expect(bodies).toEqual([{ language: 'en' }, { language: 'fr' }]));
  });

  it('rule "the choice is kept on the account": the settings screen saves it too', async () => {
    const view = renderApp('/main/settings', { user: users.admin });
    const bodies = captureProfileUpdates(users.admin);
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' }, { timeout: 15_000 });
    await view.user.click(screen.getByRole('radio', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(bodies).toEqual([{ language: 'en' }]));
  });

  it('rule "after sign-in the account\'s language applies": an account in English opens in English on a French browser', async () => {
    localStorage.setItem('language', 'fr');
    renderApp('/main/', { user: { ...users.admin, language: 'en' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('an account without a saved language keeps the language of the browser and sends nothing', async () => {
    const bodies = captureProfileUpdates(users.admin);
    renderApp('/main/', { user: users.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
