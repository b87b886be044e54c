import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '@mocks/fixtures';
import {
  amendedVoucher,
  awaitingVoucher,
} from '@/features/removal-vouchers/mocks/removal-voucher-fixtures';
import { findQuestion } from '../questions';
import { amender, closed, openVoucher, plainText, sent } from './support';

const v = amendedVoucher;
const sealed =
  /Bon décidé : ses quantités, cuves, détenteur, dates, signatures et photos sont scellés/;

const amendmentsCard = () => screen.getByRole('region', { name: 'Rectifications' });
const drawer = () => screen.findByRole('dialog', { name: `Rectifier le bon ${v.number}` });

describe('a decided voucher', () => {
  it('says it is sealed and lists its amendments, newest first: who, when, why, each field before → after', async () => {
    await openVoucher(users.admin);
    expect(screen.getByText(sealed)).toBeInTheDocument();
    const card = amendmentsCard();
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
    const [latest, first] = within(card).getAllByRole('listitem');
    expect(plainText(latest!)).toContain('Leila Mansour (Administrateur), le 6 nov. 2026');
    expect(plainText(latest!)).toContain('le bon papier porte le 29 octobre');
    expect(within(latest!).getAllByRole('row').map(plainText)).toEqual([
      'ChampAvantAprès',
      "Date d'enlèvement28 oct. 202630 oct. 2026",
    ]);
    expect(plainText(first!)).toContain('Karim Ben Salah (Responsable régional), le 4 nov. 2026');
    const rows = within(first!).getAllByRole('row').map(plainText);
    expect(rows).toContain('Cuves vidéesCuve 1 : 102 LCuve 1 : 120 L');
    expect(rows.find((row) => row?.startsWith('Somme due'))).toMatch(/127,5.*TND.*150.*TND/);
    expect(rows).toContain('PhotosAucune photo.');
    // Without the amendment action, nothing to amend with.
    expect(screen.queryByRole('button', { name: 'Rectifier' })).toBeNull();
  });

  it('an awaiting voucher is not sealed: no notice, no amendments, no amend action', async () => {
    await openVoucher(amender, `/main/removal-vouchers/${awaitingVoucher.id}`);
    expect(screen.getByText('Ce bon attend votre décision.')).toBeInTheDocument();
    expect(screen.queryByText(sealed)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rectifications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rectifier' })).toBeNull();
  });

  it('is amended in a drawer prefilled with its values: a reason is required, saving asks first, then sends the corrected fields with If-Match', async () => {
    const view = await openVoucher();
    await view.user.click(screen.getByRole('button', { name: 'Rectifier' }));
    const form = await drawer();
    const quantity = within(form).getByRole('textbox', { name: /^Quantité \(L\)/ });
    expect(quantity).toHaveValue('120');
    expect(within(form).getByRole('textbox', { name: /^Somme due/ })).toHaveValue('150');
    expect(within(form).getByLabelText(/^Date d'enlèvement/)).toHaveValue('2026-10-30');

    await view.user.clear(quantity);
    await view.user.type(quantity, '135,5');
    await view.user.click(
      within(form).getByRole('button', { name: 'Enregistrer la rectification' }),
    );
    expect(await within(form).findByText('Dites pourquoi le bon est rectifié')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const reason = within(form).getByRole('textbox', { name: /^Raison de la rectification/ });
    await view.user.type(reason, 'Pesée au dépôt : 135,5 L');
    const dueSum = within(form).getByRole('textbox', { name: /^Somme due/ });
    await view.user.clear(dueSum);
    await view.user.type(dueSum, '169,375');
    await view.user.click(
      within(form).getByRole('button', { name: 'Enregistrer la rectification' }),
    );
    const question = await findQuestion(`Rectifier le bon ${v.number} ?`);
    expect(sent(view.store, 'POST')).toHaveLength(0);
    await view.user.click(within(question).getByRole('button', { name: 'Rectifier' }));

    expect(await screen.findByText('Bon rectifié')).toBeInTheDocument();
    const [post] = sent(view.store, 'POST', /amendments$/);
    expect(post!.headers.get('If-Match')).toBe(`"${v.updatedAt}"`);
    expect(post!.body).toEqual({
      reason: 'Pesée au dépôt : 135,5 L',
      extractedTanks: [{ tankNumber: 1, extractedQuantity: 135.5 }],
      dueSum: 169.375,
      holderId: v.holderId,
      removalDate: '2026-10-30',
      photos: v.photos,
      signature: v.signature,
      holderSignature: v.holderSignature,
    });
    // The voucher and its amendments are read again: the page shows the amended values.
    await waitFor(() => expect(within(amendmentsCard()).getAllByRole('listitem')).toHaveLength(3));
    const [latest] = within(amendmentsCard()).getAllByRole('listitem');
    expect(plainText(latest!)).toContain('Pesée au dépôt : 135,5 L');
    expect(within(latest!).getAllByRole('row').map(plainText)).toContain(
      'Cuves vidéesCuve 1 : 120 LCuve 1 : 135,5 L',
    );
    const facts = screen.getByRole('region', { name: 'Enlèvement' });
    await waitFor(() => expect(plainText(facts)).toMatch(/Somme due169,375/));
  });

  it('cancelling the question sends nothing and keeps the form as typed', async () => {
    const view = await openVoucher();
    await view.user.click(screen.getByRole('button', { name: 'Rectifier' }));
    const form = await drawer();
    const reason = within(form).getByRole('textbox', { name: /^Raison de la rectification/ });
    await view.user.type(reason, 'Erreur de saisie');
    await view.user.click(
      within(form).getByRole('button', { name: 'Enregistrer la rectification' }),
    );
    const question = await findQuestion();
    await view.user.click(within(question).getByRole('button', { name: 'Annuler' }));
    await closed(question);
    expect(sent(view.store, 'POST')).toHaveLength(0);
    expect(reason).toHaveValue('Erreur de saisie');
  });
});
