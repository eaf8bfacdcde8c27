/**
 * A payment's invoice as a PDF (pdfkit), in the viewer's language: the payee
 * invoices the payer with the details both saved in their settings. Noto Sans
 * is embedded per script (Latin, Latin Extended, Hebrew), each run of text set
 * in the font that has its letters; Hebrew lines are set right to left.
 */
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { dateTimeFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { formatMoney } from '../../../contract/money.ts';
import { isRtlText } from '../../../contract/text-direction.ts';
import { mailTexts } from '../../../i18n/mail/index.ts';
import { resolveLocale } from '../../http/locale.ts';
import type { PayService } from './service.ts';

const require = createRequire(import.meta.url);
const font = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`);
const FONTS = {
  latin: font('noto-sans', 'noto-sans-latin-400-normal.woff'),
  latinExt: font('noto-sans', 'noto-sans-latin-ext-400-normal.woff'),
  hebrew: font('noto-sans-hebrew', 'noto-sans-hebrew-hebrew-400-normal.woff'),
};
type FontName = keyof typeof FONTS;

const HEBREW = /[\u0590-\u05FF\uFB1D-\uFB4F\u20AA]/;
/** The embedded font that has this character's glyph. */
function fontOf(ch: string): FontName {
  if (HEBREW.test(ch)) return 'hebrew';
  const c = ch.codePointAt(0)!;
  const extCurrency = c >= 0x20a0 && c <= 0x20c0 && c !== 0x20ac;
  return (c >= 0x100 && c < 0x2000) || extCurrency ? 'latinExt' : 'latin';
}

/**
 * Visual order of a right-to-left line for a renderer without bidi: the runs reverse, and the
 * letters inside a Hebrew run reverse; digits and Latin words keep their order.
 */
function visualOrder(line: string): string {
  const runs = line.match(/[\u0590-\u05FF\uFB1D-\uFB4F\s,.:;“”„"'()\-–/]+|[^\u0590-\u05FF\uFB1D-\uFB4F]+/g) ?? [];
  return runs
    .map((run) =>
      HEBREW.test(run)
        ? [...run]
            .reverse()
            .join('')
            .replace(/[()]/g, (c) => (c === '(' ? ')' : '('))
        : run,
    )
    .reverse()
    .join('');
}

/** Splits a line into runs of one font each. */
function runsOf(line: string): { text: string; font: FontName }[] {
  const runs: { text: string; font: FontName }[] = [];
  for (const ch of line) {
    const f = /\s/.test(ch) && runs.length ? runs.at(-1)!.font : fontOf(ch);
    if (runs.at(-1)?.font === f) runs.at(-1)!.text += ch;
    else runs.push({ text: ch, font: f });
  }
  return runs;
}

export async function invoicePdf(pay: PayService, paymentId: number, request: FastifyRequest): Promise<Buffer> {
  const row = await pay.paymentRow(paymentId);
  const [payeeSettings, payerSettings] = await Promise.all([
    pay.settings(row.payeeEntityId),
    pay.settings(row.payerEntityId),
  ]);
  const locale = resolveLocale(request);
  const words = mailTexts[locale].pay;
  const rtl = locale === 'heb';
  const money = (minor: number) => formatMoney(minor, row.currency, locale);
  const date = (d: Date | null) =>
    d ? dateTimeFormat(LOCALE_INFO[locale].bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(d) : '';

  // Loaded with the first invoice: pdfkit costs every process about 90 ms at start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Wordhive Pay ${words.invoiceTitle} ${row.id}` },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const line = (text: string, size = 11, gap = 4) => {
    const visual = rtl || isRtlText(text) ? visualOrder(text) : text;
    const runs = runsOf(visual);
    doc.fontSize(size);
    runs.forEach((run, i) => {
      doc.font(run.font).text(run.text, { align: rtl ? 'right' : 'left', continued: i < runs.length - 1 });
    });
    if (!runs.length) doc.text(' ');
    doc.moveDown(gap / 10);
  };
  const party = (label: string, name: string, settings: Awaited<ReturnType<PayService['settings']>>) => {
    line(label, 9);
    line(settings.invoiceName || name, 12);
    for (const part of settings.invoiceAddress.split(/\n|,\s*/).filter(Boolean)) line(part, 10, 1);
    if (settings.taxId) line(`${words.invoiceTaxId}: ${settings.taxId}`, 10);
    doc.moveDown(0.8);
  };

  line('Wordhive Pay', 10);
  line(`${words.invoiceTitle} WH-${String(row.id).padStart(6, '0')}`, 20, 8);
  line(`${words.invoiceDate}: ${date(row.releasedAt ?? row.fundedAt ?? row.createdAt)}`, 10, 10);
  party(words.invoiceFrom, row.payeeName ?? '', payeeSettings);
  party(words.invoiceTo, row.payerName ?? '', payerSettings);
  line(words.invoiceFor, 9);
  line(row.description, 12, 10);
  line(`${words.invoiceAmount}: ${money(row.amount)}`, 14, 6);
  line(`${words.invoiceStatus}: ${words[`status_${row.status}` as 'status_released']}`, 10);
  if (row.jobId) line(`${words.invoiceJob}: #${row.jobId}`, 10);
  doc.moveDown(2);
  line(words.invoiceFooter, 8);
  doc.end();
  return done;
}
