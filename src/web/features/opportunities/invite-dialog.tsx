/**
 * "Invite to quote" (decision 057): a client picks one of her open jobs and the professional whose
 * profile or directory card she reads hears of it. Loaded when the dialog first opens.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { INVITATION_NOTE_MAX, JOB_INVITATIONS_MAX, type JobStandings } from '../../../contract/opportunities.ts';
import { fmt } from '../../../i18n/types.ts';
import { browserGet, createApi, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { rememberedInviteJob, rememberInviteJob } from './invite-job-memory.ts';
import { jobFailure } from './job-messages.ts';

const browserApi = createApi(browserGet);

export function InviteDialog({ member, onClose }: { member: { entityId: number; name: string }; onClose: () => void }) {
  const t = useT();
  const i = t.opportunities.invite;
  const locale = useLocale();
  const [jobs, setJobs] = useState<JobStandings['jobs'] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    // Her open jobs, each with where this professional stands on it: one answer however many she has.
    browserApi
      .get<JobStandings>(`/next/api/jobs/mine/invitations/${member.entityId}`)
      .then(({ jobs: open }) => {
        if (!current) return;
        const free = open.filter((job) => job.standing === 'free');
        const remembered = rememberedInviteJob();
        setJobs(open);
        setChosen(free.find((job) => job.id === remembered)?.id ?? free[0]?.id ?? null);
      })
      .catch((err) => current && setError(jobFailure(err, t)));
    return () => {
      current = false;
    };
  }, [t, member.entityId]);

  // Every open job of hers already has them, or cannot: nothing to write or send, but a new job could.
  const anyFree = jobs?.some((job) => job.standing === 'free') ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    setBusy(true);
    setError(null);
    try {
      await sendJson('POST', `/next/api/jobs/${chosen}/invitations`, { entityId: member.entityId, note });
      rememberInviteJob(chosen);
      toast.success(fmt(i.sent, { name: member.name }));
      onClose();
    } catch (err) {
      setError(jobFailure(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={fmt(i.title, { name: member.name })}
      description={fmt(i.intro, { name: member.name })}
    >
      {jobs === null && !error && (
        <p role="status" className="text-muted">
          {i.loading}
        </p>
      )}
      {jobs?.length === 0 && (
        <div className="space-y-4">
          <p>{fmt(i.noJobs, { name: member.name })}</p>
          <ButtonLink to="/opportunities/new">{t.opportunities.postJob}</ButtonLink>
        </div>
      )}
      {jobs && jobs.length > 0 && (
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{i.job}</legend>
            {jobs.map((job) => {
              const standing = job.standing === 'free' ? undefined : job.standing;
              return (
                <label
                  key={job.id}
                  className="flex items-start gap-3 rounded-card border border-line p-3 has-[:checked]:border-accent"
                >
                  <input
                    type="radio"
                    name="job"
                    value={job.id}
                    checked={chosen === job.id}
                    disabled={standing !== undefined}
                    onChange={() => setChosen(job.id)}
                    className="mt-1 size-4 accent-accent"
                  />
                  <span className="min-w-0">
                    <UserText text={job.title} className="block font-medium" />
                    <span className="block text-sm text-muted">
                      {standing
                        ? fmt(i.standing[standing], { max: JOB_INVITATIONS_MAX })
                        : fmt(t.opportunities.card.deadline, { date: formatDate(job.deadline, locale) })}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {anyFree ? (
            <TextAreaField
              label={fmt(i.note, { name: member.name })}
              hint={i.noteHint}
              name="note"
              rows={3}
              maxLength={INVITATION_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          ) : (
            <p>{fmt(i.noneFree, { name: member.name })}</p>
          )}
          <FormError message={error} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t.privacy.cancel}
            </Button>
            {anyFree ? (
              <Button type="submit" busy={busy} disabled={chosen === null}>
                {i.send}
              </Button>
            ) : (
              <ButtonLink to="/opportunities/new">{t.opportunities.postJob}</ButtonLink>
            )}
          </div>
        </form>
      )}
      {jobs === null && error && <FormError message={error} />}
    </Modal>
  );
}
