// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { delegations, governorates, regions, zones } from '../db/schema';
import { importAreas, parseCsv, reportOf, type ImportResult } from '../ops/import-areas';
import { createHolder } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

const h = useHarness();

const SAMPLE = new URL('../../docs/operations/areas.example.csv', import.meta.url);
const sample = readFileSync(SAMPLE, 'utf8');

/** Every region, zone and delegation's zone, to compare before and after. */
const snapshot = async () => ({
  regions: await h.db.select().from(regions).orderBy(asc(regions.name)),
  zones: await h.db.select().from(zones).orderBy(asc(zones.name)),
  delegations: await h.db
    .select({ id: delegations.id, zoneId: delegations.zoneId })
    .from(delegations)
    .orderBy(asc(delegations.id)),
});

const problemsOf = (result: ImportResult) => (result.ok ? [] : result.problems);

const zoneNamed = async (name: string) =>
  (await h.db.select().from(zones).where(eq(zones.name, name)))[0];

describe('areas:import', () => {
  it('imports the documented example: every governorate placed, the existing areas kept', async () => {
    const result = await importAreas(h.db, sample);
    expect(result).toEqual({
      ok: true,
      summary: {
        regionsCreated: 3,
        zonesCreated: 8,
        delegationsPlaced: 265 - 4,
        delegationsUnchanged: 4,
      },
    });
    const [free] = await h.db
      .select({ value: count() })
      .from(delegations)
      .where(isNull(delegations.zoneId));
    expect(free?.value).toBe(0);
    // The fixture's zones keep their ids (and so everything that refers to them).
    expect((await zoneNamed('Grand Tunis'))?.id).toBe(ids.grandTunis);
    const kairouan = await zoneNamed('Kairouan');
    const [region] = await h.db.select().from(regions).where(eq(regions.id, kairouan!.regionId));
    expect(region?.name).toBe('Centre-Ouest');
    const api = await h.client('driver');
    const nabeul = await api.GET('/areas/delegations', {
      params: { query: { governorateId: ids.nabeul } },
    });
    expect(new Set(nabeul.data?.map((delegation) => delegation.zone?.name))).toEqual(
      new Set(['Cap Bon']),
    );
  });

  it('changes nothing when the same file is imported again', async () => {
    await importAreas(h.db, sample);
    const before = await snapshot();
    const again = await importAreas(h.db, sample);
    expect(again).toEqual({
      ok: true,
      summary: {
        regionsCreated: 0,
        zonesCreated: 0,
        delegationsPlaced: 0,
        delegationsUnchanged: 265,
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('places single delegations, by name in any case and without accents', async () => {
    const result = await importAreas(
      h.db,
      [
        'region,zone,governorate,delegation',
        'Nord-Ouest,Béja Nord,BEJA,beja nord',
        'Nord-Ouest,Béja Nord,Béja,Testour',
        'Nord-Ouest,"Kef, Siliana",Le Kef,Le Kef Est',
        '',
      ].join('\r\n'),
    );
    expect(result.ok && result.summary).toEqual({
      regionsCreated: 1,
      zonesCreated: 2,
      delegationsPlaced: 3,
      delegationsUnchanged: 0,
    });
    const zone = await zoneNamed('Béja Nord');
    const served = await h.db
      .select({ name: delegations.name })
      .from(delegations)
      .where(eq(delegations.zoneId, zone!.id))
      .orderBy(asc(delegations.name));
    expect(served.map((row) => row.name)).toEqual(['Béja Nord', 'Testour']);
    expect(await zoneNamed('Kef, Siliana')).toBeDefined();
  });

  it('reports every bad line with its number, in French and English, and writes nothing', async () => {
    await createHolder(await h.client('super'), { delegationId: ids.laMarsa });
    const before = await snapshot();
    const result = await importAreas(
      h.db,
      [
        'région;zone;gouvernorat;délégation', // 1: the French header, semicolons
        'Sud;Sud-Est;Gabès;', // 2: fine
        'Sud;Sud-Est;Gabès;', // 3: the same line again
        ';Djerba;Médenine;Zarzis', // 4: no region
        'Sud;Sud-Ouest;Gafsa;Métlaoui;en trop', // 5: five columns
        'Sud;Djerid;Tozeur;Tozeur Ville', // 6: no such delegation in Tozeur
        'Sud;Djerid;Tatooine;', // 7: no such governorate
        'Centre;Sud-Est;Médenine;Zarzis', // 8: Sud-Est is in Sud on line 2
        'Sud;Sahel;Mahdia;', // 9: Sahel is in Centre-Est already
        'Sud;Djerid;Gabès;El Hamma', // 10: El Hamma is in Sud-Est on line 2
        'Nord;Tunis Nord;Tunis;La Marsa', // 11: La Marsa is served by Grand Tunis
        `Sud;${'Z'.repeat(101)};Kébili;Douz Nord`, // 12: a name too long
        '', // a blank line is no line
      ].join('\n'),
    );
    expect(result.ok).toBe(false);
    expect(problemsOf(result).map((problem) => [problem.line, problem.en])).toEqual([
      [3, 'same line as line 2'],
      [4, 'the region is empty'],
      [5, '5 columns instead of 4'],
      [6, 'unknown delegation "Tozeur Ville" in governorate "Tozeur"'],
      [7, 'unknown governorate "Tatooine"'],
      [8, 'zone "Sud-Est" is in region "Centre" here and in region "Sud" on line 2'],
      [
        9,
        'zone "Sahel" already exists in region "Centre-Est", not "Sud" (a zone does not change region)',
      ],
      [10, 'delegation "El Hamma" is also in zone "Sud-Est" on line 2'],
      [11, 'delegation "La Marsa" is already served by zone "Grand Tunis" (move it in the app)'],
      [12, 'the name of the zone is longer than 100 characters'],
    ]);
    expect(problemsOf(result).find((problem) => problem.line === 7)?.fr).toBe(
      'gouvernorat « Tatooine » inconnu',
    );
    expect(await snapshot()).toEqual(before);
    const report = reportOf(result);
    expect(report[0]).toBe(
      "Rien n'a été importé : 10 ligne(s) à corriger. / Nothing was imported: 10 line(s) to fix.",
    );
    expect(report[1]).toBe('ligne 3 : même ligne que la ligne 2 / line 3: same line as line 2');
  });

  it('refuses a file without the expected header, or with no line', async () => {
    const wrong = await importAreas(
      h.db,
      'zone,region,governorate,delegation\nNord,Cap Bon,Nabeul,\n',
    );
    expect(problemsOf(wrong).map((problem) => problem.line)).toEqual([1]);
    expect(problemsOf(wrong)[0]?.en).toContain('region,zone,governorate,delegation');
    const empty = await importAreas(h.db, 'region,zone,governorate,delegation\n\n');
    expect(problemsOf(empty)[0]?.en).toBe('no line after the header');
  });

  it('reads CSV as spreadsheets write it: quotes, doubled quotes, line breaks in quotes, BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","multi\nline"\r\nlast,one')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', 'multi\nline'] },
      { line: 4, cells: ['last', 'one'] },
    ]);
  });
});

describe('npm run areas:import', () => {
  it('imports a file into the database of the settings, and exits 1 naming the bad lines', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'areas-import-'));
    const run = (file: string) =>
      promisify(execFile)(
        join('node_modules', '.bin', 'tsx'),
        ['server/ops/import-areas.ts', file],
        { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'development' } },
      ).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
    try {
      const bad = join(dir, 'bad.csv');
      writeFileSync(bad, 'region,zone,governorate,delegation\nSud,Djerid,Tatooine,\n');
      const refused = await run(bad);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('line 2: unknown governorate "Tatooine"');
      const done = await run(SAMPLE.pathname);
      expect(done.code).toBe(0);
      expect(done.out).toContain(
        'Imported: 5 region(s) and 11 zone(s) created, 265 delegation(s) placed, 0 already in place.',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

// The governorates the example names are the country's 24, each once.
it('the documented example names every governorate', async () => {
  const named = new Set(
    parseCsv(sample)
      .slice(1)
      .map((record) => record.cells[2]),
  );
  const all = await h.db.select({ name: governorates.name }).from(governorates);
  expect(named).toEqual(new Set(all.map((row) => row.name)));
});
