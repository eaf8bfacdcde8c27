/**
 * The WebSocket: one per open tab of a signed-in member. It forwards whatever
 * the bus publishes on that member's channel (chat, notifications, sign-out).
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENTS, type RealtimeEvent, userChannel, WEBSOCKET_PATH } from '../../contract/realtime.ts';
import type { EventBus } from './bus.ts';

export async function registerGateway(app: FastifyInstance, bus: EventBus): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get(WEBSOCKET_PATH, { websocket: true }, async (socket, request) => {
    const entityId = request.viewer.entityId;
    if (!entityId) {
      socket.close(4401, 'Sign in required');
      return;
    }
    const send = (event: RealtimeEvent | unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    };
    const unsubscribe = await bus.subscribe(userChannel(entityId), send);
    socket.on('close', () => void unsubscribe());
    send({ type: REALTIME_EVENTS.ready, entityId } satisfies RealtimeEvent);
  });
}
