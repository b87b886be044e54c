import PDFDocument from 'pdfkit';
import type { OriginRegisterEntry } from '@generated/model';
import type { Lang } from '@server/http/i18n';
import { KG_PER_LITRE, type RegisterDocument } from './register';
import words from './words.json';

// The auditor's register and sample as an A4 PDF (landscape: eleven columns), in French or
// English: a header (organisation, period, seed, generation date, totals), then the table over
// as many pages as it takes, its header repeated on each, and "Page n of m" at the foot.
// pdfkit's standard Helvetica: Latin text (WinAnsi), which holder names are written in.

type Words = (typeof words)['fr'];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

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
    number: (value: number) => printable(number.format(value)),
  };
};

interface Column {
  header: string;
  width: number;
  align?: 'right';
  value: (entry: OriginRegisterEntry) => string;
}

const MARGIN = 32;
const FONT_SIZE = 8;
const CELL_PAD = 3;

const columnsOf = (
  w: Words,
  f: ReturnType<typeof formatters>,
  doc: RegisterDocument,
  sample: boolean,
) => {
  const yesNo = (value: boolean | null) => (value === null ? '—' : value ? w.yes : w.no);
  const columns: Column[] = [
    { header: w.columns.number, width: 84, value: (e) => e.number },
    { header: w.columns.name, width: 122, value: (e) => e.name },
    { header: w.columns.category, width: 62, value: (e) => w.category[e.category] },
    {
      header: w.columns.place,
      width: 92,
      value: (e) => [e.governorate.name, e.zone?.name ?? '—'].join(' / '),
    },
    {
      header: fill(w.columns.declaration, { to: f.day(doc.to) }),
      width: 92,
      value: (e) =>
        e.signedOn
          ? `${w.state[e.declarationState]}, ${fill(w.signedOn, { date: f.day(e.signedOn) })}`
          : w.state[e.declarationState],
    },
    { header: w.columns.overTenTonnes, width: 40, value: (e) => yesNo(e.overTenTonnes) },
    { header: w.columns.animalFat, width: 44, value: (e) => yesNo(e.animalFat) },
    {
      header: w.columns.nonCompliance,
      width: 106,
      value: (e) =>
        e.nonCompliance
          ? `${e.nonCompliance.isccReference}, ${fill(w.since, { date: f.day(e.nonCompliance.since) })}: ${e.nonCompliance.reason}`
          : '—',
    },
    { header: w.columns.litres, width: 52, align: 'right', value: (e) => f.number(e.litres) },
    { header: w.columns.kg, width: 52, align: 'right', value: (e) => f.number(e.kg) },
  ];
  if (!sample) return columns;
  const rank: Column = {
    header: w.columns.rank,
    width: 26,
    value: (e) => String(e.sampleRank ?? ''),
  };
  return [
    rank,
    // The rank's room is taken from the holder's name.
    ...columns.map((column) =>
      column.header === w.columns.name ? { ...column, width: column.width - 26 } : column,
    ),
  ];
};

/** The PDF of the register (`sample` false) or of its sample, as bytes. */
export const registerPdf = (
  register: RegisterDocument,
  {
    lang,
    organisation,
    sample,
    now = new Date(),
  }: {
    lang: Lang;
    organisation: string;
    sample: boolean;
    now?: Date;
  },
): Promise<Buffer> => {
  const w = words[lang];
  const f = formatters(lang);
  const title = sample ? w.sampleTitle : w.title;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} — ${organisation}`, Author: organisation, CreationDate: now },
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

  doc.font('Helvetica-Bold').fontSize(15).text(title, left, MARGIN, { width });
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  const facts: [string, string][] = [
    [w.organisation, organisation],
    [w.period, fill(w.periodValue, { from: f.day(register.from), to: f.day(register.to) })],
    [w.seed, String(register.seed)],
    [w.generatedAt, f.moment(now)],
    [w.holders, f.number(register.holderCount)],
    [w.sampleSize, f.number(register.sampleSize)],
    [w.collected, `${f.number(register.totals.litres)} L — ${f.number(register.totals.kg)} kg`],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}${lang === 'fr' ? ' : ' : ': '}`, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(fill(w.density, { density: f.number(KG_PER_LITRE) }))
    .text(w.draw)
    .fillColor('black')
    .moveDown(0.8);

  const columns = columnsOf(w, f, register, sample);
  const scale = width / columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => column.width * scale);

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    return (
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * CELL_PAD })),
      ) +
      2 * CELL_PAD
    );
  };

  const drawRow = (cells: string[], y: number, height: number, header: boolean) => {
    if (header) doc.rect(left, y, width, height).fill('#e8ebdf');
    doc
      .fillColor('black')
      .font(header ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE);
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + CELL_PAD, y + CELL_PAD, {
        width: widths[i]! - 2 * CELL_PAD,
        align: columns[i]!.align ?? 'left',
        lineBreak: true,
      });
      x += widths[i]!;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
  };

  const headers = columns.map((column) => column.header);
  const headerHeight = rowHeight(headers, 'Helvetica-Bold');
  let y = doc.y;
  const header = () => {
    drawRow(headers, y, headerHeight, true);
    y += headerHeight;
  };
  header();
  if (register.entries.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(w.empty, left, y + 8, { width });
  }
  for (const entry of register.entries) {
    const cells = columns.map((column) => column.value(entry));
    const height = rowHeight(cells, 'Helvetica');
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    drawRow(cells, y, height, false);
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
        `${title} — ${organisation} — ${fill(w.periodValue, { from: f.day(register.from), to: f.day(register.to) })} — ${w.seed} ${register.seed} — ${fill(w.page, { page: String(i + 1), pages: String(range.count) })}`,
        left,
        doc.page.height - MARGIN,
        { width, align: 'center', lineBreak: false, height: 10 },
      );
  }
  doc.end();
  return done;
};
