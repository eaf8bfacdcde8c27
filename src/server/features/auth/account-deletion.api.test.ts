/** Deleting one's own account: what goes, what stays, and who may not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { pseudoSessionCookie } from '../../../../test/pseudo-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 5 });
});
afterAll(() => t.close());

const post = (url: string, payload: object | undefined, cookie?: string) =>
  t.request({ method: 'POST', url, ...(payload ? { payload } : {}), ...(cookie ? { cookie } : {}) });
const signedIn = async (cookie: string) =>
  (await t.request({ url: '/next/api/auth/session', cookie })).json().user !== null;

describe('POST /next/api/account/delete', () => {
  it('needs the current password; then the member, their sessions, profile, listing and conversations are gone', async () => {
    const { entityId, cookie } = await t.signUp({
      email: 'leaving@example.com',
      name: 'Lea Leaving',
      accountType: 'translator',
      password: 'lea password 1',
    });
    const otherDevice = await t.signIn('leaving@example.com', 'lea password 1');
    const sofia = await t.signIn('translator@demo.wordhive.test');
    const channel = await t.request({
      method: 'POST',
      url: '/next/api/chat/create-channel',
      cookie: sofia,
      payload: { recipientId: entityId },
    });
    expect(channel.statusCode, channel.body).toBe(200);
    const listed = async () =>
      (await t.request({ url: '/next/api/users?search=Leaving' }))
        .json()
        .results.map((u: { entity_id: number }) => u.entity_id);
    expect(await listed()).toContain(entityId);

    const wrong = await post('/next/api/account/delete', { currentPassword: 'not it' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBe('This is not your current password');
    expect(await signedIn(otherDevice)).toBe(true);

    const res = await post('/next/api/account/delete', { currentPassword: 'lea password 1' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/wh_session=;/);
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(otherDevice)).toBe(false);
    expect(
      (await post('/next/api/auth/signin', { email: 'leaving@example.com', password: 'lea password 1' })).statusCode,
    ).toBe(401);
    expect((await t.request({ url: `/next/api/profile/${entityId}` })).statusCode).toBe(410);
    expect(await listed()).not.toContain(entityId);
    const sofiasChats = (await t.request({ url: '/next/api/chat/conversations', cookie: sofia })).json().conversations;
    expect(sofiasChats.map((c: { otherUser: { id: number } }) => c.otherUser.id)).not.toContain(entityId);
    expect((await t.mailTo('leaving@example.com')).map((m) => m.kind)).toContain('account-deleted');

    // The address is free again.
    const again = await t.signUp({ email: 'leaving@example.com', name: 'Lea Returning' });
    expect(again.entityId).not.toBe(entityId);
  });

  it('is refused to an admin, in a pseudo session and to a visitor, changing nothing', async () => {
    const admin = await t.signIn('admin@demo.wordhive.test');
    const res = await post('/next/api/account/delete', { currentPassword: 'demo-password' }, admin);
    expect(res.statusCode).toBe(403);
    expect(await signedIn(admin)).toBe(true);

    const pseudo = await pseudoSessionCookie(t, 5, 7);
    expect((await post('/next/api/account/delete', { currentPassword: 'demo-password' }, pseudo)).statusCode).toBe(403);
    expect((await post('/next/api/account/delete', { currentPassword: 'demo-password' })).statusCode).toBe(401);
    expect((await t.request({ url: '/next/api/profile/7' })).statusCode).toBe(200);
  });
});
