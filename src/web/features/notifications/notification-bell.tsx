/**
 * The bell (spec §2.6, §4 "Notifications"): a badge with the unread count
 * ('99+' above 99), live over the socket. Its dropdown loads on demand
 * (notification-panel.tsx).
 */
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { badgeText } from '../../../contract/notifications.ts';
import { fmtCount } from '../../../i18n/types.ts';
import { browserGet } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { usePopupTrigger } from '../../ui/popup-trigger.ts';
import { useLiveEvents, useRealtime } from '../realtime/realtime-context.ts';

const NotificationPanel = onDemand(() => import('./notification-panel.tsx').then((m) => m.NotificationPanel));

export function NotificationBell() {
  const n = useT().notifications;
  const popup = usePopupTrigger(NotificationPanel.preload);
  const [count, setCount] = useState(0);

  // The count is the server's: read at load and again each time the live connection opens, since what
  // changed while it was not open (the page loading, the network gone) came with no event. Not when it
  // closes: a session that ended elsewhere closes it, and the page leaves (shell/logout.ts).
  const connected = useRealtime().status === 'connected';
  const wasConnected = useRef(false);
  useEffect(() => {
    if (!connected && wasConnected.current) return;
    wasConnected.current = connected;
    browserGet('/next/api/notifications/unread-count').then((res) => {
      if (res.status === 200) setCount((res.body as { count: number }).count);
    });
  }, [connected]);

  useLiveEvents((event) => {
    if (event.type === 'notifications.unread') setCount(event.count);
  });

  const badge = badgeText(count);
  return (
    <>
      <button
        {...popup.triggerProps}
        aria-label={count > 0 ? fmtCount(count, n.bellUnreadOne, n.bellUnread, { count }) : n.bell}
        className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-2"
      >
        <Bell aria-hidden className="size-5" />
        {badge && (
          <span
            data-testid="notification-badge"
            className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-semibold text-canvas"
          >
            {badge}
          </span>
        )}
      </button>
      {popup.used && <NotificationPanel {...popup.popupProps} count={count} setCount={setCount} />}
    </>
  );
}
