import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { HttpError, httpClient } from './http-client';

describe('httpClient', () => {
  it('prefixes the base URL and returns the JSON body', async () => {
    server.use(
      http.get('*/api/v1/things', ({ request }) =>
        HttpResponse.json({ page: new URL(request.url).searchParams.get('page') }),
      ),
    );

    await expect(httpClient('/things?page=2', { method: 'GET' })).resolves.toEqual({ page: '2' });
  });

  it('returns undefined for an empty answer', async () => {
    server.use(http.delete('*/api/v1/things/1', () => new HttpResponse(null, { status: 204 })));

    await expect(httpClient('/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws an HttpError carrying the status and the error body', async () => {
    const body = { message: 'Introuvable', code: '404:NOT_FOUND', path: '/things/1', date: '' };
    server.use(http.get('*/api/v1/things/1', () => HttpResponse.json(body, { status: 404 })));

    const error = await httpClient('/things/1', { method: 'GET' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body });
  });
});
