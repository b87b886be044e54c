import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import {
  holderHistory,
  longHolderHistory,
  userHistory,
} from '@/components/record/mocks/history-fixtures';
import { historyHandlers } from '@/components/record/mocks/history-handlers';
import { holders } from '@/features/holders/mocks/holder-fixtures';
import { accounts } from '@/features/users/mocks/user-fixtures';
import { createUserStore, userHandlers } from '@/features/users/mocks/user-handlers';
import { changeLanguage } from '@/lib/i18n/i18n';
import { holderServer } from '../holders/support';
import { renderApp } from '../render';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => changeLanguage('fr'));

const golfe = holders[0]!;

/** The holder's page over a history server that keeps the requests it received. */
function renderHolder(entries = holderHistory(golfe.id), user = users.admin) {
  const requests: URL[] = [];
  holderServer();
  server.use(...historyHandlers(entries, requests));
  return { ...renderApp(`/main/holders/${golfe.id}`, { user }), requests };
}

const card = () => screen.findByRole('region', { name: /^(Historique|History)$/ });

/** Each entry as read: its heading line, and each changed field's label with before → after. */
const entriesOf = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => {
      const texts = (selector: string) =>
        [...item.querySelectorAll(selector)].map((node) => node.textContent?.replace(/\s+/g, ' '));
      return {
        heading: item.firstElementChild?.firstElementChild?.textContent?.replace(/\s+/g, ' '),
        labels: texts('dt'),
        // Without the words read out to screen readers before each value.
        values: texts('dd').map((text) => text?.replace(/(Avant|Après|Before|After) /g, '')),
      };
    });

describe("a record's History card", () => {
  it("shows a holder's changes newest first: when, who with their role, the action, each field and value in French", async () => {
    const { requests } = renderHolder();
    const region = await card();
    await waitFor(() => expect(entriesOf(region)).toHaveLength(3));
    const [changed, renamed, created] = entriesOf(region);
    expect(changed!.heading).toMatch(
      /^Modification·Karim Ben Salah \(Administrateur\)24 nov\. 2026, \d\d:45$/,
    );
    // The holder's own labels; statuses in words; litres and days as the summary writes them.
    expect(changed!.labels).toEqual([
      'Statut',
      'Capacité de stockage (L)',
      "Date d'identification",
      'Latitude',
    ]);
    expect(changed!.values).toEqual([
      'En attente → Actif',
      '200 L → 1 350,5 L',
      '1 mars 2026 → 2 mars 2026',
      '— → 36,8782',
    ]);
    expect(renamed!.heading).toMatch(/^Modification·Sonia Trabelsi \(Responsable régional\)/);
    expect(renamed!.values).toEqual(['Le Golfe → Restaurant Le Golfe', 'Par semaine → Par mois']);
    // A creation has the values after only.
    expect(created!.heading).toMatch(/^Création·Hédi Mansour \(Super administrateur\)/);
    expect(created!.values).toEqual(['Le Golfe', 'En attente', 'Exclusif']);
    // Nothing the server did not send: three entries, their fields only.
    expect(within(region).queryByRole('navigation')).toBeNull();
    expect(requests.map((url) => url.pathname)).toEqual([`/api/v1/history/holder/${golfe.id}`]);
  });

  it('says the same in English', async () => {
    await changeLanguage('en');
    renderHolder();
    const region = await card();
    await waitFor(() => expect(entriesOf(region)).toHaveLength(3));
    const [changed, renamed] = entriesOf(region);
    expect(changed!.heading).toMatch(
      /^Changed·Karim Ben Salah \(Administrator\)24 Nov 2026, \d\d:45$/,
    );
    expect(changed!.labels).toEqual([
      'Status',
      'Storage capacity (L)',
      'Identification date',
      'Latitude',
    ]);
    expect(changed!.values).toEqual([
      'Pending → Active',
      '200 L → 1,350.5 L',
      '1 Mar 2026 → 2 Mar 2026',
      '— → 36.8782',
    ]);
    expect(renamed!.values).toEqual(['Le Golfe → Restaurant Le Golfe', 'Per week → Per month']);
  });

  it('pages ten entries at a time: older, then newer again', async () => {
    const { requests, user } = renderHolder(longHolderHistory(golfe.id, 25));
    const region = await card();
    await waitFor(() => expect(entriesOf(region)).toHaveLength(10));
    const pager = within(region).getByRole('navigation');
    expect(pager).toHaveTextContent('1–10 sur 25');
    expect(within(pager).getByRole('button', { name: /Plus récentes/ })).toBeDisabled();
    expect(entriesOf(region)[0]!.values).toEqual(['100 L → 101 L']);

    await user.click(within(pager).getByRole('button', { name: /Plus anciennes/ }));
    await waitFor(() => expect(entriesOf(region)[0]!.values).toEqual(['110 L → 111 L']));
    expect(pager).toHaveTextContent('11–20 sur 25');
    await user.click(within(pager).getByRole('button', { name: /Plus anciennes/ }));
    await waitFor(() => expect(entriesOf(region)).toHaveLength(5));
    expect(within(pager).getByRole('button', { name: /Plus anciennes/ })).toBeDisabled();
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);

    await user.click(within(pager).getByRole('button', { name: /Plus récentes/ }));
    await waitFor(() => expect(pager).toHaveTextContent('11–20 sur 25'));
  });

  it('says when nothing is recorded yet', async () => {
    renderHolder([]);
    const region = await card();
    expect(await within(region).findByText('Aucune modification enregistrée.')).toBeVisible();
  });

  it('says when the history cannot be read, and reads it again on "Réessayer"', async () => {
    let fail = true;
    holderServer();
    server.use(
      http.get('*/history/:kind/:id', () =>
        fail
          ? HttpResponse.json(errorBody(500, '500:INTERNAL', 'Erreur interne'), { status: 500 })
          : undefined,
      ),
      ...historyHandlers(holderHistory(golfe.id)),
    );
    const { user } = renderApp(`/main/holders/${golfe.id}`, { user: users.admin });
    const region = await card();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent("Le chargement de l'historique a échoué.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(entriesOf(region)).toHaveLength(3));
  });

  it('names the parts of a lifted non-compliance in the interface language, none in English', async () => {
    const [latest] = holderHistory(golfe.id);
    const lifted = {
      ...latest!,
      action: 'COMPLIANT' as const,
      changes: [
        { field: 'nonCompliance.since', before: '2026-11-20', after: null },
        { field: 'nonCompliance.isccReference', before: 'ISCC-NC-12', after: null },
        { field: 'nonCompliance.createdBy.lastName', before: 'Ben Salah', after: null },
      ],
    };
    renderHolder([lifted]);
    const region = await card();
    await waitFor(() => expect(entriesOf(region)).toHaveLength(1));
    const [entry] = entriesOf(region);
    expect(entry!.heading).toMatch(/^Conformité rétablie·Karim Ben Salah/);
    expect(entry!.labels).toEqual([
      'Non-conformité › Depuis le',
      'Non-conformité › Référence ISCC',
      'Non-conformité › Par › Nom',
    ]);
    expect(entry!.values).toEqual(['20 nov. 2026 → —', 'ISCC-NC-12 → —', 'Ben Salah → —']);
  });

  it("shows an account's permissions in the words of the permissions matrix", async () => {
    const youssef = accounts.youssef;
    server.use(
      ...userHandlers(createUserStore()),
      ...historyHandlers(userHistory(youssef.id, 'Youssef Gharbi')),
    );
    renderApp(`/main/role-management/?user=${youssef.id}`, { user: users.superAdmin });
    const region = await card();
    await waitFor(() => expect(entriesOf(region)).toHaveLength(2));
    const [permissions, signIn] = entriesOf(region);
    expect(permissions!.heading).toMatch(/^Droits modifiés·Hédi Mansour/);
    expect(permissions!.labels).toEqual(['Droits › Détenteurs']);
    expect(permissions!.values).toEqual(['Lire → Lire, Modifier']);
    expect(signIn!.heading).toMatch(/^Connexion·Youssef Gharbi \(Responsable régional\)/);
    expect(signIn!.labels).toEqual([]);
  });
});
