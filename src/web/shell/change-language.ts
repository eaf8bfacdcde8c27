/**
 * The language change flow of spec §4: record the click, remember the choice
 * in the site_lang cookie for a year, drop the nav_strings cookie of the old
 * language, save it to the account when signed in, then reload so the server
 * renders every text (and <html lang dir>) in the new language.
 */
import type { Locale } from '../../contract/locales.ts';
import { NAV_STRINGS_COOKIE, SITE_LANG_CHANGED_MAX_AGE_S, SITE_LANG_COOKIE } from '../../contract/sitelang.ts';
import { sendJson } from '../api-client.ts';

function setCookie(name: string, value: string, maxAgeS: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads these plain cookies to render the page.
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeS}; samesite=lax${secure}`;
}

/** `entityId` is 0 for a visitor who is not signed in. */
export async function changeLanguage(lang: Locale, entityId: number): Promise<void> {
  const click = new URLSearchParams({
    entity_id: entityId > 0 ? String(entityId) : '',
    type: 'language_change',
    type_specific_id: lang,
    referer: window.location.href,
  });
  setCookie(SITE_LANG_COOKIE, lang, SITE_LANG_CHANGED_MAX_AGE_S);
  setCookie(NAV_STRINGS_COOKIE, '', 0);
  // Neither call may keep the visitor in the old language: failures are only logged (spec §8).
  const results = await Promise.allSettled([
    sendJson('POST', `/next/api/track-click?${click}`),
    entityId > 0 ? sendJson('POST', '/next/api/sitelang/change', { lang_code: lang, entityId }) : null,
  ]);
  for (const r of results) if (r.status === 'rejected') console.error('Language change call failed', r.reason);
  window.location.reload();
}
