/**
 * A member who is not taking new work, or takes little, may say the day they are back (`back_on`):
 * from that day their profile says available, and the directory lists them as taking new work.
 * The day is counted in UTC, as the profile editor offers it.
 */
import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberProfiles, users } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { refreshMemberSearch } from '../directory/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { mailWords, noticeOf } from '../notifications/words.ts';
import { PROFILE_CHANGED } from './service.ts';

/** How often a process looks for members whose day has come (each finds them once: the update clears it). */
export const BACK_TO_WORK_EVERY_MS = 60 * 60 * 1000;

/** Members whose day has come are available again, and told so in their language; their ids. */
export async function returnMembersToWork(ctx: {
  db: Db;
  bus: EventBus;
  notifications: NotificationService;
}): Promise<number[]> {
  const rows = await ctx.db
    .update(memberProfiles)
    .set({ availability: 'available', backOn: null, updatedAt: sql`now()` })
    .where(lte(memberProfiles.backOn, sql`current_date`))
    .returning({ entityId: memberProfiles.entityId });
  const ids = rows.map((r) => r.entityId);
  if (ids.length === 0) return ids;
  await refreshMemberSearch(ctx, ids);
  const words = mailWords('availability', { title: 'backTitle', message: 'backMessage' });
  const members = await ctx.db
    .select({ entityId: users.entityId, siteLang: users.siteLang })
    .from(users)
    .where(inArray(users.entityId, ids));
  for (const { entityId, siteLang } of members) {
    await ctx.bus.publish(PROFILE_CHANGED, { entityId });
    await ctx.notifications.create({
      userId: entityId,
      type: 'profile',
      redirectUrl: '/profile',
      ...noticeOf(words, siteLang),
    });
  }
  return ids;
}
