import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CommunityKey, ProBonoInput } from '../../../contract/communities.ts';
import type { Db } from '../../db/client.ts';
import {
  communityParticipation,
  directoryEntries,
  languagePairs,
  memberProfiles,
  networkingWallProfiles,
  networkingWalls,
  proBonoProjects,
  proBonoVolunteers,
  users,
} from '../../db/schema/index.ts';

const inCommunity = (community: CommunityKey) =>
  and(eq(communityParticipation.community, community), isNull(users.suspendedAt));

export function createCommunityRepository(db: Db) {
  return {
    async members(community: CommunityKey, limit: number) {
      return db
        .select({
          entityId: users.entityId,
          name: users.name,
          accountType: users.accountType,
          headline: memberProfiles.headline,
          // The directory's copy: a photo the member's privacy settings let the directory show.
          photoUrl: directoryEntries.photoUrl,
          countryCode: memberProfiles.countryCode,
          role: communityParticipation.role,
          joinedAt: communityParticipation.joinedAt,
        })
        .from(communityParticipation)
        .innerJoin(users, eq(users.entityId, communityParticipation.entityId))
        .leftJoin(memberProfiles, eq(memberProfiles.entityId, users.entityId))
        .leftJoin(directoryEntries, eq(directoryEntries.entityId, users.entityId))
        .where(inCommunity(community))
        .orderBy(desc(communityParticipation.joinedAt), asc(users.entityId))
        .limit(limit);
    },
    async memberCount(community: CommunityKey): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(communityParticipation)
        .innerJoin(users, eq(users.entityId, communityParticipation.entityId))
        .where(inCommunity(community));
      return row?.n ?? 0;
    },
    async isMember(community: CommunityKey, entityId: number): Promise<boolean> {
      const [row] = await db
        .select({ role: communityParticipation.role })
        .from(communityParticipation)
        .where(and(eq(communityParticipation.community, community), eq(communityParticipation.entityId, entityId)));
      return !!row;
    },
    async join(community: CommunityKey, entityId: number, role: string): Promise<void> {
      await db
        .insert(communityParticipation)
        .values({ community, entityId, role, joinedAt: new Date() })
        .onConflictDoNothing();
    },
    async leave(community: CommunityKey, entityId: number): Promise<void> {
      await db
        .delete(communityParticipation)
        .where(and(eq(communityParticipation.community, community), eq(communityParticipation.entityId, entityId)));
    },
    /** The community's wall while it is active, with its active profiles counted. */
    async wall(slug: string) {
      const [row] = await db
        .select({
          slug: networkingWalls.slug,
          title: networkingWalls.title,
          memberCount: sql<number>`(select count(*)::int from ${networkingWallProfiles}
            where ${networkingWallProfiles.wallId} = ${networkingWalls.id} and ${networkingWallProfiles.active})`,
        })
        .from(networkingWalls)
        .where(and(eq(networkingWalls.slug, slug), eq(networkingWalls.active, true)));
      return row ?? null;
    },

    // ---- pro bono projects ----
    /** Projects whose deadline has not passed, the nearest first (those without one last). */
    async openProjects(today: string) {
      return db
        .select()
        .from(proBonoProjects)
        .where(or(isNull(proBonoProjects.deadline), gte(proBonoProjects.deadline, today)))
        .orderBy(sql`${proBonoProjects.deadline} asc nulls last`, asc(proBonoProjects.id));
    },
    async project(id: number) {
      const [row] = await db.select().from(proBonoProjects).where(eq(proBonoProjects.id, id));
      return row;
    },
    async volunteers(projectIds: number[]) {
      if (projectIds.length === 0) return [];
      return db
        .select({ projectId: proBonoVolunteers.projectId, entityId: users.entityId, name: users.name })
        .from(proBonoVolunteers)
        .innerJoin(users, eq(users.entityId, proBonoVolunteers.entityId))
        .where(and(inArray(proBonoVolunteers.projectId, projectIds), isNull(users.suspendedAt)))
        .orderBy(asc(proBonoVolunteers.createdAt), asc(users.entityId));
    },
    async insertProject(input: ProBonoInput): Promise<number> {
      const [row] = await db.insert(proBonoProjects).values(input).returning({ id: proBonoProjects.id });
      return row!.id;
    },
    async removeProject(id: number): Promise<boolean> {
      return (
        (await db.delete(proBonoProjects).where(eq(proBonoProjects.id, id)).returning({ id: proBonoProjects.id }))
          .length > 0
      );
    },
    /** Whether the member lists this language pair on their profile. */
    async worksIn(entityId: number, sourceLang: string, targetLang: string): Promise<boolean> {
      const [row] = await db
        .select({ id: languagePairs.id })
        .from(languagePairs)
        .where(
          and(
            eq(languagePairs.entityId, entityId),
            eq(languagePairs.sourceLang, sourceLang),
            eq(languagePairs.targetLang, targetLang),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Signs the member up unless the project is full, counting under a lock on the project so
     * that two last volunteers at once cannot both take the last place. Joins them to the
     * pro bono community too. Answers whether there was room.
     */
    async volunteer(projectId: number, entityId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [project] = await tx
          .select({ needed: proBonoProjects.volunteersNeeded })
          .from(proBonoProjects)
          .where(eq(proBonoProjects.id, projectId))
          .for('update');
        const [taken] = await tx
          .select({ n: count() })
          .from(proBonoVolunteers)
          .where(eq(proBonoVolunteers.projectId, projectId));
        const already = await tx
          .select({ id: proBonoVolunteers.entityId })
          .from(proBonoVolunteers)
          .where(and(eq(proBonoVolunteers.projectId, projectId), eq(proBonoVolunteers.entityId, entityId)));
        if (already.length > 0) return true;
        if (!project || (taken?.n ?? 0) >= project.needed) return false;
        await tx.insert(proBonoVolunteers).values({ projectId, entityId });
        await tx
          .insert(communityParticipation)
          .values({ community: 'pro-bono', entityId, role: 'volunteer', joinedAt: new Date() })
          .onConflictDoNothing();
        return true;
      });
    },
    async withdraw(projectId: number, entityId: number): Promise<void> {
      await db
        .delete(proBonoVolunteers)
        .where(and(eq(proBonoVolunteers.projectId, projectId), eq(proBonoVolunteers.entityId, entityId)));
    },
  };
}
export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
