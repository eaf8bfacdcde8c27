/**
 * Which header and footer a path gets (spec §2.2, §2.3). One pure module so the
 * server render, the browser and the tests agree.
 */

export type HeaderKind = 'none' | 'minimal' | 'full';
export type FooterKind = 'none' | 'mission' | 'full';

/**
 * Session pages (sign-in, sign-up, mailed links: paths containing /session/)
 * and embedded views have no header (§2.2). Pages that ask for it
 * (`handle.minimalShell`: not found, errors, a deleted account) get the
 * minimal header (logo, Home, About, Help, theme) and the mission-statement footer.
 */
export function headerKind(path: string, minimal = false): HeaderKind {
  if (path.includes('/session/') || path.startsWith('/networking/embed')) return 'none';
  if (minimal) return 'minimal';
  return 'full';
}

export function footerKind(path: string, minimal = false): FooterKind {
  if (
    path.startsWith('/admin') ||
    path.startsWith('/next/admin') ||
    path.startsWith('/networking/embed') ||
    path.includes('/session/')
  ) {
    return 'none';
  }
  if (minimal) return 'mission';
  return 'full';
}

/**
 * Where the 'Back to Wordhive' button of a path leads (spec §2.12), or null for
 * no button: on paths containing 'profile', the member's profile on the
 * classic site ({classic}/profile/{id}), or /profile when the path has no id.
 * Without a classic site the member's profile here takes its place, and the
 * button is left out where it would only point at the page itself.
 */
export function backButtonTarget(path: string, classicSiteUrl: string | null): string | null {
  if (!path.includes('profile')) return null;
  const id = /\/profile\/(\d+)(?:\/|$)/.exec(path)?.[1];
  if (!id) return path.replace(/\/$/, '') === '/profile' ? null : '/profile';
  if (classicSiteUrl) return `${classicSiteUrl}/profile/${id}`;
  const own = `/profile/${id}`;
  return path.replace(/\/$/, '') === own ? null : own;
}
