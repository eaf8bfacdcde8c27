import { z } from 'zod';
import {
  markReadSchema,
  notificationCreateSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  termhelpPreferencesSchema,
  unreadCountSchema,
} from '../../../contract/notifications-schemas.ts';
import { entityIdQuerySchema } from '../../../contract/profile.ts';
import { canManageEntity } from '../../../contract/session.ts';
import { forbidden } from '../../http/errors.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import type { NotificationService } from './service.ts';

const shared = { tag: 'notifications', access: 'member', internal: true } as const;
const BASE = '/next/api/notifications';

export function notificationRoutes(notifications: NotificationService): RouteDefinition[] {
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: BASE,
      summary: 'My notifications, newest first, with the unread count',
      query: notificationListQuerySchema,
      strictQuery: true,
      response: { schema: notificationListSchema },
      example: { query: { page: 1, limit: 20 } },
      async handler({ query }, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return notifications.list(request.viewer.entityId, query.page, query.limit, resolveLocale(request));
      },
    }),

    defineRoute({
      ...shared,
      method: 'GET',
      url: `${BASE}/unread-count`,
      summary: 'How many of my notifications are unread',
      response: { schema: unreadCountSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return { count: await notifications.unreadCount(request.viewer.entityId) };
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: `${BASE}/mark-read`,
      summary: 'Mark some of my notifications read (all must be mine, or nothing changes)',
      body: markReadSchema,
      response: { schema: z.object({ success: z.literal(true), unreadCount: z.number().int() }) },
      errors: [404],
      example: { body: { notificationIds: [1] } },
      async handler({ body }, request) {
        return {
          success: true,
          unreadCount: await notifications.markRead(request.viewer.entityId, body.notificationIds),
        };
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: `${BASE}/mark-all-read`,
      summary: 'Mark all my notifications read',
      response: { schema: z.object({ success: z.literal(true), message: z.string() }) },
      async handler(_input, request) {
        await notifications.markAllRead(request.viewer.entityId);
        return { success: true, message: 'All notifications marked as read' };
      },
    }),

    defineRoute({
      ...shared,
      access: 'staff',
      method: 'POST',
      url: BASE,
      summary: 'Notify a member (staff; members notify each other only through chat)',
      body: notificationCreateSchema,
      response: { status: 201, schema: z.object({ notification: notificationSchema }) },
      errors: [404],
      example: {
        body: {
          userId: 6,
          type: 'announcement',
          title: 'New forum section',
          message: 'Legal translation Q&A is open.',
        },
      },
      async handler({ body }, _request, reply) {
        const notification = await notifications.create(body);
        return reply.status(201).send({ notification });
      },
    }),

    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/user/settings',
      summary: 'My notification settings',
      response: { schema: notificationSettingsSchema },
      async handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return notifications.settings(request.viewer.entityId);
      },
    }),

    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/user/settings',
      summary: 'Change my notification settings (those left out stay as they are)',
      body: notificationSettingsUpdateSchema,
      response: {
        schema: z.object({ success: z.literal(true), message: z.string(), settings: notificationSettingsSchema }),
      },
      example: { body: { chatSound: false } },
      async handler({ body }, request) {
        const settings = await notifications.updateSettings(request.viewer.entityId, body);
        return { success: true, message: 'Notifications settings updated successfully!', settings };
      },
    }),

    defineRoute({
      ...shared,
      tag: 'termhelp',
      owner: true,
      method: 'GET',
      url: '/next/api/termhelp/notification-preferences',
      summary: 'How often TermHelp tells a member about new questions in their language pairs',
      query: entityIdQuerySchema,
      response: { schema: termhelpPreferencesSchema },
      example: { query: { entityId: 6 } },
      async handler({ query }, request, reply) {
        if (!canManageEntity(request.viewer.user, query.entityId))
          throw forbidden('These preferences are private to their owner');
        reply.header('cache-control', 'private, no-store');
        return notifications.termhelpPreferences(query.entityId);
      },
    }),
  ];
}
