import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { complaintReader, complaints } from '@/features/complaints/mocks/complaint-fixtures';
import { findQuestion } from '../questions';
import { drawer, findDrawer, renderComplaints, sent } from './support';

const openComplaint = async (id: string, options: Parameters<typeof renderComplaints>[1] = {}) => {
  const view = renderComplaints(`/main/complaints?complaint=${id}`, options);
  await within(await screen.findByRole('dialog')).findByText('Suivi');
  return view;
};
const patches = (store: Parameters<typeof sent>[0]) => sent(store, 'PATCH', /\/complaints\//);
const button = (name: string) => within(drawer()).getByRole('button', { name });

describe('complaint drawer: detail and follow-up', () => {
  it('a row opens its complaint: holder, author, dates, description, photos, status', async () => {
    const { user, location } = renderComplaints('/main/complaints?status=IN_PROGRESS');
    await user.click(await screen.findByRole('link', { name: "Fuite d'huile devant la cuisine" }));
    const root = within(await findDrawer());
    expect(
      await root.findByRole('heading', { name: "Fuite d'huile devant la cuisine" }),
    ).toBeVisible();
    expect(location()).toBe(`/main/complaints?status=IN_PROGRESS&complaint=${complaints.spill.id}`);
    expect(root.getByText('En cours')).toBeInTheDocument();
    expect(root.getByRole('link', { name: 'Restaurant Dar El Jeld (DET-1002)' })).toHaveAttribute(
      'href',
      `/main/holders/${complaints.spill.holderId}`,
    );
    expect(root.getByText('Amira Trabelsi')).toBeInTheDocument();
    expect(root.getByText(/le sol est glissant/)).toBeInTheDocument();
    expect(root.getByRole('img', { name: 'Photo 1 de la réclamation' })).toHaveAttribute(
      'src',
      complaints.spill.photos[0],
    );
    // Closing goes back to the filtered list.
    await user.click(root.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(location()).toBe('/main/complaints?status=IN_PROGRESS'));
  });

  it('"Prendre en charge" sends status IN_PROGRESS with If-Match; the badge follows', async () => {
    const { user, store } = await openComplaint(complaints.missed.id);
    await user.click(button('Prendre en charge'));
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({ status: 'IN_PROGRESS' });
    expect(patches(store)[0]!.headers.get('If-Match')).toBe(`"${complaints.missed.updatedAt}"`);
    expect(await screen.findByText('Réclamation prise en charge')).toBeInTheDocument();
    expect(await within(drawer()).findByText('En cours')).toBeInTheDocument();
    // From IN_PROGRESS the only move is to resolve.
    expect(within(drawer()).queryByRole('button', { name: 'Prendre en charge' })).toBeNull();
    expect(button('Résoudre')).toBeInTheDocument();
  });

  it('rule "resolving requires a resolution comment": empty or blank is refused, nothing is sent', async () => {
    const { user, store } = await openComplaint(complaints.spill.id);
    await user.click(button('Résoudre'));
    await user.click(button('Clore la réclamation'));
    expect(await within(drawer()).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    await user.type(within(drawer()).getByRole('textbox', { name: /^Résolution/ }), '   ');
    await user.click(button('Clore la réclamation'));
    expect(within(drawer()).getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(patches(store)).toHaveLength(0);
  });

  it('resolving sends status RESOLVED with the trimmed resolution; the resolution then shows', async () => {
    const { user, store } = await openComplaint(complaints.spill.id);
    await user.click(button('Résoudre'));
    await user.type(
      within(drawer()).getByRole('textbox', { name: /^Résolution/ }),
      '  Sol nettoyé et absorbant posé.  ',
    );
    await user.click(button('Clore la réclamation'));
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({
      status: 'RESOLVED',
      resolution: 'Sol nettoyé et absorbant posé.',
    });
    expect(patches(store)[0]!.headers.get('If-Match')).toBe(`"${complaints.spill.updatedAt}"`);
    expect(await screen.findByText('Réclamation résolue')).toBeInTheDocument();
    expect(await within(drawer()).findByText('Sol nettoyé et absorbant posé.')).toBeInTheDocument();
    expect(within(drawer()).getByText('Résolue le')).toBeInTheDocument();
    expect(button('Rouvrir')).toBeInTheDocument();
  });

  it('an OPEN complaint may be resolved at once (OPEN → RESOLVED)', async () => {
    const { user, store } = await openComplaint(complaints.missed.id);
    await user.click(button('Résoudre'));
    await user.type(
      within(drawer()).getByRole('textbox', { name: /^Résolution/ }),
      'Collecte faite.',
    );
    await user.click(button('Clore la réclamation'));
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({ status: 'RESOLVED', resolution: 'Collecte faite.' });
  });

  it('reopening asks first (the resolution is erased); cancelling sends nothing, confirming sends OPEN', async () => {
    const { user, store } = await openComplaint(complaints.voucher.id);
    expect(
      within(drawer()).getByText('Bon signé et renvoyé au détenteur le 16 novembre.'),
    ).toBeInTheDocument();
    await user.click(button('Rouvrir'));
    const dialog = await findQuestion('Rouvrir « Bon non signé » ?');
    expect(within(dialog).getByText(/sa résolution est effacée/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches(store)).toHaveLength(0);
    await user.click(button('Rouvrir'));
    const again = await findQuestion();
    await user.click(within(again).getByRole('button', { name: 'Rouvrir' }));
    await waitFor(() => expect(patches(store)).toHaveLength(1));
    expect(patches(store)[0]!.body).toEqual({ status: 'OPEN' });
    expect(await screen.findByText('Réclamation rouverte')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(drawer()).queryByText('Bon signé et renvoyé au détenteur le 16 novembre.'),
      ).toBeNull(),
    );
    expect(button('Prendre en charge')).toBeInTheDocument();
  });

  it('rule "412": someone changed it first; the typed resolution stays and the latest version can be loaded', async () => {
    const { user, store } = await openComplaint(complaints.spill.id);
    // Someone else changed the complaint after it was opened.
    store.complaints = store.complaints.map((c) =>
      c.id === complaints.spill.id ? { ...c, updatedAt: '2026-11-21T10:00:00.000Z' } : c,
    );
    await user.click(button('Résoudre'));
    const field = within(drawer()).getByRole('textbox', { name: /^Résolution/ });
    await user.type(field, 'Sol nettoyé.');
    await user.click(button('Clore la réclamation'));
    const alert = await within(drawer()).findByRole('alert');
    expect(within(alert).getByText('Réclamation modifiée entre-temps')).toBeInTheDocument();
    expect(field).toHaveValue('Sol nettoyé.');
    await user.click(within(alert).getByRole('button', { name: 'Recharger la réclamation' }));
    await waitFor(() => expect(within(drawer()).queryByRole('alert')).toBeNull());
    await user.click(button('Clore la réclamation'));
    await waitFor(() => expect(patches(store)).toHaveLength(2));
    expect(patches(store)[1]!.headers.get('If-Match')).toBe('"2026-11-21T10:00:00.000Z"');
    expect(await screen.findByText('Réclamation résolue')).toBeInTheDocument();
  });

  it('an unknown id says so in the drawer', async () => {
    renderComplaints('/main/complaints?complaint=60000000-0000-4000-8000-000000000099');
    expect(
      await within(await screen.findByRole('dialog')).findByRole('heading', {
        name: 'Réclamation introuvable',
      }),
    ).toBeInTheDocument();
  });

  it('without complaint UPDATE the complaint is read-only: no status change offered', async () => {
    await openComplaint(complaints.missed.id, { user: complaintReader });
    expect(
      within(drawer()).getByText(
        'Vous pouvez consulter cette réclamation mais pas en changer le statut.',
      ),
    ).toBeInTheDocument();
    expect(within(drawer()).queryByRole('button', { name: 'Prendre en charge' })).toBeNull();
    expect(within(drawer()).queryByRole('button', { name: 'Résoudre' })).toBeNull();
  });
});
