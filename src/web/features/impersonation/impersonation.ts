/**
 * Starting and stopping impersonation in the browser (spec §4 "Impersonation"):
 * the admin's id goes into the adminEid cookie and local storage, the server
 * hands out a new session, and the page reloads as the other identity. What
 * the admin may do is the server's decision; these only carry it out.
 */
import { type ImpersonationError, impersonationError } from '../../../contract/auth.ts';
import { ADMIN_EID_COOKIE, PSEUDO_ID_KEY } from '../../../contract/legacy-session.ts';
import { ApiError, sendJson } from '../../api-client.ts';

/** The site-wide flag that opens the popup (`?impersonate=open`). */
export const IMPERSONATE_FLAG = 'impersonate';

/** Reload as the new identity, on the same page without the flag that opened the popup. */
function reloadAsNewIdentity() {
  const url = new URL(window.location.href);
  url.searchParams.delete(IMPERSONATE_FLAG);
  window.location.replace(url.href);
}

/** The admin and whom they act as: the legacy session sync signs in as the same pair (legacy-session-sync.ts). */
function rememberAdmin(entityId: number | null, pseudoId?: number) {
  const cookie =
    entityId === null
      ? `${ADMIN_EID_COOKIE}=; path=/; max-age=0`
      : `${ADMIN_EID_COOKIE}=${entityId}; path=/; SameSite=Lax`;
  // biome-ignore lint/suspicious/noDocumentCookie: spec §4 keeps the impersonating admin's id in this plain cookie.
  document.cookie = cookie;
  if (entityId === null) {
    localStorage.removeItem(ADMIN_EID_COOKIE);
    localStorage.removeItem(PSEUDO_ID_KEY);
    return;
  }
  localStorage.setItem(ADMIN_EID_COOKIE, String(entityId));
  if (pseudoId !== undefined) localStorage.setItem(PSEUDO_ID_KEY, String(pseudoId));
}

export type ImpersonationResult = { ok: true } | { ok: false; error: ImpersonationError; detail?: string };

/** Start (or switch): on success the page reloads and this never resolves with ok. */
export async function startImpersonating(pseudoId: number, adminEntityId?: number): Promise<ImpersonationResult> {
  try {
    // Spec §4 step 2: without a live session there is nobody to impersonate from.
    const { ok } = await sendJson<{ ok: boolean }>('POST', '/next/api/session/bootstrap');
    if (!ok) return { ok: false, error: 'noSession' };
    if (adminEntityId !== undefined) rememberAdmin(adminEntityId);
    await sendJson('POST', '/next/api/auth/impersonate', { pseudoId });
    if (adminEntityId !== undefined) rememberAdmin(adminEntityId, pseudoId);
    reloadAsNewIdentity();
    return { ok: true };
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status === 401) return { ok: false, error: 'noSession' };
      return { ok: false, error: 'failed', detail: impersonationError(err.message) };
    }
    return { ok: false, error: 'starting', detail: err instanceof Error ? err.message : '' };
  }
}

/** Back to the admin's own session. On an unexpected exception the state is reset and the page reloads anyway. */
export async function stopImpersonating(): Promise<ImpersonationResult> {
  try {
    await sendJson('POST', '/next/api/auth/impersonate/stop');
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, error: 'stopFailed', detail: impersonationError(err.message) };
  }
  rememberAdmin(null);
  reloadAsNewIdentity();
  return { ok: true };
}

/** Logging out of a pseudo session only stops impersonating (spec §4): forget the admin's id, show the admin's page. */
export function afterPseudoLogout() {
  rememberAdmin(null);
  reloadAsNewIdentity();
}
