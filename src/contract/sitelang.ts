/**
 * Interface language (spec §3 Language, §4 Language, §7 Language, §9 cookies):
 * the cookies, the API's request shapes and the click-tracking call, shared by
 * the server routes and the browser's change flow. The request shapes are in
 * sitelang-schemas.ts: the language selector is on every page, zod is not
 * (decision 040).
 */

export type { NavString, SiteLangChange, SiteLangUserResponse, TrackClick } from './sitelang-schemas.ts';

export const SITE_LANG_COOKIE = 'site_lang';
/** When the server takes the language from a signed-in member's saved choice. */
export const SITE_LANG_FROM_SERVER_MAX_AGE_S = 30 * 24 * 3600;
/** When the visitor explicitly picks a language. */
export const SITE_LANG_CHANGED_MAX_AGE_S = 365 * 24 * 3600;
/** Which language's navigation strings the browser holds (set by GET /sitelang/nav_strings, cleared on a change). */
export const NAV_STRINGS_COOKIE = 'nav_strings';
export const NAV_STRINGS_MAX_AGE_S = 24 * 3600;

/** Click types the tracker accepts; each says what its type_specific_id means. */
export const CLICK_TYPES = ['language_change'] as const;
export type ClickType = (typeof CLICK_TYPES)[number];
