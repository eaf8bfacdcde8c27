/**
 * Logout outside pseudo mode (spec §4): end the session on the server, forget
 * the classic-site cookie and everything kept in the browser, then go to sign
 * in with the current page as the return target. Throws when the server did
 * not end the session, so the menu can say so instead of pretending. A tab whose session ended
 * elsewhere leaves the same way (afterSessionEnded).
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
  leaveSignedOut(currentPath);
}

function leaveSignedOut(currentPath: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: PHPSESSID is a plain cookie of the classic site.
  document.cookie = 'PHPSESSID=; path=/; max-age=0';
  localStorage.clear();
  sessionStorage.clear();
  window.location.assign(authPath('/session/signin', currentPath));
}

let leaving = false;

/**
 * The session of this tab ended elsewhere ("Sign out of all other devices", a password changed): the tab
 * heard it from its live connection closing or from an API call's 401. It leaves its signed-in interface
 * as a logout does, for sign-in with this page to come back to; once, however many calls fail meanwhile,
 * and without an error to read (decision 072).
 */
export function afterSessionEnded() {
  if (leaving) return;
  leaving = true;
  leaveSignedOut(window.location.pathname + window.location.search);
}
