/**
 * The zod schemas of notifications (spec §3 "Notification", §7): what the routes take and answer,
 * and what the live connection carries. Pages import notifications.ts, which holds no schema
 * (decision 040).
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATIONS_LIMIT_DEFAULT,
  NOTIFICATIONS_LIMIT_MAX,
  NOTIFICATIONS_PAGE_DEFAULT,
  TERMHELP_FREQUENCIES,
} from './notifications.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  channelId: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const pageNumber = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }),
  );

export const notificationListQuerySchema = z.object({
  page: pageNumber('Use a page number from 1', 100_000).default(NOTIFICATIONS_PAGE_DEFAULT),
  limit: pageNumber(`Use a limit from 1 to ${NOTIFICATIONS_LIMIT_MAX}`, NOTIFICATIONS_LIMIT_MAX).default(
    NOTIFICATIONS_LIMIT_DEFAULT,
  ),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

export const markReadSchema = z.object({
  notificationIds: z
    .array(idSchema('Use notification ids'), { error: 'Give the notificationIds to mark as read' })
    .min(1, 'Give the notificationIds to mark as read')
    .max(NOTIFICATIONS_LIMIT_MAX, `Mark at most ${NOTIFICATIONS_LIMIT_MAX} at once`),
});

/** What staff (or the system) send; a member's client cannot notify others. */
export const notificationCreateSchema = z.object({
  userId: idSchema('Use the member id of the recipient'),
  type: z.string().trim().min(1, 'Give the notification a type').max(40, 'Use at most 40 characters'),
  title: z
    .string({ error: 'Give the notification a title' })
    .trim()
    .min(1, 'Give the notification a title')
    .max(NOTIFICATION_TITLE_MAX, `Use at most ${NOTIFICATION_TITLE_MAX} characters`),
  message: z
    .string({ error: 'Give the notification a message' })
    .trim()
    .min(1, 'Give the notification a message')
    .max(NOTIFICATION_MESSAGE_MAX, `Use at most ${NOTIFICATION_MESSAGE_MAX} characters`),
  channelId: z.string().max(100).nullish(),
  redirectUrl: z
    .string()
    .max(500)
    .refine((url) => url.startsWith('/') && !url.startsWith('//'), 'Use a path on this site, like /chat')
    .nullish(),
});
export type NotificationCreate = z.infer<typeof notificationCreateSchema>;

export const notificationSettingsSchema = z.object({
  /** A notification (and the bell) for each chat message received. */
  chatMessages: z.boolean(),
  /** The short tone when a message arrives. */
  chatSound: z.boolean(),
  termhelpQuestions: z.enum(TERMHELP_FREQUENCIES),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST /next/api/user/settings: any of the settings; those left out stay as they are. */
export const notificationSettingsUpdateSchema = z
  .object({
    chatMessages: z.boolean({ error: 'chatMessages must be true or false' }),
    chatSound: z.boolean({ error: 'chatSound must be true or false' }),
    termhelpQuestions: z.enum(TERMHELP_FREQUENCIES, {
      error: `termhelpQuestions must be one of ${TERMHELP_FREQUENCIES.join(', ')}`,
    }),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Give at least one setting to change');

export const termhelpPreferencesSchema = z.object({
  entityId: z.number().int(),
  frequency: z.enum(TERMHELP_FREQUENCIES),
  /** The member's language pairs: the questions TermHelp tells them about. */
  pairs: z.array(z.object({ source: z.string(), target: z.string() })),
});
