import type { Faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { relayDepots, relayDepotZones, stockEntries, subcontractors, users } from '../db/schema';
import { DEMO_ACCOUNTS, SUBCONTRACTOR_DEFAULT } from './accounts';
import { ascii } from './names';
import { insertPeople, phone, randomPerson, type Person } from './people';
import type { Geography } from './places';

// [code, name, zone, delegation for the place, fixed id of the contract's examples]
const DEPOTS = [
  [
    'RD-TUN-01',
    'Dépôt relais La Marsa',
    'Grand Tunis',
    'La Marsa',
    'b0ffae76-b5dc-41d7-a6b0-fbee9ac670c7',
  ],
  ['RD-TUN-02', 'Dépôt relais Ben Arous', 'Grand Tunis', 'Ben Arous'],
  ['RD-NAB-01', 'Dépôt relais Nabeul', 'Cap Bon', 'Nabeul', '45643e9e-4435-4953-90c5-dabefc8f495e'],
  ['RD-BIZ-01', 'Dépôt relais Bizerte', 'Bizerte-Zaghouan', 'Bizerte Nord'],
  ['RD-BEJ-01', 'Dépôt relais Béja', 'Béja-Jendouba', 'Béja Nord'],
  ['RD-KEF-01', 'Dépôt relais Le Kef', 'Le Kef-Siliana', 'Le Kef Est'],
  ['RD-SOU-01', 'Dépôt relais Sousse', 'Sahel', 'Sousse Riadh'],
  ['RD-MON-01', 'Dépôt relais Monastir', 'Sahel', 'Monastir'],
  ['RD-SFX-01', 'Dépôt relais Sfax', 'Sfax', 'Sfax Sud'],
  ['RD-KAI-01', 'Dépôt relais Kairouan', 'Kairouan', 'Kairouan Nord'],
  ['RD-KAS-01', 'Dépôt relais Kasserine', 'Kasserine-Sidi Bouzid', 'Kasserine Nord'],
  ['RD-GAB-01', 'Dépôt relais Gabès', 'Sud-Est', 'Gabès Médina'],
  ['RD-GAF-01', 'Dépôt relais Gafsa', 'Sud-Ouest', 'Gafsa Nord'],
] as const;

// [company, zone, fixed id, account id] — the first two are the contract's examples.
const COMPANIES = [
  [
    'EcoHuile Tunis SARL',
    'Grand Tunis',
    'a1b068f4-6967-4049-beaf-956221404870',
    DEMO_ACCOUNTS[3]?.id,
  ],
  ['Cap Bon Recyclage', 'Cap Bon', '8b035cdc-213a-4354-b197-c16a733fa975'],
  ['Tunis Collecte Verte', 'Grand Tunis'],
  ['Bizerte Eco Huiles', 'Bizerte-Zaghouan'],
  ['Nord-Ouest Recyclage', 'Béja-Jendouba'],
  ['Kef Environnement', 'Le Kef-Siliana'],
  ['Sahel Huiles Services', 'Sahel'],
  ['Monastir Recup', 'Sahel'],
  ['Sfax Collecte Verte', 'Sfax'],
  ['Kairouan Recyclage', 'Kairouan'],
  ['Centre-Ouest Environnement', 'Kasserine-Sidi Bouzid'],
  ['Djerba Eco Services', 'Sud-Est'],
  ['Oasis Huiles Sud', 'Sud-Ouest'],
] as const;

export interface Company {
  id: string;
  zoneId: string;
  relayDepotId: string;
}

export interface Depot {
  id: string;
  zoneId: string;
}

export const seedDepots = async (db: Db, faker: Faker, geography: Geography): Promise<Depot[]> => {
  const depots: Depot[] = [];
  for (const [code, name, zone, place, fixedId] of DEPOTS) {
    const zoneId = geography.zoneIds.get(zone) ?? '';
    const delegation = geography.delegations.find((candidate) => candidate.name === place);
    const capacity = faker.helpers.arrayElement([6000, 8000, 10000, 12000, 15000, 20000]);
    const id = fixedId ?? faker.string.uuid();
    const created = faker.date.between({
      from: '2024-01-01T00:00:00Z',
      to: '2024-06-30T00:00:00Z',
    });
    // The depot's ledger opens with its stock (its quantity follows by trigger): some depots
    // above 80% so that the home page has something to warn about.
    const litres = Math.round(capacity * faker.number.float({ min: 0.1, max: 0.97 }));
    await db.insert(relayDepots).values({
      id,
      code,
      name,
      capacity,
      address: `Zone industrielle, ${delegation?.postalCode ?? 1000} ${place}`,
      lat: Number(((delegation?.lat ?? 36.8) + 0.01).toFixed(4)),
      lng: Number(((delegation?.lng ?? 10.18) - 0.01).toFixed(4)),
      email: `depot.${ascii(place)}@collecte-huile.tn`,
      phoneNumber: phone(faker, ['71', '72', '73', '74', '75']),
      createdAt: created,
      updatedAt: created,
    });
    await db.insert(relayDepotZones).values({ relayDepotId: id, zoneId });
    await db.insert(stockEntries).values({
      relayDepotId: id,
      kind: 'OPENING',
      occurredOn: created.toISOString().slice(0, 10),
      litres,
      kg: Math.round(litres * 920) / 1000,
      density: 0.92,
    });
    depots.push({ id, zoneId });
  }
  return depots;
};

export const seedSubcontractors = async (
  db: Db,
  faker: Faker,
  geography: Geography,
  depots: Depot[],
): Promise<Company[]> => {
  const companies: Company[] = [];
  const accounts: Person[] = [];
  const rows: (typeof subcontractors.$inferInsert)[] = [];
  for (const [companyName, zone, fixedId, accountId] of COMPANIES) {
    const zoneId = geography.zoneIds.get(zone) ?? '';
    const depot = faker.helpers.arrayElement(
      depots.filter((candidate) => candidate.zoneId === zoneId),
    );
    const id = fixedId ?? faker.string.uuid();
    const fleetSize = faker.number.int({ min: 1, max: 5 });
    let userId = accountId;
    if (!userId) {
      const person = randomPerson(
        faker,
        'SUBCONTRACTOR',
        `${ascii(companyName).replace(/\./g, '')}.tn`,
      );
      accounts.push({ ...person, status: 'ACTIVE' });
      userId = person.id;
    }
    const start = faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' });
    rows.push({
      id,
      userId,
      companyName,
      zoneId,
      relayDepotId: depot.id,
      contractStartDate: start,
      contractEndDate: new Date(
        start.getTime() + faker.number.int({ min: 1, max: 3 }) * 365 * 86_400_000,
      ),
      collectionCapacity: faker.helpers.arrayElement([1500, 2000, 2500, 3500, 5000]),
      assignedTankCapacity: faker.helpers.arrayElement([800, 1200, 1500, 2400]),
      fleetSize,
      vehicleCapacities: Array.from({ length: faker.number.int({ min: 0, max: fleetSize }) }, () =>
        faker.helpers.arrayElement([800, 1000, 1200, 1500, 2000]),
      ),
      managerSubcontractorId: null,
      createdAt: start,
      updatedAt: start,
    });
    companies.push({ id, zoneId, relayDepotId: depot.id });
  }
  await insertPeople(
    db,
    accounts,
    (person) => ({
      regionId: null,
      zoneId: rows.find((row) => row.userId === person.id)?.zoneId ?? null,
    }),
    () => SUBCONTRACTOR_DEFAULT,
  );
  // Cap Bon Recyclage works for EcoHuile, as in the contract's example.
  const managed = rows.find((row) => row.companyName === 'Cap Bon Recyclage');
  if (managed) managed.managerSubcontractorId = rows[0]?.id ?? null;
  await db.insert(subcontractors).values(rows);
  return companies;
};

export interface Driver {
  id: string;
  zoneId: string;
  subcontractorId: string | null;
}

/**
 * Every driver works for a company of its zone, in turn (no randomness: the rest of the demo
 * stays the same); the demo DRIVER account works for EcoHuile, the demo SUBCONTRACTOR's company.
 */
export const attachDrivers = async (
  db: Db,
  drivers: { id: string; zoneId: string }[],
  companies: Company[],
  demoDriverId: string | undefined,
): Promise<Driver[]> => {
  const turn = new Map<string, number>();
  const attached = drivers.map((driver) => {
    const local = companies.filter((company) => company.zoneId === driver.zoneId);
    const index = turn.get(driver.zoneId) ?? 0;
    turn.set(driver.zoneId, index + 1);
    const company = driver.id === demoDriverId ? companies[0] : local[index % local.length];
    return { ...driver, subcontractorId: company?.id ?? null };
  });
  for (const driver of attached) {
    await db
      .update(users)
      .set({ subcontractorId: driver.subcontractorId })
      .where(eq(users.id, driver.id));
  }
  return attached;
};
