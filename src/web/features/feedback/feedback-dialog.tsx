/**
 * Opens the website feedback modal (feedback-modal.tsx) on the site-wide flag `?feedback=open`
 * (the footer's "Feedback" link); its code loads when it opens.
 */
import { onDemand } from '../../ui/on-demand.tsx';
import { useQueryFlag } from '../../ui/use-query-flag.ts';

export const FEEDBACK_FLAG = 'feedback';

const FeedbackModal = onDemand(() => import('./feedback-modal.tsx').then((m) => m.FeedbackModal));

export function FeedbackDialog() {
  const flag = useQueryFlag(FEEDBACK_FLAG);
  return flag.open ? <FeedbackModal onClose={flag.close} /> : null;
}
