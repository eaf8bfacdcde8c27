/**
 * Events (issue 15): conferences, webinars, meet-ups and workshops that staff
 * and admins publish; a community may run one. Networking walls can be tied
 * to an event (networking.ts lists them for the wall manager). The schemas are
 * in events-schemas.ts: the routes' table reads COMMUNITY_KEYS on every page,
 * zod is not needed there (decision 040).
 */

export type { EventInput, EventPatch, SiteEvent } from './events-schemas.ts';

export const EVENTS_API = '/next/api/events';
export const EVENT_KINDS = ['conference', 'webinar', 'meetup', 'workshop'] as const;
/** The three communities, by the key `community_participation` stores. */
export const COMMUNITY_KEYS = ['interpreters', 'women-in-translation', 'pro-bono'] as const;
export type CommunityKey = (typeof COMMUNITY_KEYS)[number];
export const EVENT_ENDS_BEFORE = 'The end cannot be before the start';
