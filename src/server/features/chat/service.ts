/**
 * Wordhive's own chat service (docs/decisions/022): one-to-one channels,
 * messages kept in the database, delivered live over the member's sockets
 * through the event bus, and read back from the database after any gap.
 * A member reaches only the channels whose id names them.
 */

import { createHmac } from 'node:crypto';
import { usablePhotoUrl } from '../../../contract/avatar.ts';
import {
  ADMIN_CHAT_NAME,
  CHAT_MESSAGES_PER_MINUTE,
  type ChatMessage,
  type Conversation,
  channelIdFor,
  channelMembers,
  counterpartOf,
  SOMEONE,
  SYNC_THROTTLE_MS,
  SYNC_WINDOW_MS,
} from '../../../contract/chat.ts';
import { DELETED_MEMBER } from '../../../contract/leavers.ts';
import { type Locale, languageOf } from '../../../contract/locales.ts';
import type { NotificationCreate } from '../../../contract/notifications.ts';
import { userChannel } from '../../../contract/realtime.ts';
import type { RealtimeEvent } from '../../../contract/realtime-events.ts';
import type { Config } from '../../config.ts';
import type { NoticeWords } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../http/errors.ts';
import { enforceRateLimit, hitRule, type RateLimiter, type RateLimitRule } from '../../http/rate-limiter.ts';
import type { EventBus } from '../../realtime/bus.ts';
import type { NotificationService } from '../notifications/service.ts';
import { noticeOf, siteWords } from '../notifications/words.ts';
import type { ChatRepository, MessageRow } from './repository.ts';

/**
 * The notification of a message to its recipient, in the recipient's language, with its source key
 * (one per message): what the chat's own call writes, and what the demo seed says was written.
 */
export function incomingMessageNotice(
  recipientId: number,
  message: Pick<MessageRow, 'channelId' | 'senderId' | 'id' | 'text'>,
  senderName: string | undefined,
  locale: Locale,
): [NotificationCreate & { words: NoticeWords }, string] {
  const words = siteWords('chat', {
    title: 'notificationTitle',
    ...(message.text ? { text: message.text } : { message: 'newMessage' }),
    values: { name: senderName || { entry: 'someone' } },
  });
  return [
    {
      userId: recipientId,
      type: 'chat',
      channelId: message.channelId,
      redirectUrl: `/chat?channel=${message.channelId}`,
      ...noticeOf(words, locale),
    },
    chatNoticeKey(message),
  ];
}

/** What names a message's notice, so a message notifies once (notifications/repository.ts markChatRead has its SQL twin). */
export const chatNoticeKey = (message: Pick<MessageRow, 'channelId' | 'senderId' | 'id'>) =>
  `chat:${message.channelId}:${message.senderId}:${message.id}`;

/** How long a chat token is good for; the client fetches a new one with each page load. */
const CHAT_TOKEN_MS = 24 * 60 * 60_000;
const CONVERSATIONS_MAX = 100;
const OPEN_CHANNELS_MAX = 100_000;
const SYNC_MESSAGES_MAX = 100;
/**
 * "Typing" from a member's tabs (issue 54 item 10). A tab sends one every TYPING_SEND_MS while its
 * member types, and the indicator holds TYPING_SHOW_MS, so more than one a second in a conversation
 * shows nothing new; over all conversations, three typed in at full speed at once still pass.
 */
const TYPING_LIMITS = {
  perConversation: { limit: 10, windowMs: 10_000 },
  perSender: { limit: 30, windowMs: 10_000 },
} satisfies Record<string, RateLimitRule>;

export function createChatService({
  repo,
  bus,
  limiter,
  config,
  notifications,
  now = () => new Date(),
}: {
  repo: ChatRepository;
  bus: EventBus;
  limiter: RateLimiter;
  config: Pick<Config, 'sessionSecret' | 'rateLimitScale'>;
  notifications: NotificationService;
  now?: () => Date;
}) {
  const push = (entityId: number, event: RealtimeEvent) => bus.publish(userChannel(entityId), event);
  /** Channels this process has opened or found (a message, typing), so a conversation's next message is one statement. */
  const openChannels = new Set<string>();
  function remember(channelId: string) {
    if (openChannels.size >= OPEN_CHANNELS_MAX) openChannels.clear();
    openChannels.add(channelId);
  }

  /** The other member of a channel the viewer belongs to; 403 for anyone else's channel. */
  function counterpart(channelId: string, me: number): number {
    const other = counterpartOf(channelId, me);
    if (other === null) throw forbidden('You are not in this conversation');
    return other;
  }

  /** A member's name in a conversation: "Someone" for no name, and a member who left is a deleted member. */
  function nameIn(names: Map<number, string>, entityId: number): string {
    const name = names.get(entityId);
    return name === undefined ? DELETED_MEMBER : name || SOMEONE;
  }

  /** The other member of a conversation, as its list and window show them. */
  function partner(entityId: number, names: Map<number, string>, photo: string | null | undefined) {
    return { id: entityId, name: nameIn(names, entityId), imageUrl: usablePhotoUrl(photo), left: !names.has(entityId) };
  }

  function toMessage(row: MessageRow, names: Map<number, string>): ChatMessage {
    return {
      id: row.id,
      seq: row.seq,
      channelId: row.channelId,
      text: row.text,
      user: { id: row.senderId, name: nameIn(names, row.senderId) },
      byStaff: row.sentByAdminId !== null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Opens (or finds) the channel between the viewer and another member. */
  /**
   * The recipient's notice of a new message, written by the server before the message goes out live
   * (decision 071): a recipient who is reloading or offline is told all the same, and a window that
   * reads the message the moment it arrives finds its notice there to mark read. Once per message.
   */
  async function notifyRecipient(recipientId: number, row: MessageRow, senderName: string) {
    if (!(await notifications.settings(recipientId)).chatMessages) return;
    const locale = languageOf(await repo.siteLang(recipientId), 'eng');
    await notifications.create(...incomingMessageNotice(recipientId, row, senderName, locale));
  }

  async function openChannel(me: number, other: number): Promise<string> {
    if (me === other) throw badRequest('You cannot start a chat with yourself');
    if (!(await repo.reachable(other))) throw notFound('Member not found');
    const id = channelIdFor(me, other);
    const [low, high] = channelMembers(id)!;
    await repo.ensureChannel(id, low, high);
    return id;
  }

  return {
    /** §7 chat/user: the member's chat id and a token signed for them alone. */
    user(entityId: number): { userChatId: string; userChatToken: string } {
      const expires = now().getTime() + CHAT_TOKEN_MS;
      const payload = `${entityId}.${expires}`;
      const signature = createHmac('sha256', config.sessionSecret).update(`chat:${payload}`).digest('base64url');
      return { userChatId: String(entityId), userChatToken: `${payload}.${signature}` };
    },

    async conversations(me: number): Promise<Conversation[]> {
      const channels = await repo.channelsOf(me, CONVERSATIONS_MAX);
      const ids = channels.map((c) => c.id);
      const others = channels.map((c) => (c.lowId === me ? c.highId : c.lowId));
      const [names, photos, last, reads, unread] = await Promise.all([
        repo.names([me, ...others]),
        repo.photos(others),
        repo.lastMessages(ids),
        repo.reads(ids),
        repo.unreadCounts(me, ids),
      ]);
      return channels.map((channel, i) => {
        const other = others[i]!;
        const lastRow = last.get(channel.id);
        return {
          channelId: channel.id,
          otherUser: partner(other, names, photos.get(other)),
          lastMessage: lastRow ? toMessage(lastRow, names) : null,
          lastMessageAt: channel.lastMessageAt?.toISOString() ?? null,
          unreadCount: unread.get(channel.id) ?? 0,
          otherLastReadSeq: reads.get(`${channel.id}:${other}`) ?? 0,
        };
      });
    },

    /** §7 chat/channel: the viewer must be one of the two members. */
    async createChannel(me: number, user1Id: number, user2Id: number): Promise<string> {
      if (me !== user1Id && me !== user2Id) throw forbidden('You can only open your own conversations');
      return openChannel(me, me === user1Id ? user2Id : user1Id);
    },

    openWith: (me: number, recipientId: number) => openChannel(me, recipientId),

    /** "Chat with member services" on the Get help page. */
    async openWithMemberServices(me: number): Promise<string> {
      const staff = await repo.memberServices();
      if (staff === undefined) throw notFound('Member services are not available in the chat');
      return openChannel(me, staff);
    },

    /** §7 PUT chat/channel: brings the channel's last-message time up to date. */
    async touch(me: number, channelId: string): Promise<string | null> {
      counterpart(channelId, me);
      if (!(await repo.channel(channelId))) throw notFound('Conversation not found');
      return (await repo.refreshLastMessageAt(channelId))?.toISOString() ?? null;
    },

    /**
     * Stores and delivers a message. A repeat of the same id (a retry after a
     * lost answer) returns the stored message and delivers nothing again.
     */
    /**
     * `writer` says who is at the keyboard: an admin (whose chat name is 'Admin', spec §6), or an
     * admin in a pseudo session writing on the member's behalf (the message says staff sent it).
     */
    async send(
      me: number,
      channelId: string,
      input: { id: string; text: string },
      writer: { isAdmin: boolean; actingAdminId: number | null } = { isAdmin: false, actingAdminId: null },
    ) {
      const other = counterpart(channelId, me);
      await enforceRateLimit(
        limiter,
        `chat:send:${me}`,
        { limit: CHAT_MESSAGES_PER_MINUTE, windowMs: 60_000 },
        config.rateLimitScale,
      );
      // A channel this process has opened before needs no second look (the member and the row exist).
      if (!openChannels.has(channelId)) {
        await openChannel(me, other);
        remember(channelId);
      }
      const stored = await repo.insertMessage({
        channelId,
        id: input.id,
        senderId: me,
        recipientId: other,
        text: input.text,
        sentByAdminId: writer.actingAdminId,
      });
      if (!stored) {
        // The other member left since this process last saw the channel: the conversation stays, closed.
        openChannels.delete(channelId);
        throw notFound('Member not found');
      }
      const { row, created } = stored;
      // An admin's own messages name them 'Admin' on the way out; receivers look the name up by id (spec §6).
      const senderName = writer.isAdmin ? ADMIN_CHAT_NAME : stored.senderName;
      const message = toMessage(row, new Map([[me, senderName]]));
      if (created) {
        // A notice that cannot be written must not hold back the message: the recipient's client asks
        // for it again when the message arrives (chat/test-message).
        await notifyRecipient(other, row, stored.senderName).catch(() => {});
        const event: RealtimeEvent = { type: 'message.new', message, senderName: message.user.name };
        await Promise.all([push(other, event), push(me, event)]);
      }
      return { message, created };
    },

    async history(me: number, channelId: string, limit: number, after?: number) {
      const other = counterpart(channelId, me);
      const names = await repo.names([me, other]);
      // A member who left keeps the conversation they had; one that never was has none.
      if (!names.has(other) && !(await repo.channel(channelId))) throw notFound('Member not found');
      const rows = await repo.messages(channelId, limit + 1, after);
      const hasMore = rows.length > limit;
      // A resync reads forward from `after`; a first load reads back from the newest.
      const page = hasMore ? (after !== undefined ? rows.slice(0, limit) : rows.slice(1)) : rows;
      const reads = await repo.reads([channelId]);
      const photo = (await repo.photos([other])).get(other);
      return {
        channelId,
        otherUser: partner(other, names, photo),
        messages: page.map((r) => toMessage(r, names)),
        otherLastReadSeq: reads.get(`${channelId}:${other}`) ?? 0,
        hasMore,
      };
    },

    /** Read up to seq; a lower seq than before marks later messages unread again. */
    async markRead(me: number, channelId: string, seq: number): Promise<void> {
      const other = counterpart(channelId, me);
      if (!(await repo.channel(channelId))) throw notFound('Conversation not found');
      await repo.setRead(channelId, me, seq);
      const event: RealtimeEvent = { type: 'message.read', channelId, readerId: me, seq };
      await Promise.all([push(other, event), push(me, event), notifications.markChatRead(me, channelId, seq)]);
    },

    /**
     * From the socket: tells the other member, if the two share this conversation. Dropped without a
     * word otherwise, or past the limits: an indicator that does not show is no loss to anyone.
     */
    async typing(me: number, channelId: string): Promise<void> {
      const other = counterpartOf(channelId, me);
      if (other === null) return;
      const scale = config.rateLimitScale;
      if (!(await hitRule(limiter, `chat:typing:${me}`, TYPING_LIMITS.perSender, scale)).ok) return;
      if (!(await hitRule(limiter, `chat:typing:${me}:${channelId}`, TYPING_LIMITS.perConversation, scale)).ok) return;
      if (!openChannels.has(channelId)) {
        if (!(await repo.channel(channelId))) return;
        remember(channelId);
      }
      await push(other, { type: 'typing', channelId, userId: me });
    },

    /** §7 chat/sync: what arrived in the member's channels within the last 24 h (or since lastSyncTime). */
    async sync(me: number, userId: number, lastSyncTime: string | undefined) {
      if (userId !== me) throw forbidden('You can only sync your own chats');
      const hit = await limiter.hit(`chat:sync:${me}`, 1, SYNC_THROTTLE_MS);
      if (!hit.ok) throw tooManyRequests(hit.retryAfterSeconds);
      const windowStart = now().getTime() - SYNC_WINDOW_MS;
      const since = new Date(Math.max(windowStart, lastSyncTime ? Date.parse(lastSyncTime) : windowStart));
      const channels = await repo.channelsOf(me, CONVERSATIONS_MAX);
      const rows = await repo.messagesSince(
        channels.map((c) => c.id),
        since,
        SYNC_MESSAGES_MAX,
      );
      const names = await repo.names([...new Set(rows.map((r) => r.senderId))]);
      return { success: true, syncedAt: now().toISOString(), messages: rows.map((r) => toMessage(r, names)) };
    },

    /**
     * §7 chat/test-message: the recipient's client turns an incoming message
     * into a notification, once per message id. What it says is read from the
     * stored message, never taken from the call, and written in the language of
     * the recipient's interface (the recipient's own client makes this call).
     * Sending a message already notified its recipient (notifyRecipient), so this writes only the
     * notice of a message that has none yet; never one of a message the member has already read.
     */
    async notifyIncoming(
      me: number,
      body: { senderId: number; recipientId: number; channelId: string; messageId?: string },
      locale: Locale,
    ) {
      if (body.recipientId !== me) throw forbidden('You can only be notified of your own messages');
      if (counterpart(body.channelId, me) !== body.senderId) throw badRequest('The sender is not in this conversation');
      const row = body.messageId
        ? await repo.message(body.channelId, body.messageId, body.senderId)
        : await repo.latestFrom(body.channelId, body.senderId);
      if (!row) throw notFound('Message not found');
      if (((await repo.reads([body.channelId])).get(`${body.channelId}:${me}`) ?? 0) >= row.seq) return undefined;
      // A member who turned chat notifications off gets none (the message itself is in the chat).
      if (!(await notifications.settings(me)).chatMessages) return undefined;
      const senderName = (await repo.names([body.senderId])).get(body.senderId);
      return notifications.create(...incomingMessageNotice(me, row, senderName, locale));
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
