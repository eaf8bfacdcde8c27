/** What follows any change to what a member's profile shows, wherever it came from. */
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { refreshMemberSearch } from '../directory/service.ts';
import { PROFILE_CHANGED } from './service.ts';

/** The directory entry and search index are rebuilt now; every process forgets its copy of the profile. */
export async function announceProfileChange(ctx: { db: Db; bus: EventBus }, entityId: number): Promise<void> {
  await refreshMemberSearch(ctx, [entityId]);
  await ctx.bus.publish(PROFILE_CHANGED, { entityId });
}
