/**
 * A Payments list as CSV for a spreadsheet or an accountant: every page of
 * the list (at most 10,000 rows), amounts in decimal units with a point, dates
 * in ISO 8601, RFC 4180 quoting, and a cell that a spreadsheet would run as a
 * formula is prefixed with an apostrophe (CSV injection). It starts with a UTF-8 byte-order mark:
 * without one Excel reads the file in the machine's legacy code page and shows "GarcÃ­a" for "García".
 */
import { PAY_PAGE_SIZE } from '../../../contract/payments.ts';
import type { PayService } from './service.ts';

const MAX_ROWS = 10_000;

function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const decimal = (minor: number) => (minor / 100).toFixed(2);

async function allPages<T>(read: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const { items, total } = await read(page);
    rows.push(...items);
    if (items.length < PAY_PAGE_SIZE || rows.length >= total) break;
  }
  return rows.slice(0, MAX_ROWS);
}

export async function exportCsv(pay: PayService, list: 'received' | 'sent' | 'withdrawn' | 'debits', entityId: number) {
  let header: string[];
  let rows: (string | number | null)[][];
  if (list === 'received' || list === 'sent') {
    const payments = await allPages((page) =>
      list === 'received' ? pay.received(entityId, page) : pay.sent(entityId, page),
    );
    header = [
      'id',
      'date',
      'status',
      list === 'received' ? 'payer' : 'payee',
      'description',
      'currency',
      'amount',
      'service_fee',
      'method_fee',
      'debited',
      'refunded',
      'job_id',
    ];
    rows = payments.map((p) => [
      p.id,
      p.releasedAt ?? p.createdAt,
      p.status,
      list === 'received' ? p.payer.name : p.payee.name,
      p.description,
      p.currency,
      decimal(p.amount),
      decimal(p.serviceFee),
      decimal(p.methodFee),
      decimal(p.debited),
      decimal(p.refunded),
      p.jobId,
    ]);
    // What the member paid Wordhive itself is sent money too: each membership, with its period.
    if (list === 'sent') {
      const { purchases } = await pay.myMembership(entityId);
      rows.push(
        ...purchases.map((m) => [
          `membership-${m.id}`,
          m.createdAt,
          'paid',
          'Wordhive',
          `Wordhive ${m.plan} membership, ${m.startsAt.slice(0, 10)} to ${m.endsAt.slice(0, 10)}`,
          m.currency,
          decimal(m.amount),
          decimal(0),
          decimal(0),
          decimal(0),
          decimal(0),
          null,
        ]),
      );
    }
  } else if (list === 'withdrawn') {
    const withdrawals = await allPages((page) => pay.withdrawn(entityId, page));
    header = ['id', 'date', 'status', 'method', 'currency', 'amount', 'paid_at'];
    rows = withdrawals.map((w) => [w.id, w.createdAt, w.status, w.method, w.currency, decimal(w.amount), w.paidAt]);
  } else {
    const debits = await allPages((page) => pay.debits(entityId, page));
    header = ['id', 'date', 'payment_id', 'payer', 'reason', 'currency', 'amount'];
    rows = debits.map((d) => [d.id, d.createdAt, d.paymentId, d.payer.name, d.reason, d.currency, decimal(d.amount)]);
  }
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
