import PDFDocument from 'pdfkit';
import type { Lang } from '@server/http/i18n';
import type { DeclarationDocument } from './declaration';
import words from './words.json';

// The sustainability declaration of a dispatched shipment as an A4 PDF, in French or English:
// its number and date, the supplier and the recipient side by side, then one line per fact.
// pdfkit's standard Helvetica: Latin text (WinAnsi).

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

const MARGIN = 48;
const LABEL_WIDTH = 150;

/** The declaration as bytes. */
export const declarationPdf = (document: DeclarationDocument, lang: Lang): Promise<Buffer> => {
  const w = words[lang];
  const f = formatters(lang);
  const { shipment, buyer, depot, supplier, period, share } = document;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${w.title} ${document.number}`,
      Author: supplier.name,
      CreationDate: document.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(18).text(w.title, left, MARGIN, { width });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(fill(w.number, { number: document.number }), { continued: true })
    .text(`   ${fill(w.issuedAt, { date: f.moment(document.issuedAt) })}`)
    .moveDown(1);

  // Supplier and recipient, side by side.
  const top = doc.y;
  const half = (width - 16) / 2;
  const party = (x: number, title: string, lines: string[]) => {
    doc.rect(x, top, half, 96).lineWidth(0.5).strokeColor('#999999').stroke();
    doc
      .fillColor('black')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(title, x + 8, top + 8, { width: half - 16 });
    doc.font('Helvetica').fontSize(10);
    for (const line of lines) doc.text(line, { width: half - 16 });
  };
  party(left, w.supplier, [
    supplier.name,
    supplier.address,
    fill(w.certificate, { number: supplier.certificateNumber }),
  ]);
  party(left + half + 16, w.recipient, [
    buyer.name,
    `${buyer.address} (${buyer.country})`,
    fill(w.certificate, { number: buyer.certificateNumber }),
    fill(w.validity, {
      from: f.day(buyer.certificateValidFrom),
      until: f.day(buyer.certificateValidUntil),
    }),
  ]);
  doc.y = top + 112;

  const percent = (value: number, of: number) => f.number(Math.round((value / of) * 1000) / 10);
  const measured = (value: number | null) => (value === null ? '—' : f.number(value));
  const facts: [string, string][] = [
    [w.contract, shipment.contractNumber],
    [w.dispatchDate, f.day(shipment.dispatchDate)],
    [w.receiptDate, shipment.receivedDate ? f.day(shipment.receivedDate) : w.notReceived],
    [w.dispatchAddress, `${depot.name}, ${depot.address}`],
    [w.receiptAddress, `${buyer.address} (${buyer.country})`],
    [w.transport, `${shipment.vehicleNumber} / ${shipment.transportDocumentNumber}`],
    [
      w.quantity,
      fill(w.quantityValue, {
        kg: f.number(shipment.netWeightKg),
        litres: f.number(shipment.netLitres),
        density: f.number(shipment.densityKgPerLitre),
        gross: f.number(shipment.grossWeightKg),
      }),
    ],
    ...(shipment.receivedWeightKg === null
      ? []
      : [[w.received, `${f.number(shipment.receivedWeightKg)} kg`] as [string, string]]),
    [
      w.quality,
      shipment.moistureImpuritiesPercent === null && shipment.freeFattyAcidsPercent === null
        ? w.notMeasured
        : fill(w.qualityValue, {
            moisture: measured(shipment.moistureImpuritiesPercent),
            acids: measured(shipment.freeFattyAcidsPercent),
          }),
    ],
    [w.rawMaterial, w.rawMaterialValue],
    [w.origin, w.originValue],
    [w.claim, w.claimValue],
    [
      w.share,
      share.holders === 0
        ? fill(w.shareNone, { from: f.day(period.from), to: f.day(period.to) })
        : fill(w.shareValue, {
            declared: f.number(share.declared),
            holders: f.number(share.holders),
            percent: percent(share.declared, share.holders),
            from: f.day(period.from),
            to: f.day(period.to),
            day: f.day(shipment.dispatchDate),
          }),
    ],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(label, left, y, { width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, left + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 6;
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(left + width, doc.y - 3)
      .lineWidth(0.5)
      .strokeColor('#dddddd')
      .stroke();
  }
  doc
    .moveDown(2)
    .font('Helvetica-Oblique')
    .fontSize(10)
    .text(fill(w.signature, { name: supplier.name }), left, doc.y, { width });
  doc.end();
  return done;
};
