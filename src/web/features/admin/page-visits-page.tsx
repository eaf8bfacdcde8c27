/**
 * /admin/page-visits: visits and time spent per day and per page over a date
 * range (spec §3 "Page visit"). The chart is a lazily loaded chunk; the same
 * figures are in tables for everyone (and before JavaScript).
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { PageVisitStats } from '../../../contract/page-visits.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { adminHandle } from './admin-layout.tsx';

/** uPlot and the chart: drawn in the browser only, their code loaded with the page's first chart. */
const VisitsChart = onDemand(() => import('./visits-chart.tsx').then((m) => m.default), <div className="h-[280px]" />);

export async function pageVisitsLoader(args: LoaderFunctionArgs): Promise<PageVisitStats> {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const query = new URLSearchParams();
  for (const key of ['from', 'to']) {
    const value = url.searchParams.get(key) ?? '';
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) query.set(key, value);
  }
  const api = args.context.get(apiContext);
  const res = await api.getResult(`/next/api/admin/page-visits?${query}`);
  // A range the API refuses (to before from) falls back to the last 30 days.
  return (res.status === 200 ? res.body : await api.get('/next/api/admin/page-visits')) as PageVisitStats;
}

export const pageVisitsHandle = adminHandle((d) => d.admin.pages.pageVisits.title);

const minutes = (ms: number) => Math.round(ms / 60_000);

export function PageVisitsPage() {
  const t = useT();
  const locale = useLocale();
  const v = t.admin.visits;
  const stats = useLoaderData() as PageVisitStats;
  const n = (value: number) => formatNumber(value, locale);
  return (
    <>
      <h1 className="text-2xl font-bold">{t.admin.pages.pageVisits.title}</h1>
      <p className="mt-2 text-muted">{t.admin.pages.pageVisits.intro}</p>
      <form method="get" className="mt-6 grid grid-cols-1 items-end gap-3 sm:grid-cols-[12rem_12rem_auto]">
        <TextField label={v.from} name="from" type="date" defaultValue={stats.from} />
        <TextField label={v.to} name="to" type="date" defaultValue={stats.to} />
        <Button type="submit">{v.show}</Button>
      </form>
      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {(
          [
            [v.totals.visits, n(stats.totals.visits)],
            [v.totals.members, n(stats.totals.members)],
            [v.totals.minutes, n(minutes(stats.totals.timeSpentMs))],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-card border border-line bg-surface p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-bold tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="by-day" className="mt-6 rounded-card border border-line bg-surface p-4">
        <h2 id="by-day" className="text-lg font-semibold">
          {v.byDay}
        </h2>
        {stats.days.length === 0 ? (
          <p className="mt-2 text-muted">{v.none}</p>
        ) : (
          <>
            <VisitsChart days={stats.days} visitsLabel={v.visits} minutesLabel={v.minutes} />
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-link">{v.asTable}</summary>
              <DayTable days={stats.days} />
            </details>
          </>
        )}
      </section>
      <div className="mt-6 rounded-card border border-line bg-surface p-4">
        <h2 id="by-page" className="text-lg font-semibold">
          {v.byPage}
        </h2>
        <TableScroll labelledBy="by-page" className="mt-3">
          <table className="w-full text-sm">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 text-start font-medium">
                  {v.page}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {v.visits}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {v.minutes}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {v.avgLoad}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {stats.pages.map((p) => (
                <tr key={p.path}>
                  <td className="py-1" dir="ltr">
                    {p.path}
                  </td>
                  <td className="tabular py-1 text-end">{n(p.visits)}</td>
                  <td className="tabular py-1 text-end">{n(minutes(p.timeSpentMs))}</td>
                  <td className="tabular py-1 text-end">
                    {p.avgLoadMs === null ? '—' : fmt(v.ms, { n: n(Math.round(p.avgLoadMs)) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </>
  );
}

function DayTable({ days }: { days: PageVisitStats['days'] }) {
  const t = useT();
  const locale = useLocale();
  const v = t.admin.visits;
  return (
    <table className="mt-2 w-full text-sm">
      <thead className="text-muted">
        <tr>
          <th scope="col" className="py-1 text-start font-medium">
            {v.day}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {v.visits}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {v.minutes}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {days.map((d) => (
          <tr key={d.day}>
            <td className="tabular py-1">{d.day}</td>
            <td className="tabular py-1 text-end">{formatNumber(d.visits, locale)}</td>
            <td className="tabular py-1 text-end">{formatNumber(minutes(d.timeSpentMs), locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
