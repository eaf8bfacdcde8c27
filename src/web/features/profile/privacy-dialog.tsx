/**
 * Opens the privacy settings (privacy-modal.tsx) on `?privacy=open` on a profile; their code loads
 * when they open.
 */
import { onDemand } from '../../ui/on-demand.tsx';
import { useQueryFlag } from '../../ui/use-query-flag.ts';

const PrivacyModal = onDemand(() => import('./privacy-modal.tsx').then((m) => m.PrivacyModal));

export function PrivacyDialog({ entityId, onSaved }: { entityId: number; onSaved: () => void }) {
  const flag = useQueryFlag('privacy');
  return flag.open ? <PrivacyModal entityId={entityId} onClose={flag.close} onSaved={onSaved} /> : null;
}
