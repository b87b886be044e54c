import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { tours } from '@/features/tours/mocks/tour-fixtures';
import { DENIED, refuse } from '../refusals';
import { renderTours, sent } from './support';

const marsa = tours.marsa;

/**
 * The demo subcontractor's rights: tours READ|UPDATE, holders and drivers, no depot nor company;
 * the account of the company that owns the tour.
 */
const subcontractor: User = {
  ...users.subcontractor,
  subcontractorId: marsa.subcontractorId,
  permissions: {
    ...users.subcontractor.permissions,
    tour: 'READ|UPDATE',
    driver: 'READ|CREATE|UPDATE',
    removalVoucher: 'READ|CREATE',
  },
};

let stop = () => {};
afterEach(() => stop());

describe('tour edit and the rights of the role', () => {
  it('rule "no call the role may not make": without relayDepot and subcontractor READ the depot, companies and zone are shown as they are, nothing refused, no toast', async () => {
    const view = renderTours(`/main/routing/${marsa.id}`, { user: subcontractor });
    const refusal = refuse(
      '*/relay-depots',
      '*/relay-depots/by-zone/:zoneId',
      '*/subcontractors',
      '*/subcontractors/by-zone/:zoneId',
    );
    stop = refusal.stop;
    await screen.findByRole('heading', {
      level: 1,
      name: `Tournée ${marsa.zone.name} · ${marsa.relayDepot.name}`,
    });
    await view.user.click(screen.getByRole('button', { name: 'Modifier' }));
    await screen.findByRole('button', { name: 'Enregistrer' });

    const depot = screen.getByRole('combobox', { name: /^Dépôt relais/ });
    expect(depot).toBeDisabled();
    expect(depot).toHaveValue(marsa.relayDepot.name);
    const company = screen.getByRole('combobox', { name: 'Sous-traitant' });
    expect(company).toBeDisabled();
    expect(company).toHaveValue(marsa.subcontractor.companyName);
    expect(screen.getByRole('combobox', { name: /^Sous-traitant assigné/ })).toBeDisabled();
    // Another zone would empty them with no way to choose again.
    expect(screen.getByRole('combobox', { name: /^Zone/ })).toBeDisabled();
    // The driver and the stops stay editable: the role may list drivers and holders.
    expect(screen.getByRole('combobox', { name: /^Chauffeur/ })).toBeEnabled();

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refusal.refused()).toEqual([]);
    expect(screen.queryByText(DENIED)).toBeNull();

    // The tour is saved with the depot and companies it had.
    await view.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(sent(view.store, 'PATCH')[0]!.body).toMatchObject({
      relayDepotId: marsa.relayDepotId,
      subcontractorId: marsa.subcontractorId,
    });
  });

  it('with relayDepot and subcontractor READ the pickers stay open', async () => {
    const view = renderTours(`/main/routing/${marsa.id}`);
    await screen.findByRole('heading', { level: 1 });
    await view.user.click(screen.getByRole('button', { name: 'Modifier' }));
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(screen.getByRole('combobox', { name: /^Dépôt relais/ })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: /^Sous-traitant assigné/ })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: /^Zone/ })).toBeEnabled();
  });
});
