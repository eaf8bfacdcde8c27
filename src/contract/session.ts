/**
 * The signed-in user as the API reports it (spec §3 "Session user") and the
 * roles derived from it (spec §6). The server computes roles; the web only
 * mirrors them to decide what to show. The schemas are in session-schemas.ts:
 * every page reads the roles, zod is not needed for that (decision 040).
 */
import type { SessionUser } from './session-schemas.ts';

export type { SessionResponse, SessionUser } from './session-schemas.ts';

/**
 * Roles an admin grants (spec §6): a link editor edits navigation in place; a
 * next-phase tester sees items tagged nextphase; a verified outsourcer is a
 * client staff have checked (the "Outsourcers only" audience); verified
 * credentials earn the certified badge.
 */
export const MEMBER_ROLES = ['link_editor', 'nextphase_tester', 'verified_outsourcer', 'verified_credentials'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

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
