import type { Faker } from '@faker-js/faker';
import { CollectFrequencyType, HolderCategory } from '@generated/model';
import type { Db } from '../db/client';
import { holders } from '../db/schema';
import {
  BUSINESS_KINDS,
  BUSINESS_NAMES,
  FIRST_NAMES,
  LAST_NAMES,
  OIL_TYPES,
  STREETS,
  ascii,
} from './names';
import type { Company } from './network';
import { phone } from './people';
import type { Geography, SeededDelegation } from './places';

const BATCH = 1000;

export interface SeededHolder {
  id: string;
  zoneId: string;
  subcontractorId: string | null;
}

/** Greater Tunis, Cap Bon, the Sahel and Sfax hold most of the restaurants and hotels. */
const weightOf = (delegation: SeededDelegation) =>
  ['Grand Tunis', 'Sahel', 'Sfax', 'Cap Bon'].includes(delegation.zoneName) ? 4 : 1;

const holderRow = (
  faker: Faker,
  index: number,
  delegation: SeededDelegation,
  companies: Company[],
): typeof holders.$inferInsert => {
  const business = faker.helpers.arrayElement(BUSINESS_NAMES);
  const kind = faker.helpers.arrayElement(BUSINESS_KINDS);
  const contact = `${faker.helpers.arrayElement(FIRST_NAMES)} ${faker.helpers.arrayElement(LAST_NAMES)}`;
  const local = companies.filter((company) => company.zoneId === delegation.zoneId);
  const company =
    local.length > 0 && faker.number.float() < 0.85 ? faker.helpers.arrayElement(local) : null;
  const identified = faker.date.between({
    from: '2021-01-01T00:00:00Z',
    to: '2026-09-30T00:00:00Z',
  });
  const assigned = new Date(
    identified.getTime() + faker.number.int({ min: 1, max: 200 }) * 86_400_000,
  );
  const tankDate = new Date(
    assigned.getTime() + faker.number.int({ min: 0, max: 30 }) * 86_400_000,
  );
  const capacity = faker.helpers.arrayElement([60, 100, 120, 200, 240, 400, 600, 1000]);
  return {
    id: faker.string.uuid(),
    name: `${kind} ${business}`,
    address: `${faker.number.int({ min: 1, max: 180 })} ${faker.helpers.arrayElement(STREETS)}, ${delegation.name}`,
    lat: Number((delegation.lat + faker.number.float({ min: -0.018, max: 0.018 })).toFixed(5)),
    lng: Number((delegation.lng + faker.number.float({ min: -0.018, max: 0.018 })).toFixed(5)),
    oilType: faker.helpers.arrayElement(OIL_TYPES),
    storageCapacity: capacity,
    contact,
    contactLandline: faker.datatype.boolean() ? phone(faker, ['71', '72', '73', '74', '75']) : null,
    sectorCode: faker.helpers.arrayElement(['A', 'B', 'C'] as const),
    sectorSActCode: faker.helpers.arrayElement(['A', 'B', 'C'] as const),
    identificationDate: identified,
    subcontractorAssignmentStartDate: assigned,
    postalCode: Math.min(9999, delegation.postalCode + faker.number.int({ min: 0, max: 90 })),
    city: delegation.name,
    netAmount: Number(faker.number.float({ min: 50, max: 6000 }).toFixed(2)),
    latestTankAssignment: `CUV-${capacity}L-${String(index).padStart(5, '0')}`,
    latestTankAssignmentDate: tankDate,
    contactPhone: phone(faker),
    contactEmail: `contact.${index}@${ascii(business).replace(/\./g, '')}.tn`,
    number: `DT-${identified.getUTCFullYear()}-${String(index).padStart(6, '0')}`,
    delegationId: delegation.id,
    subcontractorId: company?.id ?? null,
    status: faker.helpers.weightedArrayElement([
      { weight: 3, value: 'PLANNED' as const },
      { weight: 3, value: 'PENDING' as const },
      { weight: 5, value: 'COLLECTED' as const },
      { weight: 1, value: 'ANOMALY' as const },
    ]),
    supplierStatus: faker.number.float() < 0.9 ? 'ACTIVE' : 'INACTIVE',
    category: faker.helpers.arrayElement(Object.values(HolderCategory)),
    collectFrequencyType: faker.helpers.arrayElement(Object.values(CollectFrequencyType)),
    collectFrequencyNumber: faker.number.int({ min: 1, max: 4 }),
    createdAt: identified,
    updatedAt: tankDate,
  };
};

/** `count` holders near their delegation's centre, inserted in batches. */
export const seedHolders = async (
  db: Db,
  faker: Faker,
  geography: Geography,
  companies: Company[],
  count: number,
  progress?: (done: number) => void,
): Promise<SeededHolder[]> => {
  const weighted = geography.delegations.map((delegation) => ({
    weight: weightOf(delegation),
    value: delegation,
  }));
  const seeded: SeededHolder[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) =>
      holderRow(faker, start + offset + 1, faker.helpers.weightedArrayElement(weighted), companies),
    );
    await db.insert(holders).values(rows);
    for (const row of rows) {
      const zoneId = geography.delegations.find((d) => d.id === row.delegationId)?.zoneId ?? '';
      seeded.push({ id: row.id ?? '', zoneId, subcontractorId: row.subcontractorId ?? null });
    }
    progress?.(start + rows.length);
  }
  return seeded;
};
