import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type { Wall, WallResponse } from '../../../contract/networking.ts';

let t: TestApp;
let admin: string;
let sofia: string;
let jonas: string;
let priya: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 60 });
  admin = await t.signIn('admin@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  jonas = await t.signIn('interpreter@demo.wordhive.test');
  priya = await t.signIn('outsourcer@demo.wordhive.test');
});
afterAll(() => t.close());

const call = (method: string, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { cookie } : {}) });
const walls = async (cookie?: string, query = '') =>
  (await call('GET', `/next/api/networking/walls${query}`, cookie)).json().data as Wall[];
const wall = async (path: string, cookie?: string) =>
  (await call('GET', `/next/api/networking/walls/${path}`, cookie)).json() as WallResponse;

async function unchanged(request: () => Promise<{ statusCode: number; body: string }>, status: number, error?: string) {
  const before = await dbFingerprint(t.database.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (error) expect(JSON.parse(res.body).error).toContain(error);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

const SUMMIT = 'lisbon-legal-translation-summit';
const newWall = (slug: string, extra: object = {}) => ({ title: `Wall ${slug}`, slug, ...extra });

describe('reading walls', () => {
  it('lists the active walls to anyone, and the closed one to admins who ask', async () => {
    const open = await walls();
    expect(open.map((w) => w.slug)).toContain(SUMMIT);
    expect(open.every((w) => w.active)).toBe(true);
    expect(open.map((w) => w.slug)).not.toContain('spring-subtitling-meetup');
    // A member asking for the inactive ones gets the same list: the flag is for admins.
    expect((await walls(sofia, '?include_inactive=1')).map((w) => w.slug)).toEqual(open.map((w) => w.slug));
    const all = await walls(admin, '?include_inactive=1');
    expect(all.find((w) => w.slug === 'spring-subtitling-meetup')?.active).toBe(false);
    // Which sites may frame a wall is for admins only.
    expect(open.every((w) => w.embed_origins.length === 0)).toBe(true);
  });

  it('gives the same wall and members by id and by slug, with each member’s card', async () => {
    const bySlug = await wall(`slug/${SUMMIT}`);
    const byId = await wall(String(bySlug.data.wall!.wall_id));
    expect(byId).toEqual(bySlug);
    expect(bySlug.data.wall!.event?.title).toBe('Lisbon Legal Translation Summit 2026');
    const sofiaOnWall = bySlug.data.members.find((m) => m.entity_id === 6)!;
    expect(sofiaOnWall.card.name).toBe('Sofia Almeida');
    expect(sofiaOnWall.card.pairs.length).toBeGreaterThan(0);
    expect(sofiaOnWall.services.length).toBeGreaterThan(0);
    expect(bySlug.data.wall!.member_count).toBe(bySlug.data.members.length);
    // Priya withdrew hers: gone for everyone, kept for admins who ask.
    expect(bySlug.data.members.some((m) => m.entity_id === 9)).toBe(false);
    const forAdmin = await wall(`slug/${SUMMIT}?include_inactive=1`, admin);
    expect(forAdmin.data.members.find((m) => m.entity_id === 9)?.active).toBe(false);
  });

  it('answers 404 for an unknown wall and, except to admins, for a closed one; 400 for a bad id', async () => {
    expect((await call('GET', '/next/api/networking/walls/9999')).statusCode).toBe(404);
    expect((await call('GET', '/next/api/networking/walls/slug/no-such-wall')).json().error).toBe('Wall not found');
    expect((await call('GET', '/next/api/networking/walls/slug/spring-subtitling-meetup', sofia)).statusCode).toBe(404);
    expect((await call('GET', '/next/api/networking/walls/slug/spring-subtitling-meetup', admin)).statusCode).toBe(200);
    expect((await call('GET', '/next/api/networking/walls/abc')).json().error).toContain('wallId');
  });
});

describe('a member’s own profile', () => {
  it('is posted, updated and withdrawn by its member, and a withdrawn one can be posted again', async () => {
    const created = await call('POST', '/next/api/networking/walls', admin, newWall('own-profile-wall'));
    const wallId = created.json().data.wall_id as number;
    const profile = { headline: 'Italian > English subtitler', pitch: 'Documentaries.', looking_for: 'work' };
    await unchanged(() => call('POST', `/next/api/networking/walls/${wallId}/profiles`, undefined, profile), 401);
    await unchanged(
      () => call('POST', `/next/api/networking/walls/${wallId}/profiles`, jonas, { ...profile, headline: ' ' }),
      400,
      'Say in a line',
    );
    await unchanged(
      () => call('POST', `/next/api/networking/walls/${wallId}/profiles`, jonas, { ...profile, looking_for: 'fame' }),
      400,
      'looking for',
    );
    const posted = await call('POST', `/next/api/networking/walls/${wallId}/profiles`, jonas, profile);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().data).toMatchObject({ entity_id: 7, headline: profile.headline, active: true });
    await unchanged(
      () => call('POST', `/next/api/networking/walls/${wallId}/profiles`, jonas, profile),
      409,
      'already have a profile',
    );
    const patched = await call('PATCH', `/next/api/networking/walls/${wallId}/profiles`, jonas, {
      pitch: 'Films too.',
    });
    expect(patched.json().data).toMatchObject({ headline: profile.headline, pitch: 'Films too.' });
    // A field left out of an edit stays as it was.
    const retitled = await call('PATCH', `/next/api/networking/walls/${wallId}/profiles`, jonas, {
      headline: 'Italian > English subtitler, documentaries',
    });
    expect(retitled.json().data).toMatchObject({ pitch: 'Films too.', looking_for: 'work' });
    await unchanged(() => call('PATCH', `/next/api/networking/walls/${wallId}/profiles`, sofia, { pitch: 'x' }), 404);

    expect((await call('DELETE', `/next/api/networking/walls/${wallId}/profiles`, jonas)).json()).toEqual({
      removed: 'withdrawn',
    });
    expect((await wall(String(wallId))).data.members).toEqual([]);
    expect((await wall(`${wallId}?include_inactive=1`, admin)).data.members.map((m) => m.active)).toEqual([false]);
    await unchanged(() => call('DELETE', `/next/api/networking/walls/${wallId}/profiles`, jonas), 404);
    expect((await call('POST', `/next/api/networking/walls/${wallId}/profiles`, jonas, profile)).statusCode).toBe(201);
    expect((await wall(String(wallId))).data.members.map((m) => m.entity_id)).toEqual([7]);
  });

  it('keeps a wall to its audience and closed walls closed', async () => {
    const forCompanies = await call(
      'POST',
      '/next/api/networking/walls',
      admin,
      newWall('companies-only', { audience: 'companies' }),
    );
    const wallId = forCompanies.json().data.wall_id as number;
    const profile = { headline: 'Hello', looking_for: 'clients' };
    await unchanged(
      () => call('POST', `/next/api/networking/walls/${wallId}/profiles`, sofia, profile),
      403,
      'another kind of member',
    );
    const company = await t.signIn('company@demo.wordhive.test');
    expect((await call('POST', `/next/api/networking/walls/${wallId}/profiles`, company, profile)).statusCode).toBe(
      201,
    );
    const closed = (await walls(admin, '?include_inactive=1')).find((w) => w.slug === 'spring-subtitling-meetup')!;
    await unchanged(() => call('POST', `/next/api/networking/walls/${closed.wall_id}/profiles`, priya, profile), 404);
  });
});

describe('admins', () => {
  it('create, change and delete walls; members cannot, and bad input changes nothing', async () => {
    const body = newWall('admin-wall', {
      description: 'For the test',
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
      embed_origins: ['https://partner.example.org'],
    });
    await unchanged(() => call('POST', '/next/api/networking/walls', sofia, body), 403);
    await unchanged(() => call('POST', '/next/api/networking/walls', undefined, body), 401);
    await unchanged(
      () => call('POST', '/next/api/networking/walls', admin, { ...body, slug: 'Not A Slug!' }),
      400,
      'lower-case',
    );
    await unchanged(
      () => call('POST', '/next/api/networking/walls', admin, { ...body, ends_on: '2026-11-01' }),
      400,
      'end date cannot be before',
    );
    await unchanged(
      () => call('POST', '/next/api/networking/walls', admin, { ...body, embed_origins: ['https://x.org/path'] }),
      400,
      'Not a site origin',
    );
    await unchanged(() => call('POST', '/next/api/networking/walls', admin, { ...body, event_id: 999 }), 400, 'Event');
    await unchanged(() => call('POST', '/next/api/networking/walls', admin, { ...body, slug: SUMMIT }), 409);

    const created = await call('POST', '/next/api/networking/walls', admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json().data as Wall;
    expect(made).toMatchObject({ slug: 'admin-wall', embed_origins: ['https://partner.example.org'], member_count: 0 });
    const events = (await call('GET', '/next/api/events', admin)).json().data as { id: number; title: string }[];
    expect(events.map((e) => e.title)).toContain('Lisbon Legal Translation Summit 2026');
    await unchanged(() => call('GET', '/next/api/events', sofia), 403);
    const patched = await call('PATCH', `/next/api/networking/walls/${made.wall_id}`, admin, {
      title: 'Renamed',
      event_id: events[0]!.id,
    });
    expect(patched.json().data).toMatchObject({ title: 'Renamed', event: { id: events[0]!.id } });
    await unchanged(() => call('PATCH', `/next/api/networking/walls/${made.wall_id}`, admin, {}), 400, 'at least one');
    await unchanged(() => call('PATCH', `/next/api/networking/walls/${made.wall_id}`, sofia, { title: 'Mine' }), 403);
    await unchanged(() => call('PATCH', `/next/api/networking/walls/${made.wall_id}`, admin, { slug: SUMMIT }), 409);

    // Soft: gone for members, listed for admins, and back with active: true.
    await unchanged(() => call('DELETE', `/next/api/networking/walls/${made.wall_id}`, sofia), 403);
    expect((await call('DELETE', `/next/api/networking/walls/${made.wall_id}`, admin)).json()).toEqual({
      deleted: 'soft',
    });
    expect((await walls()).some((w) => w.wall_id === made.wall_id)).toBe(false);
    expect((await walls(admin, '?include_inactive=1')).find((w) => w.wall_id === made.wall_id)?.active).toBe(false);
    await call('PATCH', `/next/api/networking/walls/${made.wall_id}`, admin, { active: true });
    expect((await walls()).some((w) => w.wall_id === made.wall_id)).toBe(true);
    // Hard: gone for everyone, its profiles with it.
    await call('POST', `/next/api/networking/walls/${made.wall_id}/profiles`, sofia, {
      headline: 'Hi',
      looking_for: 'partners',
    });
    expect((await call('DELETE', `/next/api/networking/walls/${made.wall_id}?mode=hard`, admin)).json()).toEqual({
      deleted: 'hard',
    });
    expect((await walls(admin, '?include_inactive=1')).some((w) => w.wall_id === made.wall_id)).toBe(false);
    expect((await call('DELETE', `/next/api/networking/walls/${made.wall_id}`, admin)).statusCode).toBe(404);
    await unchanged(() => call('DELETE', `/next/api/networking/walls/1?mode=gone`, admin), 400, 'mode');
  });

  it('edit, withdraw and hard-delete any member’s profile, under both prefixes; members cannot', async () => {
    const wallId = (await call('POST', '/next/api/networking/walls', admin, newWall('moderated-wall'))).json().data
      .wall_id as number;
    const url = (id: number) => `/next/api/networking/walls/${wallId}/profiles/${id}`;
    // An admin posts for a member found by the member search.
    const found = (await call('GET', '/next/api/wordhivepay/get-user?searchQuery=jonas', admin)).json().data;
    expect(found).toContainEqual(expect.objectContaining({ entity_id: 7, name: 'Jonas Weber' }));
    // Typed without its accent, a name is found all the same.
    const tomas = (await call('GET', '/next/api/wordhivepay/get-user?searchQuery=tomas+herrera', admin)).json().data;
    expect(tomas).toContainEqual(expect.objectContaining({ name: 'Tomás Herrera' }));
    await unchanged(() => call('GET', '/next/api/wordhivepay/get-user?searchQuery=jonas', sofia), 403);
    await unchanged(() => call('GET', '/next/api/wordhivepay/get-user?searchQuery=j', admin), 400, 'at least 2');
    await unchanged(
      () => call('PATCH', url(7), admin, { entity_id: 6, headline: 'Booth partner' }),
      400,
      'entity_id in the body',
    );
    await unchanged(() => call('PATCH', url(7), admin, { entity_id: 7 }), 400, 'needs a headline');
    const posted = await call('PATCH', url(7), admin, {
      entity_id: 7,
      headline: 'Booth partner',
      looking_for: 'partners',
    });
    expect(posted.json().data).toMatchObject({ entity_id: 7, headline: 'Booth partner', active: true });
    await call('POST', `/next/api/networking/walls/${wallId}/profiles`, sofia, {
      headline: 'Legal',
      looking_for: 'work',
    });
    await unchanged(() => call('PATCH', url(6), jonas, { entity_id: 6, headline: 'Hijacked' }), 403);
    await unchanged(() => call('DELETE', url(6), jonas), 403);
    await unchanged(() => call('DELETE', `/api/networking/walls/${wallId}/profiles/6`, jonas), 403);

    expect((await call('DELETE', url(6), admin)).json()).toEqual({ removed: 'withdrawn' });
    expect((await wall(String(wallId))).data.members.map((m) => m.entity_id)).toEqual([7]);
    expect((await call('PATCH', url(6), admin, { entity_id: 6, active: true })).json().data.active).toBe(true);
    expect((await call('DELETE', `${url(6)}?mode=hard`, admin)).json()).toEqual({ removed: 'deleted' });
    expect((await call('DELETE', `/api/networking/walls/${wallId}/profiles/7`, admin)).json()).toEqual({
      removed: 'deleted',
    });
    expect((await wall(`${wallId}?include_inactive=1`, admin)).data.members).toEqual([]);
    expect((await call('DELETE', `/api/networking/walls/${wallId}/profiles/7`, admin)).statusCode).toBe(404);
    const audited = await call('GET', '/next/api/admin/audit-log?action=networking.profile.', admin);
    expect(audited.body).toContain('networking.profile.delete');
    expect(audited.body).toContain('networking.profile.withdraw');
  });
});
