import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { HomeData } from '../../../contract/site.ts';
import { apiContext } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { BulletList, type InfoData, InfoPage, InfoSection, infoHandle, infoTextsFor } from './info-page.tsx';

export const aboutHandle = infoHandle('about', '/about');

type AboutData = InfoData & { figures: HomeData['figures'] };

/** The live figures are the home page's: one cached query serves both. */
export async function aboutLoader({ context }: LoaderFunctionArgs): Promise<AboutData> {
  const [texts, home] = await Promise.all([
    infoTextsFor(context),
    context.get(apiContext).get<HomeData>('/next/api/site/home'),
  ]);
  return { texts, figures: home.figures };
}

export function AboutPage() {
  const { figures, texts } = useLoaderData() as AboutData;
  const t = useT();
  const locale = useLocale();
  const a = texts.about;
  const stats = [
    { value: figures.members, label: t.home.figureMembers },
    { value: figures.linguists, label: t.home.figureLinguists },
    { value: figures.companies, label: t.home.figureCompanies },
    { value: figures.outsourcers, label: t.home.figureOutsourcers },
  ];
  return (
    <InfoPage title={a.title} lead={a.lead}>
      <InfoSection id="who" title={a.whoTitle}>
        <BulletList items={[a.whoLinguists, a.whoCompanies, a.whoOutsourcers]} />
      </InfoSection>
      <InfoSection id="figures" title={a.figuresTitle}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="rounded-card border border-line bg-surface p-4">
              <dt className="text-sm text-muted">{s.label}</dt>
              <dd className="tabular text-2xl font-bold">{formatNumber(s.value, locale)}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection id="offer" title={a.offerTitle}>
        <BulletList
          items={[a.offerDirectory, a.offerOpportunities, a.offerLearning, a.offerPayments, a.offerCommunity]}
        />
      </InfoSection>
      <InfoSection id="values" title={a.valuesTitle}>
        <BulletList items={[a.valueFair, a.valuePrivacy, a.valueLanguages]} />
      </InfoSection>
      <InfoSection id="more" title={a.moreTitle}>
        <BulletList
          items={[
            <Link key="overhaul" to="/about/overhaul">
              {t.footer.aboutNewSite}
            </Link>,
            <Link key="help" to="/help-center">
              {texts.helpCenter.title}
            </Link>,
            <Link key="support" to="/support-center">
              {texts.supportCenter.title}
            </Link>,
          ]}
        />
      </InfoSection>
    </InfoPage>
  );
}
