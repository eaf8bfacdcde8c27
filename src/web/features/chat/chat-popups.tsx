/**
 * The chat dock (spec §2.11, decision 128): the open popups at the bottom corner on the reading
 * direction's end (right in left-to-right languages, left in Hebrew), side by side without
 * overlapping. As many as the window has room for show, the newest; the others fold into an
 * overflow control ("+2") that lists them, so a popup just opened is always whole on screen and
 * has the focus. On a phone (under 640 px) the newest shows alone, full width, as a sheet.
 */
import { Maximize2, Minus, X } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { counterpartOf } from '../../../contract/chat.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { type Popup, useChat } from './chat-context.ts';
import { ConnectionNotice } from './connection-notice.tsx';
import { useMemberName } from './member-name.ts';

/** A popup's conversation: its code loads when the member first opens a chat here. */
const ChatWindow = onDemand(() => import('./chat-window.tsx').then((m) => m.ChatWindow));

/** The dock's measures in CSS pixels, as its classes draw them: w-80, gap-3, end-4, min-w-11. */
const POPUP_PX = 320;
const GAP_PX = 12;
const EDGE_PX = 16;
const OVERFLOW_PX = 44;
/** Tailwind's `sm`: narrower than this, a popup is a full-width sheet. */
const PHONE_MAX_PX = 640;

/** How many of `count` popups a window `width` wide shows, room for the overflow control kept when some fold. */
export function popupsThatFit(width: number, count: number): number {
  if (width < PHONE_MAX_PX) return Math.min(1, count);
  const fit = (room: number) => Math.max(1, Math.floor((room + GAP_PX) / (POPUP_PX + GAP_PX)));
  const all = fit(width - 2 * EDGE_PX);
  return count <= all ? count : fit(width - 2 * EDGE_PX - OVERFLOW_PX - GAP_PX);
}

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
/** The layout viewport's width without its scroll bar, which is what the fixed dock lies in. */
const useViewportWidth = () =>
  useSyncExternalStore(
    subscribeResize,
    () => document.documentElement.clientWidth,
    () => 0,
  );

export function ChatPopups({ me }: { me: number }) {
  const { popups: all } = useChat();
  const location = useLocation();
  const width = useViewportWidth();
  const onPage = location.pathname === '/chat' ? new URLSearchParams(location.search).get('channel') : null;
  const popups = all.filter((popup) => popup.channelId !== onPage);
  if (!popups.length) return null;
  const fit = popupsThatFit(width, popups.length);
  const shown = popups.slice(-fit);
  const folded = popups.slice(0, popups.length - fit);
  return (
    <div className="pointer-events-none fixed bottom-0 z-40 flex items-end gap-3 max-sm:inset-x-0 max-sm:flex-col-reverse max-sm:items-stretch max-sm:gap-2 sm:end-4 sm:flex-row-reverse">
      {shown.map((popup) => (
        <ChatPopup key={popup.channelId} popup={popup} me={me} />
      ))}
      {folded.length > 0 && <Overflow folded={folded} me={me} />}
    </div>
  );
}

/** The popups without room: a round "+n" button that lists them; choosing one brings it forward. */
function Overflow({ folded, me }: { folded: Popup[]; me: number }) {
  const c = useT().chat;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const label = fmtCount(folded.length, c.moreChatsOne, c.moreChats, { count: folded.length });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="pointer-events-auto relative mb-2 max-sm:me-2 max-sm:self-end">
      <button
        ref={button}
        type="button"
        onKeyDown={onKeyDown}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-line bg-surface px-3 text-sm font-semibold shadow-xl hover:bg-surface-2"
      >
        +{folded.length}
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={label}
        className="absolute end-0 bottom-full mb-2 w-60 rounded-card border border-line bg-surface py-1 shadow-xl"
      >
        {folded.map((popup) => (
          <li key={popup.channelId}>
            <FoldedChat popup={popup} me={me} onChosen={() => setOpen(false)} onKeyDown={onKeyDown} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FoldedChat({
  popup,
  me,
  onChosen,
  onKeyDown,
}: {
  popup: Popup;
  me: number;
  onChosen: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const c = useT().chat;
  const { open } = useChat();
  const name = useMemberName(counterpartOf(popup.channelId, me));
  return (
    <button
      type="button"
      onKeyDown={onKeyDown}
      onClick={() => {
        onChosen();
        open(popup.channelId);
      }}
      className="block w-full truncate px-3 py-2 text-start text-sm hover:bg-surface-2"
    >
      {fmt(c.withName, { name: name ?? '…' })}
    </button>
  );
}

function ChatPopup({ popup, me }: { popup: Popup; me: number }) {
  const t = useT();
  const c = t.chat;
  const { close, toggleMinimised, focusSeq, claimFocus } = useChat();
  const name = useMemberName(counterpartOf(popup.channelId, me));
  const title = fmt(c.withName, { name: name ?? '…' });
  const section = useRef<HTMLElement>(null);
  // Opened just now (or again): the focus goes to its input, or to the popup until the input is there.
  useEffect(() => {
    if (!claimFocus(popup.channelId)) return;
    (section.current?.querySelector('textarea') ?? section.current)?.focus();
  }, [focusSeq, claimFocus, popup.channelId]);
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-label={title}
      data-testid="chat-popup"
      className="pointer-events-auto flex w-80 flex-col rounded-t-card border border-b-0 border-line bg-surface shadow-xl max-sm:w-full"
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
      {!popup.minimised && (
        <div className="relative">
          <ConnectionNotice className="absolute inset-x-0 top-0 z-10" />
          <ChatWindow
            channelId={popup.channelId}
            me={me}
            active
            focusFrom={section as RefObject<HTMLElement | null>}
            className="h-96 max-h-[calc(100dvh-7rem)]"
          />
        </div>
      )}
    </section>
  );
}
