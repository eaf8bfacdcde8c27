/**
 * The signed-in user as the API reports it (spec §3 "Session user") and the
 * roles derived from it (spec §6). The server computes roles; the web only
 * mirrors them to decide what to show.
 */
import { z } from 'zod';
import { ACCOUNT_TYPES } from './taxonomy.ts';

/**
 * Roles an admin grants (spec §6): a link editor edits navigation in place; a
 * next-phase tester sees items tagged nextphase; a verified outsourcer is a
 * client staff have checked (the "Outsourcers only" audience); verified
 * credentials earn the certified badge.
 */
export const MEMBER_ROLES = ['link_editor', 'nextphase_tester', 'verified_outsourcer', 'verified_credentials'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

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

export interface Roles {
  loggedIn: boolean;
  isAdmin: boolean;
  isPseudo: boolean;
  isStaff: boolean;
  /** Admins and link editors may edit navigation links in place. */
  isAllowedLinkEditors: boolean;
  /** Admins and pseudo sessions may edit on a member's behalf. */
  canEdit: boolean;
  /** Tagged `nextphase` navigation is visible to admins and next-phase testers. */
  nextphase: boolean;
}

export function rolesOf(user: SessionUser | null): Roles {
  const loggedIn = !!user && user.entity_id > 0;
  const isAdmin = loggedIn && user.is_admin;
  const isPseudo = loggedIn && user.is_pseudo;
  return {
    loggedIn,
    isAdmin,
    isPseudo,
    isStaff: loggedIn && user.is_staff,
    isAllowedLinkEditors: isAdmin || (loggedIn && user.roles.includes('link_editor')),
    canEdit: isAdmin || isPseudo,
    nextphase: isAdmin || (loggedIn && user.roles.includes('nextphase_tester')),
  };
}

/** Who may see and change a member's private settings: the owner, an admin, or a pseudo session. */
export function canManageEntity(user: SessionUser | null, entityId: number): boolean {
  const roles = rolesOf(user);
  return roles.loggedIn && (user!.entity_id === entityId || roles.isAdmin || roles.isPseudo);
}
