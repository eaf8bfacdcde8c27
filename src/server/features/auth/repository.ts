import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DELETED_MEMBER } from '../../../contract/leavers.ts';
import type { Db } from '../../db/client.ts';
import {
  accountTokens,
  apiTokens,
  jobQuotes,
  jobs,
  memberFeedback,
  memberRoles,
  payAccounts,
  payPayments,
  removedMembers,
  sessions,
  staffMembers,
  users,
} from '../../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN } from '../../db/seed/accounts.ts';

export type UserRow = typeof users.$inferSelect;
export interface SessionExtras {
  staffTitle: string | null;
  roles: string[];
}

/** The member's granted roles as one array, in the same round trip as the user row. */
const rolesOf = (entityId: typeof users.entityId) =>
  sql<
    string[]
  >`coalesce((select array_agg(${memberRoles.role} order by ${memberRoles.role}) from ${memberRoles} where ${memberRoles.entityId} = ${entityId}), '{}')`;
export type SessionRow = typeof sessions.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },

    /** The seeded demo accounts an admin may act as (never admins), by id. */
    async demoAccounts() {
      return db
        .select({ entityId: users.entityId, name: users.name, accountType: users.accountType })
        .from(users)
        .where(and(sql`lower(${users.email}) like ${`%@${DEMO_EMAIL_DOMAIN}`}`, eq(users.isAdmin, false)))
        .orderBy(users.entityId);
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

    /** What the session user carries besides the user row: a staff title and granted roles. */
    async sessionExtras(entityId: number): Promise<SessionExtras> {
      const [row] = await db
        .select({ staffTitle: staffMembers.title, roles: rolesOf(users.entityId) })
        .from(users)
        .leftJoin(staffMembers, eq(staffMembers.entityId, users.entityId))
        .where(eq(users.entityId, entityId))
        .limit(1);
      return row ?? { staffTitle: null, roles: [] };
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
        .select({ user: users, staffTitle: staffMembers.title, roles: rolesOf(users.entityId) })
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

    /** Signs a member out everywhere (but the session named, if any). Returns the token hashes ended. */
    async deleteSessionsOf(entityId: number, keep?: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.entityId, entityId), keep ? ne(sessions.tokenHash, keep) : undefined))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.map((r) => r.tokenHash);
    },

    async insertAccountToken(values: typeof accountTokens.$inferInsert): Promise<void> {
      await db.insert(accountTokens).values(values);
    },

    /** Uses a mailed link: marks it used and returns it, if it is live and for this purpose; else undefined. */
    async consumeAccountToken(tokenHash: string, purpose: string, now: Date): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Every other unused link of this purpose stops working (a newer one, or the job is done). */
    /**
     * Voids every mailed link of the member not yet opened (reset, email change, confirmation) and,
     * unless kept, revokes their access tokens: what a recovered account must no longer honour.
     */
    async retireCredentials(entityId: number, now: Date, { keepApiTokens }: { keepApiTokens: boolean }) {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.entityId, entityId), isNull(accountTokens.usedAt)));
      if (!keepApiTokens) {
        await db
          .update(apiTokens)
          .set({ revokedAt: now })
          .where(and(eq(apiTokens.entityId, entityId), isNull(apiTokens.revokedAt)));
      }
    },

    async retireAccountTokens(entityId: number, purpose: string, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(eq(accountTokens.entityId, entityId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
        );
    },

    /** A confirmed sign-up: the account takes the details and password of the sign-up whose link was opened. */
    async confirmAccount(
      entityId: number,
      values: Pick<UserRow, 'passwordHash' | 'name' | 'firstName' | 'lastName' | 'accountType'>,
      now: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, emailConfirmedAt: now })
        .where(eq(users.entityId, entityId))
        .returning();
      return row;
    },

    /** A new password; opening a mailed link also proves the address. */
    async setPassword(entityId: number, passwordHash: string, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})` })
        .where(eq(users.entityId, entityId))
        .returning();
      return row;
    },

    /**
     * Removes the member and, through the foreign keys, everything that is theirs; the id is
     * remembered so their old profile address answers that they left (410), not "not found".
     */
    /**
     * Whether money of theirs is still moving: a balance or a debt, a hold or a withdrawal under
     * way on their Wordhive Pay account, or a payment between them and another member still open or held.
     */
    async hasMoneyInMotion(entityId: number): Promise<boolean> {
      const [onAccount] = await db
        .select({ id: payAccounts.id })
        .from(payAccounts)
        .where(
          and(
            eq(payAccounts.kind, 'member'),
            eq(payAccounts.entityId, entityId),
            sql`(${payAccounts.creditsPosted} <> ${payAccounts.debitsPosted} or ${payAccounts.creditsPending} <> 0 or ${payAccounts.debitsPending} <> 0)`,
          ),
        )
        .limit(1);
      if (onAccount) return true;
      const [held] = await db
        .select({ id: payPayments.id })
        .from(payPayments)
        .where(
          and(
            sql`${entityId} in (${payPayments.payerEntityId}, ${payPayments.payeeEntityId})`,
            // A request not yet funded too: the payer could still fund it to someone gone.
            inArray(payPayments.status, ['awaiting_funding', 'funded', 'disputed']),
          ),
        )
        .limit(1);
      return held !== undefined;
    },

    /**
     * Deletes the member and every row that was theirs alone (the foreign keys cascade). What they
     * shared with others stays, naming a deleted member (decision 102): conversations, the jobs
     * others quoted on (cancelled, if still open), their quotes (withdrawn, unless awarded), the
     * reviews and Blue Board entries they gave. A job nobody quoted on goes with them.
     */
    async deleteUser(entityId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const quotedByOthers = sql`exists (select 1 from ${jobQuotes} where ${jobQuotes.jobId} = ${jobs.id} and ${jobQuotes.entityId} <> ${entityId})`;
        await tx.delete(jobs).where(and(eq(jobs.posterEntityId, entityId), sql`not ${quotedByOthers}`));
        await tx
          .update(jobs)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(and(eq(jobs.posterEntityId, entityId), inArray(jobs.status, ['draft', 'open', 'closed'])));
        await tx
          .update(jobQuotes)
          .set({ status: 'withdrawn', updatedAt: new Date() })
          .where(and(eq(jobQuotes.entityId, entityId), eq(jobQuotes.status, 'submitted')));
        await tx
          .update(memberFeedback)
          .set({ authorName: DELETED_MEMBER, authorCompany: '' })
          .where(eq(memberFeedback.authorEntityId, entityId));
        await tx.delete(users).where(eq(users.entityId, entityId));
        await tx.insert(removedMembers).values({ entityId }).onConflictDoNothing();
      });
    },

    /** Moves the account to a new address; false when another account has it already. */
    async setEmail(entityId: number, email: string): Promise<boolean> {
      const [taken] = await db
        .select({ id: users.entityId })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.entityId, entityId)));
      if (taken) return false;
      await db.update(users).set({ email }).where(eq(users.entityId, entityId));
      return true;
    },

    /** Deletes the sign-ups nobody confirmed that asked for no link since `before`; how many went. */
    async purgeUnconfirmed(before: Date): Promise<number> {
      const gone = await db
        .delete(users)
        .where(
          and(
            isNull(users.emailConfirmedAt),
            sql`${users.createdAt} < ${before.toISOString()}`,
            sql`not exists (select 1 from ${accountTokens} where ${accountTokens.entityId} = ${users.entityId}
              and ${accountTokens.createdAt} >= ${before.toISOString()})`,
          ),
        )
        .returning({ entityId: users.entityId });
      return gone.length;
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now}`);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
