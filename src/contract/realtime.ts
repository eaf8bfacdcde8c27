/**
 * Every event that travels over the WebSocket or the event bus, named once.
 * Features add their events here so both ends agree on names and payloads.
 */
export const REALTIME_EVENTS = {
  ready: 'ready',
} as const;

export type RealtimeEvent = { type: typeof REALTIME_EVENTS.ready; entityId: number };

/** Bus channel for everything addressed to one member. */
export const userChannel = (entityId: number) => `user:${entityId}`;

export const WEBSOCKET_PATH = '/next/ws';
