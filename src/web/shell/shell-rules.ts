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
