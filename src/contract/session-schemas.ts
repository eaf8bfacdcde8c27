/** The zod schemas of the session user (spec §3 "Session user"), as the API answers them. */
import { z } from 'zod';
import { MEMBER_ROLES } from './session.ts';
import { ACCOUNT_TYPES } from './taxonomy.ts';

export const sessionUserSchema = z.object({
  entity_id: z.number().int(),
  is_admin: z.boolean(),
  is_pseudo: z.boolean(),
  pseudo_id: z.number().int(),
  /** The admin behind a pseudo session, 0 otherwise. */
  admin_entity_id: z.number().int(),
  is_staff: z.boolean(),
  image_url: z.string().nullable(),
  resource_image_url: z.string().nullable(),
  site_name: z.string(),
  name: z.string(),
  username: z.string(),
  contact_email: z.string(),
  contact_first: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  site_lang: z.string().nullable(),
  /** Roles granted by admins. */
  roles: z.array(z.enum(MEMBER_ROLES)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
