/**
 * Networking walls: who may see a wall and its profiles, post, change or
 * withdraw one, and run the walls (spec §4, §6). Inactive walls and withdrawn
 * profiles stay for admins (`include_inactive=1`) and are 404 or absent for
 * everyone else.
 */
import type { FastifyRequest } from 'fastify';
import type { MemberCard } from '../../../contract/directory.ts';
import {
  type AdminWallProfileInput,
  EVENT_NOT_FOUND,
  type LookingFor,
  mayPostOn,
  WALL_AUDIENCE_ONLY,
  WALL_ENTITY_MISMATCH,
  WALL_INACTIVE,
  WALL_MEMBERS_MAX,
  WALL_NOT_FOUND,
  WALL_PROFILE_EXISTS,
  WALL_PROFILE_NONE,
  WALL_PROFILE_NOT_FOUND,
  WALL_SLUG_TAKEN,
  type Wall,
  type WallAudience,
  type WallInput,
  type WallMember,
  type WallPatch,
  type WallProfileInput,
  type WallProfilePatch,
  type WallResponse,
} from '../../../contract/networking.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { DirectoryService } from '../directory/service.ts';
import { eventOf } from '../events/repository.ts';
import type { NetworkingRepository, WallProfileRow, WallRow } from './repository.ts';

function toWall(row: WallRow, isAdmin: boolean): Wall {
  return {
    wall_id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    audience: row.audience as WallAudience,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    event: row.event ? eventOf(row.event) : null,
    active: row.active,
    // Which sites may frame the wall is the admins' business.
    embed_origins: isAdmin ? row.embedOrigins : [],
    member_count: row.memberCount,
  };
}

/** A card for a member the directories do not list (a client): their name and kind, nothing private. */
function plainCard(member: { entityId: number; name: string; accountType: string; createdAt: Date }): MemberCard {
  return {
    entity_id: member.entityId,
    name: member.name,
    account_type: member.accountType as MemberCard['account_type'],
    photo_url: null,
    headline: '',
    pairs: [],
    pair_count: 0,
    fields: [],
    rating: null,
    location: { city: null, country: null },
    is_member: false,
    is_mentor: false,
    is_certified: false,
    availability: 'available',
    back_on: null,
    joined_at: member.createdAt.toISOString(),
  };
}

export function createNetworkingService(deps: {
  repo: NetworkingRepository;
  directory: DirectoryService;
  audit: AuditService;
}) {
  const { repo, directory, audit } = deps;
  const isAdmin = (request: FastifyRequest) => request.viewer.isAdmin;

  /** The wall as this viewer may see it: inactive walls are for admins only. */
  async function visibleWall(request: FastifyRequest, row: WallRow | undefined): Promise<WallRow> {
    if (!row || (!row.active && !isAdmin(request))) throw notFound(WALL_NOT_FOUND);
    return row;
  }

  async function members(request: FastifyRequest, rows: WallProfileRow[]): Promise<WallMember[]> {
    const ids = rows.map((r) => r.entityId);
    const [cards, pairs, services, people] = await Promise.all([
      directory.cardsOf(ids, request.viewer),
      repo.pairs(ids),
      repo.services(ids),
      repo.members(ids),
    ]);
    const byId = new Map(people.map((m) => [m.entityId, m]));
    return rows.flatMap((row) => {
      const person = byId.get(row.entityId);
      if (!person) return [];
      return [
        {
          entity_id: row.entityId,
          headline: row.headline,
          pitch: row.pitch,
          looking_for: row.lookingFor as LookingFor,
          pairs: pairs.get(row.entityId) ?? [],
          services: services.get(row.entityId) ?? [],
          active: row.active,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
          card: cards.get(row.entityId) ?? plainCard(person),
        },
      ];
    });
  }

  async function wallWithMembers(request: FastifyRequest, row: WallRow | undefined, includeInactive: boolean) {
    const wall = await visibleWall(request, row);
    const all = includeInactive && isAdmin(request);
    const profiles = await repo.profiles(wall.id, all, WALL_MEMBERS_MAX);
    return {
      data: { wall: toWall(wall, isAdmin(request)), members: await members(request, profiles) },
    } satisfies WallResponse;
  }

  async function checkEvent(eventId: number | null | undefined) {
    if (eventId && !(await repo.eventExists(eventId))) throw badRequest(EVENT_NOT_FOUND);
  }

  /** The wall a member may post on: open, and meant for their kind of account. */
  async function openWall(request: FastifyRequest, wallId: number): Promise<WallRow> {
    const wall = await visibleWall(request, await repo.byId(wallId));
    if (!wall.active) throw conflict(WALL_INACTIVE);
    const own = request.viewer.user?.account_type;
    if (own && !mayPostOn(wall.audience as WallAudience, own)) throw forbidden(WALL_AUDIENCE_ONLY);
    return wall;
  }

  async function memberOf(request: FastifyRequest, wallId: number, entityId: number): Promise<WallMember> {
    const row = await repo.profile(wallId, entityId);
    if (!row) throw notFound(WALL_PROFILE_NOT_FOUND);
    const [member] = await members(request, [row]);
    if (!member) throw notFound(WALL_PROFILE_NOT_FOUND);
    return member;
  }

  return {
    async list(request: FastifyRequest, includeInactive: boolean) {
      const rows = await repo.list(includeInactive && isAdmin(request));
      return { data: rows.map((row) => toWall(row, isAdmin(request))) };
    },
    byId: async (request: FastifyRequest, wallId: number, includeInactive: boolean) =>
      wallWithMembers(request, await repo.byId(wallId), includeInactive),
    bySlug: async (request: FastifyRequest, slug: string, includeInactive: boolean) =>
      wallWithMembers(request, await repo.bySlug(slug), includeInactive),

    async create(request: FastifyRequest, input: WallInput) {
      await checkEvent(input.event_id);
      const id = await repo.create(input);
      if (!id) throw conflict(WALL_SLUG_TAKEN);
      await audit.record(request, 'networking.wall.create', id, { slug: input.slug });
      return { data: toWall((await repo.byId(id))!, true) };
    },
    async update(request: FastifyRequest, wallId: number, patch: WallPatch) {
      if (!(await repo.byId(wallId))) throw notFound(WALL_NOT_FOUND);
      await checkEvent(patch.event_id);
      if (patch.slug && (await repo.slugTaken(patch.slug, wallId))) throw conflict(WALL_SLUG_TAKEN);
      await repo.update(wallId, patch);
      await audit.record(request, 'networking.wall.update', wallId, patch);
      return { data: toWall((await repo.byId(wallId))!, true) };
    },
    async remove(request: FastifyRequest, wallId: number, mode: 'soft' | 'hard') {
      const done = mode === 'hard' ? await repo.remove(wallId) : await repo.deactivate(wallId);
      if (!done) throw notFound(WALL_NOT_FOUND);
      await audit.record(request, `networking.wall.delete.${mode}`, wallId);
      return { deleted: mode };
    },

    // ---- a member's own profile ------------------------------------------------------------------
    async post(request: FastifyRequest, wallId: number, input: WallProfileInput) {
      await openWall(request, wallId);
      const me = request.viewer.entityId;
      if ((await repo.profile(wallId, me))?.active) throw conflict(WALL_PROFILE_EXISTS);
      // A profile posted again after its withdrawal is on the wall from now on.
      await repo.saveProfile(wallId, me, { ...input, active: true, postedAt: new Date() });
      return { data: await memberOf(request, wallId, me) };
    },
    async change(request: FastifyRequest, wallId: number, patch: WallProfilePatch) {
      await openWall(request, wallId);
      const me = request.viewer.entityId;
      if (!(await repo.profile(wallId, me))?.active) throw notFound(WALL_PROFILE_NONE);
      await repo.saveProfile(wallId, me, patch);
      return { data: await memberOf(request, wallId, me) };
    },
    async withdraw(request: FastifyRequest, wallId: number) {
      await visibleWall(request, await repo.byId(wallId));
      if (!(await repo.withdrawProfile(wallId, request.viewer.entityId))) throw notFound(WALL_PROFILE_NONE);
      return { removed: 'withdrawn' as const };
    },

    // ---- admins, on any member's profile -----------------------------------------------------------
    async adminEdit(request: FastifyRequest, wallId: number, entityId: number, input: AdminWallProfileInput) {
      if (input.entity_id !== entityId) throw badRequest(WALL_ENTITY_MISMATCH);
      if (!(await repo.byId(wallId))) throw notFound(WALL_NOT_FOUND);
      const existing = await repo.profile(wallId, entityId);
      // A new profile posted by an admin for a member needs what a member would have written.
      if (!existing && (!input.headline || !input.looking_for)) {
        throw badRequest('A new profile needs a headline and what the member is looking for');
      }
      if (!existing && !(await repo.members([entityId])).length) throw notFound('Member not found');
      const { entity_id: _member, ...fields } = input;
      await repo.saveProfile(wallId, entityId, fields);
      await audit.record(request, 'networking.profile.edit', entityId, { wallId, ...fields });
      return { data: await memberOf(request, wallId, entityId) };
    },
    async adminRemove(request: FastifyRequest, wallId: number, entityId: number, mode: 'soft' | 'hard') {
      const done =
        mode === 'hard' ? await repo.deleteProfile(wallId, entityId) : await repo.withdrawProfile(wallId, entityId);
      if (!done) throw notFound(WALL_PROFILE_NOT_FOUND);
      await audit.record(
        request,
        mode === 'hard' ? 'networking.profile.delete' : 'networking.profile.withdraw',
        entityId,
        {
          wallId,
        },
      );
      return { removed: mode === 'hard' ? ('deleted' as const) : ('withdrawn' as const) };
    },

    async events(now = new Date()) {
      // Events still running or to come, and those of the last month (a wall often outlives its event a little).
      const rows = await repo.events(new Date(now.getTime() - 30 * 86_400_000));
      return { data: rows.map(eventOf) };
    },
    searchMembers: async (query: string) => ({ data: await repo.searchMembers(query) }),
  };
}

export type NetworkingService = ReturnType<typeof createNetworkingService>;
