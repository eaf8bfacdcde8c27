/**
 * The bell's dropdown (notification-bell.tsx), loaded on demand: the list is fetched every time it
 * opens; clicking an unread notification marks it read, sets the count to what the server then
 * counts (one less, never below 0) and follows its link.
 */
import type { Dispatch, SetStateAction } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCALE_INFO } from '../../../contract/locales.ts';
import { type Notification, type NotificationList, relativeTime } from '../../../contract/notifications.ts';
import { fmt } from '../../../i18n/types.ts';
import { browserGet, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { AnchoredPopover } from '../../ui/anchored-popover.tsx';
import type { PopupProps } from '../../ui/popup-trigger.ts';
import { toast } from '../../ui/toast.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { useLiveEvents } from '../realtime/realtime-context.ts';

export function NotificationPanel({
  count,
  setCount,
  ...popup
}: PopupProps & { count: number; setCount: Dispatch<SetStateAction<number>> }) {
  const t = useT();
  const n = t.notifications;
  const locale = useLocale();
  const navigate = useNavigate();
  const { open, onOpenChange } = popup;
  const [items, setItems] = useState<Notification[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useLiveEvents((event) => {
    if (event.type === 'notification.new' && open) setItems((list) => [event.notification, ...(list ?? [])]);
  });

  useEffect(() => {
    if (!open) return;
    setError(null);
    browserGet('/next/api/notifications?page=1&limit=20').then((res) => {
      if (res.status !== 200) {
        setError(
          fmt(n.loadFailed, { message: (res.body as { error?: string } | null)?.error ?? `HTTP ${res.status}` }),
        );
        return;
      }
      const list = res.body as NotificationList;
      setItems(list.notifications);
      setCount(list.unreadCount);
    });
  }, [open, n.loadFailed, setCount]);

  async function follow(item: Notification) {
    if (!item.isRead) {
      try {
        const { unreadCount } = await sendJson<{ unreadCount: number }>('POST', '/next/api/notifications/mark-read', {
          notificationIds: [item.id],
        });
        setItems((list) => list?.map((x) => (x.id === item.id ? { ...x, isRead: true } : x)) ?? null);
        // The server's count, not ours less one: its live event of the same change may have lowered ours already.
        setCount(unreadCount);
      } catch {
        toast.error(n.markReadFailed);
      }
    }
    if (item.redirectUrl) {
      onOpenChange(false);
      navigate(item.redirectUrl);
    }
  }

  async function markAll() {
    try {
      await sendJson('POST', '/next/api/notifications/mark-all-read');
      setItems((list) => list?.map((x) => ({ ...x, isRead: true })) ?? null);
      setCount(0);
      toast.success(n.allMarkedRead);
    } catch {
      toast.error(n.markAllReadFailed);
    }
  }

  return (
    <AnchoredPopover
      {...popup}
      align={LOCALE_INFO[locale].dir === 'rtl' ? 'start' : 'end'}
      sideOffset={8}
      collisionPadding={8}
      aria-label={n.title}
      className="z-50 flex max-h-[calc(100vh-5rem)] w-80 flex-col rounded-card border border-line bg-surface shadow-lg"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="font-semibold">{n.title}</h2>
        {count > 0 && (
          <button type="button" onClick={markAll} className="text-sm text-link underline-offset-2 hover:underline">
            {n.markAllRead}
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {error ? (
          <p className="p-4 text-sm text-danger">{error}</p>
        ) : items === null ? (
          <p className="p-4 text-sm text-muted">{n.loading}</p>
        ) : items.length === 0 ? (
          <div className="p-6 text-center">
            <p className="font-medium">{n.emptyTitle}</p>
            <p className="mt-1 text-sm text-muted">{n.emptyText}</p>
          </div>
        ) : (
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => follow(item)}
                  className={`block w-full border-b border-line px-4 py-3 text-start hover:bg-surface-2 ${item.isRead ? '' : 'bg-accent/5'}`}
                >
                  <span className="flex items-center gap-2 text-sm font-semibold">
                    {!item.isRead && (
                      <>
                        <span aria-hidden className="size-2 shrink-0 rounded-full bg-accent" />
                        <span className="sr-only">{n.unread}:</span>
                      </>
                    )}
                    <UserText text={item.title} />
                  </span>
                  <UserText as="p" text={item.message} className="mt-0.5 line-clamp-2 text-sm text-muted" />
                  <time dateTime={item.createdAt} className="mt-1 block text-xs text-muted">
                    {timeAgo(item.createdAt, t.notifications, locale)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={() => toast(n.viewAllSoon)}
        className="border-t border-line px-4 py-3 text-sm font-medium hover:bg-surface-2"
      >
        {n.viewAll}
      </button>
    </AnchoredPopover>
  );
}

function timeAgo(
  createdAt: string,
  n: { justNow: string; minutesAgo: string; hoursAgo: string; daysAgo: string },
  locale: Parameters<typeof formatDate>[1],
): string {
  const r = relativeTime(new Date(createdAt), new Date());
  switch (r.unit) {
    case 'now':
      return n.justNow;
    case 'minutes':
      return fmt(n.minutesAgo, { m: r.value });
    case 'hours':
      return fmt(n.hoursAgo, { h: r.value });
    case 'days':
      return fmt(n.daysAgo, { d: r.value });
    case 'date':
      return formatDate(r.date, locale);
  }
}
