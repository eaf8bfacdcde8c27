/**
 * While an admin acts as a member, every page says so above the header, with
 * the way back: nobody forgets whose account they are using.
 */
import { useState } from 'react';
import { fmt } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { useViewer } from '../../viewer.ts';
import { impersonationMessage, stopImpersonating } from './impersonation.ts';

export function PseudoBanner() {
  const { user } = useViewer();
  const t = useT();
  const i = t.impersonation;
  const [failure, setFailure] = useState('');
  if (!user?.is_pseudo) return null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-3 bg-fg px-4 py-2 text-sm text-canvas">
      <span>{fmt(i.viewingAs, { site_name: user.site_name || user.name })}</span>
      <button
        type="button"
        onClick={() => void stopImpersonating().then((r) => setFailure(impersonationMessage(r, t)))}
        className="rounded-card border border-canvas px-2 py-0.5 font-semibold"
      >
        {i.stop}
      </button>
      {failure && <span role="alert">{failure}</span>}
    </div>
  );
}
