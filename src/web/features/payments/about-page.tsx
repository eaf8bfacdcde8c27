/**
 * /wordhivepay/about (spec §2.1, opened in a new tab): how Wordhive Pay moves
 * money and what it costs, with the fees read from the API, so the page can
 * never disagree with what a payment charges.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { authPath } from '../../../contract/auth.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { formatMoney } from '../../../contract/money.ts';
import type { MethodFees } from '../../../contract/payments.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { useViewer } from '../../viewer.ts';
import { BulletList, InfoPage, InfoSection } from '../info/info-page.tsx';
import { holdSentence, PAY_API, percentText } from './pay-shared.tsx';

export const payAboutHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: `${dict.pay.about.title} · ${dict.common.siteName}`,
    description: dict.pay.about.metaDescription,
    canonicalPath: '/wordhivepay/about',
  }),
};

export async function payAboutLoader({ context }: LoaderFunctionArgs): Promise<MethodFees> {
  return context.get(apiContext).get<MethodFees>(`${PAY_API}/payment-method-fees`);
}

export function PayAboutPage() {
  const fees = useLoaderData() as MethodFees;
  const t = useT();
  const locale = useLocale();
  const { user } = useViewer();
  const a = t.pay.about;
  const bcp47 = LOCALE_INFO[locale].bcp47;
  const card = fees.methods.find((m) => m.method === 'card')!;
  return (
    <InfoPage title={a.title} lead={a.lead}>
      <InfoSection id="how" title={a.howTitle}>
        <ol className="list-decimal space-y-2 ps-6">
          {[
            a.how1,
            a.how2,
            holdSentence(fees.holdDays, { none: a.how3None, one: a.how3One, many: a.how3 }),
            a.how4,
          ].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection id="fees" title={a.feesTitle}>
        <BulletList
          items={[
            fmt(a.cardFee, { percent: percentText(card.bp, bcp47), fixed: formatMoney(card.fixed, 'EUR', locale) }),
            a.balanceFee,
            fmt(a.serviceFee, {
              member: percentText(fees.serviceFeeBp.member, bcp47),
              standard: percentText(fees.serviceFeeBp.standard, bcp47),
            }),
          ]}
        />
      </InfoSection>
      <InfoSection id="trust" title={a.trustTitle}>
        <p>{a.trust}</p>
      </InfoSection>
      <div className="mt-10">
        {user ? (
          <ButtonLink to="/payments">{a.start}</ButtonLink>
        ) : (
          <ButtonLink to={authPath('/session/signin', '/payments')}>{a.signIn}</ButtonLink>
        )}
      </div>
    </InfoPage>
  );
}
