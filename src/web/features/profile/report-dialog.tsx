/**
 * "Report to staff" on a review or a Blue Board entry (issue 21; decision 127): any signed-in member,
 * the one it is about among them, asks staff to look at it, saying why from a list and in words.
 * Nobody edits or hides what someone wrote.
 */
import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  ALREADY_REPORTED,
  ALREADY_REPORTED_ENTRY,
  REPORT_CATEGORIES,
  REPORT_REASON_MAX,
  type ReportCategory,
} from '../../../contract/reviews.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { loadReviewSchemas } from './load-schemas.ts';
import { profileMessage } from './profile-messages.ts';

export function ReportButton({
  target,
  authorName,
}: {
  target: { kind: 'feedback' | 'bb'; id: number };
  authorName: string;
}) {
  const t = useT();
  const r = t.profileUpdater.report;
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const [category, setCategory] = useState<ReportCategory>('not_a_client');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadReviewSchemas();
    if (!schemas) return setError(t.common.unexpectedError);
    const parsed = schemas.reportInputSchema.safeParse({ category, reason });
    if (!parsed.success) return setError(profileMessage(parsed.error.issues[0]!.message, t));
    setBusy(true);
    try {
      const path = target.kind === 'bb' ? `bb-entries/${target.id}` : `feedback/${target.id}`;
      await sendJson('POST', `/next/api/${path}/report`, parsed.data);
      toast.success(r.sent);
      setReported(true);
      setOpen(false);
    } catch (err) {
      const already =
        err instanceof ApiError && (err.message === ALREADY_REPORTED || err.message === ALREADY_REPORTED_ENTRY);
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
          <SelectField
            label={r.category}
            value={category}
            options={REPORT_CATEGORIES.map((c) => ({ value: c, label: r.categories[c] }))}
            onChange={(ev) => setCategory(ev.target.value as ReportCategory)}
          />
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
