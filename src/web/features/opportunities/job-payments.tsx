/**
 * An awarded job's payments through Wordhive Pay, on its page, for the two members they are between:
 * the poster pays from here what is left of the chosen quote (never invited to pay twice), and the
 * professional sees whether the money is on its way, and may remind her of what is left.
 */
import { useState } from 'react';
import { formatMoney } from '../../../contract/money.ts';
import {
  type JobDetail,
  type JobSummary,
  leftToPay,
  type PaymentRequest,
  type Quote,
} from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { shownName } from '../../member-names.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Link } from '../../ui/link.tsx';
import { toast } from '../../ui/toast.tsx';
import { payForJobPath } from '../payments/pay-for-job.ts';
import { Money, StatusBadge } from '../payments/pay-shared.tsx';
import { jobFailure } from './job-messages.ts';

export function JobPayments({ job, quote }: { job: JobDetail; quote: Quote | undefined }) {
  const t = useT();
  const locale = useLocale();
  const j = t.pay.job;
  if (!quote || (job.status !== 'awarded' && job.status !== 'completed')) return null;
  const { payments, isPoster } = job.viewer;
  const rest = leftToPay(quote.totalCents, job.currency, payments);
  return (
    <section className="rounded-card border border-line bg-surface p-4 sm:p-6" aria-labelledby="job-payments">
      <h2 id="job-payments" className="text-lg font-semibold">
        {j.title}
      </h2>
      {payments.length > 0 ? (
        <ul className="mt-3 divide-y divide-line">
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Link to={`/payments/${p.id}`}>
                <Money cents={p.amount} currency={p.currency} className="font-semibold" />
              </Link>
              <StatusBadge status={p.status} t={t} />
              <span className="text-sm text-muted">{formatDate(p.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">{j.none}</p>
      )}
      {rest <= 0 ? (
        <p className="mt-3">{fmt(j.paidInFull, { amount: formatMoney(quote.totalCents, job.currency, locale) })}</p>
      ) : isPoster ? (
        <ButtonLink to={payForJobPath(job, quote.professional.entityId, rest)} variant="secondary" className="mt-3">
          {rest < quote.totalCents
            ? fmt(j.payRest, { amount: formatMoney(rest, job.currency, locale) })
            : t.pay.payForJob}
        </ButtonLink>
      ) : (
        <AskForPayment job={job} />
      )}
    </section>
  );
}

/** The chosen professional reminds the client of what is left to pay (the server allows once a day). */
export function AskForPayment({ job }: { job: Pick<JobSummary, 'id' | 'poster'> }) {
  const t = useT();
  const locale = useLocale();
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const request = await sendJson<PaymentRequest>('POST', `/next/api/jobs/${job.id}/payment-request`);
      setAsked(true);
      toast.success(
        fmt(t.pay.job.asked, {
          name: shownName(job.poster.name, t),
          amount: formatMoney(request.amount, request.currency, locale),
        }),
      );
    } catch (err) {
      setError(jobFailure(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 space-y-2">
      <FormError message={error} />
      <Button variant="secondary" onClick={ask} busy={busy} disabled={asked}>
        {t.pay.job.ask}
      </Button>
    </div>
  );
}
