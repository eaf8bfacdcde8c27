/**
 * Invitations to quote on the job's page (decisions 057, 059): the poster sees whom she invited and what
 * became of it; an invited professional sees who invited her, with a way to decline saying why.
 * "Invite to quote" itself is in invite-button.tsx.
 */
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { directorySearchParams } from '../../../contract/directory.ts';
import {
  DECLINE_REASONS,
  type DeclineReason,
  JOB_INVITATIONS_MAX,
  type JobDetail,
  type JobInvitationList,
} from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { sendJson } from '../../api-client.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Link } from '../../ui/link.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { rememberInviteJob } from './invite-job-memory.ts';
import { jobFailure } from './job-messages.ts';

/** The directory of professionals who could take this job and take new work: where a client finds whom to invite. */
function directoryFor(job: JobDetail): string {
  const pair = job.pairs[0];
  const query = directorySearchParams({
    source: pair?.source,
    target: pair?.target,
    service_id: job.serviceId,
    available: true,
  });
  return `/directory?${query.toString()}`;
}

/** On the poster's own job page: whom she invited, and whether each has quoted; an unanswered invitation she may withdraw. */
export function InvitedProfessionals({ job, invitations }: { job: JobDetail; invitations: JobInvitationList }) {
  const t = useT();
  const i = t.opportunities.invite;
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [withdrawing, setWithdrawing] = useState<{ entityId: number; name: string } | null>(null);
  const list = invitations.invitations;
  // Those who declined leave their place to someone else (decision 059).
  const standing = list.filter((invitation) => !invitation.declined).length;
  if (job.status !== 'open' && list.length === 0) return null;
  const withdraw = async (professional: { entityId: number; name: string }) => {
    setWithdrawing(null);
    try {
      await sendJson('DELETE', `/next/api/jobs/${job.id}/invitations/${professional.entityId}`);
      toast.success(fmt(i.withdrawn, { name: professional.name }));
      revalidator.revalidate();
    } catch (err) {
      toast.error(jobFailure(err, t));
    }
  };
  return (
    <section className="rounded-card border border-line bg-surface p-4 sm:p-6" aria-labelledby="job-invited">
      <h2 id="job-invited" className="text-lg font-semibold">
        {i.sectionTitle}
      </h2>
      {job.status === 'open' && <p className="mt-1 text-sm text-muted">{i.sectionIntro}</p>}
      {list.length ? (
        <ul className="mt-4 divide-y divide-line">
          {list.map(({ professional, quote, declined }) => (
            <li key={professional.entityId} className="flex flex-wrap items-center gap-3 py-2">
              <Avatar name={professional.name} photoUrl={professional.imageUrl} size="list" />
              <Link to={`/profile/${professional.entityId}`} className="min-w-0 flex-1 font-medium">
                {professional.name}
              </Link>
              <span className="text-sm text-muted">
                {quote ? i.quoteStatuses[quote] : declined ? i.declinedStatuses[declined] : i.notYet}
              </span>
              {job.status === 'open' && !quote && !declined && (
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={fmt(i.withdrawLabel, { name: professional.name })}
                  onClick={() => setWithdrawing(professional)}
                >
                  {i.withdraw}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">{i.none}</p>
      )}
      {job.status === 'open' && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Link to={directoryFor(job)} onClick={() => rememberInviteJob(job.id)}>
            {i.find}
          </Link>
          <span className="text-sm text-muted tabular">
            {fmt(i.count, { n: formatNumber(standing, locale), max: formatNumber(JOB_INVITATIONS_MAX, locale) })}
          </span>
        </div>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={fmt(i.withdrawTitle, { name: withdrawing?.name ?? '' })}
        description={fmt(i.withdrawIntro, { name: withdrawing?.name ?? '' })}
        confirm={i.withdrawConfirm}
        onConfirm={() => withdrawing && withdraw(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}

/**
 * Above the quote form of a job the viewer was invited to: who invited them, and, while the job is
 * open, a way to decline that tells the client why; once declined, that they still may quote.
 */
export function InvitationNotice({ job }: { job: JobDetail }) {
  const t = useT();
  const i = t.opportunities.invite;
  const revalidator = useRevalidator();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const client = job.poster.name;
  if (job.viewer.invitation === 'declined') {
    return <p className="mt-2 rounded-card bg-surface-2 p-3 text-sm">{fmt(i.youDeclined, { client })}</p>;
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return;
    setBusy(true);
    setError(null);
    try {
      await sendJson('POST', `/next/api/jobs/${job.id}/invitations/mine/decline`, { reason });
      toast.success(fmt(i.declinedToast, { client }));
      revalidator.revalidate();
    } catch (err) {
      setError(jobFailure(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2 rounded-card bg-surface-2 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{fmt(i.youWereInvited, { client })}</p>
        {job.status === 'open' && !declining && (
          <Button type="button" variant="secondary" onClick={() => setDeclining(true)}>
            {i.decline}
          </Button>
        )}
      </div>
      {job.viewer.invitationNote && (
        <UserText
          as="blockquote"
          text={job.viewer.invitationNote}
          className="mt-2 whitespace-pre-line border-s-2 border-line ps-3"
        />
      )}
      {declining && (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3">
          <fieldset className="space-y-2">
            <legend className="mb-1 font-medium">{fmt(i.declineLegend, { client })}</legend>
            {DECLINE_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="decline-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-accent"
                />
                {i.declineReasons[r]}
              </label>
            ))}
          </fieldset>
          <FormError message={error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy} disabled={reason === null}>
              {i.declineSend}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setDeclining(false)}>
              {t.privacy.cancel}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
