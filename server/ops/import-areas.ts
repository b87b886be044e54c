/**
 * `npm run areas:import -- <file.csv>`: the organisation's regions and zones, and the delegations
 * each zone serves, from a CSV file (format: docs/operations/geography-and-areas.md). Every line
 * is checked first; one bad line and nothing is written (one transaction), every bad line is
 * reported with its number. Names are the key: the same file imported again changes nothing.
 */
import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { readSettings } from '../config';
import type { Db } from '../db/client';
import { delegations, governorates, regions, zones } from '../db/schema';
import { nextVersion } from '../db/versioning';
import { OpsError } from './support/archive';
import { isEntry, openConfigured, runCommand, withDatabase } from './support/cli';

/** A bad line: its number in the file (the header is line 1) and what is wrong, in both languages. */
export interface Problem {
  line: number;
  fr: string;
  en: string;
}

export interface ImportSummary {
  regionsCreated: number;
  zonesCreated: number;
  /** Delegations placed in a zone by this import. */
  delegationsPlaced: number;
  /** Delegations the file names that were already in its zone. */
  delegationsUnchanged: number;
}

export type ImportResult =
  { ok: true; summary: ImportSummary } | { ok: false; problems: Problem[] };

const MAX_NAME = 100;

/** The column names, in English or in French, in this order. */
const HEADERS = [
  ['region', 'région'],
  ['zone', 'zone'],
  ['governorate', 'gouvernorat'],
  ['delegation', 'délégation'],
] as const;

/** For matching the country's names: case, accents, dashes and apostrophes do not count. */
const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * RFC 4180 records (quotes, doubled quotes, line breaks inside quotes, CRLF), each with the line
 * it starts on. The separator is a comma, or a semicolon when the header uses one (spreadsheets
 * set to French write those).
 */
export const parseCsv = (text: string): { line: number; cells: string[] }[] => {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  // Blank lines (an empty last line above all) are not records.
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
};

interface Row {
  line: number;
  region: string;
  zone: string;
  governorate: string;
  delegation: string;
}

const quote = (name: string) => ({ fr: `« ${name} »`, en: `"${name}"` });

/** The lines as rows, and the problems of their shape (header, columns, empty or long names). */
const readRows = (text: string): { rows: Row[]; problems: Problem[] } => {
  const [header, ...records] = parseCsv(text);
  const problems: Problem[] = [];
  const expected = HEADERS.map(([en]) => en).join(',');
  const headerOk =
    header?.cells.length === HEADERS.length &&
    header.cells.every((cell, index) => HEADERS[index]!.some((name) => key(name) === key(cell)));
  if (!headerOk) {
    problems.push({
      line: 1,
      fr: `l'en-tête doit être « ${expected} » (ou « région,zone,gouvernorat,délégation »)`,
      en: `the header must be "${expected}" (or "région,zone,gouvernorat,délégation")`,
    });
    return { rows: [], problems };
  }
  if (records.length === 0) {
    problems.push({ line: 1, fr: 'aucune ligne après l’en-tête', en: 'no line after the header' });
  }
  const rows: Row[] = [];
  for (const { line, cells } of records) {
    if (cells.length !== HEADERS.length) {
      problems.push({
        line,
        fr: `${cells.length} colonnes au lieu de ${HEADERS.length}`,
        en: `${cells.length} columns instead of ${HEADERS.length}`,
      });
      continue;
    }
    const [region, zone, governorate, delegation] = cells.map((cell) =>
      cell.trim().replace(/\s+/g, ' '),
    ) as [string, string, string, string];
    const fields = [
      ['la région', 'the region', region],
      ['la zone', 'the zone', zone],
      ['le gouvernorat', 'the governorate', governorate],
    ] as const;
    let bad = false;
    for (const [fr, en, value] of fields) {
      if (value === '') {
        problems.push({ line, fr: `${fr} est vide`, en: `${en} is empty` });
        bad = true;
      }
    }
    for (const [fr, en, value] of fields.slice(0, 2)) {
      if (value.length > MAX_NAME) {
        problems.push({
          line,
          fr: `le nom de ${fr} dépasse ${MAX_NAME} caractères`,
          en: `the name of ${en} is longer than ${MAX_NAME} characters`,
        });
        bad = true;
      }
    }
    if (!bad) rows.push({ line, region, zone, governorate, delegation });
  }
  return { rows, problems };
};

/**
 * Checks the whole file against the database, then, only if no line is wrong, creates the
 * regions and zones it names and places the delegations, in one transaction.
 */
export const importAreas = async (db: Db, text: string): Promise<ImportResult> => {
  const { rows, problems } = readRows(text);
  // Without its header, the file's lines mean nothing; otherwise every line is checked.
  if (problems.some((problem) => problem.line === 1)) return { ok: false, problems };
  return db.transaction(async (tx) => {
    const existingRegions = await tx.select().from(regions);
    const existingZones = await tx.select().from(zones);
    const provinces = await tx.select().from(governorates);
    const places = await tx.select().from(delegations);
    const regionByName = new Map(existingRegions.map((region) => [region.name, region]));
    const regionName = new Map(existingRegions.map((region) => [region.id, region.name]));
    const zoneByName = new Map(existingZones.map((zone) => [zone.name, zone]));
    const zoneName = new Map(existingZones.map((zone) => [zone.id, zone.name]));
    const provinceByKey = new Map(provinces.map((province) => [key(province.name), province]));

    const zoneRegion = new Map<string, { region: string; line: number }>();
    const placed = new Map<string, { zone: string; line: number }>();
    const seen = new Map<string, number>();
    /** The delegations (ids) each zone of the file serves. */
    const served = new Map<string, Set<string>>();

    for (const row of rows) {
      const { line } = row;
      const lineKey = [row.region, row.zone, key(row.governorate), key(row.delegation)].join('\n');
      const first = seen.get(lineKey);
      if (first !== undefined) {
        problems.push({
          line,
          fr: `même ligne que la ligne ${first}`,
          en: `same line as line ${first}`,
        });
        continue;
      }
      seen.set(lineKey, line);

      const zone = quote(row.zone);
      const claimed = zoneRegion.get(row.zone);
      if (claimed && claimed.region !== row.region) {
        const [here, there] = [quote(row.region), quote(claimed.region)];
        problems.push({
          line,
          fr: `la zone ${zone.fr} est dans la région ${here.fr} ici et dans la région ${there.fr} ligne ${claimed.line}`,
          en: `zone ${zone.en} is in region ${here.en} here and in region ${there.en} on line ${claimed.line}`,
        });
      } else if (!claimed) zoneRegion.set(row.zone, { region: row.region, line });
      const stored = zoneByName.get(row.zone);
      const storedRegion = stored && regionName.get(stored.regionId);
      if (stored && storedRegion !== row.region) {
        const [here, there] = [quote(row.region), quote(storedRegion ?? '')];
        problems.push({
          line,
          fr: `la zone ${zone.fr} existe déjà dans la région ${there.fr}, pas dans ${here.fr} (une zone ne change pas de région)`,
          en: `zone ${zone.en} already exists in region ${there.en}, not ${here.en} (a zone does not change region)`,
        });
      }

      const province = provinceByKey.get(key(row.governorate));
      if (!province) {
        const name = quote(row.governorate);
        problems.push({
          line,
          fr: `gouvernorat ${name.fr} inconnu`,
          en: `unknown governorate ${name.en}`,
        });
        continue;
      }
      const inProvince = places.filter((place) => place.governorateId === province.id);
      const named = row.delegation
        ? inProvince.filter((place) => key(place.name) === key(row.delegation))
        : inProvince;
      if (named.length === 0) {
        const [name, of] = [quote(row.delegation), quote(province.name)];
        problems.push({
          line,
          fr: `délégation ${name.fr} inconnue dans le gouvernorat ${of.fr}`,
          en: `unknown delegation ${name.en} in governorate ${of.en}`,
        });
        continue;
      }
      for (const place of named) {
        const name = quote(place.name);
        const other = placed.get(place.id);
        if (other && other.zone !== row.zone) {
          const there = quote(other.zone);
          problems.push({
            line,
            fr: `la délégation ${name.fr} est aussi dans la zone ${there.fr} ligne ${other.line}`,
            en: `delegation ${name.en} is also in zone ${there.en} on line ${other.line}`,
          });
          continue;
        }
        placed.set(place.id, { zone: row.zone, line });
        const current = place.zoneId ? zoneName.get(place.zoneId) : undefined;
        if (current !== undefined && current !== row.zone) {
          const there = quote(current);
          problems.push({
            line,
            fr: `la délégation ${name.fr} est déjà servie par la zone ${there.fr} (changez-la dans l'application)`,
            en: `delegation ${name.en} is already served by zone ${there.en} (move it in the app)`,
          });
          continue;
        }
        const set = served.get(row.zone) ?? new Set<string>();
        set.add(place.id);
        served.set(row.zone, set);
      }
    }
    if (problems.length > 0) {
      problems.sort((a, b) => a.line - b.line);
      return { ok: false, problems };
    }

    const summary: ImportSummary = {
      regionsCreated: 0,
      zonesCreated: 0,
      delegationsPlaced: 0,
      delegationsUnchanged: 0,
    };
    for (const [name, { region }] of zoneRegion) {
      let regionId = regionByName.get(region)?.id;
      if (!regionId) {
        const [created] = await tx.insert(regions).values({ name: region }).returning();
        regionId = created!.id;
        regionByName.set(region, created!);
        summary.regionsCreated += 1;
      }
      let zoneId = zoneByName.get(name)?.id;
      if (!zoneId) {
        const [created] = await tx.insert(zones).values({ name, regionId }).returning();
        zoneId = created!.id;
        summary.zonesCreated += 1;
      }
      const ids = [...(served.get(name) ?? [])];
      const moving = ids.filter((id) => places.find((place) => place.id === id)?.zoneId !== zoneId);
      summary.delegationsUnchanged += ids.length - moving.length;
      if (moving.length === 0) continue;
      await tx.update(delegations).set({ zoneId }).where(inArray(delegations.id, moving));
      await tx
        .update(zones)
        .set({ updatedAt: nextVersion(zones.updatedAt) })
        .where(inArray(zones.id, [zoneId]));
      summary.delegationsPlaced += moving.length;
    }
    return { ok: true, summary };
  });
};

/** The report an operator reads: one line per bad line, or what was done. */
export const reportOf = (result: ImportResult): string[] => {
  if (!result.ok) {
    return [
      `Rien n'a été importé : ${result.problems.length} ligne(s) à corriger. / Nothing was imported: ${result.problems.length} line(s) to fix.`,
      ...result.problems.map(
        (problem) => `ligne ${problem.line} : ${problem.fr} / line ${problem.line}: ${problem.en}`,
      ),
    ];
  }
  const { regionsCreated, zonesCreated, delegationsPlaced, delegationsUnchanged } = result.summary;
  return [
    `Importé : ${regionsCreated} région(s) et ${zonesCreated} zone(s) créées, ${delegationsPlaced} délégation(s) placées, ${delegationsUnchanged} déjà en place.`,
    `Imported: ${regionsCreated} region(s) and ${zonesCreated} zone(s) created, ${delegationsPlaced} delegation(s) placed, ${delegationsUnchanged} already in place.`,
  ];
};

const USAGE = 'npm run areas:import -- <file.csv>';

if (isEntry(import.meta.url)) {
  void runCommand(USAGE, async ([file, ...more]) => {
    if (!file || more.length > 0) throw new OpsError(`Usage: ${USAGE}`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new OpsError(`Cannot read ${file}`);
    }
    const settings = readSettings();
    const result = await withDatabase(openConfigured(settings), async (database) => {
      await database.exclusive(() => database.migrate());
      return importAreas(database.db, text);
    });
    const report = reportOf(result).join('\n');
    if (!result.ok) throw new OpsError(report);
    return report;
  });
}
