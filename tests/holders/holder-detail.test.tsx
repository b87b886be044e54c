import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { holders } from '@/features/holders/mocks/holder-fixtures';
import { renderApp } from '../render';
import { findQuestion } from '../questions';
import { fastUser, field, fill, holderServer } from './support';

const golfe = holders[0]!;
const openDetail = async (user: User = users.admin, holder = golfe) => {
  const view = renderApp(`/main/holders/${holder.id}`, { user });
  await screen.findByRole('heading', { level: 1, name: holder.name });
  return { ...view, user: fastUser() };
};
const edit = async (user: ReturnType<typeof fastUser>) => {
  await user.click(screen.getByRole('button', { name: 'Modifier' }));
  await screen.findByRole('button', { name: 'Enregistrer' });
};
const section = (name: string) => screen.getByRole('region', { name });
// French groups digits with a narrow no-break space.
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('holder detail', () => {
  it("rule \"a holder is its company's\": a company's account that may update holders is offered Edit on its own company's holder only", async () => {
    holderServer();
    const accountOf = (subcontractorId: string): User => ({
      ...users.subcontractor,
      subcontractorId,
      permissions: { ...users.subcontractor.permissions, holder: 'READ|UPDATE' },
    });
    const own = await openDetail(accountOf(golfe.subcontractorId!));
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    own.unmount();
    await openDetail(accountOf('7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a99'));
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
  });

  it('shows the holder read-only: sections, status badge, dates in fr-TN, numbers with units', async () => {
    holderServer();
    await openDetail();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(text(section('Identité'))).toContain("Date d'identification11 mars 2024");
    expect(within(section('Identité')).getByText('En attente')).toBeInTheDocument();
    expect(text(section('Localisation'))).toContain('La Marsa / Grand Tunis');
    expect(text(section('Collecte'))).toContain('Capacité de stockage1 200 L');
    expect(text(section('Collecte'))).toContain('Montant net1 480,500 TND');
    expect(text(section('Collecte'))).toContain('Fréquence de collecte2 × par semaine');
    expect(text(section('Collecte'))).toContain('Fréquence calculéetous les 3 jours');
    expect(screen.getByText('Coordonnées : 36,8782, 10,3247')).toBeInTheDocument();
  });

  it('shows dates in en-GB in the English interface', async () => {
    const { changeLanguage } = await import('@/lib/i18n/i18n');
    await changeLanguage('en');
    holderServer();
    await openDetail();
    expect(text(screen.getByRole('region', { name: 'Identity' }))).toContain(
      'Identification date11 Mar 2024',
    );
    expect(text(screen.getByRole('region', { name: 'Collection' }))).toContain(
      'Storage capacity1,200 L',
    );
    expect(screen.getByText('Coordinates: 36.8782, 10.3247')).toBeInTheDocument();
  });

  it('rule "contact details only for those who update holders": without them, no contact section', async () => {
    const { contact, contactPhone, contactEmail, contactLandline, ...withoutContacts } = golfe;
    expect([contact, contactPhone, contactEmail]).not.toContain(undefined);
    void contactLandline;
    holderServer([withoutContacts, ...holders.slice(1)]);
    await openDetail(users.admin, withoutContacts);
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByText(contactEmail!)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Identité' })).toBeInTheDocument();
  });

  it('says when a holder has no coordinates, and draws no map', async () => {
    holderServer();
    await openDetail(users.admin, holders[1]);
    expect(screen.getByText('Aucune coordonnée GPS enregistrée.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Position du détenteur/ })).not.toBeInTheDocument();
  });

  it('rule "404": an unknown holder shows a not-found state with the way back', async () => {
    holderServer();
    renderApp('/main/holders/0d9c2a1e-0000-4000-8000-00000000dead', { user: users.admin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détenteur introuvable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute(
      'href',
      '/main/holders/',
    );
  });

  it('rule "edit with UPDATE only": a reader sees the holder but no "Modifier"', async () => {
    holderServer();
    await openDetail(users.subcontractor);
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
  });
});

describe('holder edit', () => {
  it('list → detail → edit → save → list: the change shows without a reload, the save carried If-Match', async () => {
    const { updates } = holderServer();
    const view = renderApp('/main/holders/', { user: users.admin });
    const user = fastUser();
    await user.click(await screen.findByRole('link', { name: 'Restaurant Le Golfe' }));
    await screen.findByRole('heading', { level: 1, name: 'Restaurant Le Golfe' });
    await edit(user);
    expect(field('Nom')).toHaveValue('Restaurant Le Golfe');
    await fill(user, 'Nom', 'Restaurant Le Golfe Bleu');
    await fill(user, 'Capacité de stockage (L)', '1500');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Restaurant Le Golfe Bleu' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Modifications enregistrées')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]!.ifMatch).toBe(`"${golfe.updatedAt}"`);
    expect(updates[0]!.body).toMatchObject({
      name: 'Restaurant Le Golfe Bleu',
      storageCapacity: 1500,
    });

    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    await user.click(within(trail).getByRole('link', { name: 'Détenteurs' }));
    const row = (await screen.findByRole('link', { name: 'Restaurant Le Golfe Bleu' })).closest(
      'tr',
    )!;
    expect(text(row)).toContain('1 500 L');
    expect(view.location()).toBe('/main/holders/');
  });

  it('rule "400 keeps the input": the server message shows on the form and on its field', async () => {
    holderServer();
    server.use(
      http.patch('*/holders/:id', () =>
        HttpResponse.json(
          {
            ...errorBody(400, '400:BAD_REQUEST', 'Ce numéro est déjà utilisé'),
            details: {
              issues: [{ code: 'custom', message: 'Ce numéro est déjà utilisé', path: ['number'] }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openDetail();
    await edit(user);
    await fill(user, 'Numéro', 'DT-000245');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("L'enregistrement a échoué")).toBeInTheDocument();
    expect(within(alert).getByText('Ce numéro est déjà utilisé')).toBeInTheDocument();
    expect(field('Numéro')).toHaveValue('DT-000245');
    expect(field('Numéro')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rule "412 changed meanwhile": the message asks to reload, the input stays, reloading shows the latest', async () => {
    const { store, updates } = holderServer();
    const { user } = await openDetail();
    await edit(user);
    // Someone else saves first: the version we loaded is no longer the current one.
    store[0] = { ...store[0]!, contact: 'Sonia Trabelsi', updatedAt: '2026-11-22T10:00:00.000Z' };
    await fill(user, 'Personne à contacter', 'Karim Haddad');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Ce détenteur a été modifié entre-temps')).toBeInTheDocument();
    expect(field('Personne à contacter')).toHaveValue('Karim Haddad');
    expect(updates[0]!.ifMatch).toBe(`"${golfe.updatedAt}"`);

    await user.click(screen.getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() => expect(field('Personne à contacter')).toHaveValue('Sonia Trabelsi'));
    await fill(user, 'Personne à contacter', 'Karim Haddad');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('button', { name: 'Modifier' });
    expect(updates.at(-1)!.ifMatch).toBe('"2026-11-22T10:00:00.000Z"');
    expect(store[0].contact).toBe('Karim Haddad');
  });

  it('rule "a failed save can be retried": after a server failure the same button saves', async () => {
    const { updates } = holderServer();
    let failures = 2; // the mutator retries a 5xx once by itself
    server.use(
      http.patch('*/holders/:id', () => {
        if (failures-- <= 0) return undefined;
        return HttpResponse.json(
          errorBody(500, '500:INTERNAL_SERVER_ERROR', 'Service indisponible'),
          {
            status: 500,
          },
        );
      }),
    );
    const { user } = await openDetail();
    await edit(user);
    await fill(user, 'Ville', 'Gammarth');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(await screen.findByRole('alert')).findByText('Service indisponible'),
    ).toBeInTheDocument();
    expect(field('Ville')).toHaveValue('Gammarth');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('button', { name: 'Modifier' });
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body.city).toBe('Gammarth');
  });

  it('rule "unsaved changes": leaving with edits asks first; cancelling does not', async () => {
    holderServer();
    const { user } = await openDetail();
    await edit(user);
    await fill(user, 'Ville', 'Gammarth');
    const nav = screen.getAllByRole('navigation', { name: 'Navigation principale' })[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Détenteurs' }));
    const question = await findQuestion('Quitter sans enregistrer ?');
    await user.click(within(question).getByRole('button', { name: 'Rester' }));
    expect(field('Ville')).toHaveValue('Gammarth');

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(text(section('Localisation'))).toContain('2070 La Marsa');
  });
});
