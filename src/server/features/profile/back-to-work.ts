/**
 * A member who is not taking new work, or takes little, may say the day they are back (`back_on`):
 * from that day their profile says available, and the directory lists them as taking new work.
 * The day is counted in UTC, as the profile editor offers it.
 */
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberProfiles } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { refreshMemberSearch } from '../directory/service.ts';
import { PROFILE_CHANGED } from './service.ts';

/** How often a process looks for members whose day has come (each finds them once: the update clears it). */
export const BACK_TO_WORK_EVERY_MS = 60 * 60 * 1000;

/** Members whose day has come are available again; their ids. */
export async function returnMembersToWork(ctx: { db: Db; bus: EventBus }): Promise<number[]> {
  const rows = await ctx.db
    .update(memberProfiles)
    .set({ availability: 'available', backOn: null, updatedAt: sql`now()` })
    .where(lte(memberProfiles.backOn, sql`current_date`))
    .returning({ entityId: memberProfiles.entityId });
  const ids = rows.map((r) => r.entityId);
  if (ids.length === 0) return ids;
  await refreshMemberSearch(ctx, ids);
  for (const entityId of ids) await ctx.bus.publish(PROFILE_CHANGED, { entityId });
  return ids;
}
