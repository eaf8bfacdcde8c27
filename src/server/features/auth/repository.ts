import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, staffMembers, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },

    async findUserById(entityId: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.entityId, entityId)).limit(1);
      return row;
    },

    /** Returns undefined when the email is taken (unique index), so callers need no race-prone pre-check. */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async setUsername(entityId: number, username: string): Promise<void> {
      await db.update(users).set({ username }).where(eq(users.entityId, entityId));
    },

    async staffTitle(entityId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ title: staffMembers.title })
        .from(staffMembers)
        .where(eq(staffMembers.entityId, entityId))
        .limit(1);
      return row?.title;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    async findLiveSession(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    /**
     * The live session with the user it acts as (the impersonated one in pseudo
     * mode). Two primary-key lookups: a join on coalesce(acting, entity) would
     * keep the planner from using the users index.
     */
    async findLiveSessionWithUser(tokenHash: string, now: Date) {
      const [session] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!session) return undefined;
      const [row] = await db
        .select({ user: users, staffTitle: staffMembers.title })
        .from(users)
        .leftJoin(staffMembers, eq(staffMembers.entityId, users.entityId))
        .where(eq(users.entityId, session.actingEntityId ?? session.entityId))
        .limit(1);
      return row && { session, ...row };
    },

    async touchSession(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now}`);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
