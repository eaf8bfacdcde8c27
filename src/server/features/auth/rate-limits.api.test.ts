import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { PASSWORD_CHECKS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
});
afterAll(() => t.close());

const signin = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/next/api/auth/signin', payload: { email, password }, remoteAddress: ip });

describe('sign-in rate limits', () => {
  it('makes an address wait after 5 wrong passwords for an account, the right one included, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signin('company@demo.wordhive.test', 'wrong', '10.1.0.1')).statusCode).toBe(401);
    }
    const waiting = await signin('company@demo.wordhive.test', 'demo-password', '10.1.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(waiting.json().error).toMatch(/Too many requests/);
    // Another account from the same address is not affected.
    expect((await signin('outsourcer@demo.wordhive.test', 'demo-password', '10.1.0.1')).statusCode).toBe(200);
  });

  it('never locks the owner out: wrong passwords from many addresses leave the owner’s own address free', async () => {
    for (let i = 0; i < 40; i++) await signin('translator@demo.wordhive.test', 'wrong', `10.5.${i}.1`);
    expect((await signin('translator@demo.wordhive.test', 'demo-password', '10.5.200.1')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failure count of that address', async () => {
    for (let i = 0; i < 4; i++) await signin('interpreter@demo.wordhive.test', 'wrong', '10.2.0.1');
    expect((await signin('interpreter@demo.wordhive.test', 'demo-password', '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signin('interpreter@demo.wordhive.test', 'wrong', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await signin('interpreter@demo.wordhive.test', 'demo-password', '10.2.0.1')).statusCode).toBe(200);
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
      expect(res.statusCode).toBe(202);
    }
    const blocked = await t.request({
      method: 'POST',
      url: '/next/api/auth/signup',
      remoteAddress: ip,
      payload: { email: 'bulk10@example.com', password: 'bulk password 1', name: 'Bulk Person' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Nothing saved: no account, and no mail.
    expect(await t.mailTo('bulk10@example.com')).toEqual([]);
    const [row] = (
      (await t.database.db.execute(
        `select count(*)::int as n from users where email = 'bulk10@example.com'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row!.n).toBe(0);
  });
});

describe('asking a signed-in member for the password again', () => {
  const token = (cookie: string, currentPassword: string) =>
    t.request({
      method: 'POST',
      url: '/next/api/tokens',
      cookie,
      payload: { name: 'script', scopes: ['profile:read'], expiresInDays: 7, currentPassword },
    });

  it(`counts only wrong passwords: right ones use nothing up; after ${PASSWORD_CHECKS.limit} wrong ones every check waits, the right one too`, async () => {
    const password = 'checks password 1';
    const { cookie } = await t.signUp({ email: 'checks@example.com', name: 'Chen Checks', password });
    // More tokens than the allowance, each with the right password: none of them is held back.
    for (let i = 0; i < PASSWORD_CHECKS.limit + 3; i++) expect((await token(cookie, password)).statusCode).toBe(201);
    for (let i = 0; i < PASSWORD_CHECKS.limit - 1; i++) expect((await token(cookie, 'a guess')).statusCode).toBe(400);
    expect((await token(cookie, password)).statusCode).toBe(201);
    expect((await token(cookie, 'one guess more')).statusCode).toBe(400);
    // The allowance is used up: the right password waits too, on every page that asks for it.
    const waiting = await token(cookie, password);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    const change = await t.request({
      method: 'POST',
      url: '/next/api/account/password',
      cookie,
      payload: { currentPassword: password, newPassword: 'checks password 2' },
    });
    expect(change.statusCode).toBe(429);
  });

  it('stops guesses sent all at once: only as many as the allowance are checked', async () => {
    const { cookie } = await t.signUp({ email: 'burst@example.com', name: 'Bo Burst', password: 'burst password 1' });
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => token(cookie, `guess ${i}`)));
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(PASSWORD_CHECKS.limit).fill(400),
      ...Array<number>(20 - PASSWORD_CHECKS.limit).fill(429),
    ]);
  });
});
