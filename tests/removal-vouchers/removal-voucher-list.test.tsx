import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  voucherHolders,
  voucherSubcontractors,
  vouchers,
} from '@/features/removal-vouchers/mocks/removal-voucher-fixtures';
import {
  cellTexts,
  lastList,
  noVouchers,
  pick,
  renderVouchers,
  rows,
  sent,
  shownNumbers,
} from './support';

const list = '/main/removal-vouchers/';
const firstRow = 'BE-2026-004512';
const allNumbers = vouchers.map((v) => v.number);

// Twelve vouchers: two pages of ten.
const many = Array.from({ length: 12 }, (_, i) => ({
  ...vouchers[i % 6]!,
  id: `00000000-0000-4000-8000-0000000008${String(i).padStart(2, '0')}`,
  number: `BE-2026-0050${String(i).padStart(2, '0')}`,
  removalDate: `2026-08-${String(28 - i).padStart(2, '0')}`,
}));

describe('removal voucher list (/main/removal-vouchers/)', () => {
  it('shows number, holder, removal date, a status badge, due sum, litres collected, subcontractor and actual subcontractor (the status early: it stays on a laptop screen); newest first', async () => {
    const { store } = renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Numéro',
      'Détenteur',
      "Date d'enlèvement",
      'Statut',
      'Somme due',
      'Quantité',
      'Sous-traitant',
      'Collecteur effectif',
    ]);
    expect(shownNumbers()).toEqual(allNumbers);
    // BE-2026-004498: planned for Recyclage Cap Bon, collected by EcoHuile Tunis.
    expect(cellTexts(rows()[1]!)).toEqual([
      'BE-2026-004498',
      'Hôtel Les JasminsDT-000245',
      '18 nov. 2026',
      'À décider',
      '412,000 TND',
      '300 L',
      'Recyclage Cap Bon',
      'EcoHuile Tunis',
    ]);
    const badges = rows().map((row) => cellTexts(row)[3]);
    expect(badges).toEqual([
      'À décider',
      'À décider',
      'À décider',
      'Confirmé',
      'Non confirmé',
      'Confirmé',
    ]);
    const params = lastList(store);
    expect(params.get('sortField')).toBe('removalDate');
    expect(params.get('sortOrder')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Date d'enlèvement/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('filter by status: in the URL and in the request', async () => {
    const { user, store, location } = renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'CONFIRMED');
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-004390', 'BE-2026-004102']));
    expect(location()).toBe(`${list}?status=CONFIRMED`);
    expect(lastList(store).get('status')).toBe('CONFIRMED');
  });

  it('filter by removal date range: both bounds in the URL and in the request', async () => {
    const { user, store, location } = renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    await user.type(screen.getByLabelText('Enlevé du'), '2026-10-01');
    await user.type(screen.getByLabelText('Enlevé au'), '2026-11-15');
    await waitFor(() =>
      expect(shownNumbers()).toEqual(['BE-2026-004471', 'BE-2026-004390', 'BE-2026-004215']),
    );
    expect(location()).toBe(`${list}?removalDateFrom=2026-10-01&removalDateTo=2026-11-15`);
    const params = lastList(store);
    expect(params.get('removalDateFrom')).toBe('2026-10-01');
    expect(params.get('removalDateTo')).toBe('2026-11-15');
    // The range cannot be turned around: "until" starts at "from".
    expect(screen.getByLabelText('Enlevé au')).toHaveAttribute('min', '2026-10-01');
  });

  it('filter by holder: picked by name, its id in the URL and in the request', async () => {
    const { user, store, location } = renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    await pick(user, 'Détenteur', 'Restaurant Le Golfe · DT-000123');
    await waitFor(() =>
      expect(shownNumbers()).toEqual(['BE-2026-004512', 'BE-2026-004390', 'BE-2026-004215']),
    );
    expect(location()).toBe(`${list}?holderId=${voucherHolders.golfe.id}`);
    expect(lastList(store).get('holderId')).toBe(voucherHolders.golfe.id);
  });

  it('filter by subcontractor: in the URL and in the request; "clear the filters" lists all', async () => {
    const { user, store, location } = renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    await pick(user, 'Sous-traitant', 'Recyclage Cap Bon');
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-004498', 'BE-2026-004102']));
    expect(location()).toBe(`${list}?subcontractorId=${voucherSubcontractors.capBon.id}`);
    expect(lastList(store).get('subcontractorId')).toBe(voucherSubcontractors.capBon.id);

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(shownNumbers()).toEqual(allNumbers));
    expect(location()).toBe(list);
  });

  it('filters read from the URL name their records and reach the request', async () => {
    const { store } = renderVouchers(
      `${list}?holderId=${voucherHolders.jasmins.id}&status=AWAITING`,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Détenteur' })).toHaveValue(
        'Hôtel Les Jasmins · DT-000245',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('AWAITING');
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-004498']));
    expect(lastList(store).get('holderId')).toBe(voucherHolders.jasmins.id);
    expect(lastList(store).get('status')).toBe('AWAITING');
  });

  it('sorts by due sum on the server, ascending then descending', async () => {
    const { user, store, location } = renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    await user.click(screen.getByRole('button', { name: /Somme due/ }));
    await waitFor(() => expect(shownNumbers()[0]).toBe('BE-2026-004471'));
    expect(location()).toBe(`${list}?sortField=dueSum&sortOrder=asc`);
    expect(lastList(store).get('sortField')).toBe('dueSum');
    expect(lastList(store).get('sortOrder')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Somme due/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: /Somme due/ }));
    await waitFor(() => expect(shownNumbers()[0]).toBe('BE-2026-004498'));
    expect(lastList(store).get('sortOrder')).toBe('desc');
  });

  it('pages on the server: the next page in the URL and in the request', async () => {
    const { user, store, location } = renderVouchers(list, { vouchers: many });
    await screen.findByRole('link', { name: 'BE-2026-005000' });
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('1–10 sur 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-005010', 'BE-2026-005011']));
    expect(location()).toBe(`${list}?page=2`);
    expect(lastList(store).get('page')).toBe('2');
  });

  it('searches the number and the holder on the server', async () => {
    const { user, store } = renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'cantine');
    await waitFor(() => expect(shownNumbers()).toEqual(['BE-2026-004471']));
    expect(lastList(store).get('query')).toBe('cantine');
  });

  it('a row leads to its voucher', async () => {
    const { user, location } = renderVouchers(list);
    await user.click(await screen.findByRole('link', { name: 'BE-2026-004498' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bon BE-2026-004498' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`${list}${vouchers[1]!.id}`);
  });

  it('an empty result says so', async () => {
    renderVouchers(list, { vouchers: [] });
    expect(await screen.findByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
  });

  it('denied without READ on removal vouchers, and nothing is asked of the server', async () => {
    const { store } = renderVouchers(list, { user: noVouchers });
    expect(
      await screen.findByText("Vous n'avez actuellement pas accès à cette action"),
    ).toBeInTheDocument();
    expect(sent(store, 'GET', /removal-vouchers/)).toHaveLength(0);
  });

  it('English: headers and badges in English', async () => {
    const { changeLanguage } = await import('@/lib/i18n/i18n');
    await changeLanguage('en');
    renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    // jsdom applies the container query that hides this secondary column on a narrow table.
    expect(
      screen.getByRole('columnheader', { name: 'Actual collector', hidden: true }),
    ).toBeInTheDocument();
    const row = rows()[3]!;
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(cellTexts(row)[2]).toBe('30 Oct 2026');
    expect(cellTexts(row)[4]).toBe('150.000 TND');
  });
});

describe('removal vouchers CSV export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports each voucher with its number, holder, dates, sums, companies and status, in French', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:vouchers';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderVouchers(list);
    await screen.findByRole('link', { name: firstRow });
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const lines = (await blobs[0]!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines).toHaveLength(1 + vouchers.length);
    expect(lines[0]).toBe(
      "Numéro;Détenteur;Date d'enlèvement;Somme due (TND);Quantité totale (L);Sous-traitant;Collecteur effectif;Statut;Date de décision;Alertes",
    );
    const first = vouchers.find((v) => v.number === firstRow)!;
    expect(lines[1]!.split(';').slice(0, 3)).toEqual([
      firstRow,
      first.holder!.name,
      first.removalDate,
    ]);
    // 120 + 85,5 litres, the interface's decimal mark; the company's name; the status in words.
    expect(lines[1]).toContain(';205,5;');
    expect(lines[1]).toContain(`;${first.subcontractor!.companyName};`);
    expect(lines[1]).toContain(';À décider;');
  });
});
