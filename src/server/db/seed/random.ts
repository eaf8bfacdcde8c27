/** A small seeded generator (mulberry32): the same seed gives the same demo data on every machine. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks k distinct items. */
  sample<T>(items: readonly T[], k: number): T[];
  chance(p: number): boolean;
  /** Picks by weight: weights[i] is the relative weight of items[i]. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
}

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample(items, k) {
      const copy = [...items];
      const out = [];
      for (let i = 0; i < k && copy.length; i++) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
    chance: (p) => next() < p,
    weighted(items, weights) {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i]!;
        if (r < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
  };
}
