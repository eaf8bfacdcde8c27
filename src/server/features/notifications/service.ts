/**
 * Notifications: stored per member, read only by their member, and pushed
 * live to the member's open tabs (notification.new, notifications.unread).
 */

import type { Locale } from '../../../contract/locales.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type Notification,
  type NotificationCreate,
  type NotificationList,
  type NotificationSettings,
} from '../../../contract/notifications.ts';
import { userChannel } from '../../../contract/realtime.ts';
import type { RealtimeEvent } from '../../../contract/realtime-events.ts';
import type { NoticeWords } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { EventBus } from '../../realtime/bus.ts';
import type { NotificationRepository, NotificationRow } from './repository.ts';
import { noticeText } from './words.ts';

/**
 * A notice as its member reads it: in `locale` when it was sent with its words (and the dictionaries
 * still have them), else as it was written.
 */
export function toNotification(row: NotificationRow, locale?: Locale): Notification {
  const text = (row.words && locale ? noticeText(row.words, locale) : null) ?? row;
  return {
    id: row.id,
    type: row.type,
    title: text.title,
    message: text.message,
    channelId: row.channelId,
    redirectUrl: row.redirectUrl,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationService({ repo, bus }: { repo: NotificationRepository; bus: EventBus }) {
  const push = (entityId: number, event: RealtimeEvent) => bus.publish(userChannel(entityId), event);
  const pushUnread = async (entityId: number) =>
    push(entityId, { type: 'notifications.unread', count: await repo.unreadCount(entityId) });

  async function settings(entityId: number): Promise<NotificationSettings> {
    const row = await repo.settings(entityId);
    if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
    return {
      chatMessages: row.chatMessages,
      chatSound: row.chatSound,
      termhelpQuestions: row.termhelpQuestions as NotificationSettings['termhelpQuestions'],
    };
  }

  return {
    settings,

    /** Changes the settings named; the others stay as they are. */
    async updateSettings(entityId: number, change: Partial<NotificationSettings>): Promise<NotificationSettings> {
      const next = { ...(await settings(entityId)), ...change };
      await repo.saveSettings({ entityId, ...next });
      return next;
    },

    /** What TermHelp reads: how often to tell the member about new questions in their language pairs. */
    async termhelpPreferences(entityId: number) {
      const [current, pairs] = await Promise.all([settings(entityId), repo.pairs(entityId)]);
      return { entityId, frequency: current.termhelpQuestions, pairs };
    },

    /** The member's notices, newest first, those sent with their words written in `locale`. */
    async list(entityId: number, page: number, limit: number, locale: Locale): Promise<NotificationList> {
      const [{ rows, total }, unreadCount] = await Promise.all([
        repo.page(entityId, limit, (page - 1) * limit),
        repo.unreadCount(entityId),
      ]);
      return {
        notifications: rows.map((row) => toNotification(row, locale)),
        unreadCount,
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },

    unreadCount: (entityId: number) => repo.unreadCount(entityId),

    /** Any id that is not the member's own refuses the whole call: nothing changes. */
    async markRead(entityId: number, ids: number[]): Promise<number> {
      const unique = [...new Set(ids)];
      if ((await repo.countOwned(entityId, unique)) !== unique.length) throw notFound('Notification not found');
      await repo.markRead(entityId, unique);
      await pushUnread(entityId);
      return repo.unreadCount(entityId);
    },

    /** A conversation read up to seq: the notices of its messages are no longer news (the bell counts what is). */
    async markChatRead(entityId: number, channelId: string, seq: number): Promise<void> {
      if (await repo.markChatRead(entityId, channelId, seq)) await pushUnread(entityId);
    },

    async markAllRead(entityId: number): Promise<void> {
      await repo.markAllRead(entityId);
      await push(entityId, { type: 'notifications.unread', count: 0 });
    },

    /**
     * Notifies a member, once per source when one is named (a chat message's
     * id): undefined when that source already notified them.
     */
    async create(
      input: NotificationCreate & { words?: NoticeWords },
      sourceKey?: string,
    ): Promise<Notification | undefined> {
      if (!(await repo.memberExists(input.userId))) throw notFound('Member not found');
      const row = await repo.insert({
        entityId: input.userId,
        type: input.type,
        title: input.title,
        message: input.message,
        channelId: input.channelId ?? null,
        redirectUrl: input.redirectUrl ?? null,
        sourceKey: sourceKey ?? null,
        words: input.words ?? null,
      });
      if (!row) return undefined;
      const notification = toNotification(row);
      await push(input.userId, { type: 'notification.new', notification });
      await pushUnread(input.userId);
      return notification;
    },

    /**
     * The same news for many members (a new job for everyone whose saved search it matches): one
     * write, the same moment on every row, then each member's tabs hear of it. Once per member and source.
     */
    async createForMany(
      rows: readonly {
        entityId: number;
        type: string;
        title: string;
        message: string;
        redirectUrl: string;
        words: NoticeWords;
      }[],
      sourceKey: string,
    ): Promise<number> {
      const at = new Date();
      const saved = await repo.insertMany(rows.map((r) => ({ ...r, channelId: null, sourceKey, createdAt: at })));
      for (const row of saved) {
        await push(row.entityId, { type: 'notification.new', notification: toNotification(row) });
        await pushUnread(row.entityId);
      }
      return saved.length;
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
