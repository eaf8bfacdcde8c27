/**
 * One conversation: its messages, the input and what the other member is
 * doing (typing, "Seen"). Used by the popup and by the /chat page. Messages
 * arrive live; the first load waits for the connection (§9 readiness wait) so
 * nothing sent meanwhile falls between the two, and after any gap the window
 * asks the server for what came after the last message it has, so nothing is
 * lost (decision 022). A message refused for sending too fast is sent again
 * after the §9 back-off.
 */
import {
  type FormEvent,
  Fragment,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  CHAT_MESSAGE_MAX,
  type ChatMessage,
  createRateLimitBackoff,
  TYPING_SEND_MS,
  TYPING_SHOW_MS,
  WATCH_ATTEMPTS,
  WATCH_RETRY_MS,
  WATCH_TIMEOUT_ERROR,
  WATCH_TIMEOUT_MS,
} from '../../../contract/chat.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, browserGet, sendJson } from '../../api-client.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { shownName } from '../../member-names.ts';
import { useLiveEvents, useRealtime } from '../realtime/realtime-context.ts';
import { useChat } from './chat-context.ts';
import { ChatText } from './chat-text.tsx';
import { dayHeading, sameDay, timeOfDay } from './chat-time.ts';

interface History {
  otherUser: { id: number; name: string; left: boolean };
  messages: ChatMessage[];
  otherLastReadSeq: number;
  hasMore: boolean;
}

/** One back-off for the tab: the server counts a member's messages across conversations. */
const sendBackoff = createRateLimitBackoff();

/**
 * A message on its way: shown at once, replaced by the stored one. One written without a network
 * waits, still "sending", and goes when the connection is back (what the offline notice promises).
 */
interface Pending {
  id: string;
  text: string;
  failed: boolean;
  waiting?: boolean;
}

function useConversation(channelId: string, me: number, active: boolean) {
  const [history, setHistory] = useState<History | null>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [typingUntil, setTypingUntil] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const readSent = useRef(0);
  const t = useT();
  const { ready, status } = useRealtime();
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  const merge = useCallback(
    (incoming: ChatMessage[], extra: Partial<History> = {}) => {
      setHistory((h) => {
        if (!h) return h;
        const bySeq = new Map(h.messages.map((m) => [m.seq, m]));
        for (const m of incoming) bySeq.set(m.seq, m);
        return { ...h, ...extra, messages: [...bySeq.values()].sort((a, b) => a.seq - b.seq) };
      });
      setPending((list) => list.filter((p) => !incoming.some((m) => m.id === p.id && m.user.id === me)));
    },
    [me],
  );

  // §9 channel watch: once the connection is ready, up to 3 attempts, 2 s apart, each given 15 s.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      // Without a connection the history still loads; a later reconnect resyncs what it missed.
      await ready().catch((err: Error) => console.warn(err.message));
      let error = '';
      for (let attempt = 1; attempt <= WATCH_ATTEMPTS && !cancelled; attempt++) {
        const res = await fetch(`/next/api/chat/channels/${channelId}/messages?limit=50`, {
          credentials: 'same-origin',
          signal: AbortSignal.timeout(WATCH_TIMEOUT_MS),
        }).catch((err: Error) => {
          error = err.name === 'TimeoutError' ? WATCH_TIMEOUT_ERROR : err.message;
          return null;
        });
        if (res?.ok) {
          const body = (await res.json()) as History;
          if (!cancelled) setHistory(body);
          return;
        }
        if (res) error = `HTTP ${res.status}`;
        if (res && res.status < 500 && res.status !== 429) break;
        await new Promise((r) => setTimeout(r, WATCH_RETRY_MS));
      }
      if (cancelled) return;
      console.warn(error);
      setFailed(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [channelId, ready]);

  const resync = useCallback(async () => {
    const last = history?.messages.at(-1)?.seq ?? 0;
    const res = await browserGet(`/next/api/chat/channels/${channelId}/messages?after=${last}&limit=100`);
    if (res.status === 200) {
      const body = res.body as History;
      merge(body.messages, { otherLastReadSeq: body.otherLastReadSeq });
    }
  }, [channelId, history, merge]);

  useLiveEvents((event) => {
    if (event.type === 'reconnected') void resync();
    if (event.type === 'message.new' && event.message.channelId === channelId) {
      merge([event.message]);
      if (event.message.user.id !== me) setTypingUntil(0);
    }
    if (event.type === 'message.read' && event.channelId === channelId && event.readerId !== me) {
      setHistory((h) => (h ? { ...h, otherLastReadSeq: event.seq } : h));
    }
    if (event.type === 'typing' && event.channelId === channelId) setTypingUntil(Date.now() + TYPING_SHOW_MS);
  });

  // Read up to the newest message while the conversation is in view.
  const newestFromOther = history?.messages.filter((m) => m.user.id !== me).at(-1)?.seq ?? 0;
  useEffect(() => {
    if (!active || newestFromOther <= readSent.current || document.hidden) return;
    readSent.current = newestFromOther;
    sendJson('POST', `/next/api/chat/channels/${channelId}/read`, { seq: newestFromOther }).catch(() => {});
  }, [active, newestFromOther, channelId]);

  async function send(id: string, text: string) {
    setNotice(null);
    setPending((list) => [...list.filter((p) => p.id !== id), { id, text, failed: false }]);
    try {
      const { message } = await sendJson<{ message: ChatMessage }>(
        'POST',
        `/next/api/chat/channels/${channelId}/messages`,
        { id, text },
      );
      merge([message]);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        // Kept as "sending" and sent again after the back-off; the same id makes a repeat harmless.
        setNotice(t.chat.rateLimited);
        setTimeout(() => void send(id, text), sendBackoff(Date.now(), (err.retryAfter ?? 0) * 1000));
        return;
      }
      const offline = !(err instanceof ApiError) && !navigator.onLine;
      setPending((list) => list.map((p) => (p.id === id ? { ...p, failed: !offline, waiting: offline } : p)));
    }
  }

  // Back online: what waited goes now (the same ids, so a message that did reach the server is stored once).
  useEffect(() => {
    if (status !== 'connected') return;
    for (const p of pendingRef.current) if (p.waiting) void send(p.id, p.text);
  }, [status]);

  return { history, failed, pending, typing: typingUntil > Date.now(), notice, send };
}

export function ChatWindow({
  channelId,
  me,
  active,
  focusFrom,
  className = '',
}: {
  channelId: string;
  me: number;
  active: boolean;
  /** A popup that took the focus on opening, before its input was there: the input takes it over. */
  focusFrom?: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const t = useT();
  const c = t.chat;
  const locale = useLocale();
  const { status, send: sendLive } = useRealtime();
  const { history, failed, pending, typing, notice, send } = useConversation(channelId, me, active);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const { watch } = useChat();
  // While this window shows the conversation, its messages need no toast.
  useEffect(() => (active ? watch(channelId) : undefined), [active, channelId, watch]);
  const lastTyping = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const loaded = history !== null;
  useEffect(() => {
    if (loaded && focusFrom?.current && document.activeElement === focusFrom.current) input.current?.focus();
  }, [loaded, focusFrom]);
  const [, rerender] = useState(0);

  // Typing shows for a few seconds after the last event: redraw when it lapses.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => rerender((n) => n + 1), TYPING_SHOW_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  const count = history?.messages.length ?? 0;
  useEffect(() => {
    if (count || pending.length) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count, pending.length]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || text.length > CHAT_MESSAGE_MAX) return;
    setDraft('');
    void send(crypto.randomUUID(), text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  }

  function onInput(value: string) {
    setDraft(value);
    if (Date.now() - lastTyping.current > TYPING_SEND_MS) {
      lastTyping.current = Date.now();
      sendLive({ type: 'typing', channelId });
    }
  }

  if (!history) {
    if (failed) return <p className={`p-4 text-sm text-danger ${className}`}>{c.loadFailed}</p>;
    return (
      <p className={`p-4 text-sm text-muted ${className}`}>{status === 'connecting' ? c.connecting : c.loading}</p>
    );
  }
  const mine = history.messages.filter((m) => m.user.id === me);
  const lastMine = mine.at(-1);
  const seen = lastMine && !pending.length && history.otherLastReadSeq >= lastMine.seq;
  return (
    <div className={`flex min-h-0 flex-col ${className}`}>
      <ol ref={list} className="min-h-0 flex-1 space-y-2 overflow-y-auto p-3" aria-live="polite">
        {history.messages.map((m, i) => (
          <Fragment key={m.seq}>
            {(i === 0 || !sameDay(history.messages[i - 1]!.createdAt, m.createdAt)) && (
              <li className="pt-1 text-center text-xs font-medium text-muted">
                <time dateTime={m.createdAt}>{dayHeading(m.createdAt, locale, c)}</time>
              </li>
            )}
            <li className={`flex flex-col ${m.user.id === me ? 'items-end' : 'items-start'}`}>
              <div
                className={`max-w-[85%] rounded-card px-3 py-2 text-sm ${m.user.id === me ? 'bg-accent text-on-accent' : 'bg-surface-2'}`}
              >
                <span className="sr-only">{m.user.id === me ? c.you : shownName(history.otherUser.name, t)}: </span>
                <ChatText text={m.text} />
              </div>
              <span className="mt-0.5 text-xs text-muted">
                <time dateTime={m.createdAt}>{timeOfDay(m.createdAt, locale)}</time>
                {m === lastMine && seen && <span> · {c.seen}</span>}
                {m.byStaff && (
                  <span>
                    {' · '}
                    {m.user.id === me
                      ? c.byStaffForYou
                      : fmt(c.byStaff, { name: shownName(history.otherUser.name, t) })}
                  </span>
                )}
              </span>
            </li>
          </Fragment>
        ))}
        {pending.map((p) => (
          <li key={p.id} className="flex flex-col items-end">
            <div className="max-w-[85%] rounded-card bg-accent/60 px-3 py-2 text-sm text-on-accent">
              <ChatText text={p.text} />
            </div>
            {p.failed ? (
              <span className="mt-0.5 text-xs text-danger">
                {c.failedToSend}{' '}
                <button type="button" className="underline" onClick={() => send(p.id, p.text)}>
                  {c.retry}
                </button>
              </span>
            ) : (
              <span className="mt-0.5 text-xs text-muted">{c.sending}</span>
            )}
          </li>
        ))}
      </ol>
      {typing && <p className="px-3 text-xs text-muted">{fmt(c.typing, { name: history.otherUser.name })}</p>}
      {notice && (
        <p role="status" className="px-3 text-xs text-danger">
          {notice}
        </p>
      )}
      {history.otherUser.left ? (
        <p role="status" className="border-t border-line p-3 text-sm text-muted">
          {c.partnerLeft}
        </p>
      ) : (
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="sr-only">
              {c.inputLabel}
            </label>
            <textarea
              ref={input}
              id={inputId}
              value={draft}
              onChange={(e) => onInput(e.target.value)}
              onKeyDown={onKeyDown}
              rows={2}
              maxLength={CHAT_MESSAGE_MAX}
              placeholder={c.inputPlaceholder}
              dir="auto"
              className="block w-full resize-none rounded-card border border-line bg-surface px-2 py-1 text-sm"
            />
            <span className="block text-end text-xs text-muted" aria-hidden>
              {draft.length}/{CHAT_MESSAGE_MAX}
            </span>
          </div>
          <button
            type="submit"
            disabled={!draft.trim()}
            className="mb-5 rounded-card bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:opacity-50"
          >
            {c.send}
          </button>
        </form>
      )}
    </div>
  );
}
