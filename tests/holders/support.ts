import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Holder, HolderCreate, HolderUpdate } from '@generated/model';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { delegations } from '@/components/pickers/mocks/area-fixtures';
import { holderHandlers, holderPage, holders } from '@/features/holders/mocks/holder-fixtures';
import { choose, field, fill, labelled, picker } from '../form-fields';

interface Update {
  id: string;
  body: HolderUpdate;
  ifMatch: string | null;
}

/**
 * A small holders server that remembers: lists filter by search text, gets find by id, a create
 * adds, an update changes the record (only with the ETag of its current version, as the contract
 * says) and gives it a new `updatedAt`. Every request is kept for the assertions.
 */
export function holderServer(initial: Holder[] = holders) {
  const store = initial.map((h) => ({ ...h }));
  const lists: URLSearchParams[] = [];
  const creates: HolderCreate[] = [];
  const updates: Update[] = [];
  let clock = Date.parse('2026-11-22T08:30:00.000Z');

  // The first handler that matches answers: ours before the fixtures' plain ones.
  server.use(
    http.get('*/holders', ({ request }) => {
      const params = new URL(request.url).searchParams;
      lists.push(params);
      const query = (params.get('query') ?? '').toLowerCase();
      const found = store.filter((h) => h.name.toLowerCase().includes(query));
      return HttpResponse.json(holderPage(found, Number(params.get('page') ?? 1)));
    }),
    http.get('*/holders/:id', ({ params }) => {
      const holder = store.find((h) => h.id === params.id);
      return holder
        ? HttpResponse.json(holder, { headers: { ETag: `"${holder.updatedAt}"` } })
        : HttpResponse.json(errorBody(404, '404:NOT_FOUND', 'Détenteur introuvable'), {
            status: 404,
          });
    }),
    http.post('*/holders', async ({ request }) => {
      const body = (await request.json()) as HolderCreate;
      creates.push(body);
      const created: Holder = {
        ...holders[0]!,
        ...body,
        status: body.status ?? 'PENDING',
        id: '9d3c4a1e-0000-4000-8000-000000000999',
        delegation: Object.values(delegations).find((d) => d.id === body.delegationId),
        updatedAt: new Date((clock += 1000)).toISOString(),
      };
      store.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('*/holders/:id', async ({ request, params }) => {
      const body = (await request.json()) as HolderUpdate;
      const ifMatch = request.headers.get('If-Match');
      updates.push({ id: String(params.id), body, ifMatch });
      const index = store.findIndex((h) => h.id === params.id);
      if (index < 0) {
        return HttpResponse.json(errorBody(404, '404:NOT_FOUND', 'Détenteur introuvable'), {
          status: 404,
        });
      }
      if (ifMatch !== `"${store[index]!.updatedAt}"`) {
        return HttpResponse.json(
          errorBody(412, '412:PRECONDITION_FAILED', 'Le détenteur a été modifié entre-temps'),
          { status: 412 },
        );
      }
      const saved = {
        ...store[index]!,
        ...body,
        updatedAt: new Date((clock += 1000)).toISOString(),
      };
      store[index] = saved;
      return HttpResponse.json(saved);
    }),
    ...holderHandlers(store),
  );
  return { store, lists, creates, updates };
}

/**
 * A user that does not pause between actions nor check CSS pointer-events on every click: the
 * holder form has thirty fields, and both costs add up to seconds in jsdom.
 */
export const fastUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

export { choose, field, fill, labelled, picker };

/** Every field of a valid holder, as a user would enter it in the create form. */
export async function fillValidHolder(user: UserEvent) {
  await fill(user, 'Nom', 'Café des Délices');
  await fill(user, 'Numéro', 'DT-000900');
  await fill(user, "Type d'huile", 'Huile de friture');
  await user.selectOptions(field('Catégorie'), 'PARTIAL');
  await user.selectOptions(field('Code secteur'), 'A');
  await user.selectOptions(field('Code secteur S-Act'), 'C');
  await fill(user, "Date d'identification", '2025-01-15');
  await fill(user, 'Adresse', '3 rue de la Kasbah');
  await fill(user, 'Ville', 'Tunis');
  await fill(user, 'Code postal', '1008');
  await choose(user, 'Délégation', 'Carthage');
  await fill(user, 'Latitude', '36.8529');
  await fill(user, 'Longitude', '10.3233');
  await fill(user, 'Personne à contacter', 'Mourad Jaziri');
  await fill(user, 'E-mail du contact', 'mourad@delices.tn');
  await fill(user, 'Téléphone du contact', '+216 22 456 789');
  await fill(user, 'Capacité de stockage (L)', '800');
  await fill(user, 'Affecté au sous-traitant depuis le', '2025-02-01');
  await fill(user, 'Nombre de collectes', '3');
  await fill(user, 'Dernière cuve affectée', 'CUV-0900');
  await fill(user, "Date d'affectation de la cuve", '2025-02-03');
  await fill(user, 'Montant net (TND)', '250.5');
}
