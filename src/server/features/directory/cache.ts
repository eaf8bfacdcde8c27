/**
 * A small in-process cache with a time to live and a size bound (oldest entry
 * evicted first). Each entry remembers the index generation it was computed at:
 * when a member's entry is refreshed the generation moves on, so a hidden city
 * never outlives the change in a cached page.
 */

/** One counter for the process: a refresh through any handle (even a transaction) invalidates. */
let generation = 0;

export function indexGeneration(): number {
  return generation;
}

/** Called after any write to the directory index. */
export function bumpIndexGeneration(): void {
  generation += 1;
}

export interface TtlCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  generation: () => number;
  now?: () => number;
}): TtlCache<T> {
  const { ttlMs, maxEntries, generation, now = Date.now } = options;
  const entries = new Map<string, { at: number; generation: number; value: T }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() - hit.at >= ttlMs || hit.generation !== generation()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { at: now(), generation: generation(), value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
