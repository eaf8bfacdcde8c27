import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';

export type TokenRow = typeof apiTokens.$inferSelect;

export function createTokenRepository(db: Db) {
  const live = (now: Date) => and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));
  return {
    async insert(values: typeof apiTokens.$inferInsert): Promise<TokenRow> {
      const [row] = await db.insert(apiTokens).values(values).returning();
      return row!;
    },

    async countLive(entityId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.entityId, entityId), live(now)));
      return row?.n ?? 0;
    },

    /** The member's tokens that are not revoked, newest first (expired ones too, so they can see why a tool stopped). */
    async listFor(entityId: number): Promise<TokenRow[]> {
      return db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.entityId, entityId), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.id));
    },

    async findLive(tokenHash: string, now: Date): Promise<TokenRow | undefined> {
      const [row] = await db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.tokenHash, tokenHash), live(now)))
        .limit(1);
      return row;
    },

    /** Revokes one of the member's own tokens; undefined when there is no such live token of theirs. */
    async revoke(id: number, entityId: number, now: Date): Promise<TokenRow | undefined> {
      const [row] = await db
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.entityId, entityId), isNull(apiTokens.revokedAt)))
        .returning();
      return row;
    },

    async touch(id: number, now: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(apiTokens.id, id), sql`coalesce(${apiTokens.lastUsedAt} < ${now}, true)`));
    },
  };
}
export type TokenRepository = ReturnType<typeof createTokenRepository>;
