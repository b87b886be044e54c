import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { driver, driverHomeStats, homeStats, noReader } from '@/features/home/mocks/home-fixtures';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderApp } from '../render';

// The first screen of a file loads its lazy route and the session: slower on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** The home page for `user`, the stats call answered by `answer`; `calls` counts the calls. */
function renderHome(
  user: User = users.admin,
  answer: (call: number) => Response = () => HttpResponse.json(homeStats),
) {
  const calls = { count: 0 };
  server.use(
    http.get('*/stats/home', () => {
      calls.count += 1;
      return answer(calls.count);
    }),
  );
  return { ...renderApp('/main/', { user }), calls };
}

const figure = (name: string) => screen.findByRole('link', { name });
/** The card of a figure: its name's heading, value and context line. */
const card = async (name: string) => (await figure(name)).closest<HTMLElement>('.chakra-linkbox')!;

describe('home (/main/)', () => {
  it('keeps the welcome and shows every figure with its value and context', async () => {
    renderHome();
    expect(
      await screen.findByText('Bonjour Amira, bienvenue dans le back-office de collecte.'),
    ).toBeInTheDocument();
    const text = async (name: string) => (await card(name)).textContent;
    // fr-TN groups thousands with a space and writes a decimal comma.
    expect(await text('Collecté ce mois')).toMatch(/18\s432,5\sL.*novembre 2026, bons confirmés/);
    expect(await text('Bons en attente de décision')).toMatch(/14À confirmer ou à refuser/);
    expect(await text('Dépôts relais presque pleins')).toMatch(/2Remplis à 80 % ou plus/);
    expect(await text('Détenteurs en retard de collecte')).toMatch(
      /9Échéance passée depuis la dernière collecte · 4 jamais collectés/,
    );
    expect(await text('Tournées planifiées cette semaine')).toMatch(
      /6Prévues du 16 nov\. au 22 nov\./,
    );
    expect(await text('Réclamations ouvertes')).toMatch(/3.*2 en cours de traitement/);
  });

  it('each figure links to the filtered list that makes it: overdue=true, neverCollected=true, tours planned this week, depots at the shared 80 % threshold', async () => {
    renderHome();
    const href = async (name: string) => (await figure(name)).getAttribute('href');
    expect(await href('Collecté ce mois')).toBe(
      '/main/removal-vouchers/?status=CONFIRMED&removalDateFrom=2026-11-01&removalDateTo=2026-11-30',
    );
    expect(await href('Bons en attente de décision')).toBe(
      '/main/removal-vouchers/?status=AWAITING',
    );
    expect(await href('Dépôts relais presque pleins')).toBe(
      '/main/relay-depots/?minFillRate=0.8&sortField=fillRate&sortOrder=desc',
    );
    expect(await href('Détenteurs en retard de collecte')).toBe('/main/holders/?overdue=true');
    expect(await href('4 jamais collectés')).toBe('/main/holders/?neverCollected=true');
    expect(await href('Tournées planifiées cette semaine')).toBe(
      '/main/routing/?plannedDateFrom=2026-11-16&plannedDateTo=2026-11-22&sortField=plannedDate&sortOrder=asc',
    );
    expect(await href('Réclamations ouvertes')).toBe('/main/complaints?status=OPEN');
    expect(await href('2 en cours de traitement')).toBe('/main/complaints?status=IN_PROGRESS');
    expect(await href('Hôtel Les Orangers')).toBe(
      '/main/holders/05ded438-c15c-4c87-94e7-8ab66d885948',
    );
    expect(await href('Voir tous les détenteurs en retard')).toBe('/main/holders/?overdue=true');
  });

  it('vouchers awaiting a decision: work to do for who may decide (UPDATE), information for the others', async () => {
    renderHome(driver, () => HttpResponse.json(driverHomeStats));
    const info = (await figure('Vos bons en attente de décision')).closest<HTMLElement>(
      '.chakra-linkbox',
    )!;
    expect(info).toHaveTextContent(/3Pour information : un responsable les confirme ou les refuse/);
    expect(info).toHaveAttribute('data-attention', 'false');
    expect(screen.queryByText('À confirmer ou à refuser')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Bons en attente de décision' }),
    ).not.toBeInTheDocument();
  });

  it('following the overdue figure opens the holder list filtered on overdue=true, its filter shown', async () => {
    const { user, location } = renderHome();
    await user.click(await figure('Détenteurs en retard de collecte'));
    await waitFor(() => expect(location()).toBe('/main/holders/?overdue=true'));
    expect(await screen.findByRole('combobox', { name: 'Collecte' })).toHaveDisplayValue(
      'En retard de collecte',
    );
  });

  it('following a figure opens its list with the filter in the URL', async () => {
    const { user, location } = renderHome();
    await user.click(await figure('Bons en attente de décision'));
    await waitFor(() => expect(location()).toBe('/main/removal-vouchers/?status=AWAITING'));
  });

  it('trend: 12 monthly bars described in words and listed in a table', async () => {
    const { user } = renderHome();
    const chart = await screen.findByRole('img', { name: /^Litres collectés par mois/ });
    expect(chart).toHaveAccessibleName(
      expect.stringMatching(
        /de décembre 2025 à novembre 2026 : 18\s432,5\sL en novembre 2026 \(mois en cours\), le plus haut 33\s120,5\sL en août 2026\.$/,
      ),
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    await user.click(screen.getByText('Afficher les données du graphique'));
    const table = screen.getByRole('table', { name: 'Litres collectés par mois' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent(/^décembre 202521\s250\sL$/);
    expect(rows[11]).toHaveTextContent(/^novembre 2026 \(en cours\)18\s432,5\sL$/);
  });

  it('most overdue holders: days late since the last collection, and how many more', async () => {
    renderHome();
    const list = (
      await screen.findByRole('heading', { name: 'Détenteurs les plus en retard' })
    ).closest<HTMLElement>('.chakra-card__root')!;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      'Hôtel Les Orangers34 jours de retardDT-2024-000187 · Hammamet · Dernière collecte le 12 octobre 2026',
    );
    expect(items[2]).toHaveTextContent(/2 jours de retard.*Dernière collecte le 21 octobre 2026$/);
    expect(within(list).getByText('et 6 autres')).toBeInTheDocument();
  });

  it('hides a figure whose resource the user may not READ, even when the server sends it', async () => {
    renderHome(driver);
    await figure('Tournées planifiées cette semaine');
    expect(
      screen.getByRole('link', { name: 'Vos bons en attente de décision' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collecté ce mois' })).toBeInTheDocument();
    for (const hidden of [
      'Dépôts relais presque pleins',
      'Détenteurs en retard de collecte',
      'Réclamations ouvertes',
      'Hôtel Les Orangers',
    ]) {
      expect(screen.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: /^Litres collectés par mois/ })).toBeInTheDocument();
  });

  it('hides a figure the server did not compute (null)', async () => {
    renderHome(users.admin, () => HttpResponse.json(driverHomeStats));
    expect(await figure('Bons en attente de décision')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Dépôts relais presque pleins' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Réclamations ouvertes' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Détenteurs les plus en retard' }),
    ).not.toBeInTheDocument();
  });

  it('without READ on any figure: a sentence, and no stats call', async () => {
    const { calls } = renderHome(noReader);
    expect(
      await screen.findByText(/Vos droits ne donnent accès à aucun indicateur/),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /Collecté|Bons|Tournées/ })).toHaveLength(0);
    expect(calls.count).toBe(0);
  });

  it('error: the message and a retry that loads the figures', async () => {
    const failure = () =>
      HttpResponse.json(
        errorBody(500, '500:INTERNAL_SERVER_ERROR', 'Le service est momentanément indisponible'),
        { status: 500 },
      );
    // The mutator retries a 5xx once: the first two calls fail, the retry button's succeeds.
    const { user, calls } = renderHome(users.admin, (call) =>
      call <= 2 ? failure() : HttpResponse.json(homeStats),
    );
    expect(
      await screen.findByText("Les indicateurs n'ont pas pu être chargés."),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Le service est momentanément indisponible')[0]).toBeVisible();
    expect(calls.count).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await figure('Bons en attente de décision')).toBeInTheDocument();
    expect(calls.count).toBe(3);
  });

  it('a month that is not a calendar month shows as it came, without breaking the page', async () => {
    const months = homeStats.collected!.months.map((month, index) =>
      index === 0 ? { ...month, month: '^9588-(09|12)$' } : month,
    );
    const { user } = renderHome(users.admin, () =>
      HttpResponse.json({ ...homeStats, collected: { ...homeStats.collected!, months } }),
    );
    await user.click(await screen.findByText('Afficher les données du graphique'));
    const table = screen.getByRole('table', { name: 'Litres collectés par mois' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /^\^9588-\(09\|12\)\$21\s250\sL$/,
    );
  });

  it('in English: texts, en-GB numbers and days', async () => {
    await changeLanguage('en');
    renderHome();
    expect(await card('Collected this month')).toHaveTextContent(
      /18,432\.5\sL.*November 2026, confirmed vouchers/,
    );
    expect(await card('Tours planned this week')).toHaveTextContent(
      /Planned from 16 Nov to 22 Nov/,
    );
    expect(await card('Holders overdue for collection')).toHaveTextContent(/4 never collected/);
    expect(screen.getByText('34 days overdue')).toBeInTheDocument();
    expect(screen.getByText('and 6 more')).toBeInTheDocument();
  });
});
