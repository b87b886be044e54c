import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { amendedVoucher } from '@/features/removal-vouchers/mocks/removal-voucher-fixtures';
import { findQuestion } from '../questions';
import { closed, openVoucher, plainText } from './support';

const v = amendedVoucher;

const drawer = () => screen.findByRole('dialog', { name: `Rectifier le bon ${v.number}` });

// Apart from the other amendment tests: in jsdom a drawer and its question never end their exit
// animation, and what an earlier test left open hides this one's page from role queries.

/** The amendment drawer open now, read afresh (never an element kept from before). */
const openDrawer = () =>
  screen
    .getAllByRole('dialog', { name: `Rectifier le bon ${v.number}` })
    .find((dialog) => dialog.dataset.state === 'open')!;
describe('a decided voucher, amended after a refusal', () => {
  it("a server's refusal shows in the drawer and keeps what was typed; trying again works", async () => {
    let failing = true;
    const view = await openVoucher();
    server.use(
      http.post('*/removal-vouchers/:id/amendments', () =>
        failing
          ? HttpResponse.json(
              errorBody(
                400,
                '400:BAD_REQUEST',
                'Cette rectification ne change rien : corrigez au moins un champ',
              ),
              { status: 400 },
            )
          : undefined,
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Rectifier' }));
    const form = await drawer();
    const reason = within(form).getByRole('textbox', { name: /^Raison de la rectification/ });
    await view.user.type(reason, 'Rien à changer ?');
    await view.user.click(
      within(form).getByRole('button', { name: 'Enregistrer la rectification' }),
    );
    const question = await findQuestion();
    await view.user.click(within(question).getByRole('button', { name: 'Rectifier' }));
    // The question leaves (jsdom never ends its exit animation): the drawer is read again.
    await closed(question);
    const alert = await waitFor(() => within(openDrawer()).getByRole('alert'));
    expect(plainText(alert)).toContain("La rectification n'a pas été enregistrée");
    expect(plainText(alert)).toContain('Cette rectification ne change rien');
    const again = openDrawer();
    expect(within(again).getByRole('textbox', { name: /^Raison de la rectification/ })).toHaveValue(
      'Rien à changer ?',
    );

    failing = false;
    const due = within(again).getByRole('textbox', { name: /^Somme due/ });
    await view.user.clear(due);
    await view.user.type(due, '151');
    await view.user.click(
      within(again).getByRole('button', { name: 'Enregistrer la rectification' }),
    );
    await view.user.click(within(await findQuestion()).getByRole('button', { name: 'Rectifier' }));
    expect(await screen.findByText('Bon rectifié')).toBeInTheDocument();
  });
});
