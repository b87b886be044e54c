import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HolderDeclarationCreate, NonComplianceCreate, User } from '@generated/model';
import { adminWith, errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { declarations, holders } from '@/features/holders/mocks/holder-fixtures';
import { renderApp } from '../render';
import { findQuestion } from '../questions';
import { fastUser, field, fill, holderServer } from './support';

const [golfe, jasmins, cantine] = holders as [
  (typeof holders)[0],
  (typeof holders)[0],
  (typeof holders)[0],
];
const recorder = adminWith({ declaration: 'READ|CREATE|UPDATE' });
const card = () => screen.getByRole('region', { name: 'Auto-déclaration ISCC' });
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

const openDetail = async (holder = golfe, user: User = recorder) => {
  const view = renderApp(`/main/holders/${holder.id}`, { user });
  await screen.findByRole('heading', { level: 1, name: holder.name });
  return Object.assign(fastUser(), { unmount: view.unmount });
};

/** The declaration calls, kept for the assertions; the first create may be refused. */
const declarationServer = (
  store: ReturnType<typeof holderServer>['store'],
  options: { failFirst?: boolean } = {},
) => {
  const uploads: File[] = [];
  const creates: HolderDeclarationCreate[] = [];
  const marks: NonComplianceCreate[] = [];
  server.use(
    http.post('*/uploads', async ({ request }) => {
      uploads.push((await request.formData()).get('file') as File);
      return HttpResponse.json(
        {
          url: '/api/v1/uploads/6f0e3a2b-1c4d-4e5f-8a9b-0c1d2e3f4a5b.pdf',
          contentType: 'application/pdf',
          size: 12,
        },
        { status: 201 },
      );
    }),
    http.post('*/holders/:id/declarations', async ({ request, params }) => {
      const body = (await request.json()) as HolderDeclarationCreate;
      creates.push(body);
      if (options.failFirst && creates.length === 1) {
        return HttpResponse.json(errorBody(409, '409:CONFLICT', 'Enregistrement refusé'), {
          status: 409,
        });
      }
      return HttpResponse.json(
        { ...declarations.valid, ...body, holderId: String(params.id) },
        { status: 201 },
      );
    }),
    http.post('*/holders/:id/non-compliance', async ({ request, params }) => {
      const body = (await request.json()) as NonComplianceCreate;
      marks.push(body);
      const index = store.findIndex((h) => h.id === params.id);
      const marked = {
        ...store[index]!,
        nonCompliance: {
          ...body,
          createdAt: golfe.updatedAt,
          createdBy: declarations.valid.createdBy,
        },
      };
      store[index] = marked;
      return HttpResponse.json(marked, { headers: { ETag: `"${marked.updatedAt}"` } });
    }),
  );
  return { uploads, creates, marks };
};

describe('holder declaration', () => {
  it('shows a valid declaration: until when, who signed, the version, the answers, the scan', async () => {
    holderServer();
    await openDetail();
    const shown = text(card());
    expect(shown).toContain("Valide jusqu'au 2 mars 2027");
    expect(shown).toContain('Signée parLeïla Ben Ammar, Gérante');
    expect(shown).toContain('Version du texte2026-1');
    expect(shown).toContain('Production mensuelle10 tonnes par mois ou moins');
    expect(shown).toContain(
      "Graisses animalesOui : l'huile ne peut pas être vendue comme entièrement végétale",
    );
    expect(within(card()).getByRole('link', { name: 'Voir le scan' })).toHaveAttribute(
      'href',
      declarations.valid.scan,
    );
    expect(within(card()).getByRole('button', { name: 'Renouveler la déclaration' })).toBeVisible();
  });

  it('shows a missing declaration, and an expired one under the non-compliance banner', async () => {
    holderServer();
    const first = await openDetail(jasmins);
    expect(text(card())).toContain('Manquante');
    expect(text(card())).toContain('Aucune auto-déclaration enregistrée');
    expect(screen.queryByText(/Détenteur non conforme/)).toBeNull();
    first.unmount();
    await openDetail(cantine);
    expect(text(card())).toContain('Expirée depuis le 1 sept. 2026');
    const banner = screen
      .getByText(/Détenteur non conforme depuis/)
      .closest<HTMLElement>('[role="status"]')!;
    expect(text(banner)).toContain('Détenteur non conforme depuis le 20 nov. 2026');
    expect(text(banner)).toContain('Référence ISCC ISCC-NC-2026-0142');
    expect(within(banner).getByRole('button', { name: 'Lever la non-conformité' })).toBeVisible();
  });

  it('offers neither recording nor marking without the declaration actions', async () => {
    holderServer();
    await openDetail(golfe, adminWith({ declaration: 'READ' }));
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('records a declaration with a scanned PDF; a failed save keeps what was typed and does not upload twice', async () => {
    const calls = declarationServer(holderServer().store, { failFirst: true });
    const user = await openDetail(jasmins);
    await user.click(within(card()).getByRole('button', { name: 'Enregistrer une déclaration' }));
    const drawer = await screen.findByRole('dialog', { name: 'Enregistrer une auto-déclaration' });
    expect(within(drawer).getByText(/Texte de la déclaration \(version 2026-1\)/)).toBeVisible();
    await fill(user, 'Date de signature', '2026-11-20');
    await fill(user, 'Nom du signataire', 'Karim Jaziri');
    await fill(user, 'Fonction chez le détenteur', 'Directeur');
    await user.selectOptions(
      field("Produit-il plus de 10 tonnes d'huile usagée par mois ?"),
      'yes',
    );
    await user.selectOptions(
      field("Les graisses animales font-elles partie de ce qu'il remet ?"),
      'no',
    );
    // Not signed yet: nothing is sent.
    await user.click(within(drawer).getByRole('button', { name: 'Enregistrer la déclaration' }));
    expect(
      await within(drawer).findAllByText(/Joignez le scan de la déclaration signée/),
    ).not.toHaveLength(0);
    expect(calls.creates).toHaveLength(0);
    const pdf = new File(['%PDF-1.4'], 'declaration.pdf', { type: 'application/pdf' });
    await user.upload(within(drawer).getByLabelText('Choisir un fichier'), pdf);
    expect(within(drawer).getByText('declaration.pdf')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Enregistrer la déclaration' }));
    expect(await within(drawer).findByText('Enregistrement refusé')).toBeVisible();
    expect(field('Nom du signataire')).toHaveValue('Karim Jaziri');
    expect(within(drawer).getByText('declaration.pdf')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Enregistrer la déclaration' }));
    await waitFor(() => expect(calls.creates).toHaveLength(2));
    expect(calls.uploads).toHaveLength(1);
    expect(calls.creates[1]).toEqual({
      signedOn: '2026-11-20',
      signerName: 'Karim Jaziri',
      signerRole: 'Directeur',
      textVersion: '2026-1',
      overTenTonnes: true,
      animalFat: false,
      scan: '/api/v1/uploads/6f0e3a2b-1c4d-4e5f-8a9b-0c1d2e3f4a5b.pdf',
      signature: null,
    });
    expect(await screen.findByText('Déclaration enregistrée')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks a holder non-compliant after a confirmation, with the day, the reason and the ISCC reference', async () => {
    const calls = declarationServer(holderServer().store);
    const user = await openDetail();
    await user.click(within(card()).getByRole('button', { name: 'Déclarer non conforme' }));
    const dialog = await findQuestion('Déclarer ce détenteur non conforme ?');
    await user.click(within(dialog).getByRole('button', { name: 'Déclarer non conforme' }));
    expect(await within(dialog).findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(calls.marks).toHaveLength(0);
    await fill(user, 'Non conforme depuis le', '2026-11-20');
    await fill(user, 'Référence sur la liste ISCC', 'ISCC-NC-2026-0142');
    await fill(user, 'Motif', 'Fausse déclaration');
    await user.click(within(dialog).getByRole('button', { name: 'Déclarer non conforme' }));
    await waitFor(() => expect(calls.marks).toHaveLength(1));
    expect(calls.marks[0]).toEqual({
      since: '2026-11-20',
      reason: 'Fausse déclaration',
      isccReference: 'ISCC-NC-2026-0142',
    });
    expect(await screen.findByText('Détenteur non conforme depuis le 20 nov. 2026')).toBeVisible();
  });
});
