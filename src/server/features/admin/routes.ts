import { z } from 'zod';
import {
  credentialVerificationSchema,
  memberDetailSchema,
  memberRolesResponseSchema,
  memberRolesSchema,
  memberSearchQuerySchema,
  memberSearchSchema,
  serverInfoSchema,
  serverStatusSchema,
  suspendSchema,
} from '../../../contract/admin.ts';
import { idSchema } from '../../../contract/ids.ts';
import { entityIdSchema } from '../../../contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createAdminRepository } from './repository.ts';
import { createAdminService } from './service.ts';

const memberParams = z.object({ entityId: entityIdSchema });
/** A generated member (the first id after the fixed accounts), so no demo account is suspended. */
const GENERATED_MEMBER = 100;

export function adminRoutes(ctx: AppContext): RouteDefinition[] {
  const admin = createAdminService({ ...ctx, repo: createAdminRepository(ctx.db) });
  const shared = { tag: 'admin', access: 'admin', internal: true } as const;
  return [
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/admin/members',
      summary: 'Find members by name, email or entity id; or list the suspended or unconfirmed ones',
      strictQuery: true,
      query: memberSearchQuerySchema,
      response: { schema: memberSearchSchema },
      example: { query: { q: 'almeida' } },
      handler: ({ query }) => admin.search(query),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/admin/members/:entityId',
      summary: 'One member as staff see them: account, roles, sessions, suspension, credentials',
      params: memberParams,
      response: { schema: memberDetailSchema },
      errors: [404],
      example: { params: { entityId: 6 } },
      handler: ({ params }) => admin.member(params.entityId),
    }),
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
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/admin/members/:entityId/suspend',
      summary: 'Suspend a member, with the reason they are told when they try to sign in',
      description: 'Their sessions end at once; their profile answers 410 and leaves the directories until lifted.',
      changesPages: true,
      params: memberParams,
      body: suspendSchema,
      response: { schema: memberDetailSchema },
      errors: [404, 409],
      example: {
        params: { entityId: GENERATED_MEMBER },
        body: { reason: 'Reported for fake credentials; under review.' },
      },
      handler: ({ params, body }, request) => admin.suspend(request, params.entityId, body.reason),
    }),
    defineRoute({
      ...shared,
      method: 'POST',
      url: '/next/api/admin/members/:entityId/unsuspend',
      summary: 'Lift a member’s suspension',
      changesPages: true,
      params: memberParams,
      response: { schema: memberDetailSchema },
      errors: [404, 409],
      example: { params: { entityId: GENERATED_MEMBER } },
      handler: ({ params }, request) => admin.unsuspend(request, params.entityId),
    }),
    defineRoute({
      ...shared,
      method: 'PUT',
      url: '/next/api/admin/members/:entityId/credentials/:credentialId',
      summary: 'Mark one of a member’s credentials verified (or not)',
      changesPages: true,
      params: memberParams.extend({ credentialId: idSchema('credentialId must be a credential id') }),
      body: credentialVerificationSchema,
      response: { schema: memberDetailSchema },
      errors: [404],
      example: { params: { entityId: 6, credentialId: 1 }, body: { verified: true } },
      handler: ({ params, body }, request) =>
        admin.verifyCredential(request, params.entityId, params.credentialId, body.verified),
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/server-info',
      summary: 'Which server answered: its address, host name and container (spec §2.13)',
      internal: false,
      response: { schema: serverInfoSchema },
      handler(_input, _request, reply) {
        reply.header('cache-control', 'private, no-store');
        return admin.serverInfo();
      },
    }),
    defineRoute({
      ...shared,
      method: 'GET',
      url: '/next/api/admin/server-status',
      summary: 'The server in full: version, uptime, memory, database, bus, file store, mail, counts',
      response: { schema: serverStatusSchema },
      handler(_input, _request, reply) {
        reply.header('cache-control', 'private, no-store');
        return admin.serverStatus();
      },
    }),
  ];
}
