import { readFileSync } from 'node:fs';
import { createMemoryRouter } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getGetCurrentUserMockHandler } from '@generated/api/auth/auth.msw';
import { adminWith, users } from '@mocks/fixtures';
import { pageOf } from '@mocks/kit';
import { server } from '@mocks/node';
import { holderPage, holders } from '@/features/holders/mocks/holder-fixtures';
import { defaultPeriod, MAX_SEED } from '@/features/origin-register/api/register-state';
import { getOriginRegisterQuerySeedMax } from '@generated/zod/origin-register/origin-register.zod';
import { createAppQueryClient } from '@/app/providers';
import { createRoutes, prefetchOnNavigation } from '@/app/router';
import { lists } from '@/config/lists';
import { paths } from '@/config/routes';
import { setToken } from '@/lib/session';
import type { User } from '@generated/model';
import { renderApp } from '../render';

// The holders list's code arrives only when a test lets it: what happens before is what a
// first visit shows while the screen's chunk is on its way.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = { value: new Promise<void>((resolve) => (release = resolve)) };
  return {
    arrived,
    release: () => release(),
    reset: () => {
      arrived.value = new Promise<void>((resolve) => (release = resolve));
    },
  };
});
vi.mock('@/features/holders/components/holder-list-screen', async (importOriginal) => {
  await chunk.arrived.value;
  return importOriginal();
});

/** Every API request, as "GET /holders?…" with the path after /api/v1. */
function recordRequests() {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname.replace('/api/v1', '')}${url.search}`);
  });
  return requests;
}

/** The router alone on `path` as `user`, and every call it makes (path and search). */
function visitAs(user: User, path: string) {
  setToken('tok_test');
  const calls: string[] = [];
  server.use(
    getGetCurrentUserMockHandler(user),
    // The home page's figures and a record: their path.
    http.get('*/api/v1/:kind/:id', ({ request }) => {
      calls.push(new URL(request.url).pathname.replace('/api/v1', ''));
      return HttpResponse.json({});
    }),
    http.get('*/api/v1/:list', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
      return HttpResponse.json(pageOf([], url.searchParams));
    }),
  );
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const stop = prefetchOnNavigation(router, queryClient);
  return { calls, router, done: () => (stop(), router.dispose()) };
}

describe('a first visit of the holders list', () => {
  it('asks for the user and the first page while the screen code loads, behind a splash, and asks once', async () => {
    setToken('tok_test');
    const requests = recordRequests();
    const lists: string[] = [];
    server.use(
      getGetCurrentUserMockHandler(users.admin),
      http.get('*/holders', ({ request }) => {
        lists.push(new URL(request.url).search);
        return HttpResponse.json(holderPage(holders));
      }),
    );
    renderApp('/main/holders/?limit=25');

    // Not a blank page: the router's fallback, the same splash as index.html's.
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre session…');
    await waitFor(() =>
      expect(requests).toEqual([
        'GET /auth/current-user',
        'GET /holders?page=1&limit=25&sortOrder=asc',
      ]),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    chunk.release();
    expect(await screen.findByRole('link', { name: 'Restaurant Le Golfe' })).toBeInTheDocument();
    // The screen's query took the loader's answer instead of asking again.
    expect(lists).toEqual(['?page=1&limit=25&sortOrder=asc']);
    server.events.removeAllListeners();
  });
});

describe('paging through the holders list', () => {
  it('asks for the next page as soon as the URL changes, before any screen renders it', async () => {
    setToken('tok_test');
    const lists: string[] = [];
    server.use(
      getGetCurrentUserMockHandler(users.admin),
      http.get('*/holders', ({ request }) => {
        lists.push(new URL(request.url).search);
        return HttpResponse.json(holderPage(holders));
      }),
    );
    chunk.release();
    const queryClient = createAppQueryClient();
    // The router alone, rendered nowhere: only the router can have asked.
    const router = createMemoryRouter(createRoutes(queryClient), {
      initialEntries: ['/main/holders/?limit=100'],
    });
    const stop = prefetchOnNavigation(router, queryClient);
    await waitFor(() => expect(lists).toEqual(['?page=1&limit=100&sortOrder=asc']));
    await router.navigate('/main/holders/?limit=100&page=2');
    await waitFor(() =>
      expect(lists).toEqual(['?page=1&limit=100&sortOrder=asc', '?page=2&limit=100&sortOrder=asc']),
    );
    stop();
    router.dispose();
  });
});

describe('a first visit of any list', () => {
  it.each(lists.map((list) => [list.paths.list, list] as const))(
    '%s: asks for the first page the URL names, with the list default sort, before its code',
    async (path, list) => {
      const { calls, done } = visitAs(users.superAdmin, `${path}?limit=50`);
      const endpoint = String(list.api.key()[0]);
      // A list its contract does not sort (the history, newest first) asks for no sort.
      const sort =
        list.sortFields.length === 0
          ? ''
          : list.defaultSort
            ? `&sortOrder=${list.defaultSort.sortOrder}&sortField=${list.defaultSort.sortField}`
            : '&sortOrder=asc';
      await waitFor(() => expect(calls).toEqual([`${endpoint}?page=1&limit=50${sort}`]));
      done();
    },
  );

  it('asks only for what the user may read: nothing on a list its rights do not open', async () => {
    // The subcontractor reads holders and tours only: the depots list is refused to it.
    const { calls, router, done } = visitAs(users.subcontractor, paths.main.relayDepots.list);
    await router.navigate(paths.main.tours.list);
    // The refused list would have asked first: the user is known once for both.
    await waitFor(() =>
      expect(calls).toEqual(['/tours?page=1&limit=10&sortOrder=desc&sortField=plannedDate']),
    );
    done();
  });

  it("follows the list's own read rule: the accounts with the driver right alone, none without", async () => {
    const { calls, router, done } = visitAs(
      adminWith({ users: undefined, driver: undefined }),
      paths.main.users.list,
    );
    await router.navigate(paths.main.complaints.list);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/^\/complaints\?/);
    done();

    const drivers = visitAs(adminWith({ users: undefined, driver: 'READ' }), paths.main.users.list);
    await waitFor(() => expect(drivers.calls).toEqual(['/users?page=1&limit=10&sortOrder=asc']));
    drivers.done();
  });
});

describe('a first visit of the origin register', () => {
  const register = paths.main.originRegister.list;

  it('asks for the page of the period, seed and size the URL names before its code; none for a period the server refuses', async () => {
    const { calls, router, done } = visitAs(
      users.superAdmin,
      `${register}?from=2026-01-01&to=2026-03-31&seed=42&limit=50`,
    );
    await waitFor(() =>
      expect(calls).toEqual([
        '/origin-register?from=2026-01-01&to=2026-03-31&seed=42&page=1&limit=50',
      ]),
    );
    // The end before the start: the screen says so and asks nothing, nor does its first visit.
    await router.navigate(`${register}?from=2026-04-01&to=2026-01-01`);
    // No period in the URL: the last three whole months, and the server draws the seed.
    await router.navigate(register);
    const { from, to } = defaultPeriod();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toBe(`/origin-register?from=${from}&to=${to}&page=1&limit=25`);
    done();
  });

  it('asks nothing of a user without the declarations READ right', async () => {
    const { calls, router, done } = visitAs(adminWith({ declaration: undefined }), register);
    await router.navigate(paths.main.complaints.list);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/^\/complaints\?/);
    done();
  });

  it('holds the largest seed to the contract', () => {
    expect(MAX_SEED).toBe(getOriginRegisterQuerySeedMax);
  });
});

describe("a first visit of a record's page", () => {
  const id = '2f0c7a1e-5b4d-4c3a-9e8f-1a2b3c4d5e6f';

  it.each(lists.filter((list) => list.record).map((list) => [list.paths.list, list] as const))(
    '%s<id>: asks for the record before its code',
    async (path, list) => {
      const { calls, done } = visitAs(users.superAdmin, `${path}${id}`);
      const endpoint = String(list.api.key()[0]);
      await waitFor(() => expect(calls).toEqual([`${endpoint}/${id}`]));
      done();
    },
  );

  it('asks nothing for a path that is not a record (the new page), nor without READ', async () => {
    const { calls, router, done } = visitAs(users.superAdmin, paths.main.holders.new);
    await router.navigate(`${paths.main.holders.list}${id}`);
    await waitFor(() => expect(calls).toEqual([`/holders/${id}`]));
    done();

    // The subcontractor reads holders and tours only: a depot's page is refused to it.
    const refused = visitAs(users.subcontractor, `${paths.main.relayDepots.list}${id}`);
    await refused.router.navigate(paths.main.tours.list);
    await waitFor(() => expect(refused.calls).toHaveLength(1));
    expect(refused.calls[0]).toMatch(/^\/tours\?/);
    refused.done();
  });
});

describe('a first visit of the home page', () => {
  it('asks for its figures before its code; nothing for a user who sees none of them', async () => {
    const { calls, done } = visitAs(users.admin, paths.main.root);
    await waitFor(() => expect(calls).toEqual(['/stats/home']));
    done();

    const none = visitAs(
      adminWith({
        removalVoucher: undefined,
        relayDepot: undefined,
        holder: undefined,
        tour: undefined,
        complaint: undefined,
      }),
      paths.main.root,
    );
    await none.router.navigate(paths.main.users.list);
    await waitFor(() => expect(none.calls).toHaveLength(1));
    expect(none.calls[0]).toMatch(/^\/users\?/);
    none.done();
  });
});

describe('index.html', () => {
  const html = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');

  it('paints the splash before any script: brand and loading state inside #root, in both languages', () => {
    const splash = html.querySelector('#root > [role="status"]');
    expect(splash).not.toBeNull();
    expect(splash!.querySelector('svg')).not.toBeNull();
    expect(splash!.querySelector('[lang="fr"]')?.textContent).toBe(
      'Collecte d’huile · Chargement…',
    );
    expect(splash!.querySelector('[lang="en"]')?.textContent).toBe('Oil collection · Loading…');
    // Its styles are in the page itself, light and dark.
    const css = [...html.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('.boot-splash');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)/);
    expect(css).toContain(':root.dark');
    // Nothing in the page is styled inline: the server's CSP forbids it.
    expect(html.querySelector('[style]')).toBeNull();
  });
});
