import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
});
afterAll(() => t.close());

const signin = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/next/api/auth/signin', payload: { email, password }, remoteAddress: ip });

describe('sign-in rate limits', () => {
  it('locks an account after 10 failed attempts, even with the right password, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signin('company@demo.wordhive.test', 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await signin('company@demo.wordhive.test', 'demo-password', '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error).toMatch(/Too many requests/);
    // Another account is not affected.
    expect((await signin('outsourcer@demo.wordhive.test', 'demo-password', '10.1.1.2')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failure count', async () => {
    for (let i = 0; i < 9; i++) await signin('interpreter@demo.wordhive.test', 'wrong', '10.2.0.1');
    expect((await signin('interpreter@demo.wordhive.test', 'demo-password', '10.2.0.2')).statusCode).toBe(200);
    expect((await signin('interpreter@demo.wordhive.test', 'wrong', '10.2.0.3')).statusCode).toBe(401);
    expect((await signin('interpreter@demo.wordhive.test', 'demo-password', '10.2.0.4')).statusCode).toBe(200);
  });

  it('limits attempts per IP to 30 a minute', async () => {
    const results = [];
    for (let i = 0; i < 31; i++) results.push((await signin(`nobody${i}@example.com`, 'x', '10.3.0.1')).statusCode);
    expect(results.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(results[30]).toBe(429);
    expect((await signin('nobody@example.com', 'x', '10.3.0.2')).statusCode).toBe(401);
  });
});

describe('sign-up rate limit', () => {
  it('allows 10 sign-ups per IP per 10 minutes, then 429 and nothing saved', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/next/api/auth/signup',
        remoteAddress: ip,
        payload: { email: `bulk${i}@example.com`, password: 'bulk password 1', name: 'Bulk Person' },
      });
      expect(res.statusCode).toBe(201);
    }
    const blocked = await t.request({
      method: 'POST',
      url: '/next/api/auth/signup',
      remoteAddress: ip,
      payload: { email: 'bulk10@example.com', password: 'bulk password 1', name: 'Bulk Person' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    const signinBlocked = await signin('bulk10@example.com', 'bulk password 1', '10.4.0.2');
    expect(signinBlocked.statusCode).toBe(401);
  });
});
