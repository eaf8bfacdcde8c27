/**
 * The WebSocket: one per open tab of a signed-in member. It forwards whatever
 * the bus publishes on that member's channel (chat, notifications, sign-out).
 */
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  CLOSE_RATE_LIMITED,
  CLOSE_SESSION_ENDED,
  CONNECTS_PER_MINUTE,
  HEARTBEAT_MS,
  userChannel,
  WEBSOCKET_PATH,
} from '../../contract/realtime.ts';
import { clientEventSchema, type RealtimeEvent } from '../../contract/realtime-events.ts';
import { type AuthService, SESSIONS_CHANGED, type SessionsChanged } from '../features/auth/service.ts';
import type { ChatService } from '../features/chat/service.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { defineRoute, type RouteDefinition, registerRoutes } from '../http/route-table.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import type { EventBus } from './bus.ts';

/** A tab's messages waiting their turn on one socket; a tab sends one every few seconds. */
const CLIENT_EVENTS_WAITING_MAX = 32;

export async function gatewayRoutes(
  bus: EventBus,
  auth: AuthService,
  chat: Pick<ChatService, 'typing'>,
  limiter: RateLimiter,
  rateLimitScale: number,
  log: FastifyBaseLogger,
): Promise<RouteDefinition[]> {
  // The open sockets of each session, so a sign-out in any process closes them at once.
  const bySession = new Map<string, Set<WebSocket>>();
  const socketMember = new WeakMap<WebSocket, number>();
  const close = (hash: string) => {
    for (const socket of bySession.get(hash) ?? []) socket.close(CLOSE_SESSION_ENDED, 'Signed out');
    bySession.delete(hash);
  };
  /** A member's sessions may have been revoked together (a password change): close those that ended. */
  async function closeEnded(entityId: number) {
    for (const [hash, sockets] of bySession) {
      const [first] = sockets;
      if (first && socketMember.get(first) === entityId && !(await auth.sessionIsLive(hash))) close(hash);
    }
  }
  // Heartbeat: a socket that did not answer the last ping (a phone that lost its network) is closed.
  const alive = new Map<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  /** What a tab sends: "I am typing" goes to the chat, which tells the other member if it may. */
  async function onClientMessage(entityId: number, raw: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const event = clientEventSchema.safeParse(parsed);
    if (!event.success || event.data.type !== 'typing') return;
    await chat.typing(entityId, event.data.channelId);
  }

  await bus.subscribe(SESSIONS_CHANGED, (message) => {
    const change = message as SessionsChanged;
    if ('tokenHash' in change) close(change.tokenHash);
    else closeEnded(change.entityId).catch((err) => log.error({ err }, 'closing ended sessions’ sockets failed'));
  });

  return [
    defineRoute({
      method: 'GET',
      url: WEBSOCKET_PATH,
      tag: 'realtime',
      summary: 'The live connection of a signed-in tab (WebSocket upgrade)',
      description:
        'Only from this site’s pages (Origin checked); closed with 4401 without a session, and with 4429 after too many connects in a minute.',
      access: 'public',
      internal: true,
      response: { status: 101, description: 'Switching protocols' },
      errors: [404],
      handler(_input, _request, reply) {
        return reply.status(404).send({ error: 'Open this address as a WebSocket' });
      },
      async websocket(socket, request) {
        const { entityId, sessionTokenHash } = request.viewer;
        if (!entityId || !sessionTokenHash) {
          socket.close(CLOSE_SESSION_ENDED, 'Sign in required');
          return;
        }
        // A tab stuck in a reconnect loop must not hold the server busy: it is told to back off.
        const connects = await limiter.hit(`ws:${entityId}`, Math.ceil(CONNECTS_PER_MINUTE * rateLimitScale), 60_000);
        if (!connects.ok) {
          socket.close(CLOSE_RATE_LIMITED, 'Too many connections');
          return;
        }
        socketMember.set(socket, entityId);
        const sockets = bySession.get(sessionTokenHash) ?? new Set();
        bySession.set(sessionTokenHash, sockets);
        sockets.add(socket);
        const send = (event: RealtimeEvent | unknown) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        };
        const unsubscribe = await bus.subscribe(userChannel(entityId), send);
        alive.set(socket, true);
        socket.on('pong', () => alive.set(socket, true));
        // One message at a time per socket, in the order sent: a flood meets the chat's limits one by
        // one rather than running as many lookups at once, and what comes faster than that is dropped.
        const inTurn = oneAtATime();
        socket.on('message', (data: Buffer) => {
          if (inTurn.size >= CLIENT_EVENTS_WAITING_MAX) return;
          inTurn
            .run(() => onClientMessage(entityId, data.toString()))
            .catch((err) => log.error({ err }, 'a socket message failed'));
        });
        socket.on('close', () => {
          alive.delete(socket);
          void unsubscribe();
          sockets.delete(socket);
          if (!sockets.size) bySession.delete(sessionTokenHash);
        });
        send({ type: 'ready', entityId } satisfies RealtimeEvent);
      },
    }),
  ];
}

/** In a context of its own: @fastify/websocket's hooks then run for the socket's route only. */
export async function registerGateway(app: FastifyInstance, routes: readonly RouteDefinition[]): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerRoutes(app, routes);
}
