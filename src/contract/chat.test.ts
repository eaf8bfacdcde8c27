import { describe, expect, it } from 'vitest';
import { channelIdFor, channelMembers, counterpartOf, createRateLimitBackoff, needsNameLookup } from './chat.ts';
import { channelIdSchema } from './chat-schemas.ts';

describe('chat channel ids', () => {
  it('names a one-to-one channel by the two ids sorted', () => {
    expect(channelIdFor(7, 6)).toBe('messaging_6_7');
    expect(channelIdFor(6, 7)).toBe('messaging_6_7');
  });

  it('reads the members back, also from the type:id form, and refuses anything else', () => {
    expect(channelMembers('messaging_6_7')).toEqual([6, 7]);
    expect(channelMembers('messaging:messaging_6_7')).toEqual([6, 7]);
    for (const bad of [
      'messaging_7_6',
      'messaging_6_6',
      'messaging_0_6',
      'team_6_7',
      'messaging_6_7_8',
      'messaging_6_99999999999',
    ]) {
      expect(channelMembers(bad), bad).toBeNull();
    }
    expect(channelIdSchema.safeParse('messaging:messaging_6_7').data).toBe('messaging_6_7');
  });

  it('finds the counterpart only for a member of the channel', () => {
    expect(counterpartOf('messaging_6_7', 6)).toBe(7);
    expect(counterpartOf('messaging_6_7', 7)).toBe(6);
    expect(counterpartOf('messaging_6_7', 8)).toBeNull();
  });

  it('looks up sender names that are "Admin" or chat ids (§6)', () => {
    expect(needsNameLookup('Admin')).toBe(true);
    expect(needsNameLookup('admin')).toBe(true);
    expect(needsNameLookup('user_42')).toBe(true);
    expect(needsNameLookup('Sofia Almeida')).toBe(false);
  });
});

describe('§9 retry delays', () => {
  it('grows the conversations retry delay as the spec says', async () => {
    const { conversationsRetryDelay } = await import('./chat.ts');
    expect([1, 2, 3, 4, 5].map((n) => conversationsRetryDelay(n, false))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect([1, 2, 3, 4, 5].map((n) => conversationsRetryDelay(n, true))).toEqual([2000, 4000, 8000, 16_000, 30_000]);
    expect(conversationsRetryDelay(1, true, 7)).toBe(7000);
  });
});

describe('the rate-limit back-off (§9)', () => {
  it('starts at 1 s, doubles up to 30 s, and starts again 30 s after the last rate limit', () => {
    const backoff = createRateLimitBackoff();
    const waits = [0, 1, 2, 3, 4, 5, 6].map((i) => backoff(1000 + i * 100));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoff(1600 + 30_001)).toBe(1000);
  });

  it('waits at least as long as the server asked', () => {
    const backoff = createRateLimitBackoff();
    expect(backoff(0, 12_000)).toBe(12_000);
    expect(backoff(100)).toBe(2000);
  });
});
