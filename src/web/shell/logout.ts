/**
 * Logout outside pseudo mode (spec §4): end the session on the server, forget
 * the classic-site cookie and everything kept in the browser, then go to sign
 * in with the current page as the return target. Throws when the server did
 * not end the session, so the menu can say so instead of pretending.
 */
import { authPath } from '../../contract/auth.ts';
import { sendJson } from '../api-client.ts';
import { afterPseudoLogout } from '../features/impersonation/impersonation.ts';

export async function logOut(): Promise<void> {
  const currentPath = window.location.pathname + window.location.search;
  const { stoppedImpersonation } = await sendJson<{ stoppedImpersonation: boolean }>(
    'POST',
    '/next/api/session/logout',
  );
  // In a pseudo session, logging out only stops impersonating: the admin stays, on this page.
  if (stoppedImpersonation) return afterPseudoLogout();
  // biome-ignore lint/suspicious/noDocumentCookie: PHPSESSID is a plain cookie of the classic site.
  document.cookie = 'PHPSESSID=; path=/; max-age=0';
  localStorage.clear();
  sessionStorage.clear();
  window.location.assign(authPath('/session/signin', currentPath));
}
