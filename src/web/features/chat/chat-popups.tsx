/**
 * The open chat popups (spec §2.11): at the bottom corner on the reading
 * direction's end (right in left-to-right languages, left in Hebrew), side by
 * side without overlapping; on a phone only the newest shows.
 */
import { Maximize2, Minus, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { counterpartOf } from '../../../contract/chat.ts';
import { fmt } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { type Popup, useChat } from './chat-context.ts';
import { useMemberName } from './member-name.ts';

/** A popup's conversation: its code loads when the member first opens a chat here. */
const ChatWindow = onDemand(() => import('./chat-window.tsx').then((m) => m.ChatWindow));

export function ChatPopups({ me }: { me: number }) {
  const { popups: all } = useChat();
  const location = useLocation();
  const onPage = location.pathname === '/chat' ? new URLSearchParams(location.search).get('channel') : null;
  const popups = all.filter((popup) => popup.channelId !== onPage);
  if (!popups.length) return null;
  return (
    <div className="pointer-events-none fixed end-4 bottom-0 z-40 flex flex-row-reverse items-end gap-3">
      {popups.map((popup, i) => (
        <div key={popup.channelId} className={i === popups.length - 1 ? 'contents' : 'hidden sm:contents'}>
          <ChatPopup popup={popup} me={me} />
        </div>
      ))}
    </div>
  );
}

function ChatPopup({ popup, me }: { popup: Popup; me: number }) {
  const t = useT();
  const c = t.chat;
  const { close, toggleMinimised } = useChat();
  const name = useMemberName(counterpartOf(popup.channelId, me));
  const title = fmt(c.withName, { name: name ?? '…' });
  return (
    <section
      aria-label={title}
      data-testid="chat-popup"
      className="pointer-events-auto flex w-[min(20rem,calc(100vw-2rem))] flex-col rounded-t-card border border-b-0 border-line bg-surface shadow-xl"
    >
      <header className="flex items-center gap-1 border-b border-line px-3 py-2">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">{title}</h2>
        <Link
          to={`/chat?channel=${popup.channelId}`}
          aria-label={c.openFull}
          title={c.openFull}
          className="inline-flex size-7 items-center justify-center rounded hover:bg-surface-2"
        >
          <Maximize2 aria-hidden className="size-4" />
        </Link>
        <button
          type="button"
          onClick={() => toggleMinimised(popup.channelId)}
          aria-label={popup.minimised ? c.expand : c.minimise}
          aria-expanded={!popup.minimised}
          className="inline-flex size-7 items-center justify-center rounded hover:bg-surface-2"
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => close(popup.channelId)}
          aria-label={c.close}
          className="inline-flex size-7 items-center justify-center rounded hover:bg-surface-2"
        >
          <X aria-hidden className="size-4" />
        </button>
      </header>
      {!popup.minimised && <ChatWindow channelId={popup.channelId} me={me} active className="h-96" />}
    </section>
  );
}
