import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { defaultPeriod } from '@/features/origin-register/api/register-state';
import {
  manyEntries,
  registerEntries,
  registerReader,
} from '@/features/origin-register/mocks/origin-register-fixtures';
import {
  createRegisterStore,
  registerHandlers,
} from '@/features/origin-register/mocks/origin-register-handlers';
import { renderApp } from '../render';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const screenPath = '/main/origin-register';

function renderRegister(
  path = screenPath,
  {
    user = registerReader,
    entries = registerEntries,
  }: { user?: User; entries?: typeof registerEntries } = {},
) {
  const store = createRegisterStore(entries);
  server.use(...registerHandlers(store));
  return {
    ...renderApp(path, { user }),
    store,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const tableOf = (caption: RegExp) => screen.getByRole('table', { name: caption });
const sampleTable = () => tableOf(/^Échantillon des points d'origine/);
const registerTable = () => tableOf(/^Registre des points d'origine de la période/);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

/** The blobs the page saved, and under which names. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:register';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: last! });
  });
  return files;
}

describe('points-of-origin register (/main/origin-register)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is in the menu for who may read the register, and only for them', async () => {
    renderRegister('/main/');
    expect(
      await screen.findByRole('link', { name: "Registre des points d'origine" }),
    ).toHaveAttribute('href', screenPath);
  });

  it('is neither in the menu nor open without declaration READ', async () => {
    renderRegister(screenPath, { user: users.admin });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: "Registre des points d'origine" })).toBeNull();
  });

  it('shows the last three whole months by default, keeps the seed the server drew, the sample and the register', async () => {
    const { store, location } = renderRegister();
    await waitFor(() => expect(bodyRows(registerTable())).toHaveLength(5));
    const { from, to } = defaultPeriod();
    const asked = store.requests[0]!.searchParams;
    expect(asked.get('from')).toBe(from);
    expect(asked.get('to')).toBe(to);
    expect(asked.has('seed')).toBe(false);
    // The server's seed goes into the URL and the seed field, so that the sample stays.
    await waitFor(() => expect(location()).toBe(`${screenPath}?seed=424242`));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Graine du tirage' })).toHaveValue('424242'),
    );
    expect(screen.getByText(/tirée de la graine 424242/)).toBeVisible();

    // ceil(sqrt(5)) = 3 holders to call, with their rank.
    const sample = bodyRows(sampleTable());
    expect(sample.map((row) => cells(row)[0])).toEqual(['1', '2', '3']);

    const headers = within(registerTable())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Numéro',
      'Détenteur',
      'Catégorie',
      'Gouvernorat / Zone',
      expect.stringMatching(/^Déclaration au \d{1,2} \S+ \d{4}$/),
      'Plus de 10 t/mois',
      'Graisse animale',
      'Non-conformité',
      'Litres / kg',
    ]);
    const [golfe, jasmins, cafe, friterie] = bodyRows(registerTable());
    expect(cells(golfe!)).toEqual([
      'DT-000101',
      'Restaurant Le Golfe',
      'Exclusif',
      'TunisGrand Tunis',
      'Valide14 mars 2026',
      'Non',
      'Non',
      '—',
      '1 250,5 L1 150,46 kg',
    ]);
    expect(cells(jasmins!).slice(2, 7)).toEqual([
      'Partiel',
      'TunisGrand Tunis',
      'Expirée2 mai 2025',
      'Oui',
      'Oui',
    ]);
    expect(cells(cafe!).slice(4, 7)).toEqual(['Manquante', '—', '—']);
    expect(cells(friterie!)[7]).toBe(
      'ISCC-NC-2026-0142Depuis le 2 oct. 2026 — Déclaration fausse sur l’origine des graisses',
    );
    // The totals: 4,865.75 litres at 0.92 kg a litre.
    expect(screen.getByText('4 865,75 L')).toBeVisible();
    expect(screen.getByText('4 476,49 kg')).toBeVisible();
  });

  it('draws again from a seed typed, and from a new one the server chooses', async () => {
    const { store, user, location } = renderRegister();
    await waitFor(() => expect(location()).toContain('seed=424242'));
    const seed = screen.getByRole('textbox', { name: 'Graine du tirage' });
    await user.clear(seed);
    await user.type(seed, '7');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(store.requests.at(-1)!.searchParams.get('seed')).toBe('7'));
    expect(location()).toContain('seed=7');
    await waitFor(() => expect(screen.getByText(/tirée de la graine 7\./)).toBeVisible());

    store.chosenSeed = 99;
    await user.click(screen.getByRole('button', { name: 'Nouveau tirage' }));
    await waitFor(() => expect(location()).toContain('seed=99'));
    expect(store.requests.at(-1)!.searchParams.has('seed')).toBe(false);
    await waitFor(() => expect(seed).toHaveValue('99'));
  });

  it('refuses a period that ends before it starts, in the server’s words, without asking it', async () => {
    const { store, user } = renderRegister(`${screenPath}?from=2026-08-01&to=2026-10-31&seed=5`);
    await waitFor(() => expect(bodyRows(registerTable())).toHaveLength(5));
    const asked = store.requests.length;
    const to = screen.getByLabelText('Au');
    await user.clear(to);
    await user.type(to, '2026-07-01');
    expect(
      screen.getByText('La fin de la période doit être le même jour que son début ou après'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(store.requests).toHaveLength(asked);
  });

  it('pages through the register; the sample keeps its own page', async () => {
    const { store, user } = renderRegister(`${screenPath}?from=2026-08-01&to=2026-10-31&seed=5`, {
      entries: manyEntries(30),
    });
    await waitFor(() => expect(bodyRows(registerTable())).toHaveLength(25));
    expect(bodyRows(sampleTable())).toHaveLength(6);
    // Six to call: one page, so no pages to turn.
    expect(screen.queryByRole('navigation', { name: "Pages de l'échantillon" })).toBeNull();
    await user.click(screen.getByRole('button', { name: /suivante/i }));
    await waitFor(() => expect(bodyRows(registerTable())).toHaveLength(5));
    expect(store.requests.at(-1)!.searchParams.get('page')).toBe('2');
    expect(bodyRows(sampleTable())).toHaveLength(6);
  });

  it('shows the sample 25 at a time in the order drawn, its page in the URL, and a new draw from its first page', async () => {
    // 700 holders: 27 to call.
    const { store, user, location } = renderRegister(
      `${screenPath}?from=2026-08-01&to=2026-10-31&seed=5`,
      { entries: manyEntries(700) },
    );
    await waitFor(() => expect(bodyRows(sampleTable())).toHaveLength(25));
    const ranks = () => bodyRows(sampleTable()).map((row) => cells(row)[0]);
    expect(ranks()).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
    const pages = screen.getByRole('navigation', { name: "Pages de l'échantillon" });
    expect(within(pages).getByText('1–25 sur 27')).toBeVisible();
    // The page size is the sample's own: no choice of it here.
    expect(within(pages).queryByRole('combobox')).toBeNull();

    const asked = store.requests.length;
    await user.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(ranks()).toEqual(['26', '27']));
    expect(location()).toContain('samplePage=2');
    // The sample came whole with the register: its pages ask the server nothing.
    expect(store.requests).toHaveLength(asked);
    // The register's own pages did not move.
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('1–25 sur 700'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Nouveau tirage' }));
    await waitFor(() => expect(location()).not.toContain('samplePage'));
    await waitFor(() => expect(ranks()).toHaveLength(25));
  });

  it('exports the sample as CSV, rank first and the seed in its header, in French', async () => {
    const files = captureDownloads();
    const { user } = renderRegister(`${screenPath}?from=2026-08-01&to=2026-10-31&seed=5`);
    await waitFor(() => expect(bodyRows(sampleTable())).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: "Exporter l'échantillon en CSV" }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('echantillon-points-origine-2026-08-01-2026-10-31-5.csv');
    const lines = (await files[0]!.blob.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Rang du tirage (graine 5);Numéro;Détenteur;Catégorie;Gouvernorat;Zone;Déclaration au 2026-10-31;Signée le;Plus de 10 t/mois;Graisse animale;Non-conforme depuis;Motif;Référence ISCC;Litres;kg',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['1', '2', '3']);
  });

  it('exports the whole register as CSV, every page', async () => {
    const files = captureDownloads();
    const { user } = renderRegister(`${screenPath}?from=2026-08-01&to=2026-10-31&seed=5`, {
      entries: manyEntries(130),
    });
    await waitFor(() => expect(bodyRows(registerTable())).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Exporter le registre en CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.blob.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines).toHaveLength(131);
    expect(lines[1]).toBe(
      'DT-000200;Détenteur 1;Exclusif;Tunis;Grand Tunis;Valide;2026-03-14;Non;Non;;;;0,5;0,46;',
    );
  });

  it('downloads the PDF the server makes, for the period and seed shown', async () => {
    const files = captureDownloads();
    const { store, user } = renderRegister(`${screenPath}?from=2026-08-01&to=2026-10-31&seed=5`);
    await waitFor(() => expect(bodyRows(registerTable())).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Exporter le registre en PDF' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const asked = store.requests.at(-1)!;
    expect(asked.pathname).toMatch(/\/origin-register\/pdf$/);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      from: '2026-08-01',
      to: '2026-10-31',
      seed: '5',
      part: 'register',
    });
    expect(files[0]!.name).toBe('registre-points-origine-2026-08-01-2026-10-31-5.pdf');
    expect(files[0]!.blob.type).toBe('application/pdf');
    expect(await files[0]!.blob.text()).toBe('%PDF-1.3 fake');
  });
});
