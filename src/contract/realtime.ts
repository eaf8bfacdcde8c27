/**
 * The live connection's constants, shared by the gateway and the browser. The events it carries
 * are in realtime-events.ts (zod schemas the browser loads only for a signed-in member).
 */

/** Bus channel for everything addressed to one member. */
export const userChannel = (entityId: number) => `user:${entityId}`;

export const WEBSOCKET_PATH = '/next/ws';
/** The server pings every socket this often and closes one that did not answer the last ping. */
export const HEARTBEAT_MS = 30_000;
/** Close codes the browser acts on: a session that ended (do not retry), too many connects (back off). */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_RATE_LIMITED = 4429;
/** New sockets a member may open a minute (every tab and every reconnect counts). */
export const CONNECTS_PER_MINUTE = 30;
