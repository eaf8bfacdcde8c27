/** What admins do to members: grant and revoke roles, on the record. */
import type { FastifyRequest } from 'fastify';
import type { MemberRolesInput } from '../../../contract/admin.ts';
import { MEMBER_ROLES, type MemberRole } from '../../../contract/session.ts';
import { notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { AdminRepository } from './repository.ts';

const known = (roles: string[]) =>
  roles.filter((r): r is MemberRole => (MEMBER_ROLES as readonly string[]).includes(r));

export function createAdminService({
  repo,
  audit,
  auth,
}: {
  repo: AdminRepository;
  audit: AuditService;
  auth: AuthService;
}) {
  return {
    async roles(entityId: number) {
      if (!(await repo.memberExists(entityId))) throw notFound('No member with this entity id');
      return { entityId, roles: known(await repo.rolesOf(entityId)) };
    },

    /** Replaces a member's roles; their sessions pick the change up on the next request, in every process. */
    async setRoles(request: FastifyRequest, entityId: number, input: MemberRolesInput) {
      if (!(await repo.memberExists(entityId))) throw notFound('No member with this entity id');
      const before = await repo.rolesOf(entityId);
      await repo.setRoles(entityId, input.roles, request.viewer.entityId);
      await auth.memberChanged(entityId);
      await audit.record(request, 'member.roles', entityId, { before, after: input.roles });
      return { entityId, roles: input.roles };
    },
  };
}
