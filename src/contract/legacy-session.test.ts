import { describe, expect, it } from 'vitest';
import { type ClassicSigninBody, legacySigninBody, legacySyncDelayMs, syncLegacySession } from './legacy-session.ts';

describe('legacy session sync back-off (spec §9: min(1 s × 2^n, 3 s))', () => {
  it('waits 1 s, 2 s, then never more than 3 s', () => {
    expect([0, 1, 2, 3, 10].map(legacySyncDelayMs)).toEqual([1000, 2000, 3000, 3000, 3000]);
  });
});

describe('what the browser sends', () => {
  it('nothing without a PHPSESSID', () => {
    expect(legacySigninBody('', null)).toBeNull();
    expect(legacySigninBody('adminEid=5; site_lang=eng', '7')).toBeNull();
    expect(legacySigninBody('PHPSESSID=; adminEid=5', '7')).toBeNull();
  });

  it('the classic session alone signs in as its member', () => {
    expect(legacySigninBody('site_lang=heb; PHPSESSID=abc%3D1', null)).toEqual({
      email: '',
      password: '',
      phpSessionId: 'abc=1',
      isPseudo: false,
      pseudoId: 0,
      adminEntityId: 0,
    });
  });

  it('with adminEid and the member acted as, the admin acting as them (pseudo mode)', () => {
    expect(legacySigninBody('PHPSESSID=abc; adminEid=5', '7')).toMatchObject({
      phpSessionId: 'abc',
      isPseudo: true,
      pseudoId: 7,
      adminEntityId: 5,
    });
    // No member known to act as, or a broken id: the classic session's own member.
    expect(legacySigninBody('PHPSESSID=abc; adminEid=5', null)).toMatchObject({ isPseudo: false, adminEntityId: 0 });
    expect(legacySigninBody('PHPSESSID=abc; adminEid=x', '7')).toMatchObject({ isPseudo: false, pseudoId: 0 });
  });
});

describe('the calls and the retry', () => {
  function run(outcomes: boolean[], cookies = 'PHPSESSID=abc') {
    const calls: ClassicSigninBody[] = [];
    const waits: number[] = [];
    const result = syncLegacySession({
      cookies,
      storedPseudoId: null,
      signin: async (body) => {
        calls.push(body);
        if (!outcomes[calls.length - 1]) throw new Error('refused');
      },
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    return result.then((r) => ({ result: r, calls: calls.length, waits }));
  }

  it('makes no call without a classic session', async () => {
    expect(await run([true], 'site_lang=eng')).toEqual({ result: 'no-classic-session', calls: 0, waits: [] });
  });

  it('signs in at once when the first call succeeds, without waiting', async () => {
    expect(await run([true])).toEqual({ result: 'signed-in', calls: 1, waits: [] });
  });

  it('retries once after 1 s when the first call fails', async () => {
    expect(await run([false, true])).toEqual({ result: 'signed-in', calls: 2, waits: [1000] });
  });

  it('gives up after the one retry', async () => {
    expect(await run([false, false, true])).toEqual({ result: 'failed', calls: 2, waits: [1000] });
  });
});
