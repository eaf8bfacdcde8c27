import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp, testConfig } from '../../../../test/api-helper.ts';
import { pseudoSessionCookie } from '../../../../test/pseudo-session.ts';
import { PROFILE_GROUPS } from '../../../contract/profile.ts';
import { buildApp } from '../../app.ts';
import { createMemoryBus } from '../../realtime/bus.ts';
import { returnMembersToWork } from './back-to-work.ts';

let t: TestApp;
let owner: string;
let other: string;
let admin: string;
let pseudo: string;
const SOFIA = 6;
const JONAS = 7;
const PRIYA = 9;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn('translator@demo.wordhive.test');
  other = await t.signIn('interpreter@demo.wordhive.test');
  admin = await t.signIn('admin@demo.wordhive.test');
  pseudo = await pseudoSessionCookie(t, 5, 8);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ url, ...(cookie ? { cookie } : {}) });
const group = async (name: string, entityId: number, cookie?: string, extra = '') => {
  const res = await get(`/next/api/user/${name}?entityId=${entityId}${extra}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /next/api/user/{group}', () => {
  it('knows the languages, with names and native first', async () => {
    expect((await group('known-languages', SOFIA)).languages).toEqual([
      { language: 'por', name: 'Portuguese', proficiency: 'native' },
      { language: 'eng', name: 'English', proficiency: 'bilingual' },
      { language: 'spa', name: 'Spanish', proficiency: 'fluent' },
    ]);
  });

  it('names languages in the viewer’s interface language', async () => {
    const { pairs } = await group('pairs', SOFIA, 'site_lang=heb');
    expect(pairs[0]).toEqual({ source: 'por', target: 'eng', sourceName: 'פורטוגזית', targetName: 'אנגלית' });
  });

  it('lists pairs with direction, main pair first', async () => {
    const { pairs } = await group('pairs', SOFIA);
    expect(pairs.map((p: { source: string; target: string }) => `${p.source}>${p.target}`)).toEqual([
      'por>eng',
      'eng>por',
      'spa>eng',
    ]);
  });

  it('groups services, pair services with their pairs and single ones with their language', async () => {
    const { services } = await group('services', SOFIA);
    const translation = services.find((s: { serviceId: number }) => s.serviceId === 1);
    expect(translation).toMatchObject({ name: 'Translation', type: 'pair' });
    expect(translation.pairs).toHaveLength(3);
    const proofreading = services.find((s: { serviceId: number }) => s.serviceId === 7);
    expect(proofreading).toMatchObject({
      type: 'single',
      pairs: [],
      languages: [{ language: 'por', name: 'Portuguese' }],
    });
  });

  it('gives feedback newest first with its average', async () => {
    const feedback = await group('feedback', SOFIA);
    // Five seeded reviews and the demo client's rating after a completed job (issue 17); two of the
    // reviews came through requests Sofia mailed, confirmed by email only and counted apart (decision 126).
    expect(feedback.items).toHaveLength(6);
    expect(feedback).toMatchObject({ count: 4, average: 5, confirmedByEmail: 2 });
    // "Verified client" for a rating after a job awarded on Wordhive, never for a review only confirmed by email.
    for (const i of feedback.items as { verified: boolean; jobId: number | null; viaRequest: boolean }[]) {
      if (i.jobId !== null) expect(i.verified).toBe(true);
      if (i.viaRequest) expect(i.verified).toBe(false);
    }
    expect(feedback.items[0]).toMatchObject({ authorName: 'Priya Raman', authorKind: 'client', rating: 5 });
    const dates = feedback.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('rounds the star rating to halves', async () => {
    expect(await group('star-rating', SOFIA)).toEqual({ average: 5, rounded: 5, count: 4, source: 'feedback' });
    // Priya is rated by linguists on the Blue Board.
    const priya = await group('star-rating', PRIYA);
    expect(priya.source).toBe('blue-board');
    expect(priya.rounded! * 2).toBe(Math.round(priya.average * 2));
  });

  it('groups fields of expertise by category, specialties first', async () => {
    const { categories } = await group('field-of-expertise', SOFIA);
    expect(categories[0].key).toBe('legal');
    expect(categories[0].disciplines.slice(0, 2).every((d: { specialty: boolean }) => d.specialty)).toBe(true);
    expect(categories.map((c: { key: string }) => c.key)).toContain('business');
  });

  it('answers rates with unit, currency and pair', async () => {
    const { rates } = await group('rates', SOFIA);
    expect(rates[0]).toMatchObject({
      serviceName: 'Translation',
      unit: 'word',
      currency: 'EUR',
      amount: 0.12,
      pair: { source: 'por', target: 'eng' },
    });
  });

  it('summarises projects and lists their history', async () => {
    const summary = await group('project-summary', SOFIA);
    // Five seeded projects and the demo client's completed job (issue 17).
    expect(summary.projects).toBe(6);
    expect(summary.topPairs[0]).toMatchObject({ source: 'por', target: 'eng', projects: 6 });
    expect(summary.volumes).toContainEqual({ unit: 'words', total: 18_400 + 26_000 + 9_800 + 7_200 + 5_200 });
    const { projects } = await group('project-history', SOFIA);
    expect(projects[0]).toMatchObject({ title: 'Share purchase agreement', disciplineName: 'Law: Contracts' });
  });

  it('reports TermHelp and forum activity', async () => {
    expect(await group('termhelp-activity', SOFIA)).toMatchObject({ points: 1240, answersGiven: 310 });
    expect(await group('forum-activity', SOFIA)).toMatchObject({ posts: 212, topics: 18 });
    expect(await group('termhelp-activity', PRIYA)).toMatchObject({ points: 0, pairPoints: [] });
  });

  it('separates Blue Board ratings received (bb-entries) from those given (wiwo)', async () => {
    const bb = await group('bb-entries', PRIYA);
    expect(bb.count).toBeGreaterThanOrEqual(3);
    expect(bb.entries.every((e: { outsourcerEntityId: number }) => e.outsourcerEntityId === PRIYA)).toBe(true);
    const wiwo = await group('wiwo', SOFIA);
    expect(wiwo.entries.map((e: { outsourcerName: string }) => e.outsourcerName)).toEqual(
      expect.arrayContaining(['Priya Raman', 'LinguaBridge Translations']),
    );
  });

  it('lists events, communities, glossaries, articles, portfolio, software and credentials', async () => {
    expect((await group('events', SOFIA)).events).toHaveLength(3);
    expect(
      (await group('community-participation', SOFIA)).communities.map((c: { community: string }) => c.community),
    ).toEqual(expect.arrayContaining(['women-in-translation', 'pro-bono', 'mentoring']));
    expect((await group('glossaries', SOFIA)).glossaries[0]).toMatchObject({
      termCount: 1840,
      pair: { source: 'por' },
    });
    expect((await group('articles', SOFIA)).articles).toHaveLength(2);
    expect((await group('portfolio', SOFIA)).samples[0].sourceText).toContain('Vendedor');
    expect((await group('softwares', SOFIA)).softwares.map((s: { name: string }) => s.name)).toContain('Trados Studio');
    expect((await group('credentials', SOFIA)).credentials).toContainEqual(
      expect.objectContaining({ title: 'MA in Legal Translation', verified: true }),
    );
  });

  it('gives interpreters their pools data and others none', async () => {
    expect((await group('pools-data', JONAS)).pool).toMatchObject({ region: 'Berlin, Brandenburg', shortNotice: true });
    expect(await group('pools-data', SOFIA)).toEqual({ pool: null });
  });

  it('answers gender and pronouns', async () => {
    expect(await group('gender-pronouns', SOFIA)).toEqual({ gender: 'woman', genderCustom: '', pronouns: 'she/her' });
  });

  it('answers membership, full details and new-member detection on request', async () => {
    expect(await group('membership', SOFIA)).toEqual({ plan: 'professional', status: 'active' });
    const full = await group('membership', SOFIA, undefined, '&full=1&checkNewMember=1');
    expect(full).toMatchObject({ plan: 'professional', status: 'active', firstTimePaid: false, isNewMember: false });
    expect(full.since).toMatch(/^\d{4}-/);
    // Jonas joined long ago but paid for the first time twelve days ago.
    const jonas = await group('membership', JONAS, undefined, '&checkNewMember=1');
    expect(jonas).toMatchObject({ isNewMember: true, newMemberReason: 'first_time_paid' });
    expect(await group('membership', PRIYA, undefined, '&checkNewMember=1')).toMatchObject({
      status: 'none',
      isNewMember: false,
    });
  });

  it('detects members who joined in the last 30 days', async () => {
    const { entityId: id } = await t.signUp({ email: 'fresh@example.com', name: 'Fresh Member' });
    expect(await group('membership', id, undefined, '&checkNewMember=1')).toMatchObject({
      status: 'none',
      isNewMember: true,
      newMemberReason: 'joined',
    });
    // A member without a profile row still has every group, empty.
    expect(await group('pairs', id)).toEqual({ pairs: [] });
    expect((await group('star-rating', id)).count).toBe(0);
  });

  it('answers the calendar of a month, with the member’s events in it', async () => {
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    const current = await group('calendar-events', SOFIA);
    expect(current.month).toBe(month);
    const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    const both = [current, await group('calendar-events', SOFIA, undefined, `&currentMonth=${later}`)];
    const kinds = both.flatMap((m) => m.events.map((e: { kind: string }) => e.kind));
    expect(kinds).toEqual(expect.arrayContaining(['booked', 'deadline', 'event']));
    for (const m of both) {
      for (const e of m.events) expect(e.startsOn <= `${m.month}-31` && e.endsOn >= `${m.month}-01`).toBe(true);
    }
    expect((await group('calendar-events', SOFIA, undefined, '&currentMonth=2001-01')).events).toEqual([]);
  });

  it.each(['2025-13', '2025-1', 'june', '2025-06-01', '0000-01', '9999-12', '1999-12'])(
    'rejects currentMonth=%s with 400',
    async (bad) => {
      const res = await get(`/next/api/user/calendar-events?entityId=${SOFIA}&currentMonth=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('currentMonth');
    },
  );

  it.each(PROFILE_GROUPS.filter((g) => g !== 'favorites'))(
    '%s: 400 for a malformed id, 404 for an unknown one',
    async (name) => {
      const bad = await get(`/next/api/user/${name}?entityId=abc`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('entityId: entityId must be a positive whole number');
      expect((await get(`/next/api/user/${name}`)).statusCode).toBe(400);
      const unknown = await get(`/next/api/user/${name}?entityId=987654`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'No member with this entity id' });
    },
  );
});

describe('favorites are private', () => {
  it.each([
    ['the owner', (): string => owner, 200],
    ['an admin', (): string => admin, 200],
    ['a pseudo session', (): string => pseudo, 200],
    ['another member', (): string => other, 403],
    ['an anonymous visitor', (): string => '', 401],
  ] as const)('%s gets %i', async (_who, cookie, status) => {
    const res = await get(`/next/api/user/favorites?entityId=${SOFIA}`, cookie() || undefined);
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(
        res
          .json()
          .favorites.map((f: { entityId: number }) => f.entityId)
          .sort(),
      ).toEqual([JONAS, 8]);
    } else {
      expect(res.json().error).toBeTruthy();
    }
  });

  it('is left out of the page for anyone else', async () => {
    expect((await get(`/next/api/profile/${SOFIA}`, other)).json().groups.favorites).toBeNull();
    expect((await get(`/next/api/profile/${SOFIA}`, owner)).json().groups.favorites.favorites).toHaveLength(2);
  });
});

describe('GET /next/api/profile/{entityId}', () => {
  it('answers every group, with null for those without data', async () => {
    const page = (await get(`/next/api/profile/${SOFIA}`)).json();
    expect(page.member).toMatchObject({
      entityId: SOFIA,
      name: 'Sofia Almeida',
      accountType: 'translator',
      isMentor: true,
    });
    expect(Object.keys(page.groups).sort()).toEqual([...PROFILE_GROUPS].sort());
    expect(page.groups['pools-data']).toBeNull();
    expect(page.groups.pairs.pairs).toHaveLength(3);
    expect(page.viewer).toEqual({ isOwner: false, canManage: false, isFavorite: false });
  });

  it('answers the month asked for', async () => {
    const page = (await get(`/next/api/profile/${SOFIA}?month=2090-02`)).json();
    // Asked for directly, a month past the calendar's range is still answered; its links stop at the range.
    expect(page.groups['calendar-events']).toEqual({
      month: '2090-02',
      events: [],
      range: { first: expect.stringMatching(/^\d{4}-\d\d$/), last: expect.stringMatching(/^\d{4}-\d\d$/) },
    });
    expect(page.groups['calendar-events'].range.last < '2090-02').toBe(true);
  });

  it.each([
    ['abc', 400],
    ['0', 400],
    ['987654', 404],
  ])('/next/api/profile/%s → %i', async (id, status) => {
    const res = await get(`/next/api/profile/${id}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBeTruthy();
  });

  it('has a profile for every generated member', async () => {
    const page = (await get('/next/api/profile/120')).json();
    expect(page.member.entityId).toBe(120);
    expect(page.member.headline).not.toBe('');
    expect(page.contact.country_code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('POST /next/api/user/gender-pronouns', () => {
  const post = (payload: object, cookie?: string) =>
    t.request({ method: 'POST', url: '/next/api/user/gender-pronouns', payload, ...(cookie ? { cookie } : {}) });

  it('saves the signed-in member’s own, and the profile shows it at once', async () => {
    const res = await post({ gender: 'non_binary', pronouns: 'they/them' }, other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gender: 'non_binary', genderCustom: '', pronouns: 'they/them' });
    expect(await group('gender-pronouns', JONAS)).toEqual({
      gender: 'non_binary',
      genderCustom: '',
      pronouns: 'they/them',
    });
  });

  it('keeps a self-described gender, trimmed', async () => {
    const res = await post({ gender: 'self_described', genderCustom: '  genderqueer ', pronouns: 'xe/xem' }, other);
    expect(res.json()).toEqual({ gender: 'self_described', genderCustom: 'genderqueer', pronouns: 'xe/xem' });
  });

  it('refuses an anonymous visitor and never touches anyone else', async () => {
    expect((await post({ gender: 'man', pronouns: 'he/him' })).statusCode).toBe(401);
    // There is no way to name another member: the body's entityId is ignored.
    await post({ gender: 'man', pronouns: 'he/him', entityId: SOFIA }, other);
    expect(await group('gender-pronouns', SOFIA)).toMatchObject({ gender: 'woman', pronouns: 'she/her' });
  });

  it.each([
    [{ gender: 'robot' }, 'gender'],
    [{ gender: 'woman', pronouns: 'x'.repeat(41) }, 'pronouns'],
    [{ gender: 'self_described', genderCustom: '' }, 'genderCustom'],
  ])('rejects %j naming %s', async (payload, field) => {
    const res = await post(payload, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeTruthy();
  });
});

describe('PUT /next/api/user/about and /pairs', () => {
  const put = (group: string, entityId: number, payload: object, cookie?: string) =>
    t.request({
      method: 'PUT',
      url: `/next/api/user/${group}?entityId=${entityId}`,
      payload,
      ...(cookie ? { cookie } : {}),
    });
  const about = {
    headline: '  Conference interpreter, German and English  ',
    bio: 'AIIC member.\nBooth and consecutive.',
    yearsExperience: 11,
    availability: 'limited',
  };
  const directory = async (query: string) =>
    ((await get(`/next/api/users?${query}`)).json() as { results: { entity_id: number; headline: string }[] }).results;

  it('saves the owner’s introduction, trimmed, and the profile and the directory show it at once', async () => {
    const res = await put('about', JONAS, about, other);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...about, headline: 'Conference interpreter, German and English', backOn: null });
    const page = (await get(`/next/api/profile/${JONAS}`)).json();
    expect(page.member).toMatchObject({
      headline: 'Conference interpreter, German and English',
      bio: 'AIIC member.\nBooth and consecutive.',
      yearsExperience: 11,
      availability: 'limited',
    });
    expect((await directory('search=AIIC')).map((m) => m.entity_id)).toContain(JONAS);
  });

  it('takes the day a member not taking new work is back; from that day the profile and the directory say available', async () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const away = { ...about, availability: 'unavailable', backOn: day(20) };
    const open = async () => (await directory('available=1&search=AIIC')).map((m) => m.entity_id);
    expect((await put('about', JONAS, away, other)).json()).toMatchObject({ backOn: day(20) });
    expect((await get(`/next/api/profile/${JONAS}`)).json().member).toMatchObject({
      availability: 'unavailable',
      backOn: day(20),
    });
    expect(await open()).not.toContain(JONAS);
    const card = async () =>
      (
        (await get('/next/api/users?search=AIIC')).json() as {
          results: { entity_id: number; back_on: string | null }[];
        }
      ).results.find((m) => m.entity_id === JONAS);
    expect(await card()).toMatchObject({ availability: 'unavailable', back_on: day(20) });

    for (const [backOn, message] of [
      [day(0), 'Choose a day after today'],
      [day(400), 'Choose a day within 365 days'],
      ['2027-02-30', 'Enter a date'],
      ['2027-13-01', 'Enter a date'],
    ] as const) {
      const refused = await put('about', JONAS, { ...away, backOn }, other);
      expect(refused.statusCode, backOn).toBe(400);
      expect(refused.json().error, backOn).toContain(message);
    }
    // Available now: there is no day to be back on.
    expect((await put('about', JONAS, { ...away, availability: 'available' }, other)).json().backOn).toBeNull();

    await put('about', JONAS, away, other);
    await t.rows(`update member_profiles set back_on = current_date where entity_id = ${JONAS}`);
    expect(await returnMembersToWork(t.app.ctx)).toEqual([JONAS]);
    expect((await get(`/next/api/profile/${JONAS}`)).json().member).toMatchObject({
      availability: 'available',
      backOn: null,
    });
    expect(await open()).toContain(JONAS);
    expect(await card()).toMatchObject({ availability: 'available', back_on: null });
    // He is told, once.
    const notices = (await get('/next/api/notifications?limit=20', other)).json().notifications as { title: string }[];
    expect(notices.filter((n) => n.title === 'Your profile says you take new work again')).toHaveLength(1);
    expect(await returnMembersToWork(t.app.ctx)).toEqual([]);
  });

  it('replaces the pairs in order, drops the services of a pair no longer worked, and the directory finds the new pair', async () => {
    const before = (await group('services', JONAS)).services as { pairs: unknown[] }[];
    expect(before.some((s) => s.pairs.length > 0)).toBe(true);
    const res = await put(
      'pairs',
      JONAS,
      {
        pairs: [
          { source: 'isl', target: 'fao' },
          { source: 'deu', target: 'isl' },
        ],
      },
      other,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pairs.map((p: { sourceName: string }) => p.sourceName)).toEqual(['Icelandic', 'German']);
    expect(
      (await group('pairs', JONAS)).pairs.map((p: { source: string; target: string }) => `${p.source}>${p.target}`),
    ).toEqual(['isl>fao', 'deu>isl']);
    const after = (await group('services', JONAS)).services as { pairs: unknown[] }[];
    expect(after.every((s) => s.pairs.length === 0)).toBe(true);
    expect((await directory('source=isl&target=fao')).map((m) => m.entity_id)).toEqual([JONAS]);
  });

  it('lets an admin and a pseudo session edit, and keeps them in the audit log', async () => {
    expect((await put('about', SOFIA, { ...about, headline: 'Edited by staff' }, admin)).statusCode).toBe(200);
    expect((await put('about', PRIYA, { ...about, headline: 'Edited in a pseudo session' }, pseudo)).statusCode).toBe(
      200,
    );
    const audit = await t.app.ctx.audit.latest(5);
    expect(audit.filter((a) => a.action === 'profile.update').map((a) => a.target)).toEqual(
      expect.arrayContaining([String(SOFIA), String(PRIYA)]),
    );
  });

  it('refuses another member (403) and an anonymous visitor (401), and changes nothing', async () => {
    const headline = (await get(`/next/api/profile/${SOFIA}`)).json().member.headline;
    const pairs = await group('pairs', SOFIA);
    expect((await put('about', SOFIA, { ...about, headline: 'Hijacked' }, other)).statusCode).toBe(403);
    expect((await put('pairs', SOFIA, { pairs: [] }, other)).statusCode).toBe(403);
    expect((await put('about', SOFIA, about)).statusCode).toBe(401);
    expect((await get(`/next/api/profile/${SOFIA}`)).json().member.headline).toBe(headline);
    expect(await group('pairs', SOFIA)).toEqual(pairs);
  });

  it.each([
    ['about', { ...about, headline: 'x'.repeat(121) }, 'headline'],
    ['about', { ...about, bio: 'x'.repeat(2001) }, 'bio'],
    ['about', { ...about, yearsExperience: 71 }, 'yearsExperience'],
    ['about', { ...about, yearsExperience: '5' }, 'yearsExperience'],
    ['about', { ...about, availability: 'sometimes' }, 'availability'],
    ['pairs', { pairs: [{ source: 'por', target: 'por' }] }, 'pairs.0.target'],
    [
      'pairs',
      {
        pairs: [
          { source: 'por', target: 'eng' },
          { source: 'por', target: 'eng' },
        ],
      },
      'pairs.1.target',
    ],
    ['pairs', { pairs: [{ source: 'zzz', target: 'eng' }] }, 'pairs.0'],
    [
      'pairs',
      { pairs: Array.from({ length: 21 }, (_, i) => ({ source: 'eng', target: `a${String.fromCharCode(97 + i)}a` })) },
      'pairs',
    ],
  ])('%s: refuses %j naming %s, and changes nothing', async (name, payload, field) => {
    const before = (await get(`/next/api/profile/${JONAS}`)).json();
    const res = await put(name, JONAS, payload, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field], res.body).toBeTruthy();
    const after = (await get(`/next/api/profile/${JONAS}`)).json();
    expect([after.member, after.groups.pairs]).toEqual([before.member, before.groups.pairs]);
  });
});

describe('PUT /next/api/user/known-languages, /field-of-expertise and /softwares', () => {
  const put = (name: string, payload: object, cookie = other) =>
    t.request({ method: 'PUT', url: `/next/api/user/${name}?entityId=${JONAS}`, payload, cookie });

  it('replaces the languages a member speaks, native ones first, named in the viewer’s language', async () => {
    const res = await put('known-languages', {
      languages: [
        { language: 'fra', proficiency: 'advanced' },
        { language: 'deu', proficiency: 'native' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().languages).toEqual([
      { language: 'deu', name: 'German', proficiency: 'native' },
      { language: 'fra', name: 'French', proficiency: 'advanced' },
    ]);
    expect((await group('known-languages', JONAS)).languages).toHaveLength(2);
  });

  it('replaces the fields, main fields first, and the directory filters by them at once', async () => {
    const res = await put('field-of-expertise', {
      fields: [
        { disciplineId: 803, specialty: false },
        { disciplineId: 804, specialty: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().categories).toEqual([
      expect.objectContaining({
        key: 'social_sciences',
        disciplines: [
          expect.objectContaining({ id: 804, specialty: true }),
          expect.objectContaining({ id: 803, specialty: false }),
        ],
      }),
    ]);
    const found = (await get('/next/api/users?field=804')).json().results as { entity_id: number }[];
    expect(found.map((m) => m.entity_id)).toContain(JONAS);
  });

  it('replaces the software', async () => {
    const res = await put('softwares', { softwareIds: [3, 12] });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .softwares.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Aegisub', 'OmegaT']);
  });

  it('replaces the websites, keeping their order', async () => {
    const websites = [
      { kind: 'blog', url: 'https://notes.example.org/interpreting', label: 'Booth notes' },
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/jonas-weber', label: '' },
    ];
    const res = await put('websites', { websites });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().websites).toEqual(websites);
  });

  it('refuses another member with 403 and changes nothing', async () => {
    const before = await group('softwares', SOFIA);
    const res = await t.request({
      method: 'PUT',
      url: `/next/api/user/softwares?entityId=${SOFIA}`,
      payload: { softwareIds: [] },
      cookie: other,
    });
    expect(res.statusCode).toBe(403);
    expect(await group('softwares', SOFIA)).toEqual(before);
  });

  it.each([
    ['known-languages', { languages: [{ language: 'xqz', proficiency: 'native' }] }, 'languages.0.language'],
    ['known-languages', { languages: [{ language: 'deu', proficiency: 'perfect' }] }, 'languages.0.proficiency'],
    [
      'known-languages',
      {
        languages: [
          { language: 'deu', proficiency: 'native' },
          { language: 'deu', proficiency: 'fluent' },
        ],
      },
      'languages.1',
    ],
    ['field-of-expertise', { fields: [{ disciplineId: 999, specialty: false }] }, 'fields.0.disciplineId'],
    [
      'field-of-expertise',
      { fields: [801, 802, 803, 804].map((disciplineId) => ({ disciplineId, specialty: true })) },
      'fields',
    ],
    ['softwares', { softwareIds: [3, 3] }, 'softwareIds.1'],
    ['softwares', { softwareIds: ['3'] }, 'softwareIds.0'],
    ['websites', { websites: [{ kind: 'website', url: 'javascript:alert(1)' }] }, 'websites.0.url'],
    ['websites', { websites: [{ kind: 'website', url: 'ftp://files.example.org' }] }, 'websites.0.url'],
    ['websites', { websites: [{ kind: 'fax', url: 'https://example.org' }] }, 'websites.0.kind'],
    [
      'websites',
      { websites: [{ kind: 'blog', url: 'https://example.org', label: 'x'.repeat(61) }] },
      'websites.0.label',
    ],
    [
      'websites',
      {
        websites: [
          { kind: 'website', url: 'https://example.org' },
          { kind: 'blog', url: 'HTTPS://EXAMPLE.ORG' },
        ],
      },
      'websites.1',
    ],
    [
      'websites',
      { websites: Array.from({ length: 11 }, (_, i) => ({ kind: 'website', url: `https://site${i}.example.org` })) },
      'websites',
    ],
  ])('%s: refuses %j naming %s, and changes nothing', async (name, payload, field) => {
    const before = await group(name, JONAS);
    const res = await put(name, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field], res.body).toBeTruthy();
    expect(await group(name, JONAS)).toEqual(before);
  });
});

describe('PUT /next/api/user/services', () => {
  const put = (entityId: number, services: object[], cookie: string) =>
    t.request({ method: 'PUT', url: `/next/api/user/services?entityId=${entityId}`, payload: { services }, cookie });
  type Service = { serviceId: number; pairs: { source: string; target: string }[]; languages: { language: string }[] };
  const asInput = (services: Service[]) =>
    services.map((s) => ({
      serviceId: s.serviceId,
      pairs: s.pairs.map(({ source, target }) => ({ source, target })),
      languages: s.languages.map((l) => l.language),
    }));

  it('offers a pair service in some of the member’s pairs and a single-language one in a language; the directory finds it', async () => {
    await t.request({
      method: 'PUT',
      url: `/next/api/user/pairs?entityId=${JONAS}`,
      payload: {
        pairs: [
          { source: 'isl', target: 'fao' },
          { source: 'deu', target: 'isl' },
        ],
      },
      cookie: other,
    });
    const res = await put(
      JONAS,
      [
        { serviceId: 1, pairs: [{ source: 'isl', target: 'fao' }], languages: [] },
        { serviceId: 6, pairs: [], languages: ['isl'] },
      ],
      other,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().services).toEqual([
      expect.objectContaining({
        serviceId: 1,
        type: 'pair',
        pairs: [expect.objectContaining({ source: 'isl', target: 'fao' })],
      }),
      expect.objectContaining({ serviceId: 6, type: 'single', languages: [{ language: 'isl', name: 'Icelandic' }] }),
    ]);
    const found = (await get('/next/api/users?service_id=1&source=isl&target=fao')).json().results as {
      entity_id: number;
    }[];
    expect(found.map((m) => m.entity_id)).toEqual([JONAS]);
  });

  it('keeps the rates of the services kept, and drops those of a service no longer offered', async () => {
    const services = asInput((await group('services', SOFIA)).services);
    const rates = await group('rates', SOFIA);
    expect((await put(SOFIA, services, owner)).statusCode).toBe(200);
    expect(await group('rates', SOFIA)).toEqual(rates);
    const withoutTranslation = services.filter((s) => s.serviceId !== 1);
    expect((await put(SOFIA, withoutTranslation, owner)).statusCode).toBe(200);
    const left = (await group('rates', SOFIA)).rates as { serviceName: string }[];
    expect(left.some((r) => r.serviceName === 'Translation')).toBe(false);
  });

  it.each([
    [[{ serviceId: 1, pairs: [{ source: 'por', target: 'eng' }], languages: [] }], 'services.0.pairs.0'],
    [[{ serviceId: 1, pairs: [], languages: [] }], 'services.0.pairs'],
    [[{ serviceId: 6, pairs: [{ source: 'isl', target: 'fao' }], languages: ['isl'] }], 'services.0.pairs'],
    [[{ serviceId: 6, pairs: [], languages: ['xqz'] }], 'services.0.languages.0'],
    [[{ serviceId: 99, pairs: [], languages: ['isl'] }], 'services.0.serviceId'],
    [
      [
        { serviceId: 6, pairs: [], languages: ['isl'] },
        { serviceId: 6, pairs: [], languages: ['deu'] },
      ],
      'services.1',
    ],
  ])('refuses %j naming %s, and changes nothing', async (services, field) => {
    const before = await group('services', JONAS);
    const res = await put(JONAS, services, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field], res.body).toBeTruthy();
    expect(await group('services', JONAS)).toEqual(before);
  });

  it('refuses another member with 403', async () => {
    const before = await group('services', SOFIA);
    expect((await put(SOFIA, [], other)).statusCode).toBe(403);
    expect(await group('services', SOFIA)).toEqual(before);
  });
});

describe('a profile write in one process', () => {
  it('is seen at once by another process that had the profile in memory', async () => {
    // Two apps on one database and one bus: two processes behind a load balancer, as Redis joins them.
    const bus = createMemoryBus();
    const start = async () => {
      const app = await buildApp({ config: testConfig(), database: t.database, bus });
      await app.ready();
      return app;
    };
    const [one, two] = await Promise.all([start(), start()]);
    try {
      const headline = async () => (await two.inject({ url: `/next/api/profile/${JONAS}` })).json().member.headline;
      expect(await headline()).not.toBe('Seen by every process');
      const res = await one.inject({
        method: 'PUT',
        url: `/next/api/user/about?entityId=${JONAS}`,
        payload: { headline: 'Seen by every process', bio: '', yearsExperience: null, availability: 'available' },
        headers: { cookie: other, origin: TEST_ORIGIN },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await headline()).toBe('Seen by every process');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('lookups', () => {
  it('GET /next/api/user/name', async () => {
    expect((await get(`/next/api/user/name?entityId=${SOFIA}`)).json()).toEqual({ name: 'Sofia Almeida' });
    expect((await get('/next/api/user/name?entityId=987654')).statusCode).toBe(404);
    expect((await get('/next/api/user/name?entityId=x')).statusCode).toBe(400);
  });

  it('GET /next/api/disciplines by category key or name', async () => {
    const legal = (await get('/next/api/disciplines?category=legal')).json();
    expect(legal.category).toEqual({ key: 'legal', name: 'Law/Patents' });
    expect(legal.disciplines.map((d: { id: number }) => d.id)).toEqual([101, 102, 103, 104, 105]);
    expect((await get('/next/api/disciplines?category=Medical')).json().disciplines).toHaveLength(5);
    expect((await get('/next/api/disciplines')).json().categories).toHaveLength(8);
    const unknown = await get('/next/api/disciplines?category=astrology');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown category: astrology');
  });

  it('GET /next/api/softwares', async () => {
    const { softwares } = (await get('/next/api/softwares')).json();
    expect(softwares).toContainEqual({ id: 3, name: 'OmegaT', kind: 'cat' });
  });

  it('GET /next/api/languages: the whole ISO 639-3 list, named in the viewer’s language', async () => {
    const { languages } = (await get('/next/api/languages', 'site_lang=fra')).json();
    expect(languages.length).toBeGreaterThan(7000);
    expect(languages).toContainEqual({ iso3: 'por', name: 'Portugais', common: true });
    expect(languages).toContainEqual(expect.objectContaining({ iso3: 'nhi' }));
    const common = (await get('/next/api/languages?lang=heb&common=1')).json().languages;
    expect(common.length).toBeLessThan(100);
    expect(common).toContainEqual({ iso3: 'deu', name: 'גרמנית', common: true });
    expect((await get('/next/api/languages?lang=xx')).statusCode).toBe(400);
  });
});
