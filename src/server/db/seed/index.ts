/**
 * Fills an empty database with demo data: fixed accounts, navigation, and
 * `members` generated members. Deterministic: the same count gives the same data.
 */
import { sql } from 'drizzle-orm';
import { rebuildMemberSearch } from '../../features/directory/service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import {
  FIRST_GENERATED_ID,
  FIXED_ACCOUNTS,
  fixedAccountJoinedAt,
  seedAccounts,
  syncUserIdSequence,
} from './accounts.ts';
import { seedCertifiedMembers } from './certified.ts';
import { seedCommunities } from './communities.ts';
import { seedContent } from './content.ts';
import { seedDemoProfiles } from './demo-profiles.ts';
import { seedJobs } from './jobs.ts';
import { seedLanguages } from './languages.ts';
import { seedQuoteRequests } from './managed-services.ts';
import { seedMembers } from './members.ts';
import { seedNavigation } from './navigation.ts';
import { seedNetworking } from './networking.ts';
import { pastNotifications } from './past-notifications.ts';
import { seedPayments } from './payments.ts';
import type { KnownMembers } from './profiles.ts';
import { createRandom } from './random.ts';
import { seedShowcaseMembers } from './showcase.ts';
import { seedSoftwareReviews } from './software-reviews.ts';
import { seedStaffData } from './staff.ts';
import { seedTeams } from './teams.ts';
import { seedTestimonials } from './testimonials.ts';

export const SEED = 20_260_101;
export interface SeedOptions {
  members: number;
  /** Jobs in the opportunities list (a demo-sized list by default; benchmarks ask for 100,000). */
  jobs?: number;
  onProgress?: (done: number, total: number) => void;
  now?: number;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
}

export async function seedDatabase(
  db: Db,
  { members, jobs, onProgress, now = Date.now() }: SeedOptions,
): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const rnd = createRandom(SEED);
  await seedLanguages(db);
  await seedAccounts(db);
  await seedNavigation(db);
  const known = fixedAccountRoles();
  await seedMembers(db, { count: members, rnd, now, known, onProgress: (done) => onProgress?.(done, members) });
  const told = pastNotifications(db, now);
  await seedDemoProfiles(db, known, now, told);
  await seedShowcaseMembers(db, now);
  // Six weeks of page visits, by the demo accounts and the first 400 generated members who had joined by then.
  const visitors = [...new Map([...known.linguists, ...known.clients].map((m) => [m.entityId, m])).values()]
    .filter((m) => m.entityId < FIRST_GENERATED_ID + 400 && m.joinedAt < now - 43 * 86_400_000)
    .map((m) => m.entityId)
    .sort((a, b) => a - b);
  await seedStaffData(db, rnd, now, visitors);
  await seedCertifiedMembers(db);
  await seedTeams(db, now);
  await seedJobs(db, { now, count: jobs });
  await seedPayments(db, { now, rnd, told });
  await seedNetworking(db, { now, rnd });
  await seedTestimonials(db, { now });
  await seedSoftwareReviews(db, { now });
  await seedQuoteRequests(db, { now });
  await seedContent(db, { now, rnd });
  await seedCommunities(db, { now, rnd });
  await told.write();
  await syncUserIdSequence(db);
  // The directory's search index is built from the finished profiles.
  await rebuildMemberSearch(db);
  // Statistics for the planner: without them a fresh database plans every filtered list for one row.
  await db.execute(sql`analyze`);
  return true;
}

/** The demo linguists and clients, who give and receive feedback from the first generated members on. */
function fixedAccountRoles(): KnownMembers {
  const demo = FIXED_ACCOUNTS.filter((a) => a.entityId >= 6).map((a) => ({
    ...a,
    who: { entityId: a.entityId, name: a.name, joinedAt: fixedAccountJoinedAt(a.entityId).getTime() },
  }));
  return {
    linguists: demo.filter((a) => a.accountType !== 'outsourcer').map((a) => a.who),
    clients: demo.filter((a) => a.accountType === 'outsourcer' || a.accountType === 'company').map((a) => a.who),
  };
}
