/**
 * The website feedback modal (spec §2.7, §5, §8): opened by the site-wide flag
 * `?feedback=open` (the footer's "Feedback" link), a star rating and a text,
 * not closed by a click outside it, sent with the page it was opened on.
 */
import { onDemand } from '../../ui/on-demand.tsx';
import { useQueryFlag } from '../../ui/use-query-flag.ts';

export const FEEDBACK_FLAG = 'feedback';

const FeedbackModal = onDemand(() => import('./feedback-modal.tsx').then((m) => m.FeedbackModal));

export function FeedbackDialog() {
  const flag = useQueryFlag(FEEDBACK_FLAG);
  return flag.open ? <FeedbackModal onClose={flag.close} /> : null;
}
