/**
 * "Admin Peek Into System!" (spec §2.13): for admins, which server answered
 * (its address, host and container). The popover's code loads on demand
 * (server-info-panel.tsx).
 */
import { Server } from 'lucide-react';
import { useT } from '../i18n.tsx';
import { onDemand } from '../ui/on-demand.tsx';
import { usePopupTrigger } from '../ui/popup-trigger.ts';

const ServerInfoPanel = onDemand(() => import('./server-info-panel.tsx').then((m) => m.ServerInfoPanel));

export function ServerInfoPopover() {
  const peek = useT().header.serverPeek;
  const popup = usePopupTrigger(ServerInfoPanel.preload);
  return (
    <>
      <button
        {...popup.triggerProps}
        aria-label={peek}
        title={peek}
        className="hidden size-10 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg sm:inline-flex"
      >
        <Server aria-hidden="true" className="size-5" />
      </button>
      {popup.used && <ServerInfoPanel {...popup.popupProps} />}
    </>
  );
}
