/** The queries behind missed calls: unread chat messages, and contact views nobody followed up. */
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

interface Row {
  entity_id: number;
  name: string;
  image_url: string | null;
  at: Date | string;
  n: number;
  preview: string | null;
}

const LIMIT = 50;

export function createMissedCallsRepository(db: Db) {
  return {
    /** Per counterpart: messages to the member still unread, sent between `since` and `before`. */
    unreadMessages: (me: number, since: Date, before: Date) =>
      rowsOf<Row>(
        db,
        sql`
          select u.entity_id, u.name, u.image_url, max(m.created_at) as at, count(*)::int as n,
                 (array_agg(m.text order by m.seq desc))[1] as preview
          from chat_channels c
          join chat_messages m on m.channel_id = c.id and m.sender_id <> ${me}
          join users u on u.entity_id = m.sender_id and u.suspended_at is null
          left join chat_reads r on r.channel_id = c.id and r.entity_id = ${me}
          where (c.low_id = ${me} or c.high_id = ${me})
            and m.seq > coalesce(r.last_read_seq, 0)
            and m.created_at >= ${since.toISOString()}::timestamptz
            and m.created_at < ${before.toISOString()}::timestamptz
          group by u.entity_id, u.name, u.image_url
          order by at desc
          limit ${LIMIT}`,
      ),

    /** Members who saw the member's contact details since `since`, with no message either way after it. */
    unansweredViews: (me: number, since: Date) =>
      rowsOf<Row>(
        db,
        sql`
          select u.entity_id, u.name, u.image_url, max(v.viewed_at) as at, 1 as n, null as preview
          from contact_views v
          join users u on u.entity_id = v.viewer_entity_id and u.suspended_at is null
          where v.owner_entity_id = ${me}
            and v.viewer_entity_id <> ${me}
            and v.viewed_at >= ${since.toISOString()}::timestamptz
            and not exists (
              select 1 from chat_messages m
              where m.channel_id = 'messaging_' || least(${me}, v.viewer_entity_id) || '_' || greatest(${me}, v.viewer_entity_id)
                and m.created_at > v.viewed_at)
          group by u.entity_id, u.name, u.image_url
          order by at desc
          limit ${LIMIT}`,
      ),
  };
}
export type MissedCallsRepository = ReturnType<typeof createMissedCallsRepository>;
