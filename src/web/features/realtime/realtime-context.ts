/**
 * The live connection as components see it (spec §4 "Chat connection"): its status and its events.
 * The connection itself (realtime.tsx) loads with a signed-in member's page only; an anonymous
 * visitor's components read the context's default, a connection that never opens.
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import { NOT_READY_ERROR } from '../../../contract/chat.ts';
import type { ClientEvent, RealtimeEvent } from '../../../contract/realtime-events.ts';

/**
 * `connecting`: the first connection of the page; `reconnecting`: after one dropped (retries pending);
 * `offline`: the browser has no network (it reconnects when it is back); `disconnected`: given up.
 */
export type ConnectionStatus =
  | 'idle'
  | 'loading'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'offline'
  | 'disconnected';
/** What subscribers receive: the server's events, and `reconnected` after a gap (time to resync). */
export type LiveEvent = RealtimeEvent | { type: 'reconnected'; since: string };
export type Listener = (event: LiveEvent) => void;

export interface Realtime {
  status: ConnectionStatus;
  chatUserId: number | null;
  subscribe(listener: Listener): () => void;
  send(event: ClientEvent): void;
  /** §9 readiness wait: resolves once the connection is open, or fails after 10 s (checked every 100 ms). */
  ready(): Promise<void>;
}

export const RealtimeContext = createContext<Realtime>({
  status: 'idle',
  chatUserId: null,
  subscribe: () => () => {},
  send: () => {},
  ready: () => Promise.reject(new Error(NOT_READY_ERROR)),
});

export const useRealtime = () => useContext(RealtimeContext);

/** Runs `listener` for every live event while the component is mounted. */
export function useLiveEvents(listener: Listener) {
  const { subscribe } = useRealtime();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
