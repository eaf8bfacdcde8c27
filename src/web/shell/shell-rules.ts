/**
 * Which header and footer a path gets (spec §2.2, §2.3). One pure module so the
 * server render, the browser and the tests agree.
 */

/**
 * Paths with the minimal header (logo, Home, About, Help, theme) and the
 * mission-statement footer. Routes can also ask for it (`handle.minimalShell`),
 * as the not-found and error pages do.
 */
export const MINIMAL_SHELL_PREFIXES = ['/auth/'] as const;

export type HeaderKind = 'none' | 'minimal' | 'full';
export type FooterKind = 'none' | 'mission' | 'full';

export function isMinimalShellPath(path: string): boolean {
  return MINIMAL_SHELL_PREFIXES.some((p) => path.startsWith(p));
}

export function headerKind(path: string, minimal = false): HeaderKind {
  if (path.includes('/session/') || path.startsWith('/networking/embed')) return 'none';
  if (minimal || isMinimalShellPath(path)) return 'minimal';
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
  if (minimal || isMinimalShellPath(path)) return 'mission';
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
