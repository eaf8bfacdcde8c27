/**
 * The scale-out path against the real Redis on this machine: two app processes
 * (here two buses and two limiters) share events and rate-limit counters.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/api-helper.ts';
import { createRedisRateLimiter } from '../http/rate-limiter.ts';
import { createRedisBus, type EventBus } from './bus.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let available = false;
beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    available = (await probe.ping()) === 'PONG';
  } catch {
    available = false;
  } finally {
    probe.disconnect();
  }
});

/** Redis runs on CI and developer machines; elsewhere these tests are skipped rather than failed. */
function skipOrFail(ctx: { skip: () => void }) {
  if (process.env.CI) throw new Error(`Redis is expected at ${REDIS_URL} in CI`);
  ctx.skip();
}

/** Two processes' limiters on one Redis, and a key of their own. */
function twoLimiters() {
  const r1 = new Redis(REDIS_URL);
  const r2 = new Redis(REDIS_URL);
  return {
    r1,
    l1: createRedisRateLimiter(r1),
    l2: createRedisRateLimiter(r2),
    key: `test:${Date.now()}:${Math.random()}`,
    disconnect: () => {
      r1.disconnect();
      r2.disconnect();
    },
  };
}

describe('Redis scale-out', () => {
  let a: EventBus;
  let b: EventBus;
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('delivers an event published by one process to a subscriber in another', async (ctx) => {
    if (!available) skipOrFail(ctx);
    a = createRedisBus(REDIS_URL);
    b = createRedisBus(REDIS_URL);
    const channel = `test:${Date.now()}:${Math.random()}`;
    let deliver!: (event: unknown) => void;
    const received = new Promise((resolve) => {
      deliver = resolve;
    });
    // subscribe() resolves once Redis has confirmed the subscription: nothing published after it is missed.
    await b.subscribe(channel, deliver);
    await a.publish(channel, { type: 'hello', n: 1 });
    expect(await received).toEqual({ type: 'hello', n: 1 });
  });

  it('counts rate-limit hits across processes', async (ctx) => {
    if (!available) skipOrFail(ctx);
    const { l1, l2, key, disconnect } = twoLimiters();
    expect((await l1.hit(key, 2, 10_000)).ok).toBe(true);
    expect((await l2.hit(key, 2, 10_000)).ok).toBe(true);
    const third = await l1.hit(key, 2, 10_000);
    expect(third.ok).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect((await l2.peek(key, 2)).ok).toBe(false);
    await l2.reset(key);
    expect((await l1.peek(key, 2)).ok).toBe(true);
    disconnect();
  });

  it('gives a hit back across processes, never below zero, and never brings back a window that ended', async (ctx) => {
    if (!available) skipOrFail(ctx);
    const { r1, l1, l2, key, disconnect } = twoLimiters();
    expect((await l1.hit(key, 1, 10_000)).ok).toBe(true);
    await l2.giveBack(key);
    expect((await l1.hit(key, 1, 10_000)).count).toBe(1);
    await l2.giveBack(key);
    await l2.giveBack(key);
    expect((await l1.hit(key, 1, 10_000)).count).toBe(1);
    // A key that is gone stays gone: no counter without an expiry is left behind.
    const gone = `${key}:gone`;
    await l1.giveBack(gone);
    expect(await r1.exists(`rl:${gone}`)).toBe(0);
    disconnect();
  });
});

describe('two app processes sharing REDIS_URL', () => {
  it('count sign-in failures together', async (ctx) => {
    if (!available) skipOrFail(ctx);
    const env = { REDIS_URL };
    const [one, two] = await Promise.all([
      createTestApp({ env, seedMembers: 0 }),
      createTestApp({ env, seedMembers: 0 }),
    ]);
    const email = `shared-${Date.now()}@example.com`;
    const fail = (app: typeof one) =>
      app.request({ method: 'POST', url: '/next/api/auth/signin', payload: { email, password: 'x' } });
    for (let i = 0; i < 3; i++) expect((await fail(one)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await fail(two)).statusCode).toBe(401);
    // The fifth failure from this address, counted across both processes, makes it wait.
    expect((await fail(one)).statusCode).toBe(429);
    expect((await fail(two)).statusCode).toBe(429);
    expect(one.app.ctx.bus.kind).toBe('redis');
    await Promise.all([one.close(), two.close()]);
  });
});
