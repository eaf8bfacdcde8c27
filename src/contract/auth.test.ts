import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './auth.ts';

describe('safeCallbackPath', () => {
  it.each(['/profile/6', '/directory?service=translators&source=por', '/profile?month=2026-11#calendar'])(
    'keeps a path on our site: %s',
    (path) => {
      expect(safeCallbackPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    '/\\\\evil.example/x',
    '/.//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '',
    null,
    undefined,
  ])('refuses %j and falls back to the home page', (value) => {
    const result = safeCallbackPath(value);
    expect(result).toBe('/');
    // Whatever comes back, a browser resolving it stays on our origin.
    expect(new URL(result, 'https://wordhive.example').origin).toBe('https://wordhive.example');
  });

  it('returns text safe for a Location header, whatever the characters', () => {
    const result = safeCallbackPath('/profil/ação?q=日本語');
    expect(result).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURI(result)).toBe('/profil/ação?q=日本語');
  });

  it('never returns a path a browser reads as another host', () => {
    for (const value of ['/%2F/evil.example', '/%5C/evil.example', '/..//evil.example', '/./\\evil.example']) {
      const result = safeCallbackPath(value);
      expect(new URL(result, 'https://wordhive.example').origin, value).toBe('https://wordhive.example');
    }
  });
});
