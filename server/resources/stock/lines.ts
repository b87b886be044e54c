import type { MassBalance } from '@generated/model';
import type { Lang } from '@server/http/i18n';
import words from './words.json';

// The mass balance's lines, as the screen, the CSV and the PDF show them, in one order.

export type Words = (typeof words)['fr'];

export const wordsOf = (lang: Lang): Words => words[lang];

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

export interface Line {
  label: string;
  holders?: number;
  vouchers?: number;
  /** None on the line that says no stock was measured: it is not a measure of 0 L. */
  litres?: number;
  kg?: number;
  /** A total or a stock: printed in bold. */
  strong?: boolean;
  /** The input line's category, whose vouchers are listed under it. */
  category?: string;
  /** The output line's buyer, whose shipments are listed under it. */
  buyerId?: string;
}

export const linesOf = (balance: MassBalance, w: Words, day: (value: string) => string) => {
  const lines: Line[] = [{ label: w.opening, ...balance.opening, strong: true }];
  for (const input of balance.inputs) {
    const category = input.category ? w.categories[input.category] : '';
    lines.push({
      label: fill(w.input, { category }),
      holders: input.holders,
      vouchers: input.vouchers,
      litres: input.litres,
      kg: input.kg,
      ...(input.category ? { category: input.category } : {}),
    });
  }
  lines.push(
    { ...balance.inputTotal, label: w.inputTotal, category: undefined, strong: true },
    { label: w.transfersIn, ...balance.transfersIn },
    { label: w.transfersOut, ...balance.transfersOut },
  );
  for (const output of balance.outputs) {
    lines.push({
      label: output.buyer
        ? fill(w.output, {
            buyer: output.buyer.name,
            country: output.buyer.country,
            certificate: output.buyer.certificateNumber,
            shipments: String(output.shipments),
          })
        : w.noShipment,
      litres: output.litres,
      kg: output.kg,
      ...(output.buyer ? { buyerId: output.buyer.id } : {}),
    });
  }
  lines.push(
    { label: w.outputTotal, ...balance.outputTotal, strong: true },
    { label: w.losses, ...balance.losses },
    { label: w.adjustments, ...balance.adjustments },
    { label: w.closing, ...balance.closing, strong: true },
  );
  const measured = balance.measured;
  if (measured) {
    lines.push(
      { label: fill(w.measured, { on: day(measured.on) }), litres: measured.measuredLitres },
      { label: w.ledgerThen, litres: measured.ledgerLitres },
      { label: w.difference, litres: measured.differenceLitres, strong: true },
    );
  } else {
    lines.push({ label: w.noMeasure });
  }
  lines.push({
    label: w.withoutDepot,
    vouchers: balance.withoutDepot.vouchers,
    litres: balance.withoutDepot.litres,
  });
  return lines;
};
