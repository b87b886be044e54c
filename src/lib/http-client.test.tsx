import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import {
  createHolder,
  getListHoldersQueryKey,
  listHolders,
  useListHolders,
} from '@generated/api/holders/holders';
import { ApiError, httpClient } from './http-client';
import { changeLanguage } from './i18n/i18n';
import { createQueryClient, fetchEarly } from './query-client';
import { sessionEffects, setToken } from './session';

vi.mock('../config/env', () => ({ apiBaseUrl: '/api/v1', requestTimeoutMs: 100, retryDelayMs: 0 }));

const errorBody = (status: number, code: string, message: string) => ({
  message,
  code,
  path: '/holders',
  date: '2026-11-22T08:30:00.000Z',
});

/** Answers each request with the next of `answers` and keeps what was asked. */
const sequence = (method: 'get' | 'post', answers: (() => Response | Promise<Response>)[]) => {
  const requests: Request[] = [];
  server.use(
    http[method]('*/api/v1/holders', ({ request }) => {
      requests.push(request);
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
      return answer ? answer() : HttpResponse.error();
    }),
  );
  return requests;
};

const holderInput = {
  name: 'Restaurant Dar El Jeld',
} as Parameters<typeof createHolder>[0];

const reload = vi.fn();
beforeEach(() => {
  localStorage.clear();
  reload.mockReset();
  sessionEffects.reload = reload;
});
afterEach(() => changeLanguage('fr'));

describe('the HTTP rules (spec sections 7 and 8)', () => {
  it('prefixes the configured base URL and answers the JSON body', async () => {
    const requests = sequence('get', [() => HttpResponse.json({ items: [] })]);
    await expect(httpClient('/holders?page=2', { method: 'GET' })).resolves.toEqual({ items: [] });
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/holders');
  });

  it('answers a file (a PDF) as its bytes, not as text', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe2, 0x80, 0xff]);
    sequence('get', [
      () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/pdf' } }),
    ]);
    const file = await httpClient<Blob>('/holders', { method: 'GET' });
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('sends the bearer header only when a token is stored', async () => {
    const requests = sequence('get', [() => HttpResponse.json({})]);
    await httpClient('/holders', { method: 'GET' });
    setToken('tok_abc');
    await httpClient('/holders', { method: 'GET' });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([null, 'Bearer tok_abc']);
  });

  it('sends Accept-Language from the interface language, French by default', async () => {
    const requests = sequence('get', [() => HttpResponse.json({})]);
    await httpClient('/holders', { method: 'GET' });
    await changeLanguage('en');
    await httpClient('/holders', { method: 'GET' });
    expect(requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['fr', 'en']);
  });

  it('turns any non-2xx answer into an ApiError carrying the error body', async () => {
    const body = errorBody(404, '404:NOT_FOUND', 'Ressource introuvable');
    sequence('get', [() => HttpResponse.json(body, { status: 404 })]);
    const error = await httpClient('/holders', { method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, message: 'Ressource introuvable' });
  });

  it('turns a network failure into a 500 with the generic message, in the interface language', async () => {
    sequence('get', [() => HttpResponse.error()]);
    await expect(httpClient('/holders', { method: 'GET' })).rejects.toMatchObject({
      status: 500,
      body: {
        code: '500:INTERNAL_SERVER_ERROR',
        message: "Une erreur s'est produite, veuillez réessayer plus tard",
      },
    });
    await changeLanguage('en');
    await expect(httpClient('/holders', { method: 'GET' })).rejects.toMatchObject({
      message: 'Something went wrong, please try again later',
    });
  });

  it('gives an error body to a failure whose answer has none', async () => {
    sequence('get', [() => new HttpResponse('Bad Gateway', { status: 502 })]);
    await expect(httpClient('/holders', { method: 'GET' })).rejects.toMatchObject({
      status: 502,
      body: { message: "Une erreur s'est produite, veuillez réessayer plus tard" },
    });
  });

  it('abandons a request without an answer with the timeout message', async () => {
    sequence('get', [
      async () => {
        await delay(1000);
        return HttpResponse.json({});
      },
    ]);
    await expect(httpClient('/holders', { method: 'GET' })).rejects.toMatchObject({
      status: 408,
      message: "Délai d'attente dépassé, veuillez réessayer plus tard",
    });
  });

  it('retries a failed query once, and succeeds if the retry does', async () => {
    const requests = sequence('get', [
      () => HttpResponse.json(errorBody(500, '500:INTERNAL_SERVER_ERROR', 'Oups'), { status: 500 }),
      () => HttpResponse.json({ ok: true }),
    ]);
    await expect(httpClient('/holders', { method: 'GET' })).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it('retries only once: a second failure is the answer', async () => {
    const requests = sequence('get', [() => HttpResponse.error()]);
    await expect(httpClient('/holders', { method: 'GET' })).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(2);
  });

  it('never retries a 4xx', async () => {
    const requests = sequence('post', [
      () =>
        HttpResponse.json(errorBody(400, '400:BAD_REQUEST', 'Code postal invalide'), {
          status: 400,
        }),
    ]);
    await expect(createHolder(holderInput)).rejects.toMatchObject({ status: 400 });
    expect(requests).toHaveLength(1);
  });

  it('sends one Idempotency-Key per create and the same key on its retry', async () => {
    const requests = sequence('post', [
      () => HttpResponse.error(),
      () => HttpResponse.json({ id: 'first' }, { status: 201 }),
      () => HttpResponse.json({ id: 'second' }, { status: 201 }),
    ]);
    await createHolder(holderInput);
    await createHolder(holderInput);
    const keys = requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('does not retry or disguise a request the caller aborted', async () => {
    const requests = sequence('get', [
      async () => {
        await delay(50);
        return HttpResponse.json({});
      },
    ]);
    const controller = new AbortController();
    const call = httpClient('/holders', { method: 'GET', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
    expect(requests.length).toBeLessThanOrEqual(1);
  });

  it('on 401:UNAUTHORIZED during a session, clears local storage and reloads', async () => {
    setToken('tok_expired');
    localStorage.setItem('language', 'en');
    sequence('get', [
      () =>
        HttpResponse.json(errorBody(401, '401:UNAUTHORIZED', 'Session expirée'), { status: 401 }),
    ]);
    await expect(httpClient('/holders', { method: 'GET' })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('on a 401 without a session (wrong password at sign-in), keeps the page for the message', async () => {
    localStorage.setItem('language', 'en');
    sequence('get', [
      () =>
        HttpResponse.json(errorBody(401, '401:UNAUTHORIZED', 'Identifiants invalides'), {
          status: 401,
        }),
    ]);
    await expect(httpClient('/holders', { method: 'GET' })).rejects.toMatchObject({
      message: 'Identifiants invalides',
    });
    expect(localStorage.getItem('language')).toBe('en');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the query client', () => {
  it('hands the error body message of a failed generated query to the error handler', async () => {
    sequence('get', [
      () => HttpResponse.json(errorBody(403, '403:FORBIDDEN', 'Accès refusé'), { status: 403 }),
    ]);
    const onError = vi.fn();
    const client = createQueryClient(onError);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useListHolders({ page: 1, limit: 10 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onError).toHaveBeenCalledWith('Accès refusé', expect.any(ApiError));
    expect(result.current.error?.body.code).toBe('403:FORBIDDEN');
  });
});

describe('requests sent before their query (fetchEarly)', () => {
  const params = { page: 1, limit: 10 };
  const key = getListHoldersQueryKey(params);
  const wrapperOf =
    (client: ReturnType<typeof createQueryClient>) =>
    ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );

  it('a query that starts while the request is on its way adopts it: one request', async () => {
    const requests = sequence('get', [
      async () => {
        await delay(50);
        return HttpResponse.json({ items: [{ id: 'first' }] });
      },
    ]);
    const client = createQueryClient(vi.fn());
    void fetchEarly(client, key, 30_000, () => listHolders(params));
    const { result } = renderHook(() => useListHolders(params), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.data?.items).toEqual([{ id: 'first' }]));
    expect(requests).toHaveLength(1);
  });

  it('an answer no query took goes into the cache, and is never handed to a later request', async () => {
    const requests = sequence('get', [
      () => HttpResponse.json({ items: [{ id: 'before the save' }] }),
      () => HttpResponse.json({ items: [{ id: 'after the save' }] }),
    ]);
    const client = createQueryClient(vi.fn());
    await fetchEarly(client, key, 30_000, () => listHolders(params));
    await waitFor(() =>
      expect(client.getQueryData(key)).toEqual({ items: [{ id: 'before the save' }] }),
    );
    // A later call of the same URL (a refetch after a save) asks the server again.
    await expect(listHolders(params)).resolves.toEqual({ items: [{ id: 'after the save' }] });
    expect(requests).toHaveLength(2);
  });
});

describe('the GET index.html sent before the app (window.pageRequests)', () => {
  const answered = (items: unknown[]) =>
    Promise.resolve(
      new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } }),
    );
  afterEach(() => {
    window.pageRequests = undefined;
  });

  it('is adopted by the first call of its URL with the same token: one request', async () => {
    setToken('the-token');
    const requests = sequence('get', [() => HttpResponse.json({ items: [{ id: 'asked' }] })]);
    window.pageRequests = {
      '/api/v1/holders': {
        token: 'the-token',
        language: 'fr',
        response: answered([{ id: 'sent by the page' }]),
      },
    };
    await expect(httpClient('/holders', { method: 'GET' })).resolves.toEqual({
      items: [{ id: 'sent by the page' }],
    });
    expect(requests).toHaveLength(0);
    // Taken once: the next call asks the server.
    await expect(httpClient('/holders', { method: 'GET' })).resolves.toEqual({
      items: [{ id: 'asked' }],
    });
    expect(requests).toHaveLength(1);
  });

  it('is not adopted by a call with another token or in another language', async () => {
    setToken('the-new-token');
    const requests = sequence('get', [() => HttpResponse.json({ items: [{ id: 'asked' }] })]);
    window.pageRequests = {
      '/api/v1/holders': {
        token: 'the-old-token',
        language: 'fr',
        response: answered([{ id: 'stale' }]),
      },
    };
    await expect(httpClient('/holders', { method: 'GET' })).resolves.toEqual({
      items: [{ id: 'asked' }],
    });
    setToken('the-token');
    await changeLanguage('en');
    window.pageRequests = {
      '/api/v1/holders': {
        token: 'the-token',
        language: 'fr',
        response: answered([{ id: 'in French' }]),
      },
    };
    await expect(httpClient('/holders', { method: 'GET' })).resolves.toEqual({
      items: [{ id: 'asked' }],
    });
    expect(requests).toHaveLength(2);
  });
});
