/**
 * The legacy session sync (spec §4 "Session sync", §9 "Session"): a browser that still holds the
 * classic site's PHPSESSID (and, in pseudo mode, the impersonating admin's adminEid) but has no
 * session here signs in with it through the classic bridge, with one retry after a back-off.
 * Pure rules: the browser hands in its cookies, the call and the wait (decision 080).
 */

export const LEGACY_SESSION_COOKIE = 'PHPSESSID';
export const ADMIN_EID_COOKIE = 'adminEid';
/** Where the browser keeps whom an admin acts as (spec §4 step 4: "pseudoId and isPseudo are set"). */
export const PSEUDO_ID_KEY = 'pseudoId';
/** Spec §9: 1 retry. */
export const LEGACY_SYNC_RETRIES = 1;

/** Spec §9: back-off min(1 s × 2^n, 3 s) before retry n (0 for the first). */
export function legacySyncDelayMs(n: number): number {
  return Math.min(1000 * 2 ** n, 3000);
}

/** One cookie's value from a Cookie header or `document.cookie`, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The body of POST /next/api/auth/classic-signin (spec §7 credentials sign-in). */
export interface ClassicSigninBody {
  email: '';
  password: '';
  phpSessionId: string;
  isPseudo: boolean;
  pseudoId: number;
  adminEntityId: number;
}

const positiveId = (value: string | null): number => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * What the browser should send, or null when it holds no classic session. In pseudo mode (an
 * adminEid cookie and the member acted as) it signs in as the admin acting as that member; with an
 * adminEid but no member to act as, as the classic session's own member.
 */
export function legacySigninBody(cookies: string, storedPseudoId: string | null): ClassicSigninBody | null {
  const phpSessionId = readCookie(cookies, LEGACY_SESSION_COOKIE);
  if (!phpSessionId) return null;
  const adminEntityId = positiveId(readCookie(cookies, ADMIN_EID_COOKIE));
  const pseudoId = adminEntityId ? positiveId(storedPseudoId) : 0;
  const isPseudo = adminEntityId > 0 && pseudoId > 0;
  return {
    email: '',
    password: '',
    phpSessionId,
    isPseudo,
    pseudoId: isPseudo ? pseudoId : 0,
    adminEntityId: isPseudo ? adminEntityId : 0,
  };
}

export type LegacySyncResult = 'no-classic-session' | 'signed-in' | 'failed';

/**
 * Signs in with the classic session: the first call, then up to LEGACY_SYNC_RETRIES more, waiting
 * legacySyncDelayMs(n) before retry n. `signin` rejects when the call fails; `wait` is the timer.
 */
export async function syncLegacySession({
  cookies,
  storedPseudoId,
  signin,
  wait,
}: {
  cookies: string;
  storedPseudoId: string | null;
  signin: (body: ClassicSigninBody) => Promise<unknown>;
  wait: (ms: number) => Promise<void>;
}): Promise<LegacySyncResult> {
  const body = legacySigninBody(cookies, storedPseudoId);
  if (!body) return 'no-classic-session';
  for (let attempt = 0; ; attempt++) {
    try {
      await signin(body);
      return 'signed-in';
    } catch {
      if (attempt >= LEGACY_SYNC_RETRIES) return 'failed';
      await wait(legacySyncDelayMs(attempt));
    }
  }
}
