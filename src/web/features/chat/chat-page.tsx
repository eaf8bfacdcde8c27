/**
 * /chat: the member's conversations, newest first, with unread counts, and the
 * chosen one (?channel=) full size. The list follows new messages live
 * (reloaded 1 s after the last one, §9).
 */
import { ChevronLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { type Conversation, channelMembers, counterpartOf } from '../../../contract/chat.ts';
import { fmt, fmtCount } from '../../../i18n/types.ts';
import { apiContext, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { shownName } from '../../member-names.ts';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Link } from '../../ui/link.tsx';
import { useHydrated } from '../../ui/on-demand.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { useLiveEvents } from '../realtime/realtime-context.ts';
import { lastSpoke } from './chat-time.ts';
import { ChatWindow } from './chat-window.tsx';
import { ConnectionNotice } from './connection-notice.tsx';
import { forgetConversations, loadConversations } from './conversations-client.ts';
import { useMemberName } from './member-name.ts';

const RELOAD_DEBOUNCE_MS = 1000;

export async function chatLoader(args: LoaderFunctionArgs) {
  const user = requireSignedIn(args);
  const body = await args.context
    .get(apiContext)
    .get<{ conversations: Conversation[] }>('/next/api/chat/conversations');
  return { me: user.entity_id, conversations: body.conversations };
}

export const chatHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.chat.pageTitle} · ${dict.common.siteName}`, noindex: true }),
};

export function ChatPage() {
  const t = useT();
  const c = t.chat;
  const locale = useLocale();
  // The server writes the day in UTC; the browser, knowing the member's time zone, says it as people do.
  const hydrated = useHydrated();
  const loaded = useLoaderData() as Awaited<ReturnType<typeof chatLoader>>;
  const [conversations, setConversations] = useState(loaded.conversations);
  const [params] = useSearchParams();
  const requested = params.get('channel');
  const selected = requested && channelMembers(requested)?.includes(loaded.me) ? requested : null;
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);

  const refresh = () => {
    clearTimeout(reload.current);
    reload.current = setTimeout(async () => {
      forgetConversations();
      const result = await loadConversations();
      if (result.success) setConversations(result.conversations);
    }, RELOAD_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(reload.current), []);
  useLiveEvents((event) => {
    if (event.type === 'message.new' || event.type === 'message.read' || event.type === 'reconnected') refresh();
  });

  async function markUnread(conversation: Conversation) {
    const last = conversation.lastMessage;
    if (!last) return;
    await sendJson('POST', `/next/api/chat/channels/${conversation.channelId}/read`, { seq: last.seq - 1 });
    refresh();
  }

  const current = conversations.find((x) => x.channelId === selected);
  // A conversation without a message yet is in no list (a popup's "Open in Messages"): its name is looked up.
  const lookedUp = useMemberName(selected && !current ? counterpartOf(selected, loaded.me) : null);
  const name = current ? shownName(current.otherUser.name, t) : lookedUp;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">{c.pageTitle}</h1>
      <p className="mt-1 text-muted">{c.pageIntro}</p>
      {/* The connection's state, in the gap above the list: it comes and goes without moving them. */}
      <div className="relative h-6">
        <ConnectionNotice className="absolute inset-x-0 top-1 z-10" />
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
        <nav aria-label={c.conversations} className={selected ? 'hidden md:block' : ''}>
          {conversations.length === 0 ? (
            <p className="text-sm text-muted">{c.empty}</p>
          ) : (
            <ul className="divide-y divide-line rounded-card border border-line bg-surface">
              {conversations.map((x) => (
                <li key={x.channelId} className={x.channelId === selected ? 'bg-surface-2' : ''}>
                  <Link
                    to={`/chat?channel=${x.channelId}`}
                    aria-current={x.channelId === selected ? 'page' : undefined}
                    className="flex gap-3 px-3 py-2 no-underline hover:bg-surface-2"
                  >
                    <Avatar name={shownName(x.otherUser.name, t)} photoUrl={x.otherUser.imageUrl} size="list" />
                    <span className="min-w-0 flex-1">
                      {/* Name and day on one line, the last words and the unread count under them: the
                          name keeps the width a badge beside it took. */}
                      <span className="flex items-baseline justify-between gap-2">
                        <UserText text={shownName(x.otherUser.name, t)} className="truncate font-semibold text-fg" />
                        {x.lastMessageAt && (
                          <time dateTime={x.lastMessageAt} className="shrink-0 text-xs text-muted">
                            {hydrated ? lastSpoke(x.lastMessageAt, locale, c) : formatDate(x.lastMessageAt, locale)}
                          </time>
                        )}
                      </span>
                      <span className="flex items-center justify-between gap-2">
                        {x.lastMessage && (
                          <UserText as="span" text={x.lastMessage.text} className="truncate text-sm text-muted" />
                        )}
                        {x.unreadCount > 0 && (
                          <span className="ms-auto shrink-0 rounded-full bg-accent px-2 text-xs leading-5 font-semibold text-on-accent">
                            {fmtCount(x.unreadCount, c.unreadCountOne, c.unreadCount, { count: x.unreadCount })}
                          </span>
                        )}
                      </span>
                    </span>
                  </Link>
                  {x.lastMessage &&
                    x.lastMessage.user.id !== loaded.me &&
                    x.unreadCount === 0 &&
                    x.channelId !== selected && (
                      <button
                        type="button"
                        onClick={() => markUnread(x)}
                        className="px-3 pb-2 text-xs text-link underline"
                      >
                        {c.markUnread}
                      </button>
                    )}
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section
          aria-label={selected ? fmt(c.withName, { name: name ?? '…' }) : c.chooseConversation}
          // On a phone the list is the page until a conversation is chosen; with none, there is nothing to choose.
          className={`rounded-card border border-line bg-surface ${
            selected ? '' : conversations.length ? 'hidden md:block' : 'hidden'
          }`}
        >
          {selected ? (
            <>
              <Link to="/chat" className="flex items-center gap-1 border-b border-line px-4 py-2 text-sm md:hidden">
                <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {c.conversations}
              </Link>
              <h2 className="border-b border-line px-4 py-3 font-semibold">{fmt(c.withName, { name: name ?? '…' })}</h2>
              <ChatWindow key={selected} channelId={selected} me={loaded.me} active className="h-[60vh]" />
            </>
          ) : (
            <p className="p-6 text-muted">{c.chooseConversation}</p>
          )}
        </section>
      </div>
    </div>
  );
}
