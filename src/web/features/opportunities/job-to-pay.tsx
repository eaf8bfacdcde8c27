/** On a client's own job card (My jobs, her home page): what is left to pay the chosen professional, and the way to pay it. */
import { formatMoney } from '../../../contract/money.ts';
import type { JobSummary, MyJobs } from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { shownName } from '../../member-names.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { payForJobPath } from '../payments/pay-for-job.ts';

/** Nothing for a job with nothing left to pay (no `pay`). */
export function JobToPay({ job, pay }: { job: JobSummary; pay: MyJobs['toPay'][number] | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (!pay) return null;
  const amount = formatMoney(pay.leftCents, job.currency, locale);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="text-sm">
        {fmt(t.opportunities.mine.toPay, { name: shownName(pay.professional.name, t), amount })}
      </p>
      <ButtonLink to={payForJobPath(job, pay.professional.entityId, pay.leftCents)} variant="secondary">
        {fmt(t.opportunities.mine.payAmount, { amount })}
      </ButtonLink>
    </div>
  );
}
