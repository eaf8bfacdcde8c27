/**
 * /admin/audit-log: every staff action, who did it, as whom (in a pseudo
 * session), what and when, from where; filterable, never editable.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { AuditList } from '../../../contract/admin.ts';
import { dateTimeFormat } from '../../../contract/intl.ts';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { fmtCount } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Pagination } from '../directory/pagination.tsx';
import { adminHandle } from './admin-layout.tsx';

const FILTERS = ['actor', 'action', 'target', 'from', 'to'] as const;
type Data = AuditList & { filters: Record<(typeof FILTERS)[number], string> };

export async function auditLogLoader(args: LoaderFunctionArgs): Promise<Data> {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const filters = Object.fromEntries(
    FILTERS.map((f) => [f, (url.searchParams.get(f) ?? '').trim().slice(0, 60)]),
  ) as Data['filters'];
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const query = new URLSearchParams({ page: String(page) });
  for (const [k, v] of Object.entries(filters)) if (v) query.set(k, v);
  const res = await args.context.get(apiContext).getResult(`/next/api/admin/audit-log?${query}`);
  // A filter the API refuses (a date that is not one) shows the whole log rather than an error page.
  const list = res.status === 200 ? (res.body as AuditList) : { items: [], total: 0, page: 1, pageSize: 50 };
  return { ...list, filters };
}

export const auditLogHandle = adminHandle((d) => d.admin.pages.auditLog.title);

export function AuditLogPage() {
  const t = useT();
  const locale = useLocale();
  const a = t.admin.audit;
  const data = useLoaderData() as Data;
  const time = dateTimeFormat(LOCALE_INFO[locale].bcp47, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const href = (page: number) => {
    const q = new URLSearchParams({ page: String(page) });
    for (const [k, v] of Object.entries(data.filters)) if (v) q.set(k, v);
    return `?${q}`;
  };
  return (
    <>
      <h1 className="text-2xl font-bold">{t.admin.pages.auditLog.title}</h1>
      <p className="mt-2 text-muted">{t.admin.pages.auditLog.intro}</p>
      <form method="get" className="mt-6 grid grid-cols-1 items-end gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <TextField label={a.filters.actor} name="actor" inputMode="numeric" defaultValue={data.filters.actor} />
        <TextField
          label={a.filters.action}
          name="action"
          defaultValue={data.filters.action}
          dir="ltr"
          placeholder="member."
        />
        <TextField label={a.filters.target} name="target" defaultValue={data.filters.target} dir="ltr" />
        <TextField label={a.filters.from} name="from" type="date" defaultValue={data.filters.from} />
        <TextField label={a.filters.to} name="to" type="date" defaultValue={data.filters.to} />
        <Button type="submit">{a.filter}</Button>
      </form>
      <p className="mt-6 text-sm text-muted">
        {fmtCount(data.total, a.foundOne, a.found, { n: formatNumber(data.total, locale) })}
      </p>
      <TableScroll label={t.admin.pages.auditLog.title} className="mt-3 rounded-card border border-line bg-surface">
        <table className="w-full text-sm">
          <thead className="border-b border-line text-muted">
            <tr>
              {(['when', 'who', 'asWhom', 'what', 'target', 'from'] as const).map((c) => (
                <th key={c} scope="col" className="px-3 py-2 text-start font-medium">
                  {a.columns[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line align-top">
            {data.items.map((row) => (
              <tr key={row.id}>
                <td className="tabular whitespace-nowrap px-3 py-2">{time.format(new Date(row.createdAt))} UTC</td>
                <td className="px-3 py-2">
                  {row.actorEntityId ? (
                    <Link to={`/admin/members/${row.actorEntityId}`}>{row.actorName ?? `#${row.actorEntityId}`}</Link>
                  ) : (
                    <span className="text-muted">{a.system}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  {row.actingEntityId ? (
                    <Link to={`/admin/members/${row.actingEntityId}`}>
                      {row.actingName ?? `#${row.actingEntityId}`}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2">
                  <code dir="ltr">{row.action}</code>
                  {row.details !== null && row.details !== undefined && (
                    <details className="mt-1">
                      <summary className="cursor-pointer text-xs text-muted">{a.details}</summary>
                      <pre className="mt-1 max-w-md overflow-x-auto whitespace-pre-wrap break-all text-xs" dir="ltr">
                        {JSON.stringify(row.details, null, 2)}
                      </pre>
                    </details>
                  )}
                </td>
                <td className="px-3 py-2" dir="ltr">
                  {row.target ?? '—'}
                </td>
                <td className="px-3 py-2 text-muted" dir="ltr">
                  {row.ip ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pagination page={data.page} totalPages={Math.ceil(data.total / data.pageSize)} href={href} />
    </>
  );
}
