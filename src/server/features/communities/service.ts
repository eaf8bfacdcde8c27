/**
 * Communities: who is in each (members opt in and out themselves), its wall,
 * its events and, for pro bono, the non-profits' projects. Staff and admins
 * post and remove projects (audited); members volunteer until a project has
 * the volunteers it asked for.
 */
import type { FastifyRequest } from 'fastify';
import {
  COMMUNITY_MEMBERS_SHOWN,
  COMMUNITY_PAGES,
  type Community,
  type CommunityKey,
  PROJECT_CLOSED,
  PROJECT_FULL,
  PROJECT_NOT_FOUND,
  PROJECT_NOT_YOUR_PAIR,
  type ProBonoInput,
  type ProBonoProject,
} from '../../../contract/communities.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { EventService } from '../events/service.ts';
import type { CommunityRepository } from './repository.ts';

const EVENTS_SHOWN = 6;
/** What a member who joins is called in each community. */
const ROLE: Record<CommunityKey, string> = {
  interpreters: 'member',
  'women-in-translation': 'member',
  'pro-bono': 'volunteer',
};

export function createCommunityService(deps: {
  repo: CommunityRepository;
  events: EventService;
  audit: AuditService;
  /** What follows a change of what a member's profile shows (its community group). */
  profileChanged: (entityId: number) => Promise<void>;
  now?: () => number;
}) {
  const { repo, events, audit, profileChanged } = deps;
  const now = deps.now ?? Date.now;
  const today = () => new Date(now()).toISOString().slice(0, 10);

  const projects = async (request: FastifyRequest, rows: Awaited<ReturnType<CommunityRepository['openProjects']>>) => {
    const volunteers = await repo.volunteers(rows.map((r) => r.id));
    return rows.map((r): ProBonoProject => {
      const own = volunteers.filter((v) => v.projectId === r.id);
      return {
        id: r.id,
        title: r.title,
        organisation: r.organisation,
        description: r.description,
        sourceLang: r.sourceLang,
        targetLang: r.targetLang,
        volunteersNeeded: r.volunteersNeeded,
        deadline: r.deadline,
        volunteers: own.map(({ entityId, name }) => ({ entityId, name })),
        mine: request.viewer.loggedIn && own.some((v) => v.entityId === request.viewer.entityId),
      };
    });
  };
  const project = async (request: FastifyRequest, id: number) => {
    const row = await repo.project(id);
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return (await projects(request, [row]))[0]!;
  };

  return {
    async community(request: FastifyRequest, community: CommunityKey): Promise<Community> {
      const viewer = request.viewer;
      const [members, memberCount, joined, wall, upcoming, open] = await Promise.all([
        repo.members(community, COMMUNITY_MEMBERS_SHOWN),
        repo.memberCount(community),
        viewer.loggedIn ? repo.isMember(community, viewer.entityId) : false,
        repo.wall(COMMUNITY_PAGES[community].wallSlug),
        events.list('upcoming', community, EVENTS_SHOWN),
        community === 'pro-bono' ? repo.openProjects(today()) : [],
      ]);
      return {
        community,
        memberCount,
        members: members.map((m) => ({
          ...m,
          headline: m.headline ?? '',
          joinedAt: m.joinedAt.toISOString(),
        })),
        joined,
        wall,
        events: upcoming.items,
        projects: await projects(request, open),
      };
    },
    async join(request: FastifyRequest, community: CommunityKey) {
      await repo.join(community, request.viewer.entityId, ROLE[community]);
      await profileChanged(request.viewer.entityId);
      return { joined: true, memberCount: await repo.memberCount(community) };
    },
    async leave(request: FastifyRequest, community: CommunityKey) {
      await repo.leave(community, request.viewer.entityId);
      await profileChanged(request.viewer.entityId);
      return { joined: false, memberCount: await repo.memberCount(community) };
    },
    async addProject(request: FastifyRequest, input: ProBonoInput): Promise<ProBonoProject> {
      const id = await repo.insertProject(input);
      await audit.record(request, 'pro-bono.project.create', id, { title: input.title });
      return project(request, id);
    },
    async removeProject(request: FastifyRequest, id: number): Promise<void> {
      if (!(await repo.removeProject(id))) throw notFound(PROJECT_NOT_FOUND);
      await audit.record(request, 'pro-bono.project.delete', id);
    },
    async volunteer(request: FastifyRequest, id: number): Promise<ProBonoProject> {
      const row = await repo.project(id);
      if (!row) throw notFound(PROJECT_NOT_FOUND);
      if (row.deadline && row.deadline < today()) throw conflict(PROJECT_CLOSED);
      if (!(await repo.worksIn(request.viewer.entityId, row.sourceLang, row.targetLang))) {
        throw forbidden(PROJECT_NOT_YOUR_PAIR);
      }
      if (!(await repo.volunteer(id, request.viewer.entityId))) throw conflict(PROJECT_FULL);
      await profileChanged(request.viewer.entityId);
      return project(request, id);
    },
    async withdraw(request: FastifyRequest, id: number): Promise<ProBonoProject> {
      if (!(await repo.project(id))) throw notFound(PROJECT_NOT_FOUND);
      await repo.withdraw(id, request.viewer.entityId);
      return project(request, id);
    },
  };
}
