/** What every Payments page shares: money calls with an Idempotency-Key, amounts, statuses, dates. */
import { useState } from 'react';
import { numberFormat } from '../../../contract/intl.ts';
import { formatMoney } from '../../../contract/money.ts';
import type { Payment, Withdrawal } from '../../../contract/payments.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { sendJson } from '../../api-client.ts';
import { useLocale } from '../../i18n.tsx';

export const PAY_API = '/next/api/wordhivepay';

const newKey = () => crypto.randomUUID();

/**
 * The Idempotency-Key of one intended action: the same key on every retry of it (a double click, a
 * timeout), a new one once it succeeded. Sends the call with it.
 */
export function usePayAction() {
  const [key, setKey] = useState(newKey);
  return async <T,>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> => {
    const answer = await sendJson<T>(method, `${PAY_API}${path}`, body, { 'idempotency-key': key });
    setKey(newKey());
    return answer;
  };
}

/** An amount in its currency, as the viewer's language writes it; never split across lines. */
export function Money({ cents, currency, className = '' }: { cents: number; currency: string; className?: string }) {
  const locale = useLocale();
  return <span className={`whitespace-nowrap tabular ${className}`}>{formatMoney(cents, currency, locale)}</span>;
}

type Status = Payment['status'] | Withdrawal['status'];
const TONE: Record<Status, string> = {
  awaiting_funding: 'border-line text-muted',
  funded: 'border-accent text-fg',
  disputed: 'border-danger text-danger',
  released: 'border-success text-success',
  cancelled: 'border-line text-muted',
  processing: 'border-accent text-fg',
  paid: 'border-success text-success',
  failed: 'border-danger text-danger',
};

export function StatusBadge({ status, t }: { status: Status; t: Dictionary }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${TONE[status]}`}>
      {t.pay.status[status]}
    </span>
  );
}

/** A percentage from basis points: 290 → "2.9 %" in the viewer's language. */
export function percentText(bp: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** The sentence for a hold of `days` days: none (withdraw at once), one day, or several. */
export function holdSentence(days: number, sentences: { none: string; one: string; many: string }): string {
  if (days === 0) return sentences.none;
  return days === 1 ? sentences.one : fmt(sentences.many, { days });
}
