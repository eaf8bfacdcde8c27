import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clickTracks, users } from '../../db/schema/index.ts';

export function createSiteLangRepository(db: Db) {
  return {
    /** undefined when there is no such member; null when they never chose a language. */
    async savedLanguage(entityId: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ siteLang: users.siteLang })
        .from(users)
        .where(eq(users.entityId, entityId))
        .limit(1);
      return row ? row.siteLang : undefined;
    },

    /** Returns false when there is no such member. */
    async saveLanguage(entityId: number, lang: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ siteLang: lang })
        .where(eq(users.entityId, entityId))
        .returning({ entityId: users.entityId });
      return rows.length > 0;
    },

    async insertClick(values: typeof clickTracks.$inferInsert): Promise<void> {
      await db.insert(clickTracks).values(values);
    },
  };
}
export type SiteLangRepository = ReturnType<typeof createSiteLangRepository>;
