import { describe, expect, it } from 'vitest';
import { bumpIndexGeneration, createTtlCache, indexGeneration } from './cache.ts';

describe('the directory cache', () => {
  const setup = (maxEntries = 3) => {
    let time = 0;
    const cache = createTtlCache<string>({ ttlMs: 300_000, maxEntries, generation: indexGeneration, now: () => time });
    return { cache, advance: (ms: number) => (time += ms) };
  };

  it('keeps an answer for 300 s, not longer', () => {
    const { cache, advance } = setup();
    cache.set('q', 'answer');
    advance(299_999);
    expect(cache.get('q')).toBe('answer');
    advance(1);
    expect(cache.get('q')).toBeUndefined();
  });

  it('drops every answer when the index changes', () => {
    const { cache } = setup();
    cache.set('q', 'answer');
    bumpIndexGeneration();
    expect(cache.get('q')).toBeUndefined();
  });

  it('forgets the oldest answer past its size', () => {
    const { cache } = setup(2);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3']);
  });
});
