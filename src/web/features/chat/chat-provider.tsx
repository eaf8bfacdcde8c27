/**
 * The chat around every page of a signed-in member (spec §2.11, §2.15, §4):
 * the open popups, and what an incoming message does. A message for a
 * conversation whose popup is open shows there; otherwise a toast
 * "💬 New message from {name}" follows after 1000 ms, with "Open Chat", and
 * stays until dismissed (decision 022). Each incoming message also raises the
 * browser event `chat-message-new`, plays the sound, and becomes a notification
 * once (chat/test-message). `open-chat-popup` opens a conversation from anywhere.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ChatMessage,
  needsNameLookup,
  QUICK_TEST_LIMIT,
  QUICK_TEST_TIMEOUT_MS,
  RESTORE_DELAY_MS,
  SYNC_THROTTLE_MS,
  TOAST_DELAY_MS,
} from '../../../contract/chat.ts';
import type { NotificationSettings } from '../../../contract/notifications.ts';
import { fmt } from '../../../i18n/types.ts';
import { browserGet, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { toast } from '../../ui/toast.tsx';
import { useLiveEvents, useRealtime } from '../realtime/realtime-context.ts';
import { ChatContext, MESSAGE_EVENT, OPEN_CHAT_EVENT, type Popup, SETTINGS_CHANGED_EVENT } from './chat-context.ts';
import { memberName } from './member-name.ts';
import { playMessageSound } from './sound.ts';

const NOTIFIED_KEY = 'wh_chat_notified';
const POPUPS_KEY = 'wh_chat_popups';
const LAST_SYNC_KEY = 'wh_chat_last_sync';

/** The sender's name as shown: looked up by id where §6 says so, 'Someone' when there is none. */
async function displayName(message: ChatMessage, someone: string): Promise<string> {
  const name = message.user.name.trim();
  if (!name) return someone;
  if (!needsNameLookup(name)) return name;
  return (await memberName(message.user.id)) ?? someone;
}

/** §9 quick test: whether a channel still answers (a slow or unreachable server gets the benefit of the doubt). */
async function channelAnswers(channelId: string): Promise<boolean> {
  const res = await fetch(`/next/api/chat/channels/${channelId}/messages?limit=${QUICK_TEST_LIMIT}`, {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(QUICK_TEST_TIMEOUT_MS),
  }).catch(() => null);
  return !res || res.ok || res.status >= 500 || res.status === 429;
}

function notifiedOnce(key: string): boolean {
  const seen = new Set(JSON.parse(sessionStorage.getItem(NOTIFIED_KEY) ?? '[]') as string[]);
  if (seen.has(key)) return false;
  seen.add(key);
  sessionStorage.setItem(NOTIFIED_KEY, JSON.stringify([...seen].slice(-500)));
  return true;
}

export function ChatProvider({ me, children }: { me: number; children: ReactNode }) {
  const t = useT();
  const [popups, setPopups] = useState<Popup[]>([]);
  const popupsRef = useRef(popups);
  popupsRef.current = popups;
  const toasts = useRef(new Set<string | number>());
  const watched = useRef(new Map<string, number>());
  const watch = useCallback((channelId: string) => {
    watched.current.set(channelId, (watched.current.get(channelId) ?? 0) + 1);
    return () => {
      const left = (watched.current.get(channelId) ?? 1) - 1;
      if (left > 0) watched.current.set(channelId, left);
      else watched.current.delete(channelId);
    };
  }, []);
  const seen = useRef(new Set<string>());

  // What had the focus when a popup opened (a "Message" button): closing the popup gives it back there,
  // instead of leaving a keyboard user at the top of the page.
  const openers = useRef(new Map<string, HTMLElement>());
  const [focusSeq, setFocusSeq] = useState(0);
  const focusFor = useRef<string | null>(null);
  // The newest popup is the one the dock always shows (chat-popups.tsx): one opened again, perhaps
  // folded into the overflow control, moves there, so "Message" never opens a popup out of sight.
  const open = useCallback((channelId: string, opener: Element | null = document.activeElement) => {
    if (opener instanceof HTMLElement && opener !== document.body) openers.current.set(channelId, opener);
    for (const id of toasts.current) toast.dismiss(id);
    toasts.current.clear();
    focusFor.current = channelId;
    setFocusSeq((n) => n + 1);
    setPopups((list) => [...list.filter((p) => p.channelId !== channelId), { channelId, minimised: false }]);
  }, []);
  const claimFocus = useCallback((channelId: string) => {
    if (focusFor.current !== channelId) return false;
    focusFor.current = null;
    return true;
  }, []);
  const close = useCallback((channelId: string) => {
    setPopups((list) => list.filter((p) => p.channelId !== channelId));
    const opener = openers.current.get(channelId);
    openers.current.delete(channelId);
    if (opener?.isConnected) opener.focus();
  }, []);
  const toggleMinimised = useCallback(
    (channelId: string) =>
      setPopups((list) => list.map((p) => (p.channelId === channelId ? { ...p, minimised: !p.minimised } : p))),
    [],
  );

  // The member's choice of sound (account page): read once, and again whenever it is saved.
  const soundOn = useRef(true);
  useEffect(() => {
    browserGet('/next/api/user/settings').then((res) => {
      if (res.status === 200) soundOn.current = (res.body as NotificationSettings).chatSound;
    });
    const onChange = (event: Event) => {
      soundOn.current = (event as CustomEvent<NotificationSettings>).detail.chatSound;
    };
    window.addEventListener(SETTINGS_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(SETTINGS_CHANGED_EVENT, onChange);
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ channelId?: string; opener?: Element | null }>).detail;
      if (detail?.channelId) open(detail.channelId, detail.opener ?? undefined);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [open]);

  // Open popups survive a page load: kept for the tab, restored 2 s after the connection opens (§4),
  // each after a quick test of its channel (§9) so one that is gone (a member who left) stays closed.
  const { status } = useRealtime();
  const toRestore = useRef<Popup[] | null>(null);
  useEffect(() => {
    toRestore.current = JSON.parse(sessionStorage.getItem(POPUPS_KEY) ?? '[]') as Popup[];
  }, []);
  useEffect(() => {
    // Those still waiting to be restored are kept too: a member who moves on within the 2 s keeps them.
    const waiting = (toRestore.current ?? []).filter((p) => !popups.some((q) => q.channelId === p.channelId));
    sessionStorage.setItem(POPUPS_KEY, JSON.stringify([...waiting, ...popups]));
  }, [popups]);
  useEffect(() => {
    if (status !== 'connected' || !toRestore.current?.length) return;
    const timer = setTimeout(async () => {
      const saved = toRestore.current ?? [];
      toRestore.current = null;
      const usable = await Promise.all(saved.map((popup) => channelAnswers(popup.channelId)));
      const restored = saved.filter((_, i) => usable[i]);
      setPopups((list) => [...restored.filter((p) => !list.some((q) => q.channelId === p.channelId)), ...list]);
    }, RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  /** After a dropped connection: what arrived meanwhile, at most once per 5 min (§9), over at most 24 h. */
  async function syncSince(since: string) {
    const key = `${LAST_SYNC_KEY}:${me}`;
    if (Date.now() - Number(localStorage.getItem(key) ?? 0) < SYNC_THROTTLE_MS) return;
    localStorage.setItem(key, String(Date.now()));
    const body = await sendJson<{ messages: ChatMessage[] }>('POST', '/next/api/chat/sync', {
      userId: me,
      lastSyncTime: since,
    }).catch(() => null);
    for (const message of body?.messages ?? []) receive(message);
  }

  function receive(message: ChatMessage) {
    if (message.user.id === me) return;
    // §4: the same channel, message id and sender is one message, however often it arrives.
    const key = `${message.channelId}:${message.id}:${message.user.id}`;
    if (seen.current.has(key)) return;
    seen.current.add(key);
    void onIncoming(message);
  }

  useLiveEvents((event) => {
    if (event.type === 'reconnected') void syncSince(event.since);
    if (event.type !== 'message.new' || event.message.user.id === me) return;
    receive(event.message);
  });

  async function onIncoming(message: ChatMessage) {
    const name = await displayName(message, t.chat.someone);
    window.dispatchEvent(
      new CustomEvent(MESSAGE_EVENT, {
        detail: { channelId: message.channelId, senderName: name, message: message.text, senderId: message.user.id },
      }),
    );
    if (soundOn.current) playMessageSound();
    if (notifiedOnce(`${message.channelId}:${message.id}`)) {
      sendJson('POST', '/next/api/chat/test-message', {
        senderId: message.user.id,
        senderName: name,
        recipientId: me,
        messageText: message.text || t.chat.newMessage,
        channelId: message.channelId,
        messageId: message.id,
      }).catch(() => {});
    }
    const popupOpen = () =>
      watched.current.has(message.channelId) || popupsRef.current.some((p) => p.channelId === message.channelId);
    if (popupOpen()) return;
    setTimeout(() => {
      if (popupOpen()) return;
      const id = toast(fmt(t.chat.newMessageFrom, { name }), {
        id: `chat:${message.channelId}`,
        duration: Number.POSITIVE_INFINITY,
        action: { label: t.chat.openChat, onClick: () => open(message.channelId) },
      });
      toasts.current.add(id);
    }, TOAST_DELAY_MS);
  }

  const value = useMemo(
    () => ({ popups, open, close, toggleMinimised, watch, focusSeq, claimFocus }),
    [popups, open, close, toggleMinimised, watch, focusSeq, claimFocus],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
