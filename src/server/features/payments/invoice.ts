/**
 * An issued invoice, receipt or credit note as a PDF (pdfkit), in the reader's language, laid out
 * from the start side (the right in Hebrew): what it says comes from the document as issued
 * (documents.ts), the words from i18n/invoice and the tax-ID labels from contract/tax-ids.ts. Every
 * label's column is as wide as its longest label measured, so no value runs into one; text is
 * drawn through pdf-text.ts (bidi, one font per script).
 */
import { dateTimeFormat, numberFormat } from '../../../contract/intl.ts';
import type { DocumentContent, DocumentKind, DocumentLine, DocumentParty } from '../../../contract/invoicing.ts';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import { formatMoney } from '../../../contract/money.ts';
import { taxIdLabelText } from '../../../contract/tax-ids.ts';
import { textDirection } from '../../../contract/text-direction.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { invoiceTexts } from '../../../i18n/invoice/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { createWriter, type Direction, missing, registerFonts, type Style } from './pdf-text.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GAP = 16;
const INK = '#1a1a1a';
const MUTED = '#5b5b66';

export interface IssuedDocument {
  kind: string;
  number: string;
  issuedAt: Date;
  content: unknown;
}

/** The document's lines of words, in the reader's language. */
function lineWords(line: DocumentLine, locale: Locale, date: (iso: string) => string): string {
  const t = invoiceTexts[locale];
  const text = line.text;
  switch (text.kind) {
    case 'words':
      return text.value;
    case 'cardFee':
      return fmt(t.cardFee, { id: text.paymentId });
    case 'serviceFee':
      return fmt(t.serviceFee, { id: text.paymentId });
    case 'membership':
      return fmt(t.membership, {
        plan: dictionaries[locale].membership.plans.names[text.plan],
        from: date(text.from),
        to: date(text.to),
      });
  }
}

export async function documentPdf(doc: IssuedDocument, locale: Locale): Promise<{ pdf: Buffer; missing: string[] }> {
  const c = doc.content as DocumentContent;
  const kind = doc.kind as DocumentKind;
  const t = invoiceTexts[locale];
  const taxWords = dictionaries[locale].pay.settings.taxIds;
  const { bcp47, dir } = LOCALE_INFO[locale];
  const dateFormat = dateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' });
  const date = (iso: string | Date) => dateFormat.format(new Date(iso));
  const money = (minor: number) => formatMoney(minor, c.currency, locale);
  const regions = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'none' });

  // Loaded with the first document: pdfkit costs every process about 90 ms at start.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: bcp47,
    info: { Title: `${t.title[kind]} ${doc.number}`, Author: c.issuer.name, Creator: 'Wordhive Pay' },
  });
  registerFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));

  const writer = createWriter(pdf, dir);
  const unseen = new Set<string>();
  /** The page's x of a box `offset` from the start side (the left, or the right in Hebrew). */
  const xOf = (offset: number, width: number) =>
    dir === 'rtl' ? PAGE.margin + WIDTH - offset - width : PAGE.margin + offset;
  /** A member's own words read in their own direction; the document's words in the document's. */
  const baseOf = (text: string): Direction => textDirection(text) ?? dir;
  const write = (
    text: string,
    offset: number,
    width: number,
    y: number,
    style: Style,
    options: { align?: 'start' | 'end'; own?: boolean } = {},
  ) => {
    for (const ch of missing(text)) unseen.add(ch);
    return writer.paragraph(text, { x: xOf(offset, width), y, width }, style, {
      align: options.align,
      base: options.own ? baseOf(text) : dir,
    });
  };
  const rule = (y: number) => {
    pdf
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + WIDTH, y)
      .lineWidth(0.6)
      .strokeColor('#c9c9d1')
      .stroke();
  };

  const label: Style = { size: 9, color: MUTED };
  const body: Style = { size: 10, color: INK };
  const strong: Style = { size: 10, weight: 700, color: INK };

  // ---- title and number ----
  let y = PAGE.margin;
  y += write(t.title[kind], 0, WIDTH, y, { size: 22, weight: 700 });
  y += write(doc.number, 0, WIDTH, y, { size: 12, weight: 700 }) + 6;
  rule(y);
  y += 12;

  // ---- what, when, for which payment: labels in a column as wide as the widest ----
  const facts: [string, string][] = [
    [t.issued, date(doc.issuedAt)],
    [kind === 'credit_note' ? t.refunded : t.paid, date(c.paidAt)],
  ];
  if (c.corrects)
    facts.push([t.corrects, fmt(t.correctsValue, { number: c.corrects.number, date: date(c.corrects.issuedAt) })]);
  if (c.paymentId !== null) facts.push([t.payment, String(c.paymentId)]);
  if (c.jobId !== null) facts.push([t.job, `#${c.jobId}`]);
  const factLabelWidth = Math.min(WIDTH * 0.45, Math.max(...facts.map(([l]) => writer.width(l, label))) + GAP);
  for (const [name, value] of facts) {
    const h1 = write(name, 0, factLabelWidth - GAP, y + 1, label);
    const h2 = write(value, factLabelWidth, WIDTH - factLabelWidth, y, body);
    y += Math.max(h1, h2) + 3;
  }
  y += 14;

  // ---- the two parties, side by side ----
  const columnWidth = (WIDTH - 2 * GAP) / 2;
  const party = (heading: string, p: DocumentParty, offset: number) => {
    let at = y;
    at += write(heading, offset, columnWidth, at, label) + 2;
    at += write(p.name, offset, columnWidth, at, strong, { own: true }) + 1;
    for (const part of p.address
      .split(/\n/)
      .map((s) => s.trim())
      .filter(Boolean))
      at += write(part, offset, columnWidth, at, body, { own: true });
    const country = p.country ? regions.of(p.country) : undefined;
    if (country) at += write(country, offset, columnWidth, at, body);
    if (p.taxId)
      at += write(
        fmt(t.labelled, { label: taxIdLabelText(p.country, taxWords), value: p.taxId }),
        offset,
        columnWidth,
        at,
        body,
      );
    return at;
  };
  y = Math.max(party(t.from, c.issuer, 0), party(t.to, c.customer, columnWidth + 2 * GAP)) + 20;

  // ---- lines and totals: amounts in a column at the end, as wide as the widest amount ----
  const vatLine = c.tax.mode === 'vat';
  const totals: [string, number, Style][] = [];
  if (c.tax.mode !== 'none') totals.push([t.net, c.net, body]);
  if (c.tax.mode === 'vat') {
    const rate = numberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(c.tax.rateBp / 10_000);
    totals.push([fmt(t.vat, { rate }), c.vat, body]);
  }
  if (c.tax.mode === 'reverse_charge') totals.push([t.vatReverseCharge, 0, body]);
  if (c.tax.mode === 'outside_eu') totals.push([t.vatOutsideEu, 0, body]);
  totals.push([t.total, c.total, { size: 12, weight: 700 }]);
  const amounts = [...c.lines.map((l) => money(vatLine ? l.net : l.gross)), ...totals.map(([, v]) => money(v))];
  const amountWidth = Math.max(
    writer.width(t.amount, label),
    ...amounts.map((a) => writer.width(a, { size: 12, weight: 700 })),
  );
  const descriptionWidth = WIDTH - amountWidth - GAP;

  write(t.description, 0, descriptionWidth, y, label);
  write(t.amount, WIDTH - amountWidth, amountWidth, y, label, { align: 'end' });
  y += 16;
  rule(y);
  y += 8;
  for (const line of c.lines) {
    const words = lineWords(line, locale, date);
    const h = write(words, 0, descriptionWidth, y, body, { own: line.text.kind === 'words' });
    write(money(vatLine ? line.net : line.gross), WIDTH - amountWidth, amountWidth, y, body, { align: 'end' });
    y += h + 6;
  }
  rule(y);
  y += 10;
  // Each total a row of the table, its label under the descriptions: read in the order it is seen.
  for (const [name, value, style] of totals) {
    const h = write(name, 0, descriptionWidth, y, style);
    write(money(value), WIDTH - amountWidth, amountWidth, y, style, { align: 'end' });
    y += h + 4;
  }
  y += 18;

  // ---- what a tax office reads next to the figures ----
  const notes: string[] = [];
  if (c.tax.mode === 'reverse_charge') notes.push(t.reverseCharge);
  if (c.tax.mode === 'outside_eu') notes.push(t.outsideEu);
  if (c.tax.mode === 'none') notes.push(t.noVat);
  const when = date(c.paidAt);
  notes.push(
    kind === 'credit_note'
      ? fmt(t.refundedNote, { date: when })
      : c.method === 'card'
        ? fmt(t.paidByCard, { date: when })
        : c.method === 'deducted'
          ? fmt(t.deducted, { id: c.paymentId ?? '', date: when })
          : fmt(t.paidFromBalance, { date: when }),
  );
  for (const note of notes) y += write(note, 0, WIDTH, y, body) + 4;

  const footer =
    c.issuer.entityId === 0 ? fmt(t.byPlatform, { name: c.issuer.name }) : fmt(t.onBehalf, { name: c.issuer.name });
  const footerStyle: Style = { size: 8.5, color: MUTED };
  const footerHeight = writer.lineCount(footer, footerStyle, WIDTH) * footerStyle.size * 1.35;
  write(footer, 0, WIDTH, Math.max(y + 12, PAGE.height - PAGE.margin - footerHeight), footerStyle);

  pdf.end();
  return { pdf: await done, missing: [...unseen] };
}
