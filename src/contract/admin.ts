/** The admin area's API: member roles (spec §6) granted and revoked by admins. */
import { z } from 'zod';
import { MEMBER_ROLES } from './session.ts';

export const memberRolesSchema = z.object({
  roles: z
    .array(z.enum(MEMBER_ROLES, { error: `Use roles from: ${MEMBER_ROLES.join(', ')}` }), {
      error: 'roles must be a list',
    })
    .max(MEMBER_ROLES.length)
    .transform((roles) => [...new Set(roles)].sort()),
});
export type MemberRolesInput = z.infer<typeof memberRolesSchema>;

export const memberRolesResponseSchema = z.object({ entityId: z.number().int(), roles: z.array(z.enum(MEMBER_ROLES)) });
