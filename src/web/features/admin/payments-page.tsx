/**
 * /admin/payments: the books recomputed from the transfers, frozen accounts,
 * non-payment reports, and the two staff actions (freeze, record a customer
 * debit). Every action is audited by the server.
 */
import { type FormEvent, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import type { DisputeQueue } from '../../../contract/disputes.ts';
import { parseAmount } from '../../../contract/money.ts';
import { type AdminPayAccounts, debitSchema } from '../../../contract/payments.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { fmtNodes, formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { payFailure, payMessage } from '../payments/pay-messages.ts';
import { Money, PAY_API, usePayAction } from '../payments/pay-shared.tsx';
import { adminHandle } from './admin-layout.tsx';

export const adminPaymentsHandle = adminHandle((d) => d.admin.pages.payments.title);

type AdminPayData = AdminPayAccounts & { disputes: DisputeQueue };

export async function adminPaymentsLoader(args: LoaderFunctionArgs): Promise<AdminPayData> {
  requireAdmin(args);
  const api = args.context.get(apiContext);
  const [accounts, disputes] = await Promise.all([
    api.get<AdminPayAccounts>(`${PAY_API}/admin/accounts`),
    api.get<DisputeQueue>(`${PAY_API}/admin/disputes`),
  ]);
  return { ...accounts, disputes };
}

export function AdminPaymentsPage() {
  const t = useT();
  const locale = useLocale();
  const a = t.pay.admin;
  const data = useLoaderData() as AdminPayData;
  const send = usePayAction();
  const revalidator = useRevalidator();
  const [freeze, setFreeze] = useState({ entityId: '', reason: '' });
  const [debit, setDebit] = useState({ paymentId: '', amount: '', reason: '' });
  const run = async (path: string, body: unknown) => {
    try {
      await send('POST', path, body);
      toast.success(a.done);
      revalidator.revalidate();
      return true;
    } catch (err) {
      toast.error(payFailure(err, t));
      return false;
    }
  };
  const submitFreeze = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(`/accounts/${Number(freeze.entityId)}/freeze`, { frozen: true, reason: freeze.reason })) {
      setFreeze({ entityId: '', reason: '' });
    }
  };
  const submitDebit = async (e: FormEvent) => {
    e.preventDefault();
    // The amount as the staff member reads money ("12.50", "1.234,56"), never a count of cents.
    const parsed = debitSchema.safeParse({ amount: parseAmount(debit.amount, locale), reason: debit.reason });
    if (!parsed.success) return toast.error(payMessage(parsed.error.issues[0]!.message, t));
    if (await run(`/payments/${Number(debit.paymentId)}/debits`, parsed.data))
      setDebit({ paymentId: '', amount: '', reason: '' });
  };
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{a.title}</h1>
      <section>
        <h2 className="text-lg font-semibold">{a.books}</h2>
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {data.books.map((b) => {
            const ok =
              b.postedSum === 0 && b.pendingSum === 0 && b.driftedAccounts === 0 && b.inconsistentPayments === 0;
            return (
              <li
                key={b.currency}
                className={`rounded-card border px-3 py-1 ${ok ? 'border-success' : 'border-danger text-danger'}`}
              >
                {ok
                  ? fmt(a.booksOk, { currency: b.currency })
                  : fmt(a.booksWrong, {
                      currency: b.currency,
                      sum: b.postedSum,
                      drift: b.driftedAccounts,
                      inconsistent: b.inconsistentPayments,
                    })}
              </li>
            );
          })}
        </ul>
      </section>
      <DisputeQueueSection queue={data.disputes} />
      <section>
        <h2 className="text-lg font-semibold">{a.frozen}</h2>
        {data.frozen.length === 0 ? (
          <p className="mt-2 text-muted">{a.frozenEmpty}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-card border border-line bg-surface">
            {data.frozen.map((f) => (
              <li key={f.party.entityId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <Link to={`/admin/members/${f.party.entityId}`}>{f.party.name}</Link> · {f.reason} ·{' '}
                  <span className="text-muted">{formatDate(f.at, locale)}</span>
                </span>
                <Button
                  variant="secondary"
                  onClick={() => run(`/accounts/${f.party.entityId}/freeze`, { frozen: false })}
                >
                  {a.unfreeze}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          onSubmit={submitFreeze}
          className="mt-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto]"
        >
          <TextField
            label={a.member}
            inputMode="numeric"
            required
            value={freeze.entityId}
            onChange={(e) => setFreeze({ ...freeze, entityId: e.target.value })}
          />
          <TextField
            label={a.reason}
            required
            maxLength={500}
            value={freeze.reason}
            onChange={(e) => setFreeze({ ...freeze, reason: e.target.value })}
          />
          <Button type="submit" variant="danger">
            {a.freeze}
          </Button>
        </form>
      </section>
      <section>
        <h2 className="text-lg font-semibold">{a.reports}</h2>
        {data.nonPaymentReports.length === 0 ? (
          <p className="mt-2 text-muted">{a.reportsEmpty}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-card border border-line bg-surface">
            {data.nonPaymentReports.map((p) => (
              <li key={p.id} className="p-3 text-sm">
                {fmtNodes(t.common.fromTo, {
                  from: <Link to={`/admin/members/${p.payer.entityId}`}>{p.payer.name}</Link>,
                  to: p.payee.name,
                })}{' '}
                · <Money cents={p.amount} currency={p.currency} /> · {p.description} ·{' '}
                <span className="text-muted">
                  {p.nonPaymentReportedAt && formatDate(p.nonPaymentReportedAt, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className="text-lg font-semibold">{a.debitTitle}</h2>
        <form
          onSubmit={submitDebit}
          className="mt-2 grid grid-cols-1 items-end gap-3 sm:grid-cols-[8rem_8rem_minmax(0,1fr)_auto]"
        >
          <TextField
            label={a.payment}
            inputMode="numeric"
            required
            value={debit.paymentId}
            onChange={(e) => setDebit({ ...debit, paymentId: e.target.value })}
          />
          <TextField
            label={a.amount}
            inputMode="decimal"
            required
            value={debit.amount}
            onChange={(e) => setDebit({ ...debit, amount: e.target.value })}
          />
          <TextField
            label={a.reason}
            required
            maxLength={500}
            value={debit.reason}
            onChange={(e) => setDebit({ ...debit, reason: e.target.value })}
          />
          <Button type="submit" variant="danger">
            {a.debit}
          </Button>
        </form>
      </section>
    </div>
  );
}

/** Disputes waiting for the payee's answer or for a decision, oldest first; each is decided on its payment's page. */
function DisputeQueueSection({ queue }: { queue: DisputeQueue }) {
  const t = useT();
  const locale = useLocale();
  const a = t.pay.admin;
  const row = ({ dispute, payment }: DisputeQueue['open'][number]) => (
    <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3 text-sm">
      <span>
        <Link to={`/payments/${payment.id}`} className="font-medium underline">
          {fmt(t.pay.payment.title, { id: payment.id })}
        </Link>{' '}
        · {fmtNodes(t.common.fromTo, { from: payment.payer.name, to: payment.payee.name })} ·{' '}
        {fmtNodes(a.disputeClaim, { amount: <Money cents={dispute.claimed} currency={payment.currency} /> })}
      </span>
      <span className="text-muted">
        {dispute.status === 'open'
          ? fmt(a.disputeDue, { date: formatDate(dispute.answerDueAt, locale) })
          : t.pay.dispute.statuses[dispute.status]}
      </span>
    </li>
  );
  return (
    <section>
      <h2 className="text-lg font-semibold">{a.disputes}</h2>
      {queue.open.length === 0 ? (
        <p className="mt-2 text-muted">{a.disputesEmpty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-card border border-line bg-surface">{queue.open.map(row)}</ul>
      )}
      {queue.closed.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">{a.disputesClosed}</summary>
          <ul className="mt-2 divide-y divide-line rounded-card border border-line bg-surface">
            {queue.closed.map(row)}
          </ul>
        </details>
      )}
    </section>
  );
}
