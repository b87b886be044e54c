import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { changeLanguage } from '@/lib/i18n/i18n';
import { zones } from '@/components/pickers/mocks/area-fixtures';
import { areaStoreHandlers, createAreaStore } from '@/features/areas/mocks/area-handlers';
import { renderApp } from '../render';

// The first screen of a file loads its lazy route cold, and a drawer's form takes keystrokes.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const renderAreas = (path = '/main/settings/areas', user: User = users.superAdmin) => {
  const store = createAreaStore();
  server.use(...areaStoreHandlers(store));
  return { ...renderApp(path, { user }), store };
};

const writes = (store: ReturnType<typeof createAreaStore>, method: string) =>
  store.requests.filter((request) => request.method === method);

const region = (name: string) => screen.getByRole('region', { name });
const drawer = () => screen.getByRole('dialog');

describe('regions and zones screen', () => {
  it('shows each region with its zones, what they serve, and the delegations no zone serves', async () => {
    renderAreas();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Régions et zones' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const nord = await screen.findByRole('region', { name: 'Nord' });
    const rows = within(nord)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ZoneDélégationsGouvernorats',
      'Cap Bon2Nabeul',
      'Grand Tunis3Ariana, Tunis',
    ]);
    expect(within(region('Sud')).getByRole('link', { name: 'Sfax' })).toBeVisible();
    expect(
      screen.getByText(
        "1 délégation n'est servie par aucune zone : aucun détenteur ne peut y être enregistré.",
      ),
    ).toBeVisible();
  });

  it('creates a region in a drawer: the name sent, the new region listed, the drawer closed', async () => {
    const { user, store, location } = renderAreas();
    await user.click(await screen.findByRole('link', { name: 'Nouvelle région' }));
    expect(location()).toBe('/main/settings/areas?region=new');
    // The drawer's code arrives after the list's.
    const name = await within(await screen.findByRole('dialog')).findByRole('textbox', {
      name: /^Nom/,
    });
    await user.type(name, '  Centre  ');
    await user.click(within(drawer()).getByRole('button', { name: 'Créer la région' }));
    await waitFor(() => expect(writes(store, 'POST')).toHaveLength(1));
    expect(writes(store, 'POST')[0]!.body).toEqual({ name: 'Centre' });
    expect(await screen.findByText('Région créée')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Centre' })).toBeVisible();
    await waitFor(() => expect(location()).toBe('/main/settings/areas'));
  });

  it('keeps what was typed and says why when the name is taken', async () => {
    const { user, store } = renderAreas('/main/settings/areas?region=new');
    const name = await within(await screen.findByRole('dialog')).findByRole('textbox', {
      name: /^Nom/,
    });
    await user.type(name, 'Nord');
    await user.click(within(drawer()).getByRole('button', { name: 'Créer la région' }));
    expect(await within(drawer()).findByText('Ce nom est déjà utilisé')).toBeVisible();
    expect(name).toHaveValue('Nord');
    expect(store.regions.map((r) => r.name)).toEqual(['Nord', 'Sud']);
  });

  it('renames a zone and gives it a delegation no zone served, with If-Match', async () => {
    const { user, store } = renderAreas();
    const nord = await screen.findByRole('region', { name: 'Nord' });
    await user.click(within(nord).getByRole('link', { name: 'Grand Tunis' }));
    const name = await within(await screen.findByRole('dialog')).findByRole('textbox', {
      name: /^Nom/,
    });
    // A zone does not change region: it is said, not offered.
    expect(within(drawer()).queryByRole('combobox', { name: /^Région/ })).not.toBeInTheDocument();
    expect(within(drawer()).getByText('Nord')).toBeVisible();
    expect(await within(drawer()).findByText('La Marsa (Tunis)')).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Tunis Nord');
    // One key at a time: a burst of keys into this combobox loses one under jsdom.
    const search = within(drawer()).getByRole('combobox', { name: 'Délégations servies' });
    for (const key of 'kram') await user.type(search, key);
    await user.click(await screen.findByRole('option', { name: 'Le Kram (Tunis) · sans zone' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes(store, 'PATCH')).toHaveLength(1));
    const [patch] = writes(store, 'PATCH');
    expect(patch!.url.pathname).toBe(`/api/v1/areas/zones/${zones.grandTunis.id}`);
    expect(patch!.headers.get('If-Match')).toBe(`"${zones.grandTunis.updatedAt}"`);
    expect(patch!.body).toEqual({
      name: 'Tunis Nord',
      delegationIds: [
        '00000000-0000-4000-8000-000000000303',
        '00000000-0000-4000-8000-000000000302',
        '00000000-0000-4000-8000-000000000301',
        '00000000-0000-4000-8000-000000000399',
      ],
    });
    const renamed = await within(nord).findByRole('link', { name: 'Tunis Nord' });
    expect(renamed.closest('tr')?.textContent).toBe('Tunis Nord4Ariana, Tunis');
    expect(screen.queryByText(/n'est servie par aucune zone/)).not.toBeInTheDocument();
  });

  it('sends only the name when the delegations did not change', async () => {
    const { user, store } = renderAreas(`/main/settings/areas?zone=${zones.capBon.id}`);
    const name = await within(await screen.findByRole('dialog')).findByRole('textbox', {
      name: /^Nom/,
    });
    await user.clear(name);
    await user.type(name, 'Cap Bon Nord');
    await user.click(within(drawer()).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes(store, 'PATCH')).toHaveLength(1));
    expect(writes(store, 'PATCH')[0]!.body).toEqual({ name: 'Cap Bon Nord' });
  });

  it('creates a zone in a chosen region', async () => {
    const { user, store } = renderAreas('/main/settings/areas?zone=new');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Djerba');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la zone' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Région/ }), 'Sud');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la zone' }));
    await waitFor(() => expect(writes(store, 'POST')).toHaveLength(1));
    expect(writes(store, 'POST')[0]!.body).toEqual({
      name: 'Djerba',
      regionId: store.regions.find((r) => r.name === 'Sud')!.id,
      delegationIds: [],
    });
    const sud = await screen.findByRole('region', { name: 'Sud' });
    expect(await within(sud).findByRole('link', { name: 'Djerba' })).toBeVisible();
  });

  it('is refused to anyone but a super administrator, and not offered in their settings', async () => {
    const { store } = renderAreas('/main/settings/areas', users.admin);
    expect(await screen.findByText('Accès refusé', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nouvelle région' })).not.toBeInTheDocument();
    expect(store.requests).toEqual([]);
  });

  it('is reached from the settings of a super administrator, in English too', async () => {
    await changeLanguage('en');
    const { user, location } = renderAreas('/main/settings');
    await user.click(
      await screen.findByRole('link', { name: 'Manage regions and zones' }, { timeout: 15_000 }),
    );
    expect(location()).toBe('/main/settings/areas');
    // The screen's code and words load on the way, which takes more than a second under load.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Regions and zones' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'New zone' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Rename Nord' })).toBeVisible();
  });
});
