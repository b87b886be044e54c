import PDFDocument from 'pdfkit';
import type { MassBalance } from '@generated/model';
import type { Lang } from '@server/http/i18n';
import { fill, linesOf, wordsOf, type Line, type Words } from './lines';
import type { InputVoucher, OutputShipment } from './mass-balance';

// The mass balance as an A4 PDF, in French or English: the organisation, the depots, the
// period, then the same lines as the screen (figures in litres and kg), the numbers of the
// vouchers of each input line and the declarations of each buyer's shipments printed under it,
// and "Page n of m" at the foot. pdfkit's
// standard Helvetica, as the origin register's PDF.

const MARGIN = 40;
const CELL_PAD = 3;
const FONT_SIZE = 9;

/** Helvetica has no narrow no-break space (French thousands): a plain space instead. */
const printable = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const formatters = (lang: Lang) => {
  const locale = lang === 'fr' ? 'fr-TN' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'short' });
  const moment = new Intl.DateTimeFormat(locale, {
    timeZone: 'Africa/Tunis',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    day: (value: string) => printable(day.format(new Date(`${value}T00:00:00Z`))),
    moment: (value: Date) => printable(moment.format(value)),
    number: (value: number | undefined) =>
      value === undefined ? '' : printable(number.format(value)),
  };
};

export const massBalancePdf = (
  balance: MassBalance,
  vouchers: InputVoucher[],
  shipments: OutputShipment[],
  { lang, organisation, now = new Date() }: { lang: Lang; organisation: string; now?: Date },
): Promise<Buffer> => {
  const w = wordsOf(lang);
  const f = formatters(lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${w.title} — ${organisation}`, Author: organisation, CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 14;
  const period = fill(w.periodValue, { from: f.day(balance.from), to: f.day(balance.to) });

  doc.font('Helvetica-Bold').fontSize(15).text(w.title, left, MARGIN, { width });
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  const facts: [string, string][] = [
    [w.organisation, organisation],
    [w.depots, balance.depots.map((depot) => `${depot.code} ${depot.name}`).join(', ') || '—'],
    [w.period, period],
    [w.generatedAt, f.moment(now)],
  ];
  if (balance.depots.length === 1) {
    facts.push([
      w.closedThrough,
      balance.closedThrough ? f.day(balance.closedThrough) : w.notClosed,
    ]);
  }
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}${lang === 'fr' ? ' : ' : ': '}`, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(0.8);

  const widths = [width * 0.52, width * 0.1, width * 0.1, width * 0.14, width * 0.14];
  const drawCells = (cells: string[], y: number, bold: boolean, shade: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    const height =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * CELL_PAD })),
      ) +
      2 * CELL_PAD;
    if (shade) doc.rect(left, y, width, height).fill('#e8ebdf');
    doc.fillColor('black');
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + CELL_PAD, y + CELL_PAD, {
        width: widths[i]! - 2 * CELL_PAD,
        align: i === 0 ? 'left' : 'right',
      });
      x += widths[i]!;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    return height;
  };

  const headers = [w.figure, w.holders, w.vouchers, w.litres, w.kg];
  let y = doc.y;
  const newPageIfNeeded = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = MARGIN;
    y += drawCells(headers, y, true, true);
  };
  y += drawCells(headers, y, true, true);
  const cellsOf = (line: Line) => [
    line.label,
    line.holders === undefined ? '' : f.number(line.holders),
    line.vouchers === undefined ? '' : f.number(line.vouchers),
    f.number(line.litres),
    f.number(line.kg),
  ];
  for (const line of linesOf(balance, w, f.day)) {
    newPageIfNeeded(30);
    y += drawCells(cellsOf(line), y, line.strong ?? false, false);
    const colon = lang === 'fr' ? ' : ' : ': ';
    let text: string;
    if (line.category) {
      // The input line's vouchers, by number, under it.
      const numbers = vouchers
        .filter((voucher) => voucher.category === line.category)
        .map((voucher) => voucher.number)
        .join(', ');
      const category = w.categories[line.category as keyof Words['categories']];
      text = `${fill(w.vouchersOf, { category })}${colon}${numbers || '—'}`;
    } else if (line.buyerId) {
      // The buyer line's shipments, by declaration number, under it.
      const mine = shipments.filter((shipment) => shipment.buyerId === line.buyerId);
      const numbers = mine.map((shipment) => shipment.declarationNumber ?? '—').join(', ');
      text = `${fill(w.shipmentsOf, { buyer: mine[0]?.buyer ?? '' })}${colon}${numbers || '—'}`;
    } else continue;
    doc.font('Helvetica').fontSize(7);
    const height = doc.heightOfString(text, { width: width - 4 * CELL_PAD }) + 2 * CELL_PAD;
    newPageIfNeeded(height);
    doc.fillColor('#444444').text(text, left + 2 * CELL_PAD, y + CELL_PAD, {
      width: width - 4 * CELL_PAD,
    });
    doc.fillColor('black');
    y += height;
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // The foot lies in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(
        `${w.title} — ${organisation} — ${period} — ${fill(w.page, { page: String(i + 1), pages: String(range.count) })}`,
        left,
        doc.page.height - MARGIN,
        { width, align: 'center', lineBreak: false, height: 10 },
      );
  }
  doc.end();
  return done;
};
