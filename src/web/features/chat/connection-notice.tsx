/**
 * What the live connection is doing, where a member chats (each popup, the Messages page): offline,
 * reconnecting, or given up; nothing while it works. The region is always there, so a screen reader
 * announces each change politely; the words lie over what is under them instead of pushing it, so
 * nothing the member is about to click moves when they come or go.
 */
import { useT } from '../../i18n.tsx';
import { useRealtime } from '../realtime/realtime-context.ts';

export function ConnectionNotice({ className }: { className: string }) {
  const c = useT().chat;
  const { status } = useRealtime();
  const text =
    status === 'offline'
      ? c.offline
      : status === 'reconnecting'
        ? c.reconnecting
        : status === 'disconnected'
          ? c.disconnected
          : null;
  return (
    <div role="status" aria-live="polite" data-testid="chat-connection" className={`pointer-events-none ${className}`}>
      {text && (
        <p className="border-b border-line bg-surface-2 px-3 py-1 text-xs font-medium text-fg shadow-sm">{text}</p>
      )}
    </div>
  );
}
