/**
 * Opens the privacy settings (privacy-modal.tsx) on `?privacy=open` on a profile; their code loads
 * when they open.
 */
import { useSearchParams } from 'react-router';
import { onDemand } from '../../ui/on-demand.tsx';

const PrivacyModal = onDemand(() => import('./privacy-modal.tsx').then((m) => m.PrivacyModal));

export function PrivacyDialog({ entityId, onSaved }: { entityId: number; onSaved: () => void }) {
  const [params, setParams] = useSearchParams();
  const open = params.get('privacy') === 'open';
  const close = () =>
    setParams(
      (p) => {
        p.delete('privacy');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return open ? <PrivacyModal entityId={entityId} onClose={close} onSaved={onSaved} /> : null;
}
