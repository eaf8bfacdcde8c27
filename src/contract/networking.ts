/**
 * Networking walls (issue 15; spec §2.14, §3, §4, §7): a wall gathers the
 * profiles members post for an audience and a time; a member posts, updates
 * or withdraws their own profile, admins run the walls and every profile.
 * Field names follow the spec's (`wall_id`, `entity_id`, `include_inactive`).
 *
 * No schema here: pages import these constants and rules. The schemas are in
 * networking-schemas.ts (decision 040).
 */
import type { AccountType } from './taxonomy.ts';

export const WALL_AUDIENCES = ['everyone', 'freelancers', 'companies', 'outsourcers'] as const;
export type WallAudience = (typeof WALL_AUDIENCES)[number];
/** Who may post on a wall of each audience (null: every member). */
export const AUDIENCE_TYPES: Readonly<Record<WallAudience, readonly AccountType[] | null>> = {
  everyone: null,
  freelancers: ['translator', 'interpreter', 'subtitler'],
  companies: ['company'],
  outsourcers: ['outsourcer'],
};
export const mayPostOn = (audience: WallAudience, accountType: AccountType) =>
  AUDIENCE_TYPES[audience]?.includes(accountType) ?? true;

export const LOOKING_FOR = ['clients', 'partners', 'mentoring', 'work'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];

export const WALL_TITLE_MAX = 120;
export const WALL_DESCRIPTION_MAX = 2_000;
export const WALL_HEADLINE_MAX = 120;
export const WALL_PITCH_MAX = 1_000;
export const WALL_EMBED_ORIGINS_MAX = 10;
/** A wall page lists this many profiles at most (the newest first). */
export const WALL_MEMBERS_MAX = 500;

export const WALL_NOT_FOUND = 'Wall not found';
export const WALL_SLUG_TAKEN = 'Another wall already uses this address';
export const WALL_INACTIVE = 'This wall is closed: profiles can no longer be posted';
export const WALL_PROFILE_EXISTS = 'You already have a profile on this wall: update it instead';
export const WALL_PROFILE_NONE = 'You have no profile on this wall';
export const WALL_PROFILE_NOT_FOUND = 'This member has no profile on this wall';
export const WALL_ENTITY_MISMATCH = 'entity_id in the body must be the member in the address';
export const WALL_AUDIENCE_ONLY = 'This wall is for another kind of member';
export const WALL_DATES_ORDER = 'The end date cannot be before the start date';
export const EVENT_NOT_FOUND = 'Event not found';

export type {
  AdminWallProfileInput,
  EntitySearchResult,
  Wall,
  WallEvent,
  WallInput,
  WallMember,
  WallPatch,
  WallProfileInput,
  WallProfilePatch,
  WallResponse,
} from './networking-schemas.ts';
