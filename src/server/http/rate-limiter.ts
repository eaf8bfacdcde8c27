/**
 * Fixed-window counters for rate limits (sign-in, sign-up, searches, chat, photo uploads). In memory
 * for one process; in Redis when REDIS_URL is set, so every process shares them.
 */
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors.ts';

export interface RateLimitResult {
  ok: boolean;
  retryAfterSeconds: number;
  /** Hits in the current window, this one included. */
  count: number;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Whether the key is still under the limit, without counting a hit. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /**
   * Takes one hit of the current window back (an attempt that turned out not to count: a right
   * password), never below zero; nothing once the window has ended.
   */
  giveBack(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * Counts a hit for `key` under `rule` (scaled by RATE_LIMIT_SCALE) and throws
 * 429 with Retry-After when the limit is passed (with `message`, where a
 * feature says which limit it was).
 */
/** One hit against a rule, its limit scaled by RATE_LIMIT_SCALE: for a caller that drops what is over it. */
export function hitRule(limiter: RateLimiter, key: string, rule: RateLimitRule, scale = 1): Promise<RateLimitResult> {
  return limiter.hit(key, Math.ceil(rule.limit * scale), rule.windowMs);
}

export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  rule: RateLimitRule,
  scale = 1,
  message?: string,
) {
  const r = await hitRule(limiter, key, rule, scale);
  if (!r.ok) throw tooManyRequests(r.retryAfterSeconds, message);
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        ok: w.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
        count: w.count,
      };
    },
    async peek(key, limit) {
      const w = windows.get(key);
      const t = now();
      if (!w || w.resetAt <= t) return { ok: true, retryAfterSeconds: 0, count: 0 };
      return {
        ok: w.count < limit,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
        count: w.count,
      };
    },
    async giveBack(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** DECR only a live counter above zero: a counter that expired meanwhile is not brought back without its expiry. */
const GIVE_BACK = "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then redis.call('decr', KEYS[1]) end";

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const k = `rl:${key}`;
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { ok: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)), count };
    },
    async peek(key, limit) {
      const k = `rl:${key}`;
      const results = await redis.multi().get(k).pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[1]?.[1] ?? 0);
      return { ok: count < limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)), count };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, `rl:${key}`);
    },
    async reset(key) {
      await redis.del(`rl:${key}`);
    },
  };
}
