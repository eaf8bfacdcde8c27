/**
 * The tab's live connection (spec §4 "Chat connection"): once a member is
 * signed in, fetch the chat credentials, then open one WebSocket, retried at
 * most 3 times, 5 s apart; reopened when the network or the tab comes back.
 * A server that says too many connects (4429) is given the §9 back-off
 * instead. Components subscribe to the typed events of contract/realtime-events.ts. Their schema
 * (and zod with it) loads with the first event that carries data: the socket's greeting is checked
 * by hand, so a page during whose visit nothing happens loads no zod (evaluating it is a long task
 * on a phone, measured at 160 ms under Lighthouse's throttling, on every signed-in page).
 * Chat events that arrive while the tab is hidden wait in session storage and
 * are replayed when it is visible again (§4). Components read it through realtime-context.ts;
 * this code loads for signed-in members only (chat/member-live.tsx).
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createRateLimitBackoff,
  NOT_READY_ERROR,
  READINESS_CHECK_MS,
  READINESS_WAIT_MS,
} from '../../../contract/chat.ts';
import { CLOSE_RATE_LIMITED, CLOSE_SESSION_ENDED, WEBSOCKET_PATH } from '../../../contract/realtime.ts';
import type { RealtimeEvent } from '../../../contract/realtime-events.ts';
import { browserGet } from '../../api-client.ts';
import {
  type ConnectionStatus,
  type Listener,
  type LiveEvent,
  type Realtime,
  RealtimeContext,
} from './realtime-context.ts';

export const MAX_CONNECT_ATTEMPTS = 3;
export const RETRY_MS = 5000;
const HIDDEN_QUEUE_KEY = 'wh_chat_queue';

let loadSchema: Promise<(raw: unknown) => RealtimeEvent | undefined> | undefined;

/**
 * An event from the server, or undefined for anything that is not one. The greeting (`ready`)
 * is checked here; any other event loads the shared schema, once per tab.
 */
async function parseEvent(raw: unknown): Promise<RealtimeEvent | undefined> {
  if (isGreeting(raw)) return { type: 'ready', entityId: raw.entityId };
  loadSchema ??= import('../../../contract/realtime-events.ts').then(
    ({ realtimeEventSchema }) =>
      (value: unknown) =>
        realtimeEventSchema.safeParse(value).data,
  );
  // A schema that cannot load (offline) drops this event; the next one tries again.
  const parse = await loadSchema.catch(() => {
    loadSchema = undefined;
  });
  return parse?.(raw);
}

function isGreeting(raw: unknown): raw is { type: 'ready'; entityId: number } {
  if (typeof raw !== 'object' || raw === null) return false;
  const { type, entityId } = raw as Record<string, unknown>;
  return type === 'ready' && Number.isSafeInteger(entityId);
}

/** The connection of the signed-in member `entityId` (member-live.tsx renders it for members only). */
export function RealtimeProvider({ entityId, children }: { entityId: number; children: ReactNode }) {
  const [status, setStatus] = useState<ConnectionStatus>('idle');
  const [chatUserId, setChatUserId] = useState<number | null>(null);
  const listeners = useRef(new Set<Listener>());
  const socket = useRef<WebSocket | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;
  const ready = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (statusRef.current === 'connected') resolve();
          else if (Date.now() - started >= READINESS_WAIT_MS) reject(new Error(NOT_READY_ERROR));
          else setTimeout(check, READINESS_CHECK_MS);
        };
        check();
      }),
    [],
  );

  useEffect(() => {
    let stopped = false;
    let attempts = 0;
    let everConnected = false;
    let lostAt = new Date();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const backoff = createRateLimitBackoff();
    const emit = (event: LiveEvent) => {
      for (const listener of listeners.current) listener(event);
    };
    const deliver = (event: RealtimeEvent) => {
      if (document.hidden && event.type === 'message.new') {
        const queue = JSON.parse(sessionStorage.getItem(HIDDEN_QUEUE_KEY) ?? '[]') as RealtimeEvent[];
        sessionStorage.setItem(HIDDEN_QUEUE_KEY, JSON.stringify([...queue, event]));
        return;
      }
      emit(event);
    };
    // Events are handled one after the other, in the order they arrived, whether or not the schema
    // had to load first.
    let inbox = Promise.resolve();
    const receive = (raw: unknown, handle: (event: RealtimeEvent) => void) => {
      inbox = inbox.then(async () => {
        const event = await parseEvent(raw);
        if (event && !stopped) handle(event);
      });
    };
    const replayQueue = () => {
      if (document.hidden) return;
      const queue = JSON.parse(sessionStorage.getItem(HIDDEN_QUEUE_KEY) ?? '[]') as unknown[];
      sessionStorage.removeItem(HIDDEN_QUEUE_KEY);
      for (const raw of queue) receive(raw, emit);
    };

    const connect = () => {
      if (stopped || socket.current) return;
      if (!navigator.onLine) {
        setStatus('offline');
        return;
      }
      attempts += 1;
      setStatus(everConnected ? 'reconnecting' : 'connecting');
      const url = new URL(WEBSOCKET_PATH, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const ws = new WebSocket(url);
      socket.current = ws;
      let opened = false;
      ws.onopen = () => {
        opened = true;
        attempts = 0;
        setStatus('connected');
        if (everConnected) emit({ type: 'reconnected', since: lostAt.toISOString() });
        everConnected = true;
      };
      ws.onmessage = (message) => receive(JSON.parse(String(message.data)), deliver);
      ws.onclose = (event) => {
        socket.current = null;
        if (stopped) return;
        // Messages may have been missed from the moment an open connection dropped.
        if (opened) lostAt = new Date();
        // Closed because the session ended: reconnecting would not help.
        if (event.code === CLOSE_SESSION_ENDED) return setStatus('disconnected');
        // Without a network the attempts would fail at once: the `online` event starts them again.
        if (!navigator.onLine) return setStatus('offline');
        // A socket that was open starts a fresh series of attempts; a failed attempt counts.
        if (attempts >= MAX_CONNECT_ATTEMPTS) return setStatus('disconnected');
        setStatus(everConnected ? 'reconnecting' : 'connecting');
        const wait = event.code === CLOSE_RATE_LIMITED ? backoff(Date.now()) : attempts === 0 ? 1000 : RETRY_MS;
        retry = setTimeout(connect, wait);
      };
    };
    /**
     * §4 "when the connection goes offline it is marked disconnected": the browser has lost its
     * network. The socket is let go at once (a dead one may not report its end for minutes), so that
     * the `online` event opens a fresh one and the `reconnected` resync fetches what came meanwhile.
     */
    const goOffline = () => {
      clearTimeout(retry);
      const ws = socket.current;
      socket.current = null;
      if (ws) {
        if (ws.readyState === WebSocket.OPEN) lostAt = new Date();
        ws.onopen = null;
        ws.onclose = null;
        ws.onmessage = null;
        ws.close();
      }
      setStatus('offline');
    };
    const reconnectNow = () => {
      if (socket.current || stopped) return;
      clearTimeout(retry);
      attempts = 0;
      connect();
    };
    const onVisible = () => {
      replayQueue();
      if (!document.hidden) reconnectNow();
    };

    setStatus('loading');
    // §4: the connection starts once the chat id and token exist; a failure to fetch them is silent.
    browserGet('/next/api/chat/user')
      .then((res) => {
        if (stopped) return;
        replayQueue();
        const body = res.body as { userChatId?: string; userChatToken?: string } | null;
        if (res.status !== 200 || !body?.userChatId || !body.userChatToken) return;
        setChatUserId(Number(body.userChatId));
        connect();
      })
      .catch(() => setStatus(navigator.onLine ? 'disconnected' : 'offline'));
    window.addEventListener('online', reconnectNow);
    window.addEventListener('offline', goOffline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', reconnectNow);
      window.removeEventListener('offline', goOffline);
      document.removeEventListener('visibilitychange', onVisible);
      socket.current?.close();
      socket.current = null;
    };
  }, [entityId]);

  const value = useMemo<Realtime>(
    () => ({
      status,
      chatUserId,
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      send(event) {
        if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(event));
      },
      ready,
    }),
    [status, chatUserId, ready],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
