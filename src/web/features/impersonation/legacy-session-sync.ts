/**
 * The legacy session sync in the browser (spec §4, §9; contract/legacy-session.ts): with the classic
 * bridge on, a visitor's page whose browser holds the classic site's PHPSESSID signs in with it and
 * reloads as the member. A classic session the bridge refused is not tried again in this tab.
 */
import { useEffect } from 'react';
import {
  LEGACY_SESSION_COOKIE,
  PSEUDO_ID_KEY,
  readCookie,
  syncLegacySession,
} from '../../../contract/legacy-session.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { sendJson } from '../../api-client.ts';

const REFUSED_KEY = 'legacySessionRefused';

export function useLegacySessionSync(user: SessionUser | null, classicSiteUrl: string | null) {
  const signedIn = !!user;
  useEffect(() => {
    if (signedIn || !classicSiteUrl) return;
    const cookies = document.cookie;
    const phpSessionId = readCookie(cookies, LEGACY_SESSION_COOKIE);
    if (!phpSessionId || sessionStorage.getItem(REFUSED_KEY) === phpSessionId) return;
    void syncLegacySession({
      cookies,
      storedPseudoId: localStorage.getItem(PSEUDO_ID_KEY),
      signin: (body) => sendJson('POST', '/next/api/auth/classic-signin', body),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }).then((result) => {
      if (result === 'signed-in') window.location.reload();
      else if (result === 'failed') sessionStorage.setItem(REFUSED_KEY, phpSessionId);
    });
  }, [signedIn, classicSiteUrl]);
}
