import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type { MyTeams, Team } from '../../../contract/teams.ts';

let t: TestApp;
let company: string;
let translator: string;
let outsider: { entityId: number; cookie: string };
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 20 });
  company = await t.signIn('company@demo.wordhive.test');
  translator = await t.signIn('translator@demo.wordhive.test');
  outsider = await t.signUp({
    email: 'ines.partner@example.com',
    name: 'Inês Partner',
    accountType: 'translator',
  });
});
afterAll(() => t.close());

const call = (method: string, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { cookie } : {}) });

async function unchanged(request: () => Promise<{ statusCode: number; body: string }>, status: number, error?: string) {
  const before = await dbFingerprint(t.database.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (error) expect(JSON.parse(res.body).error).toContain(error);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

describe('teams', () => {
  it('shows the business its seeded team, with no one invited yet, and a member the teams they are in', async () => {
    const mine = (await call('GET', '/next/api/teams/mine', company)).json() as MyTeams;
    expect(mine.canRun).toBe(true);
    expect(mine.owned?.name).toBe('LinguaBridge partner linguists');
    expect(mine.owned?.members.map((m) => m.name)).toEqual(['Sofia Almeida', 'Jonas Weber']);
    expect(mine.owned?.invitations).toEqual([]);
    const sofia = (await call('GET', '/next/api/teams/mine', translator)).json() as MyTeams;
    expect(sofia.canRun).toBe(false);
    expect(sofia.owned).toBeNull();
    expect(sofia.memberOf.map((m) => m.name)).toEqual(['LinguaBridge partner linguists']);
    // Members never see whom the business has invited.
    expect(sofia.memberOf[0]!.invitations).toEqual([]);
  });

  it('lets only a business that tries next-phase features start a team, once', async () => {
    await unchanged(
      () => call('POST', '/next/api/teams', translator, { name: 'Mine' }),
      403,
      'Only language companies',
    );
    // A verified client who is not a next-phase tester.
    const client = await t.signIn('outsourcer@demo.wordhive.test');
    await unchanged(() => call('POST', '/next/api/teams', client, { name: 'Mine' }), 403, 'next-phase testers');
    await unchanged(() => call('POST', '/next/api/teams', company, { name: 'Another' }), 409, 'already run a team');
    await unchanged(() => call('POST', '/next/api/teams', company, { name: '   ' }), 400, 'Give your team a name');
    await unchanged(() => call('POST', '/next/api/teams', company, { name: 'x'.repeat(81) }), 400, 'at most 80');
    await unchanged(() => call('POST', '/next/api/teams', undefined, { name: 'Mine' }), 401);
    // The admin is a client too, and sees next-phase features.
    const admin = await t.signIn('admin@demo.wordhive.test');
    const created = await call('POST', '/next/api/teams', admin, { name: 'Whitfield reviewers' });
    expect(created.statusCode, created.body).toBe(200);
    expect((created.json() as Team).members).toEqual([]);
  });

  it('invites by email, and only the invited address can join, once', async () => {
    await unchanged(
      () => call('POST', '/next/api/teams/mine/invitations', company, { email: 'not an address' }),
      400,
      'valid email',
    );
    await unchanged(
      () => call('POST', '/next/api/teams/mine/invitations', translator, { email: 'x@example.com' }),
      404,
      'do not run a team',
    );
    const invited = await call('POST', '/next/api/teams/mine/invitations', company, {
      email: ' Ines.Partner@Example.com ',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((invited.json() as Team).invitations.map((i) => i.email)).toEqual(['ines.partner@example.com']);
    const link = await t.linkIn('ines.partner@example.com', 'team-invitation');
    expect(link).toMatch(/\/teams\/join\?token=[\w-]{43}$/);
    const token = new URL(link!).searchParams.get('token')!;

    // Someone else holding the mail cannot use it.
    await unchanged(() => call('POST', '/next/api/teams/join', translator, { token }), 403, 'another email address');
    await unchanged(() => call('POST', '/next/api/teams/join', outsider.cookie, { token: 'x'.repeat(43) }), 404);
    const view = await call('POST', '/next/api/teams/invitation', outsider.cookie, { token });
    expect(view.json()).toMatchObject({
      teamName: 'LinguaBridge partner linguists',
      owner: 'LinguaBridge Translations',
    });

    const joined = await call('POST', '/next/api/teams/join', outsider.cookie, { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((joined.json() as Team).members.map((m) => m.name)).toContain('Inês Partner');
    await unchanged(() => call('POST', '/next/api/teams/join', outsider.cookie, { token }), 410, 'already been used');
    const mine = (await call('GET', '/next/api/teams/mine', company)).json() as MyTeams;
    expect(mine.owned?.invitations).toEqual([]);
    expect(mine.owned?.members.map((m) => m.name)).toContain('Inês Partner');
  });

  it('lets a member leave, and the business remove a member or withdraw an invitation', async () => {
    const teamId = ((await call('GET', '/next/api/teams/mine', outsider.cookie)).json() as MyTeams).memberOf[0]!.id;
    const left = await call('POST', `/next/api/teams/${teamId}/leave`, outsider.cookie);
    expect(left.json()).toEqual({ teamId, left: true });
    await unchanged(() => call('POST', `/next/api/teams/${teamId}/leave`, outsider.cookie), 404, 'not in this team');
    expect(((await call('GET', '/next/api/teams/mine', outsider.cookie)).json() as MyTeams).memberOf).toEqual([]);

    // Only the business removes members of its team.
    await unchanged(() => call('DELETE', '/next/api/teams/mine/members/7', translator), 404);
    const removed = await call('DELETE', '/next/api/teams/mine/members/7', company);
    expect((removed.json() as Team).members.map((m) => m.name)).toEqual(['Sofia Almeida']);

    const invited = (
      await call('POST', '/next/api/teams/mine/invitations', company, { email: 'later@example.com' })
    ).json() as Team;
    const id = invited.invitations[0]!.id;
    await unchanged(() => call('DELETE', `/next/api/teams/mine/invitations/${id}`, translator), 404);
    const withdrawn = await call('DELETE', `/next/api/teams/mine/invitations/${id}`, company);
    expect((withdrawn.json() as Team).invitations).toEqual([]);
    // The withdrawn link no longer works.
    const token = new URL((await t.linkIn('later@example.com', 'team-invitation'))!).searchParams.get('token')!;
    const later = await t.signUp({ email: 'later@example.com', name: 'Later Member', accountType: 'interpreter' });
    await unchanged(() => call('POST', '/next/api/teams/join', later.cookie, { token }), 404, 'not valid');
  });
});
