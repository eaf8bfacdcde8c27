/**
 * An awarded job's payments through Wordhive Pay, on its page, for the two members they are between:
 * the poster pays from here what is left of the chosen quote (never invited to pay twice), and the
 * professional sees whether the money is on its way.
 */
import { formatMoney } from '../../../contract/money.ts';
import type { JobDetail, Quote } from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { Money, StatusBadge } from '../payments/pay-shared.tsx';

/** The chosen quote's total less what is paid or on its way in the job's currency (cancelled payments aside). */
function leftToPay(job: JobDetail, quote: Quote): number {
  const paid = job.viewer.payments
    .filter((p) => p.status !== 'cancelled' && p.currency === job.currency)
    .reduce((sum, p) => sum + p.amount, 0);
  return quote.totalCents - paid;
}

export function JobPayments({ job, quote }: { job: JobDetail; quote: Quote | undefined }) {
  const t = useT();
  const locale = useLocale();
  const j = t.pay.job;
  if (!quote || (job.status !== 'awarded' && job.status !== 'completed')) return null;
  const { payments, isPoster } = job.viewer;
  const rest = leftToPay(job, quote);
  const query = new URLSearchParams({
    payee: String(quote.professional.entityId),
    job: String(job.id),
    amount: (rest / 100).toFixed(2),
    currency: job.currency,
    description: job.title,
  });
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
      {isPoster &&
        (rest > 0 ? (
          <ButtonLink to={`/payments/new?${query}`} variant="secondary" className="mt-3">
            {rest < quote.totalCents
              ? fmt(j.payRest, { amount: formatMoney(rest, job.currency, locale) })
              : t.pay.payForJob}
          </ButtonLink>
        ) : (
          <p className="mt-3">{fmt(j.paidInFull, { amount: formatMoney(quote.totalCents, job.currency, locale) })}</p>
        ))}
    </section>
  );
}
