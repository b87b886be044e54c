import type { MassBalance } from '@generated/model';
import type { Lang } from '@server/http/i18n';
import { fill, linesOf, wordsOf } from './lines';
import type { InputVoucher, OutputShipment } from './mass-balance';

/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
const cell = (value: string | number | undefined) => {
  const text = value === undefined ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const row = (values: (string | number | undefined)[]) => values.map(cell).join(';');

/**
 * The mass balance as CSV (semicolons, UTF-8 with a byte-order mark, for spreadsheets set to
 * French): its figures one line each, then the vouchers behind each input line and the shipments
 * behind each buyer's output line.
 */
export const massBalanceCsv = (
  balance: MassBalance,
  vouchers: InputVoucher[],
  shipments: OutputShipment[],
  lang: Lang,
) => {
  const w = wordsOf(lang);
  const number = (value: number | undefined) =>
    value === undefined ? undefined : lang === 'fr' ? String(value).replace('.', ',') : value;
  const rows = [
    row([w.title, fill(w.periodValue, { from: balance.from, to: balance.to })]),
    row([w.depots, balance.depots.map((depot) => `${depot.code} ${depot.name}`).join(', ')]),
    '',
    row([w.figure, w.holders, w.vouchers, w.litres, w.kg]),
    ...linesOf(balance, w, (day) => day).map((line) =>
      row([line.label, line.holders, line.vouchers, number(line.litres), number(line.kg)]),
    ),
    '',
    row([w.category, w.voucher, w.removalDate, w.holder, w.depot, w.litres, w.kg]),
    ...vouchers.map((voucher) =>
      row([
        w.categories[voucher.category],
        voucher.number,
        voucher.removalDate,
        voucher.holder,
        voucher.depot,
        number(voucher.litres),
        number(voucher.kg),
      ]),
    ),
    '',
    row([w.buyer, w.declaration, w.dispatchDate, w.depot, w.netKg, w.litres]),
    ...shipments.map((shipment) =>
      row([
        shipment.buyer,
        shipment.declarationNumber ?? undefined,
        shipment.dispatchDate,
        shipment.depot,
        number(shipment.netWeightKg),
        number(shipment.litres),
      ]),
    ),
  ];
  return `\ufeff${rows.join('\r\n')}\r\n`;
};
