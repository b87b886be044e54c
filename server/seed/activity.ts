import type { Faker } from '@faker-js/faker';
import { ComplaintStatus } from '@generated/model';
import type { Db } from '../db/client';
import { complaints, removalVouchers, tourHolders, tours, uploads } from '../db/schema';
import { DEMO_ACCOUNTS } from './accounts';
import { COMPLAINT_SUBJECTS } from './names';
import type { SeededHolder } from './holders';
import { photo, signature } from './images';
import type { Company, Driver } from './network';

const day = 86_400_000;
const REFERENCE = new Date('2026-11-20T10:00:00.000Z').getTime();

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A tour is driven by a driver of its company (or of the company it is assigned to): the drawn
 * driver when it is one of them, else one of them in the same turn (the draws stay the same).
 */
const crewDriver = (drivers: Driver[], drawn: Driver, companies: (string | null)[]) => {
  const crew = drivers.filter(
    (driver) => driver.subcontractorId !== null && companies.includes(driver.subcontractorId),
  );
  if (crew.includes(drawn)) return drawn.id;
  return crew[drivers.indexOf(drawn) % Math.max(crew.length, 1)]?.id ?? null;
};

export const seedTours = async (
  db: Db,
  faker: Faker,
  companies: Company[],
  holdersSeeded: SeededHolder[],
  drivers: Driver[],
) => {
  const tourRows: (typeof tours.$inferInsert)[] = [];
  const stops: (typeof tourHolders.$inferInsert)[] = [];
  for (let index = 0; index < 40; index += 1) {
    const company = faker.helpers.arrayElement(companies);
    // A company's tours visit its own holders (the API refuses another company's).
    const local = holdersSeeded.filter((holder) => holder.subcontractorId === company.id);
    if (local.length === 0) continue;
    const picked = faker.helpers.arrayElements(local, { min: 1, max: Math.min(8, local.length) });
    const localDrivers = drivers.filter((driver) => driver.zoneId === company.zoneId);
    const others = companies.filter(
      (other) => other.zoneId === company.zoneId && other.id !== company.id,
    );
    const created = new Date(REFERENCE - faker.number.int({ min: 1, max: 120 }) * day);
    const id = faker.string.uuid();
    const assignedSubcontractorId =
      others.length > 0 && faker.number.float() < 0.25
        ? faker.helpers.arrayElement(others).id
        : null;
    const drawn =
      localDrivers.length > 0 && faker.number.float() < 0.7
        ? faker.helpers.arrayElement(localDrivers)
        : null;
    tourRows.push({
      id,
      zoneId: company.zoneId,
      relayDepotId: company.relayDepotId,
      subcontractorId: company.id,
      assignedSubcontractorId,
      driverId: drawn && crewDriver(drivers, drawn, [company.id, assignedSubcontractorId]),
      // Planned up to two weeks after it was created, without a draw (the later draws stay the same).
      plannedDate: isoDay(created.getTime() + ((index * 5) % 15) * day),
      createdAt: created,
      updatedAt: created,
    });
    picked.forEach((holder, position) =>
      stops.push({ tourId: id, holderId: holder.id, position: position + 1 }),
    );
  }
  // The demo's company (the first) drives at least one tour of a rival of its zone, so that its
  // account shows both kinds of tour (no draw: the others stay the same).
  const demo = companies[0];
  if (demo && !tourRows.some((tour) => tour.assignedSubcontractorId === demo.id)) {
    const rival = tourRows.find(
      (tour) => tour.zoneId === demo.zoneId && tour.subcontractorId !== demo.id,
    );
    if (rival) rival.assignedSubcontractorId = demo.id;
  }
  // Inserted in creation order, so that the references (numbered by the database) follow it.
  tourRows.sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
  await db.insert(tours).values(tourRows);
  await db.insert(tourHolders).values(stops);
};

/** Stores the demo's images; answers their URLs. */
const seedImages = async (db: Db, faker: Faker, draw: (seed: number) => Buffer, count: number) => {
  const rows = Array.from({ length: count }, (_, seed) => {
    const data = draw(seed);
    return {
      fileName: `${faker.string.uuid()}.png`,
      contentType: 'image/png',
      size: data.length,
      data,
    };
  });
  await db.insert(uploads).values(rows);
  return rows.map((row) => `/api/v1/uploads/${row.fileName}`);
};

export const seedVouchers = async (db: Db, faker: Faker, holdersSeeded: SeededHolder[]) => {
  const signatures = await seedImages(db, faker, signature, 3);
  const photos = await seedImages(db, faker, photo, 4);
  const served = holdersSeeded.filter((holder) => holder.subcontractorId);
  const rows = Array.from({ length: Math.min(180, served.length) }, (_, index) => {
    const holder = faker.helpers.arrayElement(served);
    const removal = REFERENCE - faker.number.int({ min: 0, max: 150 }) * day;
    const status = faker.helpers.weightedArrayElement([
      { weight: 4, value: 'AWAITING' as const },
      { weight: 4, value: 'CONFIRMED' as const },
      { weight: 2, value: 'NOT_CONFIRMED' as const },
    ]);
    const tanks = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, tank) => ({
      tankNumber: tank + 1,
      extractedQuantity: faker.number.int({ min: 20, max: 400 }),
      ...(faker.number.float() < 0.2 ? { observations: 'Huile très chargée en résidus' } : {}),
    }));
    const litres = tanks.reduce((sum, tank) => sum + tank.extractedQuantity, 0);
    const created = new Date(removal + faker.number.int({ min: 1, max: 8 }) * 3_600_000);
    const decided =
      status === 'AWAITING'
        ? null
        : new Date(created.getTime() + faker.number.int({ min: 1, max: 5 }) * day);
    const subcontractorId = holder.subcontractorId ?? '';
    return {
      number: `BE-${new Date(removal).getUTCFullYear()}-${String(index + 4000).padStart(6, '0')}`,
      extractedTanks: tanks,
      dueSum: Number((litres * 0.8).toFixed(2)),
      holderId: holder.id,
      removalDate: isoDay(removal),
      status,
      decisionDate: decided,
      // By index, not faker: another draw would change every record seeded after this one.
      comments: index % 4 === 0 ? 'Cuve difficile d’accès, pompe rallongée' : '',
      decisionComment:
        status === 'NOT_CONFIRMED'
          ? 'Quantité déclarée supérieure à la capacité de la cuve.'
          : status === 'CONFIRMED'
            ? 'Conforme'
            : null,
      observations: faker.number.float() < 0.3 ? 'Accès par la porte de service' : '',
      holderSignature: faker.number.float() < 0.8 ? faker.helpers.arrayElement(signatures) : null,
      subcontractorId,
      actualSubcontractorId: subcontractorId,
      signature: faker.helpers.arrayElement(signatures),
      photos: faker.helpers.arrayElements(photos, { min: 0, max: 3 }),
      createdAt: created,
      updatedAt: decided ?? created,
    };
  });
  if (rows.length > 0) await db.insert(removalVouchers).values(rows);
};

export const seedComplaints = async (db: Db, faker: Faker, holdersSeeded: SeededHolder[]) => {
  const authors = DEMO_ACCOUNTS.filter((account) => account.status === 'ACTIVE').map(
    (account) => account.id,
  );
  const rows = Array.from({ length: 30 }, () => {
    const [subject, description] = faker.helpers.arrayElement(COMPLAINT_SUBJECTS);
    const status = faker.helpers.arrayElement(Object.values(ComplaintStatus));
    const created = new Date(REFERENCE - faker.number.int({ min: 1, max: 90 }) * day);
    const resolved =
      status === 'RESOLVED'
        ? new Date(created.getTime() + faker.number.int({ min: 1, max: 10 }) * day)
        : null;
    return {
      holderId: faker.number.float() < 0.9 ? faker.helpers.arrayElement(holdersSeeded).id : null,
      subject,
      description,
      photos: [],
      status,
      resolution: resolved ? 'Collecte reprogrammée ; le détenteur a été prévenu.' : null,
      resolvedAt: resolved,
      createdById: faker.helpers.arrayElement(authors),
      createdAt: created,
      updatedAt: resolved ?? created,
    };
  });
  await db.insert(complaints).values(rows);
};
