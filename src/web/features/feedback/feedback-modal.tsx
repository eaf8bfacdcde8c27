/**
 * The website feedback modal (spec §2.7, §5, §8): opened by the site-wide flag
 * `?feedback=open` (the footer's "Feedback" link), a star rating and a text,
 * not closed by a click outside it, sent with the page it was opened on.
 */
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { FEEDBACK_SUGGESTION_MAX, websiteFeedbackSchema } from '../../../contract/feedback.ts';
import { fmt } from '../../../i18n/types.ts';
import { sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { StarInput } from '../../ui/star-input.tsx';
import { TextAreaField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useViewer } from '../../viewer.ts';
import { FEEDBACK_FLAG } from './feedback-dialog.tsx';

/** The modal itself: its code loads when the flag opens it (feedback-dialog.tsx). */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t.feedback.title} keepOnOutsideClick>
      <FeedbackForm onDone={onClose} />
    </Modal>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const f = t.feedback;
  const { user } = useViewer();
  const location = useLocation();
  const [rating, setRating] = useState(0);
  const [suggestion, setSuggestion] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  // The page the feedback is about: where the modal was opened, without the flag that opened it.
  const params = new URLSearchParams(location.search);
  params.delete(FEEDBACK_FLAG);
  const url = location.pathname + (params.size ? `?${params}` : '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = websiteFeedbackSchema.safeParse({ suggestion, url, rating });
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      setError(message.startsWith('Use at most') ? fmt(f.tooLong, { n: FEEDBACK_SUGGESTION_MAX }) : f.required);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const query = user ? `?entityId=${user.entity_id}` : '';
      await sendJson('POST', `/next/api/website-feedback${query}`, parsed.data);
      toast.success(f.saved);
      onDone();
    } catch {
      toast.error(f.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <StarInput
        legend={f.ratingLabel}
        name="rating"
        value={rating}
        onChange={setRating}
        starLabel={(n) => fmt(f.stars, { n })}
      />
      <TextAreaField
        label={f.suggestionLabel}
        value={suggestion}
        maxLength={FEEDBACK_SUGGESTION_MAX}
        rows={5}
        dir="auto"
        error={error}
        onChange={(ev) => setSuggestion(ev.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {f.cancel}
        </Button>
        <Button type="submit" busy={sending}>
          {sending ? f.sending : f.submit}
        </Button>
      </div>
    </form>
  );
}
