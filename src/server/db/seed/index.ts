/**
 * Fills an empty database with demo data: fixed accounts, navigation, and
 * `members` generated members. Deterministic: the same count gives the same data.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedAccounts, syncUserIdSequence } from './accounts.ts';
import { seedMembers } from './members.ts';
import { createRandom } from './random.ts';

export const SEED = 20_260_101;
export interface SeedOptions {
  members: number;
  onProgress?: (done: number, total: number) => void;
  now?: number;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
}

export async function seedDatabase(db: Db, { members, onProgress, now = Date.now() }: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const rnd = createRandom(SEED);
  await seedAccounts(db);
  await seedMembers(db, { count: members, rnd, now, onProgress: (done) => onProgress?.(done, members) });
  await syncUserIdSequence(db);
  return true;
}
