/**
 * /admin/members: find a member by name, email or entity id (or list the
 * suspended and unconfirmed ones), and open them. A plain GET form: the search
 * is in the address, so it can be shared and reloaded.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { AdminMember } from '../../../contract/admin.ts';
import { fmtCount } from '../../../i18n/types.ts';
import { apiContext } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Pagination } from '../directory/pagination.tsx';
import { adminHandle } from './admin-layout.tsx';

interface MembersData {
  items: AdminMember[];
  total: number;
  page: number;
  pageSize: number;
  q: string;
  status: string;
}

const STATUSES = ['all', 'suspended', 'unconfirmed'] as const;

export async function membersLoader(args: LoaderFunctionArgs): Promise<MembersData> {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 200);
  const statusParam = url.searchParams.get('status');
  const status = STATUSES.find((s) => s === statusParam) ?? 'all';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const query = new URLSearchParams({ q, status, page: String(page) });
  const result = await args.context
    .get(apiContext)
    .get<Omit<MembersData, 'q' | 'status'>>(`/next/api/admin/members?${query}`);
  return { ...result, q, status };
}

export const membersHandle = adminHandle((d) => d.admin.pages.members.title);

/** The member's state as a short word: suspended, unconfirmed or active. */
export function MemberState({ member }: { member: Pick<AdminMember, 'suspendedAt' | 'emailConfirmedAt'> }) {
  const m = useT().admin.members;
  if (member.suspendedAt) return <span className="font-semibold text-danger">{m.states.suspended}</span>;
  if (!member.emailConfirmedAt) return <span className="text-muted">{m.states.unconfirmed}</span>;
  return <span className="text-success">{m.states.active}</span>;
}

export function MembersPage() {
  const t = useT();
  const locale = useLocale();
  const m = t.admin.members;
  const data = useLoaderData() as MembersData;
  const totalPages = Math.ceil(data.total / data.pageSize);
  const href = (page: number) => `?${new URLSearchParams({ q: data.q, status: data.status, page: String(page) })}`;
  return (
    <>
      <h1 className="text-2xl font-bold">{t.admin.pages.members.title}</h1>
      <p className="mt-2 text-muted">{t.admin.pages.members.intro}</p>
      <form method="get" className="mt-6 grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
        <TextField label={m.search} name="q" defaultValue={data.q} type="search" placeholder={m.searchHint} />
        <SelectField
          label={m.status}
          name="status"
          defaultValue={data.status}
          options={STATUSES.map((s) => ({ value: s, label: m.statuses[s] }))}
        />
        <Button type="submit">{m.find}</Button>
      </form>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {fmtCount(data.total, m.foundOne, m.found, { n: formatNumber(data.total, locale) })}
      </p>
      {data.items.length > 0 && (
        <TableScroll label={t.admin.pages.members.title} className="mt-3 rounded-card border border-line bg-surface">
          <table className="w-full text-sm">
            <thead className="border-b border-line text-start text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {m.columns.member}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {m.columns.type}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {m.columns.joined}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {m.columns.state}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.items.map((member) => (
                <tr key={member.entityId}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/members/${member.entityId}`} className="font-medium">
                      {member.name}
                    </Link>
                    <span className="block text-xs text-muted" dir="ltr">
                      #{member.entityId} · {member.email}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {t.taxonomy.accountTypes[member.accountType as keyof typeof t.taxonomy.accountTypes] ??
                      member.accountType}
                    {member.isAdmin && <span className="ms-1 text-xs text-muted">· {m.admin}</span>}
                    {member.isStaff && !member.isAdmin && <span className="ms-1 text-xs text-muted">· {m.staff}</span>}
                  </td>
                  <td className="tabular px-3 py-2">{formatDate(member.createdAt, locale)}</td>
                  <td className="px-3 py-2">
                    <MemberState member={member} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination page={data.page} totalPages={totalPages} href={href} />
    </>
  );
}
