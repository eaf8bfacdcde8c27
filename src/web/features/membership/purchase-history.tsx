/** The memberships a member bought from Wordhive, each with its receipt: on the Membership page and in Payments' Sent. */
import type { PurchaseRecord } from '../../../contract/membership.ts';
import { formatMoney } from '../../../contract/money.ts';
import { fmt } from '../../../i18n/types.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';

export function PurchaseHistory({ purchases }: { purchases: PurchaseRecord[] }) {
  const t = useT();
  const locale = useLocale();
  const p = t.membership.plans;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="flex flex-wrap gap-x-3">
          <span>
            {fmt(p.purchase, {
              plan: p.names[purchase.plan],
              amount: formatMoney(purchase.amount, purchase.currency, locale),
              from: formatDate(purchase.startsAt, locale),
              to: formatDate(purchase.endsAt, locale),
            })}
          </span>
          <a href={`/next/api/membership/purchases/${purchase.id}/receipt`} download>
            {p.receipt}
          </a>
        </li>
      ))}
    </ul>
  );
}
