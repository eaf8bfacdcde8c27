/**
 * Every event that travels over the WebSocket or the event bus, defined once
 * (a zod discriminated union): the server publishes only these, and the
 * browser parses what it receives with the same schema. The connection's
 * constants are in realtime.ts, which pages load without zod.
 */
import { z } from 'zod';
import { chatMessageSchema } from './chat-schemas.ts';
import { notificationSchema } from './notifications-schemas.ts';

export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** The socket is open and authenticated as this member. */
  z.object({ type: z.literal('ready'), entityId: z.number().int() }),
  /** A message in one of the member's channels (theirs too: their other tabs show it). */
  z.object({ type: z.literal('message.new'), message: chatMessageSchema, senderName: z.string() }),
  /** A member read a channel up to seq. */
  z.object({
    type: z.literal('message.read'),
    channelId: z.string(),
    readerId: z.number().int(),
    seq: z.number().int(),
  }),
  /** The other member is typing in a channel. */
  z.object({ type: z.literal('typing'), channelId: z.string(), userId: z.number().int() }),
  z.object({ type: z.literal('notification.new'), notification: notificationSchema }),
  /** The member's unread notifications changed (read elsewhere, marked all read). */
  z.object({ type: z.literal('notifications.unread'), count: z.number().int() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** What a browser may send up the socket: a heartbeat, and "I am typing". */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('typing'), channelId: z.string().max(100) }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;
