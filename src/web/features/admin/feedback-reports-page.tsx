/**
 * /admin/feedback-reports: reviews and Blue Board entries members asked staff to look at (issue 21,
 * decision 127). Nobody edits or hides what someone wrote; staff keep it or remove it with a reason
 * the member it is about, its author and the reporters read, and the audit log keeps what it said.
 */
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { type AdminFeedbackReport, DECISION_REASON_MIN } from '../../../contract/reviews.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Link } from '../../ui/link.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { adminHandle } from './admin-layout.tsx';

const STATES = ['open', 'handled'] as const;
type Data = { items: AdminFeedbackReport[]; state: (typeof STATES)[number] };

export async function feedbackReportsLoader(args: LoaderFunctionArgs): Promise<Data> {
  requireAdmin(args);
  const state = STATES.find((s) => s === new URL(args.request.url).searchParams.get('state')) ?? 'open';
  const list = await args.context
    .get(apiContext)
    .get<{ items: AdminFeedbackReport[] }>(`/next/api/admin/feedback-reports?state=${state}`);
  return { ...list, state };
}

export const feedbackReportsHandle = adminHandle((d) => d.admin.pages.reports.title);

export function FeedbackReportsPage() {
  const t = useT();
  const locale = useLocale();
  const r = t.admin.reports;
  const data = useLoaderData() as Data;
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<number | null>(null);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const reasonOf = (id: number) => (reasons[id] ?? '').trim();

  /** A decision says why: refused here before it is asked for, as the server would. */
  function ready(id: number) {
    if (reasonOf(id).length >= DECISION_REASON_MIN) return true;
    toast.error(r.needReason);
    return false;
  }

  async function decide(id: number, outcome: 'kept' | 'removed') {
    try {
      await sendJson('POST', `/next/api/admin/feedback-reports/${id}`, { outcome, reason: reasonOf(id) });
      toast.success(outcome === 'kept' ? r.kept : r.removed);
      await revalidator.revalidate();
    } catch {
      toast.error(t.common.unexpectedError);
    }
  }

  return (
    <>
      <h1 className="text-2xl font-bold">{t.admin.pages.reports.title}</h1>
      <p className="mt-2 text-muted">{t.admin.pages.reports.intro}</p>
      <form method="get" className="mt-6 grid grid-cols-1 items-end gap-3 sm:grid-cols-[16rem_auto]">
        <SelectField
          label={r.show}
          name="state"
          defaultValue={data.state}
          options={STATES.map((s) => ({ value: s, label: r.states[s] }))}
        />
        <Button type="submit" className="self-end justify-self-start">
          {t.admin.feedback.filter}
        </Button>
      </form>
      {data.items.length === 0 && <p className="mt-6 text-muted">{r.none}</p>}
      <ol className="mt-6 flex flex-col gap-3">
        {data.items.map((item) => (
          <li key={item.id} className="rounded-card border border-line bg-surface p-4">
            <p className="text-sm text-muted">
              {fmt(r.reportedBy, { name: item.reporterName, date: formatDate(item.createdAt, locale) })}
              {' · '}
              <Link to={`/profile/${item.entityId}#feedback`}>{fmt(r.onProfile, { name: item.reporterName })}</Link>
            </p>
            <blockquote className="mt-3 border-s-2 border-accent ps-3">
              <p className="text-sm font-semibold">
                <UserText text={item.feedback.authorName} />
                {item.feedback.authorCompany && (
                  <>
                    {' · '}
                    <UserText text={item.feedback.authorCompany} />
                  </>
                )}
                {item.feedback.viaRequest && <span className="font-normal text-muted"> · {r.viaRequest}</span>}
                {item.feedback.sameAddress && <span className="font-normal text-danger"> · {r.sameAddress}</span>}
                {item.feedback.answeredBy != null && (
                  <span className="font-normal text-muted">
                    {' · '}
                    <Link to={`/profile/${item.feedback.answeredBy}`}>
                      {fmt(r.answeredBy, { id: String(item.feedback.answeredBy) })}
                    </Link>
                  </span>
                )}
                <span className="font-normal text-muted">
                  {' · '}
                  {fmt(t.feedback.stars, { n: item.feedback.rating })} · {formatDate(item.feedback.createdAt, locale)}
                </span>
              </p>
              <UserText as="p" text={item.feedback.comment} className="mt-1 whitespace-pre-line" />
            </blockquote>
            <p className="mt-3 text-sm">
              <span className="font-semibold">{r.kinds[item.kind]}</span>
              {' · '}
              <span className="font-semibold">{r.category}: </span>
              {t.profileUpdater.report.categories[item.category]}
            </p>
            <p className="mt-1 text-sm">
              <span className="font-semibold">{r.reason}: </span>
              <UserText text={item.reason} />
            </p>
            {item.decisionReason && (
              <p className="mt-1 text-sm">
                <span className="font-semibold">{r.staffReason}: </span>
                <UserText text={item.decisionReason} />
              </p>
            )}
            {!item.outcome && (
              <TextAreaField
                className="mt-3"
                label={r.decisionReason}
                value={reasons[item.id] ?? ''}
                rows={2}
                dir="auto"
                onChange={(ev) => setReasons((all) => ({ ...all, [item.id]: ev.target.value }))}
              />
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {item.outcome ? (
                <span className="text-sm text-muted">
                  {fmt(r.decided, {
                    outcome: r.outcomes[item.outcome],
                    name: item.handledByName ?? '—',
                    date: formatDate(item.handledAt ?? item.createdAt, locale),
                  })}
                </span>
              ) : (
                <>
                  <Button variant="secondary" size="sm" onClick={() => ready(item.id) && void decide(item.id, 'kept')}>
                    {r.keep}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => ready(item.id) && setRemoving(item.id)}>
                    {r.remove}
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        title={r.confirmRemove}
        description={r.confirmRemoveText}
        confirm={r.remove}
        danger
        onConfirm={() => {
          if (removing !== null) void decide(removing, 'removed');
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
