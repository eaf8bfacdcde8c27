/**
 * "Report to staff" on feedback about oneself (issue 21): the member cannot
 * edit or hide what a client wrote, but can ask staff to look at it.
 */
import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ALREADY_REPORTED, REPORT_REASON_MAX } from '../../../contract/reviews.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { loadReviewSchemas } from './load-schemas.ts';
import { profileMessage } from './profile-messages.ts';

export function ReportButton({ feedbackId, authorName }: { feedbackId: number; authorName: string }) {
  const t = useT();
  const r = t.profileUpdater.report;
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadReviewSchemas();
    if (!schemas) return setError(t.common.unexpectedError);
    const parsed = schemas.reportInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(profileMessage(parsed.error.issues[0]!.message, t));
    setBusy(true);
    try {
      await sendJson('POST', `/next/api/feedback/${feedbackId}/report`, parsed.data);
      toast.success(r.sent);
      setReported(true);
      setOpen(false);
    } catch (err) {
      const already = err instanceof ApiError && err.message === ALREADY_REPORTED;
      if (already) setReported(true);
      setError(already ? r.already : r.failed);
    } finally {
      setBusy(false);
    }
  }

  if (reported) return <span className="text-muted">{r.reported}</span>;
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1 text-link hover:underline"
        onClick={() => setOpen(true)}
        aria-label={fmt(r.actionNamed, { name: authorName })}
      >
        <Flag aria-hidden="true" className="size-3.5" />
        {r.action}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={r.title} description={r.intro} keepOnOutsideClick>
        <form noValidate onSubmit={(ev) => void send(ev)} className="flex flex-col gap-4">
          <TextAreaField
            label={r.reason}
            value={reason}
            maxLength={REPORT_REASON_MAX}
            rows={4}
            dir="auto"
            error={error || undefined}
            onChange={(ev) => setReason(ev.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.privacy.cancel}
            </Button>
            <Button type="submit" busy={busy}>
              {r.send}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
