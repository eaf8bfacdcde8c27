import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function createSiteRepository(db: Db) {
  return {
    async countsByAccountType(): Promise<Record<string, number>> {
      const rows = await db
        .select({ accountType: users.accountType, count: sql<number>`count(*)::int` })
        .from(users)
        // Those the directory lists: confirmed and not suspended (directory/repository.ts LISTED).
        .where(and(isNotNull(users.emailConfirmedAt), isNull(users.suspendedAt)))
        .groupBy(users.accountType);
      return Object.fromEntries(rows.map((r) => [r.accountType, r.count]));
    },
  };
}
