/**
 * Privacy settings (spec §2.8): the modal that lists each field with its three
 * audiences, the confirmation before a change, and the "Access Denied" dialog
 * for viewers who may not edit them. Opened by `?privacy=open` on a profile.
 * The server decides and enforces; this only asks it.
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
