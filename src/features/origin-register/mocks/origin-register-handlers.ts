import { http, HttpResponse } from 'msw';
import type { OriginRegisterEntry } from '@generated/model';
import { fail, metaOf } from '@mocks/kit';
import { registerEntries } from './origin-register-fixtures';

/** The register the handlers serve, the seed they choose, and every request they received. */
export interface RegisterStore {
  entries: OriginRegisterEntry[];
  /** The seed answered when the request names none. */
  chosenSeed: number;
  requests: URL[];
}

export const createRegisterStore = (
  entries: OriginRegisterEntry[] = registerEntries,
  chosenSeed = 424242,
): RegisterStore => ({ entries: structuredClone(entries), chosenSeed, requests: [] });

const DAY_MS = 86_400_000;

/** The server's period rules, with its words. */
const checkPeriod = (from: string, to: string) => {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) {
    fail(400, '400:BAD_REQUEST', 'Requête invalide', [
      {
        path: ['to'],
        message: 'La fin de la période doit être le même jour que son début ou après',
      },
    ]);
  }
  if (days > 366) {
    fail(400, '400:BAD_REQUEST', 'Requête invalide', [
      { path: ['to'], message: 'La période ne peut pas dépasser 366 jours' },
    ]);
  }
};

/**
 * A stand-in for the server's draw: ceil(sqrt(n)) holders, the same for the same seed, others
 * for another (the real draw is the server's, held by its own tests).
 */
const sampleOf = (entries: OriginRegisterEntry[], seed: number) => {
  const size = Math.ceil(Math.sqrt(entries.length));
  return Array.from({ length: size }, (_, rank) => ({
    ...entries[(seed + rank * 7) % entries.length]!,
    sampleRank: rank + 1,
  })).filter((entry, index, all) => all.findIndex((other) => other.id === entry.id) === index);
};

const read = (store: RegisterStore, url: URL) => {
  store.requests.push(url);
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  checkPeriod(from, to);
  const seed = Number(url.searchParams.get('seed') ?? store.chosenSeed);
  const sample = sampleOf(store.entries, seed);
  const ranks = new Map(sample.map((entry) => [entry.id, entry.sampleRank]));
  const entries = store.entries.map((entry) => ({
    ...entry,
    sampleRank: ranks.get(entry.id) ?? null,
  }));
  const litres = entries.reduce((sum, entry) => sum + entry.litres, 0);
  return { from, to, seed, entries, sample, litres };
};

/** The register and its PDFs over `store`. */
export const registerHandlers = (store: RegisterStore) => [
  http.get('*/origin-register/pdf', ({ request }) => {
    const { seed } = read(store, new URL(request.url));
    return new HttpResponse('%PDF-1.3 fake', {
      headers: { 'Content-Type': 'application/pdf', 'X-Register-Seed': String(seed) },
    });
  }),
  http.get('*/origin-register', ({ request }) => {
    const url = new URL(request.url);
    const { from, to, seed, entries, sample, litres } = read(store, url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    return HttpResponse.json({
      from,
      to,
      seed,
      generatedAt: '2026-11-22T08:30:00.000Z',
      kgPerLitre: 0.92,
      holderCount: entries.length,
      totals: { litres, kg: Math.round(litres * 92) / 100 },
      sample,
      items: entries.slice((page - 1) * limit, page * limit),
      meta: metaOf(page, limit, entries.length),
    });
  }),
];
