import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  awaitingVoucher,
  collectorSignature,
  holderSignature,
  photos,
  vouchers,
} from '@/features/removal-vouchers/mocks/removal-voucher-fixtures';
import { closed, noVouchers, reader, renderVouchers, sent } from './support';

const detail = (id: string) => `/main/removal-vouchers/${id}`;
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
const section = (name: string) => screen.getByRole('region', { name });

const open = async (voucher = awaitingVoucher, options?: Parameters<typeof renderVouchers>[1]) => {
  const view = renderVouchers(detail(voucher.id), options);
  await screen.findByRole('heading', { level: 1, name: `Bon ${voucher.number}` });
  return view;
};

describe('removal voucher detail (/main/removal-vouchers/{id})', () => {
  it('shows the extracted tanks with their total, the due sum, comments, observations and "not decided yet"', async () => {
    await open();
    const tanks = within(section('Cuves vidées'));
    const cells = tanks.getAllByRole('row').map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => text(cell)),
    );
    expect(cells.slice(1)).toEqual([
      ['1', '120 L', '—'],
      ['2', '85,5 L', 'Huile très chargée en résidus'],
      ['Total', '205,5 L', ''],
    ]);
    const facts = text(section('Enlèvement'));
    expect(facts).toContain('DétenteurRestaurant Le Golfe · DT-000123');
    expect(facts).toContain("Date d'enlèvement20 nov. 2026");
    expect(facts).toContain('Somme due164,250 TND');
    expect(facts).toContain('Sous-traitantEcoHuile Tunis');
    expect(facts).toContain('Collecteur effectifEcoHuile Tunis');
    expect(facts).toContain('Date de décisionPas encore décidé');
    expect(text(section('Commentaires et observations'))).toBe(
      'Commentaires et observationsCommentaires—ObservationsAccès par la porte de service',
    );
    expect(screen.getByRole('link', { name: 'Restaurant Le Golfe · DT-000123' })).toHaveAttribute(
      'href',
      `/main/holders/${awaitingVoucher.holderId}`,
    );
  });

  it('shows the depot of delivery, linked to its page', async () => {
    await open();
    expect(text(section('Enlèvement'))).toContain(
      'Dépôt de livraisonDépôt relais La Marsa · DR-TUN-01',
    );
    expect(screen.getByRole('link', { name: 'Dépôt relais La Marsa · DR-TUN-01' })).toHaveAttribute(
      'href',
      `/main/relay-depots/${awaitingVoucher.relayDepotId}`,
    );
  });

  it('says "not recorded" for an older voucher that names no depot of delivery', async () => {
    const older = vouchers.find((v) => v.number === 'BE-2026-004102')!;
    await open(older);
    expect(text(section('Enlèvement'))).toContain(
      'Dépôt de livraisonNon renseigné (bon antérieur au registre du stock)',
    );
  });

  it("shows the holder's and the collector's signatures as images", async () => {
    await open();
    const signatures = within(section('Signatures'));
    expect(signatures.getByRole('img', { name: 'Signature du détenteur' })).toHaveAttribute(
      'src',
      holderSignature,
    );
    expect(signatures.getByRole('img', { name: 'Signature du collecteur' })).toHaveAttribute(
      'src',
      collectorSignature,
    );
  });

  it('says when the holder did not sign', async () => {
    await open(vouchers[1]);
    const signatures = within(section('Signatures'));
    expect(signatures.getByText("Le détenteur n'a pas signé.")).toBeInTheDocument();
    expect(signatures.queryByRole('img', { name: 'Signature du détenteur' })).toBeNull();
    expect(signatures.getByRole('img', { name: 'Signature du collecteur' })).toBeInTheDocument();
  });

  it('the gallery opens a photo full size, goes to the next with the arrow key, closes with Escape', async () => {
    const { user } = await open();
    const gallery = within(section('Photos'));
    const thumbnail = gallery.getByRole('button', { name: 'Agrandir la photo 2 sur 3' });
    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 sur 3' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 sur 3' })).toHaveAttribute(
      'src',
      photos[1],
    );
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Photo 3 sur 3' })).toHaveAttribute(
      'src',
      photos[2],
    );
    await user.keyboard('{Escape}');
    await closed(dialog);
    await waitFor(() =>
      expect(gallery.getByRole('button', { name: 'Agrandir la photo 2 sur 3' })).toHaveFocus(),
    );
  });

  it('a voucher without photos says so', async () => {
    await open(vouchers[2]);
    expect(within(section('Photos')).getByText('Aucune photo.')).toBeInTheDocument();
  });

  it('a decided voucher shows its decision date and decision comment, and offers no decision', async () => {
    await open(vouchers[3]);
    expect(text(section('Enlèvement'))).toMatch(/Date de décision2 nov\. 2026/);
    expect(within(section('Enlèvement')).getByText('Confirmé')).toBeInTheDocument();
    expect(text(section('Enlèvement'))).toContain('Commentaire de décisionConforme');
    expect(text(section('Commentaires et observations'))).toContain('Commentaires—');
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ne pas confirmer' })).toBeNull();
  });

  it('the decision is hidden without UPDATE on removal vouchers', async () => {
    await open(awaitingVoucher, { user: reader });
    expect(screen.getByRole('region', { name: 'Cuves vidées' })).toBeInTheDocument();
    expect(screen.queryByText('Ce bon attend votre décision.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
  });

  it('404: a not-found state with a way back to the list', async () => {
    renderVouchers(detail('00000000-0000-4000-8000-000000000404'));
    expect(
      await screen.findByRole('heading', { name: "Bon d'enlèvement introuvable" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute(
      'href',
      '/main/removal-vouchers/',
    );
  });

  it('denied without READ on removal vouchers, and nothing is asked of the server', async () => {
    const { store } = renderVouchers(detail(awaitingVoucher.id), { user: noVouchers });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(sent(store, 'GET', /removal-vouchers/)).toHaveLength(0);
  });

  it('English: the tanks, amounts and dates in English', async () => {
    const { changeLanguage } = await import('@/lib/i18n/i18n');
    await changeLanguage('en');
    renderVouchers(detail(awaitingVoucher.id));
    await screen.findByRole('heading', { level: 1, name: 'Voucher BE-2026-004512' });
    expect(text(section('Emptied tanks'))).toContain('Total205.5 L');
    expect(text(section('Removal'))).toContain('Due sum164.250 TND');
    expect(text(section('Removal'))).toContain('Removal date20 Nov 2026');
    expect(screen.getByRole('button', { name: 'Do not confirm' })).toBeInTheDocument();
  });
});
