/**
 * The three communities (issue 15): interpreters, women in translation and
 * Wordhive pro bono. Members opt in (from the community's page or their
 * profile); each community has its wall, its events and, for pro bono, the
 * non-profits' projects that members volunteer for. The schemas are in
 * communities-schemas.ts: the routes' table reads the community pages on every
 * page, zod is not needed there (decision 040).
 */
import { COMMUNITY_KEYS, type CommunityKey } from './events.ts';

export type { Community, CommunityMember, ProBonoInput, ProBonoProject } from './communities-schemas.ts';

export { COMMUNITY_KEYS, type CommunityKey };
export const COMMUNITIES_API = '/next/api/communities';
export const PRO_BONO_API = '/next/api/pro-bono/projects';

/** Each community's page and the networking wall that belongs to it. */
export const COMMUNITY_PAGES: Readonly<Record<CommunityKey, { path: string; wallSlug: string }>> = {
  interpreters: { path: '/community/interpreters', wallSlug: 'interpreters-booth-partners' },
  'women-in-translation': { path: '/community/women-in-translation', wallSlug: 'women-in-translation' },
  'pro-bono': { path: '/community/wordhive-pro-bono', wallSlug: 'wordhive-pro-bono' },
};
export const COMMUNITY_MEMBERS_SHOWN = 24;
export const PROJECT_FULL = 'This project has all the volunteers it needs';
export const PROJECT_NOT_FOUND = 'Project not found';
export const PROJECT_CLOSED = 'This project’s deadline has passed';
/** A pro bono place goes to someone who translates the project's pair (issue 57 item 14). */
export const PROJECT_NOT_YOUR_PAIR = 'This project needs a volunteer who works in its language pair';
