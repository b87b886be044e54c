import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@generated/model';
import { users } from '@mocks/fixtures';
import { regions, zones } from '@/components/pickers/mocks/area-fixtures';
import { renderApp } from '../render';
import { fastUser, holderServer, picker } from './support';

const sud = regions[1]!;
const permissions = { ...users.admin.permissions, holder: 'READ|CREATE|UPDATE' };

/** A regional manager of the Sud region. */
const managerSud: User = {
  ...users.admin,
  role: 'REGIONAL_MANAGER',
  permissions: { ...permissions, regionId: sud.id, region: { id: sud.id, name: sud.name } },
};

/** A regional manager limited to the Cap Bon zone (Nord). */
const managerCapBon: User = {
  ...managerSud,
  permissions: {
    ...permissions,
    regionId: null,
    region: null,
    zoneId: zones.capBon.id,
    zone: { id: zones.capBon.id, name: zones.capBon.name, regionId: zones.capBon.regionId },
  },
};

const openCreate = async (user: User) => {
  holderServer();
  renderApp('/main/holders/new', { user });
  await screen.findByRole('heading', { level: 1, name: 'Nouveau détenteur' });
  return fastUser();
};

const offered = async (user: ReturnType<typeof fastUser>, label: string) => {
  await user.click(picker(label));
  const list = await screen.findByRole('listbox');
  await within(list).findAllByRole('option', {}, { timeout: 5000 });
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
};

describe("holder form: the places offered are those of the user's area", () => {
  it('rule "a holder is created in the caller\'s area": a Sud manager is offered Sud\'s governorate and delegations only, never Carthage', async () => {
    const user = await openCreate(managerSud);
    expect(await offered(user, 'Délégation')).toEqual(['Sfax Ville']);
    expect(await offered(user, 'Gouvernorat')).toEqual(['Sfax']);
  });

  it('rule "a holder is created in the caller\'s area": a manager of the Cap Bon zone is offered its delegations only', async () => {
    const user = await openCreate(managerCapBon);
    expect(await offered(user, 'Délégation')).toEqual(['Hammamet', 'Nabeul']);
    expect(await offered(user, 'Gouvernorat')).toEqual(['Nabeul']);
  });

  it('an unlimited administrator is offered every delegation', async () => {
    const user = await openCreate(users.superAdmin);
    expect(await offered(user, 'Délégation')).toContain('Carthage');
    expect(await offered(user, 'Délégation')).toContain('Sfax Ville');
  });
});
