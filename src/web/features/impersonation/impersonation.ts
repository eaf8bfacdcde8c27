/**
 * Starting and stopping impersonation in the browser (spec §4 "Impersonation"):
 * the admin's id goes into the adminEid cookie and local storage, the server
 * hands out a new session, and the page reloads as the other identity. What
 * the admin may do is the server's decision; these only carry it out.
 */
import { type ImpersonationError, impersonationError } from '../../../contract/auth.ts';
import { ADMIN_EID_COOKIE, PSEUDO_ID_KEY } from '../../../contract/legacy-session.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, sendJson, serverErrorText } from '../../api-client.ts';

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

/** A failure, with what failed: the server's refusal, or an exception before the call got an answer. */
export type ImpersonationResult = { ok: true } | { ok: false; error: ImpersonationError; cause?: unknown };

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
      return { ok: false, error: 'failed', cause: err };
    }
    return { ok: false, error: 'starting', cause: err };
  }
}

/** Back to the admin's own session. On an unexpected exception the state is reset and the page reloads anyway. */
export async function stopImpersonating(): Promise<ImpersonationResult> {
  try {
    await sendJson('POST', '/next/api/auth/impersonate/stop');
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, error: 'stopFailed', cause: err };
  }
  rememberAdmin(null);
  reloadAsNewIdentity();
  return { ok: true };
}

/**
 * What the popup, the pseudo banner and the profile menu say of a failure (spec §8 "Impersonation"), with the
 * server's reason in the reader's words: '{error or Unknown error}'. Empty for a success.
 */
export function impersonationMessage(result: ImpersonationResult, t: Dictionary): string {
  if (result.ok) return '';
  const i = t.impersonation;
  switch (result.error) {
    case 'noSession':
      return i.noSession;
    case 'starting':
      return fmt(i.errorStarting, { error: (result.cause instanceof Error && result.cause.message) || i.unknownError });
    case 'stopFailed':
      return fmt(i.stopFailed, { error: reasonText(result.cause, t) });
    default:
      return fmt(i.failed, { error: reasonText(result.cause, t) });
  }
}

/** The server's refusals of impersonation by name; any other answer as every page says it; else 'Unknown error'. */
function reasonText(cause: unknown, t: Dictionary): string {
  const reason = cause instanceof ApiError ? impersonationError(cause.message) : 'unknown';
  if (reason !== 'unknown') return t.impersonation.reasons[reason];
  return serverErrorText(cause, t) ?? t.impersonation.unknownError;
}

/** Logging out of a pseudo session only stops impersonating (spec §4): forget the admin's id, show the admin's page. */
export function afterPseudoLogout() {
  rememberAdmin(null);
  reloadAsNewIdentity();
}
