/** Which interface language and theme to render for a request: cookie first, then the member's saved choice. */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales.ts';
import { THEME_COOKIE, type ThemeChoice } from '../../contract/theme.ts';

export const SITE_LANG_COOKIE = 'site_lang';

export function resolveLocale(request: FastifyRequest): Locale {
  const fromCookie = request.cookies[SITE_LANG_COOKIE];
  if (isLocale(fromCookie)) return fromCookie;
  const saved = request.viewer.user?.site_lang;
  if (isLocale(saved)) return saved;
  return DEFAULT_LOCALE;
}

export function resolveTheme(request: FastifyRequest): ThemeChoice {
  const value = request.cookies[THEME_COOKIE];
  return value === 'light' || value === 'dark' ? value : 'system';
}
