/** Communities (members, wall, events, pro bono projects) and language assessments. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type { Community, ProBonoProject } from '../../../contract/communities.ts';
import type { Assessment, MyAssessments } from '../../../contract/language-assessment.ts';

let t: TestApp;
let staff: string;
let admin: string;
let sofia: string;
let jonas: string;
let priya: string;
let company: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 10 });
  staff = await t.signIn('member-services@wordhive.test');
  admin = await t.signIn('admin@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  jonas = await t.signIn('interpreter@demo.wordhive.test');
  priya = await t.signIn('outsourcer@demo.wordhive.test');
  company = await t.signIn('company@demo.wordhive.test');
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

describe('communities', () => {
  it('shows who is in a community, its wall and its events; a member joins and leaves it', async () => {
    const wit = (await call('GET', '/next/api/communities/women-in-translation', sofia)).json() as Community;
    expect(wit.joined).toBe(true);
    expect(wit.members.some((m) => m.name === 'Sofia Almeida')).toBe(true);
    expect(wit.wall).toMatchObject({ slug: 'women-in-translation' });
    expect(wit.wall!.memberCount).toBeGreaterThanOrEqual(1);
    expect(wit.events.map((e) => e.title)).toEqual([
      'Reading circle: women writers in translation',
      'Founding your own agency: a panel',
    ]);
    expect(wit.projects).toEqual([]);

    const before = (await call('GET', '/next/api/communities/interpreters', priya)).json() as Community;
    expect(before.joined).toBe(false);
    // Her profile's community group, read (and kept by the server) before she joins.
    expect((await call('GET', '/next/api/user/community-participation?entityId=9', priya)).body).not.toContain(
      'interpreters',
    );
    await unchanged(() => call('POST', '/next/api/communities/interpreters/membership'), 401);
    await unchanged(() => call('POST', '/next/api/communities/poets/membership', priya), 400, 'No such community');
    const joined = (await call('POST', '/next/api/communities/interpreters/membership', priya)).json();
    expect(joined).toEqual({ joined: true, memberCount: before.memberCount + 1 });
    // Joining twice changes nothing.
    await unchanged(() => call('POST', '/next/api/communities/interpreters/membership', priya), 200);
    const after = (await call('GET', '/next/api/communities/interpreters', priya)).json() as Community;
    expect(after.members[0]!.name).toBe('Priya Raman');
    // Their profile's community group shows it.
    const group = (await call('GET', '/next/api/user/community-participation?entityId=9', priya)).body;
    expect(group).toContain('interpreters');
    expect((await call('DELETE', '/next/api/communities/interpreters/membership', priya)).json()).toEqual({
      joined: false,
      memberCount: before.memberCount,
    });
  });

  it('lists pro bono projects; members who translate the pair volunteer until a project has its volunteers', async () => {
    const pro = (await call('GET', '/next/api/communities/pro-bono', jonas)).json() as Community;
    expect(pro.projects.map((p) => p.title)).toEqual([
      'Leaflets for a food bank',
      'A helpline script for refugees',
      'Picture books for a children’s library',
    ]);
    const leaflets = pro.projects[0]!;
    expect([leaflets.sourceLang, leaflets.targetLang]).toEqual(['por', 'eng']);
    expect(leaflets.volunteers.map((v) => v.name)).toEqual(['Sofia Almeida']);
    expect(leaflets.mine).toBe(false);

    // Jonas interprets German and English, and a client translates nothing: neither takes a place.
    for (const member of [jonas, priya]) {
      await unchanged(
        () => call('POST', `/next/api/pro-bono/projects/${leaflets.id}/volunteers`, member),
        403,
        'works in its language pair',
      );
    }
    // LinguaBridge translates Portuguese into English.
    const signed = (await call('POST', `/next/api/pro-bono/projects/${leaflets.id}/volunteers`, company)).json();
    expect(signed).toMatchObject({
      mine: true,
      volunteers: [{ name: 'Sofia Almeida' }, { name: 'LinguaBridge Translations' }],
    });
    // Volunteering joined LinguaBridge to the pro bono community.
    expect((await call('GET', '/next/api/communities/pro-bono', company)).json().joined).toBe(true);
    // Signing up again is no second place.
    await unchanged(() => call('POST', `/next/api/pro-bono/projects/${leaflets.id}/volunteers`, company), 200);
    const left = (await call('DELETE', `/next/api/pro-bono/projects/${leaflets.id}/volunteers`, company)).json();
    expect(left.volunteers.map((v: { name: string }) => v.name)).toEqual(['Sofia Almeida']);
    await unchanged(() => call('POST', '/next/api/pro-bono/projects/99999/volunteers', company), 404);
  });

  it('gives the last place to one of two volunteers asking at once, and a full project to nobody else', async () => {
    const made = (
      await call('POST', '/next/api/pro-bono/projects', staff, {
        title: 'Signs for a community garden',
        organisation: 'Jardim Comum',
        description: 'Twelve signs about what grows where, and the rules of the garden.',
        sourceLang: 'por',
        targetLang: 'eng',
        volunteersNeeded: 1,
      })
    ).json() as ProBonoProject;
    const answers = await Promise.all([
      call('POST', `/next/api/pro-bono/projects/${made.id}/volunteers`, sofia),
      call('POST', `/next/api/pro-bono/projects/${made.id}/volunteers`, company),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toMatch(/all the volunteers it needs/);
    const now = (await call('GET', '/next/api/communities/pro-bono')).json().projects as ProBonoProject[];
    expect(now.find((p) => p.id === made.id)!.volunteers).toHaveLength(1);
  });

  it('lets staff post and remove projects (audited); members may not; bad input changes nothing', async () => {
    const project = {
      title: 'Menus for a soup kitchen',
      organisation: 'Sopa Solidária',
      description: 'The weekly menu and the allergy notes, for guests who read English better.',
      sourceLang: 'por',
      targetLang: 'eng',
      volunteersNeeded: 1,
      deadline: '2031-01-31',
    };
    await unchanged(() => call('POST', '/next/api/pro-bono/projects', sofia, project), 403);
    await unchanged(() => call('POST', '/next/api/pro-bono/projects', staff, { ...project, volunteersNeeded: 0 }), 400);
    await unchanged(() => call('POST', '/next/api/pro-bono/projects', staff, { ...project, sourceLang: 'pt' }), 400);
    const made = await call('POST', '/next/api/pro-bono/projects', staff, project);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    await unchanged(() => call('DELETE', `/next/api/pro-bono/projects/${id}`, jonas), 403);
    expect((await call('DELETE', `/next/api/pro-bono/projects/${id}`, admin)).json()).toEqual({ deleted: true });
    await unchanged(() => call('DELETE', `/next/api/pro-bono/projects/${id}`, admin), 404);
    expect((await call('GET', '/next/api/admin/audit-log?action=pro-bono.', admin)).body).toContain(
      'pro-bono.project.delete',
    );
  });
});

describe('language assessment', () => {
  it('shows a member their assessments and the pairs they may ask for', async () => {
    const mine = (await call('GET', '/next/api/language-assessments/mine', sofia)).json() as MyAssessments;
    expect(mine.items.map((a) => [a.sourceLang, a.targetLang, a.status])).toEqual([
      ['eng', 'por', 'requested'],
      ['por', 'eng', 'passed'],
    ]);
    expect(mine.pairs).toEqual([
      { sourceLang: 'por', targetLang: 'eng' },
      { sourceLang: 'eng', targetLang: 'por' },
      { sourceLang: 'spa', targetLang: 'eng' },
    ]);
    expect((await call('GET', '/next/api/language-assessments/mine')).statusCode).toBe(401);
    const pairs = (await call('GET', '/next/api/language-assessments/pairs')).json();
    expect(pairs.items[0].passed).toBeGreaterThanOrEqual(1);
    expect(pairs.total).toBe(pairs.items.reduce((n: number, p: { passed: number }) => n + p.passed, 0));
  });

  it('takes one request a pair from the profile; refuses a pair passed or still waiting, changing nothing', async () => {
    await unchanged(
      () => call('POST', '/next/api/language-assessments', sofia, { sourceLang: 'deu', targetLang: 'eng' }),
      400,
      'Add this language pair to your profile',
    );
    await unchanged(
      () => call('POST', '/next/api/language-assessments', sofia, { sourceLang: 'por', targetLang: 'eng' }),
      409,
      'already passed',
    );
    await unchanged(
      () => call('POST', '/next/api/language-assessments', sofia, { sourceLang: 'eng', targetLang: 'por' }),
      409,
      'already asked',
    );
    await unchanged(
      () => call('POST', '/next/api/language-assessments', sofia, { sourceLang: 'eng', targetLang: 'eng' }),
      400,
      'two different languages',
    );
    const two = await Promise.all([
      call('POST', '/next/api/language-assessments', sofia, { sourceLang: 'spa', targetLang: 'eng' }),
      call('POST', '/next/api/language-assessments', sofia, { sourceLang: 'spa', targetLang: 'eng' }),
    ]);
    expect(two.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('lets staff grade: a pass puts a verified credential on the profile and tells the member; members may not grade', async () => {
    const queue = (await call('GET', '/next/api/language-assessments', staff)).json().items as Assessment[];
    const waiting = queue.find((a) => a.name === 'Jonas Weber')!;
    // His credentials, read (and kept by the server) before the grading.
    expect((await call('GET', '/next/api/user/credentials?entityId=7')).body).not.toContain('Wordhive language');
    expect(waiting).toMatchObject({ sourceLang: 'deu', targetLang: 'eng', status: 'requested' });
    await unchanged(() => call('GET', '/next/api/language-assessments', jonas), 403);
    await unchanged(
      () => call('POST', `/next/api/language-assessments/${waiting.id}/result`, jonas, { passed: true, score: 99 }),
      403,
    );
    await unchanged(
      () => call('POST', `/next/api/language-assessments/${waiting.id}/result`, staff, { passed: true, score: 55 }),
      400,
      'at least 70',
    );
    const graded = await call('POST', `/next/api/language-assessments/${waiting.id}/result`, staff, {
      passed: true,
      score: 88,
      feedback: 'Clear and precise.',
    });
    expect(graded.json()).toMatchObject({ status: 'passed', score: 88 });
    await unchanged(
      () => call('POST', `/next/api/language-assessments/${waiting.id}/result`, staff, { passed: false, score: 10 }),
      409,
      'already been graded',
    );
    const credentials = (await call('GET', '/next/api/user/credentials?entityId=7')).body;
    expect(credentials).toContain('Wordhive language assessment');
    expect((await call('GET', '/next/api/notifications', jonas)).body).toContain('Assessment passed: deu → eng');
    expect((await call('GET', '/next/api/admin/audit-log?action=assessment.', admin)).body).toContain(
      'assessment.pass',
    );
  });

  it('after a fail, refuses a retake for 30 days', async () => {
    const sofiaSpa = (await call('GET', '/next/api/language-assessments/mine', sofia)).json().items as Assessment[];
    const waiting = sofiaSpa.find((a) => a.sourceLang === 'spa')!;
    await call('POST', `/next/api/language-assessments/${waiting.id}/result`, staff, {
      passed: false,
      score: 52,
      feedback: 'Several meaning errors.',
    });
    await unchanged(
      () => call('POST', '/next/api/language-assessments', sofia, { sourceLang: 'spa', targetLang: 'eng' }),
      409,
      '30 days',
    );
    expect((await call('GET', '/next/api/user/credentials?entityId=6')).body).not.toContain('"spa"');
  });
});
