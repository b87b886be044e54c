import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import {
  awaitingVoucher,
  vouchers,
} from '@/features/removal-vouchers/mocks/removal-voucher-fixtures';
import { findQuestion } from '../questions';
import { closed, renderVouchers, sent, shownNumbers } from './support';

const v = awaitingVoucher;
const page = `/main/removal-vouchers/${v.id}`;
const heading = `Bon ${v.number}`;
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
const facts = () => screen.getByRole('region', { name: 'Enlèvement' });

const open = async (path = page) => {
  const view = renderVouchers(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
};

/** Presses the page's decision button, and answers the dialog it opens. */
const ask = async (
  view: Awaited<ReturnType<typeof open>>,
  decision: 'Confirmer' | 'Ne pas confirmer',
) => {
  await view.user.click(screen.getByRole('button', { name: decision }));
  const title =
    decision === 'Confirmer'
      ? `Confirmer le bon ${v.number} ?`
      : `Ne pas confirmer le bon ${v.number} ?`;
  return findQuestion(title);
};
const comment = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /^Commentaire/ });

describe('deciding a removal voucher', () => {
  it('rule "a voucher is its company\'s": the company that only did the pickup is not offered the decision, its owner is', async () => {
    const accountOf = (subcontractorId: string): User => ({
      ...users.subcontractor,
      subcontractorId,
      permissions: { ...users.subcontractor.permissions, removalVoucher: 'READ|UPDATE' },
    });
    const collectorId = '7c1e9a40-2b6d-4f0e-8d7a-3f5b9c2e6a99';
    const collector = renderVouchers(page, {
      user: accountOf(collectorId),
      vouchers: [{ ...v, actualSubcontractorId: collectorId }],
    });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
    collector.unmount();
    renderVouchers(page, { user: accountOf(v.subcontractorId) });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
  });

  it('confirming asks first, then sends CONFIRMED with the comment and If-Match; the detail follows at once', async () => {
    const view = await open();
    const dialog = await ask(view, 'Confirmer');
    expect(sent(view.store, 'PATCH')).toHaveLength(0);
    expect(within(dialog).getByText(/Une décision ne peut plus être changée/)).toBeInTheDocument();
    await view.user.type(comment(dialog), 'Quantités conformes');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Bon confirmé')).toBeInTheDocument();
    const [patch] = sent(view.store, 'PATCH');
    expect(patch!.body).toEqual({ status: 'CONFIRMED', decisionComment: 'Quantités conformes' });
    expect(patch!.headers.get('If-Match')).toBe(`"${v.updatedAt}"`);
    await waitFor(() => expect(within(facts()).getByText('Confirmé')).toBeInTheDocument());
    expect(text(facts())).toMatch(/Date de décision22 nov\. 2026/);
    expect(screen.queryByRole('button', { name: 'Ne pas confirmer' })).toBeNull();
    expect(text(facts())).toContain('Commentaire de décisionQuantités conformes');
  });

  it('rule "not confirming needs a comment": refused without one, nothing sent', async () => {
    const view = await open();
    const dialog = await ask(view, 'Ne pas confirmer');
    await view.user.type(comment(dialog), '   ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Ne pas confirmer' }));
    expect(
      await within(dialog).findByText("Dites pourquoi le bon n'est pas confirmé"),
    ).toBeInTheDocument();
    expect(comment(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(sent(view.store, 'PATCH')).toHaveLength(0);
  });

  it('not confirming sends NOT_CONFIRMED with the comment; the badge follows', async () => {
    const view = await open();
    const dialog = await ask(view, 'Ne pas confirmer');
    await view.user.type(comment(dialog), 'Cuve n° 2 non vidée');
    await view.user.click(within(dialog).getByRole('button', { name: 'Ne pas confirmer' }));
    expect(await screen.findByText('Bon non confirmé')).toBeInTheDocument();
    expect(sent(view.store, 'PATCH')[0]!.body).toEqual({
      status: 'NOT_CONFIRMED',
      decisionComment: 'Cuve n° 2 non vidée',
    });
    await waitFor(() => expect(within(facts()).getByText('Non confirmé')).toBeInTheDocument());
  });

  it('rule "the decision comment never replaces the collector\'s comments": the box starts empty, both show after the decision', async () => {
    const view = renderVouchers(`/main/removal-vouchers/${vouchers[1]!.id}`);
    await screen.findByRole('heading', { level: 1, name: `Bon ${vouchers[1]!.number}` });
    await view.user.click(screen.getByRole('button', { name: 'Ne pas confirmer' }));
    const dialog = await findQuestion();
    expect(comment(dialog)).toHaveValue('');
    await view.user.type(comment(dialog), 'Pas de signature du détenteur');
    await view.user.click(within(dialog).getByRole('button', { name: 'Ne pas confirmer' }));
    await screen.findByText('Bon non confirmé');
    expect(sent(view.store, 'PATCH')[0]!.body).toEqual({
      status: 'NOT_CONFIRMED',
      decisionComment: 'Pas de signature du détenteur',
    });
    await waitFor(() =>
      expect(text(facts())).toContain('Commentaire de décisionPas de signature du détenteur'),
    );
    expect(text(screen.getByRole('region', { name: 'Commentaires et observations' }))).toContain(
      'Détenteur absent, bon remis au gardien',
    );
  });

  it('cancel and Escape send nothing and leave the voucher awaiting', async () => {
    const view = await open();
    let dialog = await ask(view, 'Confirmer');
    await view.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await closed(dialog);
    dialog = await ask(view, 'Ne pas confirmer');
    await view.user.keyboard('{Escape}');
    await closed(dialog);
    expect(sent(view.store, 'PATCH')).toHaveLength(0);
    expect(within(facts()).getByText('À décider')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
  });

  it('412: the comment stays, the latest version is shown, deciding again sends its ETag', async () => {
    const view = await open();
    const dialog = await ask(view, 'Ne pas confirmer');
    await view.user.type(comment(dialog), 'Huile mélangée à de l’eau');
    // Someone corrected the observations meanwhile.
    const changed = '2026-11-21T08:00:00.000Z';
    view.store.vouchers = view.store.vouchers.map((x) =>
      x.id === v.id ? { ...x, observations: 'Accès par la cour arrière', updatedAt: changed } : x,
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Ne pas confirmer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(text(alert)).toContain('Ce bon a été modifié entre-temps');
    expect(comment(dialog)).toHaveValue('Huile mélangée à de l’eau');
    await waitFor(() => expect(screen.getByText('Accès par la cour arrière')).toBeInTheDocument());

    await view.user.click(within(dialog).getByRole('button', { name: 'Ne pas confirmer' }));
    expect(await screen.findByText('Bon non confirmé')).toBeInTheDocument();
    const patches = sent(view.store, 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[1]!.headers.get('If-Match')).toBe(`"${changed}"`);
    expect(patches[1]!.body).toEqual({
      status: 'NOT_CONFIRMED',
      decisionComment: 'Huile mélangée à de l’eau',
    });
  });

  it('412 on a voucher decided meanwhile: says so and offers no decision', async () => {
    const view = await open();
    const dialog = await ask(view, 'Confirmer');
    view.store.vouchers = view.store.vouchers.map((x) =>
      x.id === v.id
        ? {
            ...x,
            status: 'NOT_CONFIRMED',
            decisionDate: '2026-11-21T08:00:00.000Z',
            updatedAt: '2026-11-21T08:00:00.000Z',
          }
        : x,
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(
      await within(dialog).findByText('Ce bon a été décidé entre-temps : Non confirmé.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirmer' })).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await closed(dialog);
    expect(within(facts()).getByText('Non confirmé')).toBeInTheDocument();
    expect(sent(view.store, 'PATCH')).toHaveLength(1);
  });

  it('server error: the message shows in the dialog, the comment stays, trying again works', async () => {
    let failing = true;
    const view = await open();
    server.use(
      http.patch('*/removal-vouchers/:id', () =>
        failing
          ? HttpResponse.json(
              errorBody(500, '500:INTERNAL_SERVER_ERROR', 'Base de données indisponible'),
              {
                status: 500,
              },
            )
          : undefined,
      ),
    );
    const dialog = await ask(view, 'Ne pas confirmer');
    await view.user.type(comment(dialog), 'Bon illisible');
    await view.user.click(within(dialog).getByRole('button', { name: 'Ne pas confirmer' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(text(alert)).toContain('La décision n’a pas été enregistrée'.replace('’', "'"));
    expect(text(alert)).toContain('Base de données indisponible');
    expect(comment(dialog)).toHaveValue('Bon illisible');

    failing = false;
    await view.user.click(within(dialog).getByRole('button', { name: 'Ne pas confirmer' }));
    expect(await screen.findByText('Bon non confirmé')).toBeInTheDocument();
    expect(sent(view.store, 'PATCH')[0]!.body).toEqual({
      status: 'NOT_CONFIRMED',
      decisionComment: 'Bon illisible',
    });
  });

  it('the list reflects a decision at once: its badge, and a status filter that no longer matches', async () => {
    const view = renderVouchers('/main/removal-vouchers/?status=AWAITING');
    await view.user.click(await screen.findByRole('link', { name: v.number }));
    await screen.findByRole('heading', { level: 1, name: heading });
    const dialog = await ask(view, 'Confirmer');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await screen.findByText('Bon confirmé');

    await view.router.navigate(-1);
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-004498', 'BE-2026-004471']));
    await view.router.navigate('/main/removal-vouchers/');
    const row = (await screen.findByRole('link', { name: v.number })).closest('tr')!;
    expect(within(row).getByText('Confirmé')).toBeInTheDocument();
  });
});
