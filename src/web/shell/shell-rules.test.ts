import { describe, expect, it } from 'vitest';
import { backButtonTarget, footerKind, headerKind } from './shell-rules.ts';

describe('headerKind (spec §2.2)', () => {
  it('renders no header on session pages and embedded networking views', () => {
    expect(headerKind('/session/signin')).toBe('none');
    expect(headerKind('/session/signup', true)).toBe('none');
    expect(headerKind('/session/expired')).toBe('none');
    expect(headerKind('/account/session/42')).toBe('none');
    expect(headerKind('/networking/embed')).toBe('none');
    expect(headerKind('/networking/embed/wall/7')).toBe('none');
    // Even when the page asks for the minimal shell (e.g. a 404 there).
    expect(headerKind('/networking/embed/nope', true)).toBe('none');
  });

  it('renders the minimal header when a page asks for it', () => {
    expect(headerKind('/no/such/page', true)).toBe('minimal');
    expect(headerKind('/error', true)).toBe('minimal');
  });

  it('renders the full header everywhere else', () => {
    for (const path of ['/', '/about', '/help-center', '/admin/users', '/networking', '/sessions', '/authors']) {
      expect(headerKind(path), path).toBe('full');
    }
  });
});

describe('footerKind (spec §2.3)', () => {
  it('hides the footer on admin, embedded networking and session paths', () => {
    for (const path of [
      '/admin',
      '/admin/walls',
      '/next/admin/nav',
      '/networking/embed/3',
      '/x/session/y',
      '/session/signin',
    ]) {
      expect(footerKind(path), path).toBe('none');
      expect(footerKind(path, true), path).toBe('none');
    }
  });

  it('shows the mission-statement footer on the pages that ask for the minimal shell', () => {
    expect(footerKind('/missing', true)).toBe('mission');
  });

  it('shows the full footer everywhere else', () => {
    for (const path of ['/', '/about/overhaul', '/networking', '/networking/walls', '/sessions', '/profile/42']) {
      expect(footerKind(path), path).toBe('full');
    }
  });
});

describe('backButtonTarget (spec §2.12)', () => {
  const classic = 'https://classic.example';

  it('shows no button on paths without "profile"', () => {
    expect(backButtonTarget('/', classic)).toBeNull();
    expect(backButtonTarget('/directory', null)).toBeNull();
  });

  it('goes to the classic profile of the id in the path', () => {
    expect(backButtonTarget('/profile/42', classic)).toBe('https://classic.example/profile/42');
    expect(backButtonTarget('/profile/42/portfolio', classic)).toBe('https://classic.example/profile/42');
  });

  it('goes to /profile when the path has no id', () => {
    expect(backButtonTarget('/profile/edit', classic)).toBe('/profile');
    expect(backButtonTarget('/account/profile-settings', classic)).toBe('/profile');
    expect(backButtonTarget('/profile/42abc', classic)).toBe('/profile');
    expect(backButtonTarget('/profile/edit', null)).toBe('/profile');
  });

  it('without a classic site goes to the profile here, never to the page itself', () => {
    expect(backButtonTarget('/profile/42/portfolio', null)).toBe('/profile/42');
    expect(backButtonTarget('/profile/42', null)).toBeNull();
    expect(backButtonTarget('/profile/42/', null)).toBeNull();
    expect(backButtonTarget('/profile', null)).toBeNull();
    expect(backButtonTarget('/profile', classic)).toBeNull();
  });
});
