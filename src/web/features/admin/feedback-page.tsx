/**
 * /admin/website-feedback: what members and visitors told us (spec §2.7),
 * newest first, filtered by rating and by whether someone has handled it.
 */
import { Star } from 'lucide-react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { FEEDBACK_STATES, type FeedbackList } from '../../../contract/feedback.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, sendJson } from '../../api-client.ts';
import { formatDate, formatNumber, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { Pagination } from '../directory/pagination.tsx';
import { adminHandle } from './admin-layout.tsx';

type Data = FeedbackList & { state: (typeof FEEDBACK_STATES)[number]; rating: string };

export async function feedbackLoader(args: LoaderFunctionArgs): Promise<Data> {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const state = FEEDBACK_STATES.find((s) => s === url.searchParams.get('state')) ?? 'open';
  const rating = /^[0-5]$/.test(url.searchParams.get('rating') ?? '') ? url.searchParams.get('rating')! : '';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const query = new URLSearchParams({ state, page: String(page), ...(rating ? { rating } : {}) });
  const list = await args.context.get(apiContext).get<FeedbackList>(`/next/api/admin/website-feedback?${query}`);
  return { ...list, state, rating };
}

export const feedbackHandle = adminHandle((d) => d.admin.pages.feedback.title);

export function FeedbackPage() {
  const t = useT();
  const locale = useLocale();
  const f = t.admin.feedback;
  const data = useLoaderData() as Data;
  const revalidator = useRevalidator();
  const href = (page: number) =>
    `?${new URLSearchParams({ state: data.state, page: String(page), ...(data.rating ? { rating: data.rating } : {}) })}`;
  const count = (rating: number) => data.ratings.find((r) => r.rating === rating)?.count ?? 0;

  async function setHandled(id: number, handled: boolean) {
    try {
      await sendJson('POST', `/next/api/admin/website-feedback/${id}/handled`, { handled });
      toast.success(handled ? f.markedHandled : f.reopened);
      await revalidator.revalidate();
    } catch {
      toast.error(t.common.unexpectedError);
    }
  }

  return (
    <>
      <h1 className="text-2xl font-bold">{t.admin.pages.feedback.title}</h1>
      <p className="mt-2 text-muted">{t.admin.pages.feedback.intro}</p>
      <form method="get" className="mt-6 grid grid-cols-1 items-end gap-3 sm:grid-cols-[12rem_12rem_auto]">
        <SelectField
          label={f.state}
          name="state"
          defaultValue={data.state}
          options={FEEDBACK_STATES.map((s) => ({ value: s, label: f.states[s] }))}
        />
        <SelectField
          label={f.rating}
          name="rating"
          defaultValue={data.rating}
          options={[
            { value: '', label: f.anyRating },
            ...[5, 4, 3, 2, 1, 0].map((r) => ({
              value: String(r),
              label: `${r ? fmt(t.feedback.stars, { n: r }) : f.noRating} (${formatNumber(count(r), locale)})`,
            })),
          ]}
        />
        <Button type="submit" className="self-end">
          {f.filter}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted">
        {fmtCount(data.total, f.foundOne, f.found, { n: formatNumber(data.total, locale) })}
      </p>
      <ol className="mt-3 flex flex-col gap-3">
        {data.items.map((item) => (
          <li key={item.id} className="rounded-card border border-line bg-surface p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span
                className="inline-flex items-center gap-0.5"
                role="img"
                aria-label={item.rating ? fmt(t.feedback.stars, { n: item.rating }) : f.noRating}
              >
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star
                    key={n}
                    aria-hidden="true"
                    className={`size-4 ${n <= item.rating ? 'fill-accent text-accent' : 'text-muted'}`}
                  />
                ))}
              </span>
              <span className="text-sm text-muted">{formatDate(item.createdAt, locale)}</span>
            </div>
            <UserText as="p" text={item.suggestion} className="mt-2 whitespace-pre-line" />
            <p className="mt-2 text-sm text-muted">
              {item.entityId ? (
                <Link to={`/admin/members/${item.entityId}`} className="underline underline-offset-2">
                  {item.name ?? `#${item.entityId}`}
                </Link>
              ) : (
                f.visitor
              )}
              {' · '}
              <span dir="ltr">{item.url}</span>
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {item.handledAt ? (
                <>
                  <span className="text-sm text-success">
                    {fmt(f.handledBy, { name: item.handledByName ?? '—', date: formatDate(item.handledAt, locale) })}
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => void setHandled(item.id, false)}>
                    {f.reopen}
                  </Button>
                </>
              ) : (
                <Button variant="secondary" size="sm" onClick={() => void setHandled(item.id, true)}>
                  {f.markHandled}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Pagination page={data.page} totalPages={Math.ceil(data.total / data.pageSize)} href={href} />
    </>
  );
}
