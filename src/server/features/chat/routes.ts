import { z } from 'zod';
import {
  channelCreateSchema,
  channelIdSchema,
  channelTouchSchema,
  chatMessageSchema,
  chatUserSchema,
  conversationsSchema,
  historyQuerySchema,
  historySchema,
  readSchema,
  sendMessageSchema,
  syncSchema,
  testMessageSchema,
} from '../../../contract/chat-schemas.ts';
import { idSchema } from '../../../contract/ids.ts';
import { notificationSchema } from '../../../contract/notifications-schemas.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import type { ChatService } from './service.ts';

const shared = { tag: 'chat', access: 'member', internal: true } as const;
const CHANNEL = 'messaging_6_7';
const channelParams = z.object({ channelId: channelIdSchema });

export function chatRoutes(ctx: AppContext): RouteDefinition[] {
  return chatRouteTable(ctx.chat);
}

export function chatRouteTable(chat: ChatService): RouteDefinition[] {
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/chat/user',
      summary: 'My chat id and a token signed for me (the chat connects once both exist)',
      response: { schema: chatUserSchema },
      handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return chat.user(request.viewer.entityId);
      },
    }),

    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/chat/conversations',
      summary: 'My conversations, newest message first, with unread counts',
      scopes: ['messages:read'],
      internal: false,
      response: { schema: conversationsSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return { success: true, conversations: await chat.conversations(request.viewer.entityId) };
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/chat/sync',
      // Housekeeping the chat client does by itself: no act of the member's (features/audit/pseudo-writes.ts).
      notAnAct: true,
      summary: 'Messages of my channels within the last 24 h (at most once per 5 min)',
      body: syncSchema,
      response: {
        schema: z.object({ success: z.literal(true), syncedAt: z.string(), messages: z.array(chatMessageSchema) }),
      },
      errors: [429],
      example: { body: { userId: 6 } },
      handler({ body }, request) {
        return chat.sync(request.viewer.entityId, body.userId, body.lastSyncTime);
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/chat/channel',
      summary: 'Open the one-to-one channel between me and another member',
      body: channelCreateSchema,
      response: { schema: z.object({ channelId: z.string() }) },
      errors: [404],
      example: { body: { user1Id: 6, user2Id: 7, user1Name: 'Sofia Almeida', user2Name: 'Priya' } },
      async handler({ body }, request) {
        return { channelId: await chat.createChannel(request.viewer.entityId, body.user1Id, body.user2Id) };
      },
    }),

    defineRoute({
      ...shared,
      method: 'PUT',
      url: '/next/api/chat/channel',
      // Housekeeping the chat client does by itself: no act of the member's (features/audit/pseudo-writes.ts).
      notAnAct: true,
      summary: 'Bring a channel’s last-message time up to date',
      body: channelTouchSchema,
      response: { schema: z.object({ success: z.literal(true), lastMessageAt: z.string().nullable() }) },
      errors: [404],
      example: { body: { channelId: CHANNEL } },
      async handler({ body }, request) {
        return { success: true, lastMessageAt: await chat.touch(request.viewer.entityId, body.channelId) };
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/chat/create-channel',
      summary: 'Start a conversation with a member (the "Message" button)',
      body: z.object({ recipientId: idSchema('Use the member id of who you write to') }),
      response: { schema: z.object({ success: z.literal(true), channelId: z.string(), message: z.string() }) },
      errors: [404],
      example: { body: { recipientId: 7 } },
      async handler({ body }, request) {
        const channelId = await chat.openWith(request.viewer.entityId, body.recipientId);
        return { success: true, channelId, message: 'Chat channel created successfully!' };
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/chat/member-services',
      summary: 'Start (or reopen) my conversation with member services',
      response: { schema: z.object({ success: z.literal(true), channelId: z.string(), message: z.string() }) },
      errors: [404],
      async handler(_input, request) {
        const channelId = await chat.openWithMemberServices(request.viewer.entityId);
        return { success: true, channelId, message: 'Chat channel created successfully!' };
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/chat/test-message',
      summary: 'Turn a message I received into a notification (once per message id)',
      body: testMessageSchema,
      response: { schema: z.object({ success: z.literal(true), notification: notificationSchema.nullable() }) },
      errors: [404],
      example: { body: { senderId: 7, recipientId: 6, channelId: CHANNEL, messageText: 'Hello' } },
      async handler({ body }, request) {
        return {
          success: true,
          notification: (await chat.notifyIncoming(request.viewer.entityId, body, resolveLocale(request))) ?? null,
        };
      },
    }),

    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/chat/channels/:channelId/messages',
      summary: 'A conversation’s messages: the latest, or those after a seq (resync)',
      scopes: ['messages:read'],
      internal: false,
      params: channelParams,
      query: historyQuerySchema,
      strictQuery: true,
      response: { schema: historySchema },
      errors: [403, 404],
      example: { params: { channelId: CHANNEL }, query: { limit: 50 } },
      async handler({ params, query }, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return chat.history(request.viewer.entityId, params.channelId, query.limit, query.after);
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/chat/channels/:channelId/messages',
      summary: 'Send a message (the same id twice is stored once)',
      params: channelParams,
      body: sendMessageSchema,
      response: { status: 201, schema: z.object({ message: chatMessageSchema }) },
      errors: [403, 404, 429],
      example: { params: { channelId: CHANNEL }, body: { id: 'msg-0001-example', text: 'Hello Priya' } },
      async handler({ params, body }, request, reply) {
        const user = request.viewer.user;
        const { message, created } = await chat.send(request.viewer.entityId, params.channelId, body, {
          isAdmin: !!user?.is_admin,
          actingAdminId: user?.is_pseudo ? user.admin_entity_id : null,
        });
        return reply.status(created ? 201 : 200).send({ message });
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/chat/channels/:channelId/read',
      summary: 'Mark a conversation read up to a seq (a lower seq marks later messages unread)',
      params: channelParams,
      body: readSchema,
      response: { schema: z.object({ success: z.literal(true) }) },
      errors: [404],
      example: { params: { channelId: CHANNEL }, body: { seq: 0 } },
      async handler({ params, body }, request) {
        await chat.markRead(request.viewer.entityId, params.channelId, body.seq);
        return { success: true };
      },
    }),
  ];
}
