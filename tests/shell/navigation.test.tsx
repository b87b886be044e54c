import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '@mocks/fixtures';
import { renderApp } from '../render';

const navLinks = async () => {
  const nav = (await screen.findAllByRole('navigation', { name: 'Navigation principale' }))[0]!;
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('navigation', () => {
  it('shows every module to a SUPER_ADMIN', async () => {
    renderApp('/main/', { user: users.superAdmin });
    expect(await navLinks()).toEqual([
      'Accueil',
      'Détenteurs',
      'Tournées',
      "Bons d'enlèvement",
      'Dépôts relais',
      'Sous-traitants',
      'Expéditions',
      'Clients',
      'Gestion des rôles',
      'Réclamations',
      "Registre des points d'origine",
      'Bilan matière',
      'Historique',
    ]);
  });

  it('hides the modules the user may not READ', async () => {
    renderApp('/main/', { user: users.subcontractor });
    expect(await navLinks()).toEqual(['Accueil', 'Détenteurs', 'Tournées']);
  });

  it('marks the module the user is in', async () => {
    renderApp('/main/holders/new', { user: users.admin });
    const nav = (await screen.findAllByRole('navigation', { name: 'Navigation principale' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Détenteurs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  it('a direct visit to a module the user may not read shows the denied message', async () => {
    renderApp('/main/relay-depots/', { user: users.subcontractor });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
  });

  it('a direct visit to a create screen without CREATE shows the denied message', async () => {
    renderApp('/main/holders/new', { user: users.subcontractor });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
  });

  it('shows the denied message in English in the English interface', async () => {
    localStorage.setItem('language', 'en');
    renderApp('/main/relay-depots/', { user: users.subcontractor });
    const { changeLanguage } = await import('@/lib/i18n/i18n');
    await changeLanguage('en');
    expect(
      await screen.findByText('You currently dont have access to this action'),
    ).toBeInTheDocument();
  });

  it('shows the create action only with CREATE permission', async () => {
    renderApp('/main/holders/', { user: users.admin });
    expect(await screen.findByRole('link', { name: 'Nouveau' })).toHaveAttribute(
      'href',
      '/main/holders/new',
    );
  });

  it('gives each page a title and breadcrumbs back to its list', async () => {
    renderApp('/main/holders/new', { user: users.admin });
    const trail = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(trail).getByRole('link', { name: 'Détenteurs' })).toHaveAttribute(
      'href',
      '/main/holders/',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nouveau détenteur' }),
    ).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('switches the interface to English and back', async () => {
    const { user } = renderApp('/main/', { user: users.admin });
    await user.click(await screen.findByRole('button', { name: /Menu utilisateur/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
  });
});
