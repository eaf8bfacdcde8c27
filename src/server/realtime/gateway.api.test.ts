/** The WebSocket over a real socket: a signed-in tab receives what the bus publishes for its member. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/api-helper.ts';
import { openSocket } from '../../../test/ws-client.ts';
import { CONNECTS_PER_MINUTE, userChannel } from '../../contract/realtime.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address;
});
afterAll(() => t.close());

const open = (cookie?: string) => openSocket(base, cookie);

describe('WebSocket gateway', () => {
  it('greets a signed-in member and delivers events published on their channel only', async () => {
    const sofia = open(await t.signIn('translator@demo.wordhive.test'));
    const jonas = open(await t.signIn('interpreter@demo.wordhive.test'));
    expect(await sofia.next(1)).toEqual({ type: 'ready', entityId: 6 });
    expect(await jonas.next(1)).toEqual({ type: 'ready', entityId: 7 });
    await t.app.ctx.bus.publish(userChannel(6), { type: 'test-event', text: 'olá' });
    expect(await sofia.next(2)).toEqual({ type: 'test-event', text: 'olá' });
    await t.app.ctx.bus.publish(userChannel(7), { type: 'test-event', text: 'hallo' });
    expect(await jonas.next(2)).toEqual({ type: 'test-event', text: 'hallo' });
    sofia.ws.close();
    jonas.ws.close();
  });

  it('closes an anonymous connection with 4401', async () => {
    const anon = open();
    expect(await anon.closed).toBe(4401);
  });

  it('tells a member who opened too many sockets in a minute to back off with 4429, and others are not affected', async () => {
    const cookie = await t.signIn('company@demo.wordhive.test');
    for (let i = 0; i < CONNECTS_PER_MINUTE; i++) {
      const tab = open(cookie);
      expect(await tab.next(1)).toMatchObject({ type: 'ready' });
      tab.ws.close();
    }
    expect(await open(cookie).closed).toBe(4429);
    const other = open(await t.signIn('outsourcer@demo.wordhive.test'));
    expect(await other.next(1)).toMatchObject({ type: 'ready' });
    other.ws.close();
  });
});
