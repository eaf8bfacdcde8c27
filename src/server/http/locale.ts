/** Which interface language and theme to render for a request: cookie first, then the member's saved choice. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales.ts';
import {
  NAV_STRINGS_COOKIE,
  NAV_STRINGS_MAX_AGE_S,
  SITE_LANG_CHANGED_MAX_AGE_S,
  SITE_LANG_COOKIE,
  SITE_LANG_FROM_SERVER_MAX_AGE_S,
} from '../../contract/sitelang.ts';
import { THEME_COOKIE, type ThemeChoice } from '../../contract/theme.ts';
import type { Config } from '../config.ts';

export function resolveLocale(request: FastifyRequest): Locale {
  const fromCookie = request.cookies[SITE_LANG_COOKIE];
  if (isLocale(fromCookie)) return fromCookie;
  const saved = request.viewer.user?.site_lang;
  if (isLocale(saved)) return saved;
  return DEFAULT_LOCALE;
}

/**
 * When the language came from the member's saved choice rather than the
 * cookie, remember it in the cookie for 30 days (spec §9), so later pages and
 * the browser's own code agree without asking the database.
 */
export function rememberSavedLocale(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  if (isLocale(request.cookies[SITE_LANG_COOKIE])) return;
  const saved = request.viewer.user?.site_lang;
  if (isLocale(saved)) setSiteLangCookie(reply, config, saved, 'fromServer');
}

/** Readable by the page's own code (it sets the cookie on a change too), so not httpOnly. */
export function setSiteLangCookie(
  reply: FastifyReply,
  config: Config,
  locale: Locale,
  why: 'fromServer' | 'changed',
): void {
  reply.setCookie(SITE_LANG_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: why === 'changed' ? SITE_LANG_CHANGED_MAX_AGE_S : SITE_LANG_FROM_SERVER_MAX_AGE_S,
  });
}

export function setNavStringsCookie(reply: FastifyReply, config: Config, locale: Locale): void {
  reply.setCookie(NAV_STRINGS_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: NAV_STRINGS_MAX_AGE_S,
  });
}

export function clearNavStringsCookie(reply: FastifyReply): void {
  reply.clearCookie(NAV_STRINGS_COOKIE, { path: '/' });
}

export function resolveTheme(request: FastifyRequest): ThemeChoice {
  const value = request.cookies[THEME_COOKIE];
  return value === 'light' || value === 'dark' ? value : 'system';
}
