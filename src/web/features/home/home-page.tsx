import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { HomeData } from '../../../contract/site.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { ButtonLink } from '../../ui/button.tsx';

export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  return context.get(apiContext).get<HomeData>('/next/api/site/home');
}

export const homeHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: dict.home.title, description: dict.home.description, canonicalPath: '/' }),
};

export function HomePage() {
  const data = useLoaderData() as HomeData;
  const t = useT();
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  const figures = [
    { value: data.figures.members, label: t.home.figureMembers },
    { value: data.figures.linguists, label: t.home.figureLinguists },
    { value: data.figures.companies, label: t.home.figureCompanies },
    { value: data.figures.outsourcers, label: t.home.figureOutsourcers },
  ];
  const audiences = [
    { title: t.home.forLinguistsTitle, text: t.home.forLinguistsText },
    { title: t.home.forCompaniesTitle, text: t.home.forCompaniesText },
    { title: t.home.forOutsourcersTitle, text: t.home.forOutsourcersText },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section className="py-8">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">{t.home.heroTitle}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          {fmt(t.home.heroText, { linguists: n(data.figures.linguists), companies: n(data.figures.companies) })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/directory?service=translators">{t.home.findLinguist}</ButtonLink>
          <ButtonLink to="/auth/signup" variant="secondary">
            {t.home.joinFree}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="figures-title" className="py-6">
        <h2 id="figures-title" className="text-xl font-semibold">
          {t.home.figuresTitle}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-card border border-line bg-surface p-4">
              <dt className="text-sm text-muted">{f.label}</dt>
              <dd className="tabular text-2xl font-bold">{n(f.value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="grid gap-4 py-6 md:grid-cols-3">
        {audiences.map((a) => (
          <div key={a.title} className="rounded-card border border-line bg-surface p-5">
            <h2 className="text-lg font-semibold">{a.title}</h2>
            <p className="mt-2 text-sm text-muted">{a.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="newest-title" className="py-6">
        <h2 id="newest-title" className="text-xl font-semibold">
          {t.home.newestTitle}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.newest.map((m) => (
            <li key={m.entity_id} className="rounded-card border border-line bg-surface p-4">
              <Link to={`/profile/${m.entity_id}`} className="font-semibold">
                {m.name}
              </Link>
              <p className="text-sm text-muted">
                {t.auth.accountTypes[m.account_type as keyof typeof t.auth.accountTypes] ?? m.account_type} ·{' '}
                {fmt(t.home.joined, { date: formatDate(m.joined, locale) })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
