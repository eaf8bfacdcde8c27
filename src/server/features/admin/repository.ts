import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  like,
  max,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { MemberSearchQuery } from '../../../contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { memberCredentials, memberRoles, sessions, staffMembers, users } from '../../db/schema/index.ts';
import { foldedPattern } from '../../db/text-match.ts';

const memberColumns = {
  entityId: users.entityId,
  name: users.name,
  email: users.email,
  accountType: users.accountType,
  createdAt: users.createdAt,
  emailConfirmedAt: users.emailConfirmedAt,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  isAdmin: users.isAdmin,
  staffTitle: staffMembers.title,
  roles: sql<
    string[]
  >`coalesce((select array_agg(r.role order by r.role) from ${memberRoles} r where r.entity_id = ${users.entityId}), '{}')`,
};
export type MemberRow = Awaited<ReturnType<ReturnType<typeof createAdminRepository>['search']>>['rows'][number];

export function createAdminRepository(db: Db) {
  return {
    async memberExists(entityId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.entityId }).from(users).where(eq(users.entityId, entityId)).limit(1);
      return !!row;
    },

    /** By id, or by text in the name, email or username (case and accents aside), newest first. */
    async search(query: MemberSearchQuery, pageSize: number) {
      const conditions: SQL[] = [];
      const q = query.q;
      if (q) {
        const byText = like(users.searchText, foldedPattern(q));
        conditions.push(/^\d{1,9}$/.test(q) ? or(eq(users.entityId, Number(q)), byText)! : byText);
      }
      if (query.status === 'suspended') conditions.push(isNotNull(users.suspendedAt));
      if (query.status === 'unconfirmed') conditions.push(isNull(users.emailConfirmedAt));
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select(memberColumns)
        .from(users)
        .leftJoin(staffMembers, eq(staffMembers.entityId, users.entityId))
        .where(where)
        // The member whose id was typed comes first, then the newest.
        .orderBy(...(/^\d{1,9}$/.test(q) ? [sql`${users.entityId} = ${Number(q)} desc`] : []), desc(users.entityId))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    async member(entityId: number) {
      const [row] = await db
        .select(memberColumns)
        .from(users)
        .leftJoin(staffMembers, eq(staffMembers.entityId, users.entityId))
        .where(eq(users.entityId, entityId))
        .limit(1);
      return row;
    },

    async sessionsOf(entityId: number, now: Date) {
      const [row] = await db
        .select({ live: count(), lastSeenAt: max(sessions.lastSeenAt) })
        .from(sessions)
        .where(and(eq(sessions.entityId, entityId), gt(sessions.expiresAt, now)));
      return { live: row?.live ?? 0, lastSeenAt: row?.lastSeenAt ?? null };
    },

    credentialsOf(entityId: number) {
      return db
        .select({
          id: memberCredentials.id,
          kind: memberCredentials.kind,
          title: memberCredentials.title,
          issuer: memberCredentials.issuer,
          year: memberCredentials.year,
          verified: memberCredentials.verified,
        })
        .from(memberCredentials)
        .where(eq(memberCredentials.entityId, entityId))
        .orderBy(asc(memberCredentials.id));
    },

    /** Marks one of the member's credentials verified or not; false when the member has no such credential. */
    async setCredentialVerified(entityId: number, credentialId: number, verified: boolean): Promise<boolean> {
      const rows = await db
        .update(memberCredentials)
        .set({ verified })
        .where(and(eq(memberCredentials.id, credentialId), eq(memberCredentials.entityId, entityId)))
        .returning({ id: memberCredentials.id });
      return rows.length > 0;
    },

    async setSuspension(entityId: number, suspension: { at: Date; reason: string } | null): Promise<void> {
      await db
        .update(users)
        .set(
          suspension
            ? { suspendedAt: suspension.at, suspensionReason: suspension.reason }
            : { suspendedAt: null, suspensionReason: '' },
        )
        .where(eq(users.entityId, entityId));
    },

    async rolesOf(entityId: number): Promise<string[]> {
      const rows = await db
        .select({ role: memberRoles.role })
        .from(memberRoles)
        .where(eq(memberRoles.entityId, entityId))
        .orderBy(memberRoles.role);
      return rows.map((r) => r.role);
    },

    /** Makes the member's roles exactly `roles`, in one transaction. */
    async setRoles(entityId: number, roles: readonly string[], grantedBy: number): Promise<void> {
      await db.transaction(async (tx) => {
        const keep = roles.length ? notInArray(memberRoles.role, [...roles]) : undefined;
        await tx.delete(memberRoles).where(and(eq(memberRoles.entityId, entityId), keep));
        if (roles.length) {
          await tx
            .insert(memberRoles)
            .values(roles.map((role) => ({ entityId, role, grantedBy })))
            .onConflictDoNothing();
        }
      });
    },

    /** What the server-info page counts: members, and browsers signed in now. */
    async counts(now: Date) {
      const [members] = await db.select({ n: count() }).from(users);
      const [live] = await db.select({ n: count() }).from(sessions).where(gt(sessions.expiresAt, now));
      return { members: members?.n ?? 0, activeSessions: live?.n ?? 0 };
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
