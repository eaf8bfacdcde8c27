/**
 * The membership page's plans: yearly prices in the currency the visitor
 * picks, what each plan gives, the member's own membership and purchases, and
 * buying (or renewing) a year through Wordhive Pay, by card or from the
 * balance (purchase-form.tsx).
 */
import { BadgeCheck, Check } from 'lucide-react';
import { useState } from 'react';
import { authPath } from '../../../contract/auth.ts';
import { CURRENCIES } from '../../../contract/currencies.ts';
import type { PlanId, Plans } from '../../../contract/membership.ts';
import { formatMoney } from '../../../contract/money.ts';
import { fmt } from '../../../i18n/types.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useViewer } from '../../viewer.ts';
import { PurchaseHistory } from './purchase-history.tsx';

/** The purchase dialog and what it needs (Wordhive Pay's messages, the payments contract) load when a plan is bought. */
const PurchaseForm = onDemand(() => import('./purchase-form.tsx').then((m) => m.PurchaseForm));

export function PlansSection({ plans }: { plans: Plans }) {
  const t = useT();
  const p = t.membership.plans;
  const locale = useLocale();
  const { user } = useViewer();
  const [currency, setCurrency] = useState<string>('EUR');
  const [buying, setBuying] = useState<PlanId | null>(null);
  const mine = plans.mine;
  const percent = (bp: number) => `${bp / 100} %`;
  return (
    <section aria-labelledby="plans-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="plans-title" className="text-xl font-semibold">
            {p.title}
          </h2>
          <p className="mt-1 text-muted">
            {fmt(p.fee, { member: percent(plans.serviceFeeBp.member), standard: percent(plans.serviceFeeBp.standard) })}
          </p>
        </div>
        <SelectField
          label={p.currency}
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
      </div>
      {mine && mine.status !== 'none' && (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-card bg-surface-2 p-3">
          <BadgeCheck aria-hidden="true" className="size-5 text-accent-strong" />
          {fmt(mine.status === 'active' ? p.active : p.expired, {
            plan: p.names[mine.plan as PlanId] ?? mine.plan,
            date: formatDate(mine.until!, locale),
          })}
        </p>
      )}
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        {plans.plans.map((plan) => {
          const eligible = mine?.eligiblePlan === plan.id;
          const renew = eligible && mine?.plan === plan.id && mine.status === 'active';
          return (
            <li key={plan.id} className="flex flex-col rounded-card border border-line bg-surface p-5">
              <h3 className="text-lg font-semibold">{p.names[plan.id]}</h3>
              <p className="text-sm text-muted">{p.for[plan.id]}</p>
              <p className="mt-3 text-2xl font-bold">
                {fmt(p.perYear, { price: formatMoney(plan.prices[currency]!, currency, locale) })}
              </p>
              <ul className="mt-3 grow space-y-1 text-sm">
                {p[`${plan.id}Features`].map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                {!user ? (
                  <ButtonLink to={authPath('/session/signin', '/membership')} variant="secondary">
                    {p.signIn}
                  </ButtonLink>
                ) : eligible ? (
                  <Button
                    onClick={() => setBuying(plan.id)}
                    onPointerEnter={PurchaseForm.preload}
                    onFocus={PurchaseForm.preload}
                  >
                    {renew ? p.renew : p.buy}
                  </Button>
                ) : (
                  <p className="text-sm text-muted">{p.notForYou}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {mine && mine.purchases.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold">{p.history}</h3>
          <PurchaseHistory purchases={mine.purchases} />
          <Link to="/payments" className="mt-2 inline-block text-sm">
            {p.payments}
          </Link>
        </div>
      )}
      {buying && (
        <PurchaseForm
          plan={buying}
          currency={currency}
          price={plans.plans.find((x) => x.id === buying)!.prices[currency]!}
          onClose={() => setBuying(null)}
        />
      )}
    </section>
  );
}
