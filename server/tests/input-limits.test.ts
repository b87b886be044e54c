// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createSession } from '../auth/sessions';
import { findBadText } from '../http/validation';
import { createDepot, holderBody, subcontractorBody } from './support/factories';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

// Bad input answers 400 with the standard error body, never 500: the 1 MB body limit, NUL
// characters, the contract's bounds, and database refusals of a value.

const h = useHarness({
  rateLimits: {
    signIn: { limit: 2, windowSeconds: 900 },
    signInPerLogin: { limit: 2, windowSeconds: 900 },
    verifyOtp: { limit: 30, windowSeconds: 900 },
    resendOtp: { limit: 10, windowSeconds: 900 },
    forgotPassword: { limit: 10, windowSeconds: 900 },
    resetPassword: { limit: 10, windowSeconds: 900 },
  },
});

interface ErrorAnswer {
  code: string;
  message: string;
  details?: { issues: { path: (string | number)[]; message: string }[] };
}

const send = async (
  path: string,
  init: { method?: string; body?: BodyInit; lang?: 'fr' | 'en'; token?: string } = {},
) => {
  const token = init.token ?? (await createSession(h.db, ids.users.super, 'SIGN_IN', 3600));
  const response = await h.app.request(`/api/v1${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': init.lang ?? 'fr',
      Authorization: `Bearer ${token}`,
    },
    body: init.body,
  });
  return { status: response.status, body: (await response.json()) as ErrorAnswer };
};

const overOneMegabyte = JSON.stringify({ ...holderBody(), name: 'a'.repeat(1_100_000) });

describe('input limits', () => {
  it('a body over 1 MB answers 400 requestTooLarge, in French and in English', async () => {
    const fr = await send('/holders', { body: overOneMegabyte });
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({
      code: '400:BAD_REQUEST',
      message: 'La requête est trop volumineuse (1 Mo au maximum)',
    });
    const en = await send('/holders', { body: overOneMegabyte, lang: 'en' });
    expect(en.body.message).toBe('The request is too large (1 MB at most)');
    // Whitespace counts too: the limit is on bytes, before any parsing.
    const padded = await send('/holders', {
      body: `${' '.repeat(1_100_000)}${JSON.stringify(holderBody())}`,
    });
    expect(padded.status).toBe(400);
  });

  it('the body limit applies before the sign-in rate limit is charged', async () => {
    const signIn = (body: string) =>
      h.app.request('/api/v1/auth/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signIn(
        JSON.stringify({ login: 'nobody@test.tn', password: 'x'.repeat(1_100_000) }),
      );
      expect(response.status).toBe(400);
    }
    // The limit is 2 per window: oversized bodies did not use it up.
    const wrong = await signIn(JSON.stringify({ login: 'nobody@test.tn', password: 'wrong' }));
    expect(wrong.status).toBe(401);
  });

  it('an upload keeps its own limit: 2 MB of image is accepted', async () => {
    const token = await createSession(h.db, ids.users.super, 'SIGN_IN', 3600);
    const png = new Uint8Array(2 * 1024 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.set('file', new File([png], 'big.png', { type: 'image/png' }));
    const response = await h.app.request('/api/v1/uploads', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
  });

  it('a NUL character in a body, a nested key or a query answers 400 with its path', async () => {
    const name = await send('/holders', {
      body: JSON.stringify(holderBody({ name: 'Resto\u0000' })),
      lang: 'en',
    });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('Text cannot contain a NUL character (\\u0000)');
    expect(name.body.details?.issues[0]?.path).toEqual(['name']);
    const fr = await send('/holders', { body: JSON.stringify(holderBody({ city: '\u0000' })) });
    expect(fr.body.message).toBe('Le texte ne peut pas contenir de caractère nul (\\u0000)');

    const nested = await send('/removal-vouchers', {
      body: JSON.stringify({ extractedTanks: [{ observations: 'ok', 'x\u0000': 1 }] }),
    });
    expect(nested.status).toBe(400);
    expect(nested.body.details?.issues[0]?.path).toEqual(['extractedTanks', 0, 'x\u0000']);

    const query = await send('/holders?query=a%00b', { method: 'GET' });
    expect(query.status).toBe(400);
    expect(query.body.details?.issues[0]?.path).toEqual(['query']);
  });

  it('finds a NUL or a lone surrogate at any depth without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    expect(findBadText(deep)?.path).toHaveLength(10_000);
    expect(findBadText({ 'If-Match': '"x\u0000"' })).toEqual({
      path: ['If-Match'],
      key: 'nulCharacter',
    });
    expect(findBadText(['ok', 'a\ud800'])).toEqual({ path: [1], key: 'invalidCharacter' });
    expect(findBadText({ emoji: '\ud83d\ude00' })).toBeUndefined();
  });

  it('numbers beyond their column answer 400: fleetSize 3,000,000,000, a frequency, a page, 1e308 litres', async () => {
    const api = await h.client('super');
    const depot = await createDepot(api);
    const fleet = await send('/subcontractors', {
      body: JSON.stringify(subcontractorBody(depot.id, { fleetSize: 3_000_000_000 })),
    });
    expect(fleet.status).toBe(400);
    expect(fleet.body.details?.issues[0]?.path).toEqual(['fleetSize']);
    const frequency = await send('/holders', {
      body: JSON.stringify(holderBody({ collectFrequencyNumber: 3_000_000_000 })),
    });
    expect(frequency.status).toBe(400);
    const page = await send('/holders?page=3000000000', { method: 'GET' });
    expect(page.status).toBe(400);
    const capacity = await send('/holders', {
      body: JSON.stringify(holderBody({ storageCapacity: 1e308 })),
    });
    expect(capacity.status).toBe(400);
  });

  it('text, arrays and image references keep the contract bounds', async () => {
    const long = await send('/holders', {
      body: JSON.stringify(holderBody({ address: 'a'.repeat(100_000) })),
    });
    expect(long.status).toBe(400);
    expect(long.body.details?.issues[0]?.path).toEqual(['address']);
    const photos = await send('/complaints', {
      body: JSON.stringify({
        subject: 'S',
        description: 'D',
        photos: ['https://elsewhere.example/photo.png'],
      }),
    });
    expect(photos.status).toBe(400);
    expect(photos.body.details?.issues[0]?.path).toEqual(['photos', 0]);
    const accepted = await send('/complaints', {
      body: JSON.stringify({
        subject: 'S',
        description: 'D',
        photos: ['/api/v1/uploads/aecdabda-d793-4c65-8a18-688f66036ea9.png'],
      }),
    });
    expect(accepted.status).toBe(201);
  });

  it('a value the database refuses (data exception, program limit) answers 400, not 500', async () => {
    const refusal = (code: string) =>
      Object.assign(new Error('refused'), { cause: Object.assign(new Error('db'), { code }) });
    const app = createApp(h.deps);
    app.get('/api/v1/__refusal/:code', (c) => {
      throw refusal(c.req.param('code'));
    });
    for (const code of ['22P02', '22003', '22021', '54000']) {
      const response = await app.request(`/api/v1/__refusal/${code}`, {
        headers: { 'Accept-Language': 'en' },
      });
      expect(response.status, code).toBe(400);
      expect(((await response.json()) as ErrorAnswer).message).toBe(
        'A value of the request is outside the accepted limits',
      );
    }
    // Anything else stays a 500 (and its detail stays in the log).
    const error = console.error;
    console.error = () => {};
    try {
      expect((await app.request('/api/v1/__refusal/42P01')).status).toBe(500);
    } finally {
      console.error = error;
    }
  });
});
