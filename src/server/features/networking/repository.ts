import { and, asc, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { WallInput, WallPatch, WallProfileInput } from '../../../contract/networking.ts';
import type { Db } from '../../db/client.ts';
import {
  events,
  languagePairs,
  memberServices,
  networkingWallProfiles,
  networkingWalls,
  users,
} from '../../db/schema/index.ts';
import { foldedPattern } from '../../db/text-match.ts';

export type WallRow = typeof networkingWalls.$inferSelect & {
  event: typeof events.$inferSelect | null;
  memberCount: number;
};
export type WallProfileRow = typeof networkingWallProfiles.$inferSelect;

const p = networkingWallProfiles;
const activeCount = sql<number>`(select count(*)::int from ${p} join ${users} u on u.entity_id = ${p.entityId}
  where ${p.wallId} = ${networkingWalls.id} and ${p.active} and u.suspended_at is null)`;

/** The wall fields a patch or input sets, as columns. */
function columns(input: Partial<WallInput> | WallPatch) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.audience !== undefined ? { audience: input.audience } : {}),
    ...(input.starts_on !== undefined ? { startsOn: input.starts_on } : {}),
    ...(input.ends_on !== undefined ? { endsOn: input.ends_on } : {}),
    ...(input.event_id !== undefined ? { eventId: input.event_id } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.embed_origins !== undefined ? { embedOrigins: input.embed_origins } : {}),
  };
}

export function createNetworkingRepository(db: Db) {
  const walls = (where?: ReturnType<typeof eq>) =>
    db
      .select({ wall: networkingWalls, event: events, memberCount: activeCount })
      .from(networkingWalls)
      .leftJoin(events, eq(events.id, networkingWalls.eventId))
      .where(where)
      .orderBy(desc(networkingWalls.active), asc(networkingWalls.startsOn), asc(networkingWalls.id))
      .then((rows) => rows.map((r): WallRow => ({ ...r.wall, event: r.event, memberCount: r.memberCount })));

  return {
    list: (includeInactive: boolean) => walls(includeInactive ? undefined : eq(networkingWalls.active, true)),
    byId: async (id: number) => (await walls(eq(networkingWalls.id, id)))[0],
    bySlug: async (slug: string) => (await walls(eq(networkingWalls.slug, slug)))[0],

    async create(input: WallInput): Promise<number> {
      const [row] = await db
        .insert(networkingWalls)
        .values({ ...columns(input), title: input.title, slug: input.slug })
        .onConflictDoNothing({ target: networkingWalls.slug })
        .returning({ id: networkingWalls.id });
      return row?.id ?? 0;
    },
    async update(id: number, patch: WallPatch): Promise<boolean> {
      const rows = await db
        .update(networkingWalls)
        .set({ ...columns(patch), updatedAt: new Date() })
        .where(eq(networkingWalls.id, id))
        .returning({ id: networkingWalls.id });
      return rows.length > 0;
    },
    async slugTaken(slug: string, exceptId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: networkingWalls.id })
        .from(networkingWalls)
        .where(and(eq(networkingWalls.slug, slug), sql`${networkingWalls.id} <> ${exceptId}`));
      return !!row;
    },
    async deactivate(id: number): Promise<boolean> {
      const rows = await db
        .update(networkingWalls)
        .set({ active: false, updatedAt: new Date() })
        .where(eq(networkingWalls.id, id))
        .returning({ id: networkingWalls.id });
      return rows.length > 0;
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(networkingWalls)
        .where(eq(networkingWalls.id, id))
        .returning({ id: networkingWalls.id });
      return rows.length > 0;
    },

    /** The wall's profiles of members not suspended, the most recently updated first. */
    async profiles(wallId: number, includeInactive: boolean, limit: number): Promise<WallProfileRow[]> {
      const rows = await db
        .select({ profile: p })
        .from(p)
        .innerJoin(users, eq(users.entityId, p.entityId))
        .where(and(eq(p.wallId, wallId), isNull(users.suspendedAt), includeInactive ? undefined : eq(p.active, true)))
        .orderBy(desc(p.active), desc(p.updatedAt))
        .limit(limit);
      return rows.map((r) => r.profile);
    },
    async profile(wallId: number, entityId: number): Promise<WallProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(p)
        .where(and(eq(p.wallId, wallId), eq(p.entityId, entityId)));
      return row;
    },
    /** Creates the profile, or writes over it (a withdrawn one comes back): the caller decided it may. */
    async saveProfile(
      wallId: number,
      entityId: number,
      fields: Partial<WallProfileInput> & { active?: boolean; postedAt?: Date },
    ): Promise<void> {
      const set = {
        ...(fields.postedAt ? { createdAt: fields.postedAt } : {}),
        ...(fields.headline !== undefined ? { headline: fields.headline } : {}),
        ...(fields.pitch !== undefined ? { pitch: fields.pitch } : {}),
        ...(fields.looking_for !== undefined ? { lookingFor: fields.looking_for } : {}),
        ...(fields.active !== undefined ? { active: fields.active } : {}),
        updatedAt: new Date(),
      };
      await db
        .insert(p)
        .values({
          wallId,
          entityId,
          headline: fields.headline ?? '',
          pitch: fields.pitch ?? '',
          lookingFor: fields.looking_for ?? 'partners',
          active: fields.active ?? true,
        })
        .onConflictDoUpdate({ target: [p.wallId, p.entityId], set });
    },
    async withdrawProfile(wallId: number, entityId: number): Promise<boolean> {
      const rows = await db
        .update(p)
        .set({ active: false, updatedAt: new Date() })
        .where(and(eq(p.wallId, wallId), eq(p.entityId, entityId), eq(p.active, true)))
        .returning({ id: p.entityId });
      return rows.length > 0;
    },
    async deleteProfile(wallId: number, entityId: number): Promise<boolean> {
      const rows = await db
        .delete(p)
        .where(and(eq(p.wallId, wallId), eq(p.entityId, entityId)))
        .returning({ id: p.entityId });
      return rows.length > 0;
    },

    /** Each member's services, as service ids. */
    async services(entityIds: readonly number[]): Promise<Map<number, number[]>> {
      if (!entityIds.length) return new Map();
      const rows = await db
        .selectDistinct({ entityId: memberServices.entityId, serviceId: memberServices.serviceId })
        .from(memberServices)
        .where(inArray(memberServices.entityId, [...entityIds]))
        .orderBy(memberServices.entityId, memberServices.serviceId);
      const byMember = new Map<number, number[]>();
      for (const row of rows) byMember.set(row.entityId, [...(byMember.get(row.entityId) ?? []), row.serviceId]);
      return byMember;
    },
    /** Each member's language pairs, in their order. */
    async pairs(entityIds: readonly number[]): Promise<Map<number, { source: string; target: string }[]>> {
      if (!entityIds.length) return new Map();
      const rows = await db
        .select({
          entityId: languagePairs.entityId,
          source: languagePairs.sourceLang,
          target: languagePairs.targetLang,
        })
        .from(languagePairs)
        .where(inArray(languagePairs.entityId, [...entityIds]))
        .orderBy(languagePairs.entityId, languagePairs.position);
      const byMember = new Map<number, { source: string; target: string }[]>();
      for (const { entityId, ...pair } of rows) byMember.set(entityId, [...(byMember.get(entityId) ?? []), pair]);
      return byMember;
    },
    /** Members not suspended, with what a card needs when the directories do not list them (clients). */
    async members(entityIds: readonly number[]) {
      if (!entityIds.length) return [];
      return db
        .select({
          entityId: users.entityId,
          name: users.name,
          accountType: users.accountType,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(inArray(users.entityId, [...entityIds]), isNull(users.suspendedAt)));
    },

    async events(from: Date) {
      return db.select().from(events).where(sql`${events.endsAt} >= ${from}`).orderBy(asc(events.startsAt)).limit(200);
    },
    async eventExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
      return !!row;
    },

    /** The admin's search: by member number, or name, email or username containing the words. */
    async searchMembers(query: string) {
      const number = /^\d{1,9}$/.test(query) ? Number(query) : null;
      return db
        .select({ entity_id: users.entityId, name: users.name, email: users.email, account_type: users.accountType })
        .from(users)
        .where(
          or(number !== null ? eq(users.entityId, number) : undefined, like(users.searchText, foldedPattern(query))),
        )
        .orderBy(asc(users.name))
        .limit(20);
    },
  };
}

export type NetworkingRepository = ReturnType<typeof createNetworkingRepository>;
