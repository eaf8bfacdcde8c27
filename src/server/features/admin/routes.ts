import { z } from 'zod';
import { memberRolesResponseSchema, memberRolesSchema } from '../../../contract/admin.ts';
import { entityIdSchema } from '../../../contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createAdminRepository } from './repository.ts';
import { createAdminService } from './service.ts';

const memberParams = z.object({ entityId: entityIdSchema });

export function adminRoutes(ctx: AppContext): RouteDefinition[] {
  const admin = createAdminService({ repo: createAdminRepository(ctx.db), audit: ctx.audit, auth: ctx.auth });
  const shared = { tag: 'admin', access: 'admin', internal: true } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/admin/members/:entityId/roles',
      summary: 'A member’s granted roles',
      params: memberParams,
      response: { schema: memberRolesResponseSchema },
      errors: [404],
      example: { params: { entityId: 6 } },
      handler: ({ params }) => admin.roles(params.entityId),
    }),
    defineRoute({
      ...shared,
      method: 'PUT',
      url: '/next/api/admin/members/:entityId/roles',
      summary: 'Grant and revoke a member’s roles (the whole set)',
      changesPages: true,
      params: memberParams,
      body: memberRolesSchema,
      response: { schema: memberRolesResponseSchema },
      errors: [404],
      example: { params: { entityId: 6 }, body: { roles: ['link_editor'] } },
      handler: ({ params, body }, request) => admin.setRoles(request, params.entityId, body),
    }),
  ];
}
