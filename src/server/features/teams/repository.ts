/** Queries of teams, their members and their pending invitations. */
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamInvitations, teamMembers, teams, users } from '../../db/schema/index.ts';

export function createTeamRepository(db: Db) {
  const person = { entityId: users.entityId, name: users.name, imageUrl: users.imageUrl };
  return {
    async account(entityId: number) {
      const [row] = await db
        .select({ ...person, email: users.email, accountType: users.accountType, siteLang: users.siteLang })
        .from(users)
        .where(and(eq(users.entityId, entityId), isNull(users.suspendedAt)));
      return row;
    },
    async ownedBy(ownerId: number) {
      const [row] = await db.select().from(teams).where(eq(teams.ownerEntityId, ownerId));
      return row;
    },
    async teamsOf(entityId: number) {
      return db
        .select({ id: teams.id, name: teams.name, ownerEntityId: teams.ownerEntityId })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.entityId, entityId))
        .orderBy(asc(teams.name));
    },
    async create(ownerId: number, name: string) {
      const [row] = await db.insert(teams).values({ ownerEntityId: ownerId, name }).returning();
      return row!;
    },
    /** Members of these teams who are not suspended, in the order they joined. */
    async members(teamIds: number[]) {
      if (!teamIds.length) return [];
      return db
        .select({ teamId: teamMembers.teamId, joinedAt: teamMembers.joinedAt, ...person })
        .from(teamMembers)
        .innerJoin(users, eq(users.entityId, teamMembers.entityId))
        .where(and(inArray(teamMembers.teamId, teamIds), isNull(users.suspendedAt)))
        .orderBy(asc(teamMembers.joinedAt), asc(users.entityId));
    },
    async owners(ids: number[]) {
      if (!ids.length) return [];
      return db.select(person).from(users).where(inArray(users.entityId, ids));
    },
    async memberCount(teamId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
      return row?.n ?? 0;
    },
    async isMember(teamId: number, entityId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: teamMembers.entityId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.entityId, entityId)));
      return !!row;
    },
    async pendingInvitations(teamId: number, at: Date) {
      return db
        .select()
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.teamId, teamId),
            isNull(teamInvitations.acceptedAt),
            gt(teamInvitations.expiresAt, at),
          ),
        )
        .orderBy(asc(teamInvitations.createdAt));
    },
    async invitationsSince(teamId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.teamId, teamId), gt(teamInvitations.createdAt, since)));
      return row?.n ?? 0;
    },
    /** A new invitation to this address, or a fresh link for one sent before (the old link stops working). */
    async invite(row: { teamId: number; email: string; tokenHash: string; invitedBy: number; expiresAt: Date }) {
      const [saved] = await db
        .insert(teamInvitations)
        .values(row)
        .onConflictDoUpdate({
          target: [teamInvitations.teamId, teamInvitations.email],
          set: {
            tokenHash: row.tokenHash,
            invitedBy: row.invitedBy,
            expiresAt: row.expiresAt,
            createdAt: sql`now()`,
            acceptedAt: null,
          },
        })
        .returning();
      return saved!;
    },
    async withdraw(teamId: number, invitationId: number): Promise<boolean> {
      const rows = await db
        .delete(teamInvitations)
        .where(
          and(
            eq(teamInvitations.id, invitationId),
            eq(teamInvitations.teamId, teamId),
            isNull(teamInvitations.acceptedAt),
          ),
        )
        .returning({ id: teamInvitations.id });
      return rows.length > 0;
    },
    async invitationByToken(tokenHash: string) {
      const [row] = await db
        .select({ invitation: teamInvitations, team: teams })
        .from(teamInvitations)
        .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
        .where(eq(teamInvitations.tokenHash, tokenHash));
      return row;
    },
    /** Marks the invitation used and adds the member, together. */
    async accept(invitationId: number, teamId: number, entityId: number) {
      await db.transaction(async (tx) => {
        await tx.update(teamInvitations).set({ acceptedAt: sql`now()` }).where(eq(teamInvitations.id, invitationId));
        await tx.insert(teamMembers).values({ teamId, entityId }).onConflictDoNothing();
      });
    },
    async removeMember(teamId: number, entityId: number): Promise<boolean> {
      const rows = await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.entityId, entityId)))
        .returning({ id: teamMembers.entityId });
      return rows.length > 0;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
