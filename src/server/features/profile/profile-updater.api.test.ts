/**
 * The Profile Updater (issue 21): careers, FAQ, portfolio works beside the
 * samples, projects with client confirmation, the interpreter pool, mentoring,
 * favorites, missed calls, and reviews asked of past clients by email. Each
 * write is seen by visitors; bad input, other members and used links change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';

let t: TestApp;
let member: { entityId: number; cookie: string };
let other: string;
let sofia: string;
let admin: string;
const SOFIA = 6;

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 40 });
  member = await t.signUp({ email: 'updater@example.com', name: 'Ursula Updater', accountType: 'translator' });
  other = await t.signIn('interpreter@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  admin = await t.signIn('admin@demo.wordhive.test');
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
const put = (path: string, body: unknown, cookie = member.cookie, entityId = member.entityId) =>
  t.request({ method: 'PUT', url: `/next/api/user/${path}?entityId=${entityId}`, cookie, payload: body as object });
const post = (url: string, body: unknown, cookie?: string) =>
  t.request({ method: 'POST', url, payload: body as object, ...(cookie ? { cookie } : {}) });
const page = async (entityId = member.entityId, cookie?: string) =>
  (await t.request({ url: `/next/api/profile/${entityId}`, ...(cookie ? { cookie } : {}) })).json();

async function refusedUnchanged(call: () => Promise<Res>, status = 400) {
  const before = await dbFingerprint(t.database.db);
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toBeTypeOf('string');
  expect(await dbFingerprint(t.database.db)).toEqual(before);
  return res.json() as { error: string; fields?: Record<string, string> };
}

describe('careers', () => {
  it('keeps the work history in the member’s order, and a visitor sees it', async () => {
    const careers = [
      { role: 'Freelance translator', organisation: 'Self-employed', startYear: 2019, endYear: null, description: '' },
      { role: 'Reviser', organisation: 'Lexicon', startYear: 2015, endYear: 2019, description: 'Legal team.' },
    ];
    const res = await put('careers', { careers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().careers.map((c: { role: string }) => c.role)).toEqual(['Freelance translator', 'Reviser']);
    const seen = (await page()).groups.careers.careers;
    expect(seen).toEqual([
      expect.objectContaining({ role: 'Freelance translator', endYear: null }),
      expect.objectContaining({ role: 'Reviser', organisation: 'Lexicon', startYear: 2015, endYear: 2019 }),
    ]);
    // Reordered with ids kept: the same entries, in the new order.
    const [a, b] = res.json().careers;
    const again = await put('careers', { careers: [b, a] });
    expect(again.json().careers.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
  });

  it('refuses an end before the start, or a year still to come', async () => {
    const next = new Date().getUTCFullYear() + 1;
    const body = await refusedUnchanged(() =>
      put('careers', {
        careers: [
          { role: 'Reviser', organisation: 'Lexicon', startYear: 2015, endYear: 2010, description: '' },
          { role: 'Reviser', organisation: 'Lexicon', startYear: next, endYear: null, description: '' },
        ],
      }),
    );
    expect(body.fields).toEqual({
      'careers.0.endYear': 'Choose an end on or after the start',
      'careers.1.startYear': 'Enter a year that has begun',
    });
  });
});

describe('FAQ', () => {
  const faq = {
    categories: [
      {
        name: 'Rates',
        questions: [{ question: 'Do you charge per word?', answer: 'Per source word.' }],
      },
      {
        name: 'Deadlines',
        questions: [
          { question: 'How fast can you deliver?', answer: 'About 2,500 words a day.' },
          { question: 'Do you work weekends?', answer: 'For urgent work, yes.' },
        ],
      },
    ],
  };

  it('saves categories in order with their questions; a visitor reads them', async () => {
    const res = await put('faq', faq);
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await page()).groups.faq.categories;
    expect(seen.map((c: { name: string }) => c.name)).toEqual(['Rates', 'Deadlines']);
    expect(seen[1].questions.map((q: { question: string }) => q.question)).toEqual([
      'How fast can you deliver?',
      'Do you work weekends?',
    ]);
  });

  it('reorders categories keeping their questions, and a category left out takes its questions with it', async () => {
    const saved = (await put('faq', faq)).json().categories;
    const [rates, deadlines] = saved;
    const res = await put('faq', { categories: [deadlines, rates] });
    expect(res.json().categories.map((c: { id: number }) => c.id)).toEqual([deadlines.id, rates.id]);
    expect(res.json().categories[0].questions).toEqual(deadlines.questions);
    await put('faq', { categories: [rates] });
    const rows = await t.rows(`select count(*)::int as n from faq_entries where entity_id = ${member.entityId}`);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses a category twice, or a question without an answer', async () => {
    const body = await refusedUnchanged(() =>
      put('faq', {
        categories: [
          { name: 'Rates', questions: [{ question: 'Do you charge per word?', answer: ' ' }] },
          { name: 'rates', questions: [] },
        ],
      }),
    );
    expect(body.fields).toEqual({
      'categories.0.questions.0.answer': 'Write the answer',
      'categories.1': 'This category is already in the list',
    });
  });
});

describe('portfolio works and samples', () => {
  it('writes works and samples apart, and the portfolio shows both', async () => {
    const works = await put('portfolio', {
      works: [
        {
          title: 'Annual report',
          kind: 'document',
          client: 'Banco Atlântico',
          year: 2024,
          pair: { source: 'por', target: 'eng' },
          disciplineId: 102,
          url: 'https://example.com/report',
          description: '',
        },
      ],
    });
    expect(works.statusCode, works.body).toBe(200);
    await put('samples', {
      samples: [
        {
          title: 'Lease clause',
          pair: { source: 'por', target: 'eng' },
          disciplineId: 102,
          sourceText: 'O arrendatário paga a renda.',
          targetText: 'The tenant pays the rent.',
        },
      ],
    });
    const portfolio = (await page()).groups.portfolio;
    expect(portfolio.works).toEqual([
      expect.objectContaining({ title: 'Annual report', kind: 'document', client: 'Banco Atlântico', year: 2024 }),
    ]);
    expect(portfolio.samples).toEqual([expect.objectContaining({ title: 'Lease clause' })]);
  });

  it('refuses a kind of work it does not know, or a link that is not a web address', async () => {
    const body = await refusedUnchanged(() =>
      put('portfolio', {
        works: [
          {
            title: 'Report',
            kind: 'poem',
            client: '',
            year: null,
            pair: null,
            disciplineId: null,
            url: '',
            description: '',
          },
          { title: 'Site', kind: 'website', client: '', year: null, pair: null, disciplineId: null, url: 'ftp://x' },
        ],
      }),
    );
    expect(body.fields).toEqual({
      'works.0.kind': 'Choose what kind of work this is',
      'works.1.url': 'Enter a web address starting with https://',
    });
  });
});

describe('projects', () => {
  const project = {
    title: 'Share purchase agreement',
    serviceId: 1,
    pair: { source: 'por', target: 'eng' },
    disciplineId: 102,
    volume: 12_000,
    volumeUnit: 'words',
    completedOn: '2025-09',
    clientType: 'direct_client',
  };

  it('saves the history and computes the summary from it', async () => {
    const res = await put('project-history', { projects: [project, { ...project, title: 'Lease', volume: 3000 }] });
    expect(res.statusCode, res.body).toBe(200);
    const g = (await page()).groups;
    const spa = g['project-history'].projects.find((p: { title: string }) => p.title === project.title);
    expect(spa).toMatchObject({
      title: 'Share purchase agreement',
      completedOn: '2025-09-01',
      clientType: 'direct_client',
      confirmed: null,
    });
    expect(g['project-summary']).toMatchObject({ projects: 2, volumes: [{ unit: 'words', total: 15_000 }] });
  });

  it('refuses a pair service without a pair, and a month still to come', async () => {
    const body = await refusedUnchanged(() =>
      put('project-history', {
        projects: [
          { ...project, pair: null },
          { ...project, completedOn: '2999-01' },
        ],
      }),
    );
    expect(body.fields).toEqual({
      'projects.0.pair': 'This service is offered in language pairs',
      'projects.1.completedOn': 'Choose a month that has begun',
    });
  });

  it('asks the client to confirm by email; the confirmation shows, and goes when the entry changes', async () => {
    const saved = (await put('project-history', { projects: [project] })).json().projects[0];
    const ask = await post(
      `/next/api/user/project-history/confirmation?entityId=${member.entityId}`,
      { projectId: saved.id, clientName: 'Marta Ruiz', clientEmail: 'marta@client.example', message: '' },
      member.cookie,
    );
    expect(ask.statusCode, ask.body).toBe(201);
    expect(ask.json()).toMatchObject({ kind: 'project', status: 'pending', projectId: saved.id });
    const link = (await t.linkIn('marta@client.example', 'project-confirmation'))!;
    expect(link).toMatch(/\/review\?token=/);
    const token = new URL(link).searchParams.get('token')!;

    const view = await t.request({ url: `/next/api/client-requests/${token}` });
    expect(view.json()).toMatchObject({
      kind: 'project',
      memberName: 'Ursula Updater',
      project: { title: saved.title },
    });
    const answer = await post(`/next/api/client-requests/${token}/project`, { name: 'Marta Ruiz', confirmed: true });
    expect(answer.json()).toEqual({ status: 'answered' });
    expect((await page()).groups['project-history'].projects[0].confirmed).toMatchObject({ by: 'Marta Ruiz' });

    // The same link twice: used.
    expect(
      (await post(`/next/api/client-requests/${token}/project`, { name: 'X Y', confirmed: false })).statusCode,
    ).toBe(410);
    // Left as it was, the entry stays confirmed; changed, it is not.
    const current = (await page()).groups['project-history'].projects[0];
    const unchanged = { ...project, id: current.id };
    expect((await put('project-history', { projects: [unchanged] })).json().projects[0].confirmed).not.toBeNull();
    const changed = await put('project-history', { projects: [{ ...unchanged, volume: 20_000 }] });
    expect(changed.json().projects[0].confirmed).toBeNull();
  });
});

describe('interpreter pool and mentoring', () => {
  it('joins the pools and leaves them', async () => {
    const pool = {
      region: 'Lisbon',
      travelRadiusKm: 100,
      availability: ['weekdays'],
      modes: ['on_site', 'phone'],
      shortNotice: true,
      bio: 'Court interpreter.',
      videoUrl: 'https://video.example.com/me',
    };
    expect((await put('pools-data', { pool })).json()).toEqual({ pool });
    expect((await page()).groups['pools-data'].pool).toEqual(pool);
    expect((await put('pools-data', { pool: null })).json()).toEqual({ pool: null });
    expect((await page()).groups['pools-data']).toBeNull();
    const body = await refusedUnchanged(() => put('pools-data', { pool: { ...pool, modes: [], travelRadiusKm: -1 } }));
    expect(body.fields).toEqual({
      'pool.travelRadiusKm': 'Enter a distance in whole kilometres',
      'pool.modes': 'Choose at least one',
    });
  });

  it('becomes a mentor, shows on /mentors at once, and stops', async () => {
    const mentors = async () =>
      (await t.request({ url: '/next/api/mentors?pageSize=50' }))
        .json()
        .data.map((m: { entity_id: number }) => m.entity_id);
    expect((await put('mentor', { isMentor: true, topics: ['pricing', 'cat_tools'] })).statusCode).toBe(200);
    expect((await page()).member).toMatchObject({ isMentor: true, mentorTopics: ['pricing', 'cat_tools'] });
    expect(await mentors()).toContain(member.entityId);
    await put('mentor', { isMentor: false, topics: [] });
    expect(await mentors()).not.toContain(member.entityId);
    const body = await refusedUnchanged(() => put('mentor', { isMentor: true, topics: [] }));
    expect(body.fields).toEqual({ topics: 'Choose at least one topic' });
  });
});

describe('favorites', () => {
  it('adds and removes a member, privately', async () => {
    const add = await t.request({
      method: 'PUT',
      url: `/next/api/favorites/${SOFIA}`,
      cookie: member.cookie,
      payload: { note: 'Legal PT' },
    });
    expect(add.json()).toEqual({ entityId: SOFIA, favorite: true });
    expect((await page(SOFIA, member.cookie)).viewer.isFavorite).toBe(true);
    expect((await page(SOFIA, other)).viewer.isFavorite).toBe(false);
    expect((await t.request({ url: '/next/api/favorites/ids', cookie: member.cookie })).json().ids).toEqual([SOFIA]);
    expect((await page(member.entityId, member.cookie)).groups.favorites.favorites).toEqual([
      expect.objectContaining({ entityId: SOFIA, note: 'Legal PT' }),
    ]);
    // Nobody else reads the list.
    expect(
      (await t.request({ url: `/next/api/user/favorites?entityId=${member.entityId}`, cookie: other })).statusCode,
    ).toBe(403);

    const remove = await t.request({ method: 'DELETE', url: `/next/api/favorites/${SOFIA}`, cookie: member.cookie });
    expect(remove.json()).toEqual({ entityId: SOFIA, favorite: false });
    expect((await page(SOFIA, member.cookie)).viewer.isFavorite).toBe(false);
  });

  it('refuses oneself, a member who is not there, and a visitor', async () => {
    const self = () =>
      t.request({ method: 'PUT', url: `/next/api/favorites/${member.entityId}`, cookie: member.cookie, payload: {} });
    expect((await refusedUnchanged(self)).error).toBe('You cannot add yourself to your favorites');
    await refusedUnchanged(
      () => t.request({ method: 'PUT', url: '/next/api/favorites/999999', cookie: member.cookie, payload: {} }),
      404,
    );
    await refusedUnchanged(() => t.request({ method: 'PUT', url: `/next/api/favorites/${SOFIA}`, payload: {} }), 401);
  });
});

describe('missed calls', () => {
  const missed = async (cookie = sofia, entityId = SOFIA) =>
    (await t.request({ url: `/next/api/user/missed-calls?entityId=${entityId}`, cookie })).json().items as {
      kind: string;
      entityId: number;
      count: number;
      preview: string;
    }[];

  it('lists a message unread for a day and a look at the contact details nobody followed up', async () => {
    const items = await missed();
    expect(items.map((i) => i.kind).sort()).toEqual(['contact_view', 'message']);
    const message = items.find((i) => i.kind === 'message')!;
    expect(message.count).toBe(1);
    expect(message.preview).toMatch(/court documents/);
  });

  it('is private to the member', async () => {
    expect((await t.request({ url: `/next/api/user/missed-calls?entityId=${SOFIA}`, cookie: other })).statusCode).toBe(
      403,
    );
  });

  it('leaves the list once the member reads the message, or writes to whoever looked', async () => {
    const items = await missed();
    const message = items.find((i) => i.kind === 'message')!;
    const viewer = items.find((i) => i.kind === 'contact_view')!;
    const channel = (id: number) => `messaging_${Math.min(SOFIA, id)}_${Math.max(SOFIA, id)}`;
    const history = await t.request({
      url: `/next/api/chat/channels/${channel(message.entityId)}/messages`,
      cookie: sofia,
    });
    const seq = Math.max(...history.json().messages.map((m: { seq: number }) => m.seq));
    const read = await t.request({
      method: 'POST',
      url: `/next/api/chat/channels/${channel(message.entityId)}/read`,
      cookie: sofia,
      payload: { seq },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await missed()).map((i) => i.entityId)).toEqual([viewer.entityId]);
    await t.request({
      method: 'POST',
      url: '/next/api/chat/create-channel',
      cookie: sofia,
      payload: { recipientId: viewer.entityId },
    });
    const sent = await t.request({
      method: 'POST',
      url: `/next/api/chat/channels/${channel(viewer.entityId)}/messages`,
      cookie: sofia,
      payload: { id: 'reply-to-viewer-1', text: 'Hello, I saw you looked me up: how can I help?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await missed()).toEqual([]);
  });
});

describe('review requests', () => {
  const ask = (body: object, cookie = member.cookie, entityId = member.entityId) =>
    post(`/next/api/user/review-requests?entityId=${entityId}`, body, cookie);
  const tokenFor = async (email: string) => {
    const link = (await t.linkIn(email, 'review-request'))!;
    return new URL(link).searchParams.get('token')!;
  };
  const review = {
    name: 'Paula Client',
    company: 'Client SA',
    willingAgain: true,
    rating: 4,
    comment: 'Careful and on time.',
  };

  it('mails the client a link; the answer shows in feedback and wiwo, confirmed by email, the member is told', async () => {
    const res = await ask({ clientName: 'Paula Client', clientEmail: 'Paula@Client.example', message: 'Thanks!' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'review', clientEmail: 'paula@client.example', status: 'pending' });
    const mail = (await t.mailTo('paula@client.example'))[0]!;
    expect(mail.subject).toBe('Ursula Updater asks for your review on Wordhive');
    expect(mail.text).toContain('Their note: "Thanks!"');
    const token = await tokenFor('paula@client.example');

    const view = await t.request({ url: `/next/api/client-requests/${token}` });
    expect(view.json()).toMatchObject({ kind: 'review', memberName: 'Ursula Updater', clientName: 'Paula Client' });
    expect((await post(`/next/api/client-requests/${token}/review`, review)).json()).toEqual({ status: 'answered' });

    const g = (await page()).groups;
    expect(g.feedback.items[0]).toMatchObject({
      authorName: 'Paula Client',
      authorCompany: 'Client SA',
      rating: 4,
      viaRequest: true,
      verified: false,
      willingAgain: true,
    });
    expect(g.wiwo.clients).toEqual([expect.objectContaining({ name: 'Paula Client', willingAgain: true })]);
    // Confirmed by email only: shown apart, not in the stars (decision 126).
    expect(g.feedback).toMatchObject({ count: 0, confirmedByEmail: 1 });
    expect(g['star-rating']).toBeNull();
    const notes = (await t.request({ url: '/next/api/notifications', cookie: member.cookie })).json().notifications;
    expect(notes[0]).toMatchObject({ type: 'review', title: 'Paula Client answered your review request' });
    const list = (
      await t.request({ url: `/next/api/user/review-requests?entityId=${member.entityId}`, cookie: member.cookie })
    ).json();
    expect(list.requests[0]).toMatchObject({ status: 'answered', answer: 'yes' });

    // A link answers once.
    const again = await refusedUnchanged(() => post(`/next/api/client-requests/${token}/review`, review), 410);
    expect(again.error).toBe('This link has already been used: thank you, your answer is on the profile');
    expect((await t.request({ url: `/next/api/client-requests/${token}` })).statusCode).toBe(410);
  });

  it('refuses a second open request to the same client, oneself, and another member’s profile', async () => {
    await ask({ clientName: 'Pedro Client', clientEmail: 'pedro@client.example' });
    expect(
      (await refusedUnchanged(() => ask({ clientName: 'Pedro', clientEmail: 'pedro@client.example' }), 409)).error,
    ).toBe('You already asked this client: their link is still valid');
    const self = await refusedUnchanged(() => ask({ clientName: 'Me', clientEmail: 'updater@example.com' }));
    expect(self.fields).toEqual({ clientEmail: 'Ask a client, not yourself' });
    await refusedUnchanged(() => ask({ clientName: 'X Y', clientEmail: 'xy@client.example' }, other), 403);
    await refusedUnchanged(() => ask({ clientName: 'X', clientEmail: 'not-an-address' }));
  });

  it('an expired link, a link of another kind, and one that is not ours', async () => {
    await ask({ clientName: 'Olga Client', clientEmail: 'olga@client.example' });
    const token = await tokenFor('olga@client.example');
    expect(
      (await post(`/next/api/client-requests/${token}/project`, { name: 'Olga', confirmed: true })).statusCode,
    ).toBe(404);
    expect((await t.request({ url: `/next/api/client-requests/${'x'.repeat(43)}` })).statusCode).toBe(404);
    await t.rows(
      `update client_requests set expires_at = now() - interval '1 minute' where client_email = 'olga@client.example'`,
    );
    const expired = await refusedUnchanged(() => post(`/next/api/client-requests/${token}/review`, review), 410);
    expect(expired.error).toBe('This link has expired: ask the member to send a new one');
  });

  it('sends at most ten a day', async () => {
    const sent = (
      await t.rows<{ n: number }>(
        `select count(*)::int as n from client_requests where entity_id = ${member.entityId} and created_at > now() - interval '1 day'`,
      )
    )[0]!.n;
    for (let i = sent; i < 10; i++) {
      expect((await ask({ clientName: `Client ${i}`, clientEmail: `c${i}@daily.example` })).statusCode).toBe(201);
    }
    const refused = await refusedUnchanged(
      () => ask({ clientName: 'One more', clientEmail: 'more@daily.example' }),
      429,
    );
    expect(refused.error).toBe('You can send 10 requests a day: try again tomorrow');
  });
});

describe('reports of feedback', () => {
  it('the member reports feedback once; staff remove it with a reason, and the audit log keeps what it said', async () => {
    const feedback = (await page(SOFIA)).groups.feedback;
    const target = feedback.items.find((f: { authorName: string }) => f.authorName === 'Daniel Costa');
    const report = () =>
      post(
        `/next/api/feedback/${target.id}/report`,
        { category: 'not_a_client', reason: 'This client never worked with me.' },
        sofia,
      );
    const first = await report();
    expect(first.statusCode, first.body).toBe(201);
    expect((await refusedUnchanged(report, 409)).error).toBe(
      'You have already reported this feedback: staff will look at it',
    );
    // Anyone signed in may report it too (decision 127).
    const another = await post(
      `/next/api/feedback/${target.id}/report`,
      { category: 'other', reason: 'Somebody else’s feedback, reported.' },
      other,
    );
    expect(another.statusCode, another.body).toBe(201);
    // Nothing changed on the profile until staff decide.
    expect((await page(SOFIA)).groups.feedback.items).toHaveLength(feedback.items.length);

    const queue = (await t.request({ url: '/next/api/admin/feedback-reports', cookie: admin })).json().items;
    expect(queue[0]).toMatchObject({ reporterName: 'Sofia Almeida', feedback: { authorName: 'Daniel Costa' } });
    await refusedUnchanged(
      () =>
        post(
          `/next/api/admin/feedback-reports/${queue[0].id}`,
          { outcome: 'removed', reason: 'Not a client of hers.' },
          sofia,
        ),
      403,
    );
    const decided = await post(
      `/next/api/admin/feedback-reports/${queue[0].id}`,
      { outcome: 'removed', reason: 'Not a client of hers.' },
      admin,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const after = (await page(SOFIA)).groups;
    // Daniel Costa's review came through a mailed request: it was counted apart, not in the stars.
    expect(after.feedback.confirmedByEmail).toBe(feedback.confirmedByEmail - 1);
    expect(after.feedback.items.map((f: { id: number }) => f.id)).not.toContain(target.id);
    expect(after['star-rating'].count).toBe(feedback.count);
    const [audit] = await t.rows<{ action: string; details: { feedback: { comment: string } } }>(
      `select action, details from audit_log where action like 'feedback.report.%' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'feedback.report.removed',
      details: { feedback: { comment: target.comment } },
    });
    const handled = (await t.request({ url: '/next/api/admin/feedback-reports?state=handled', cookie: admin })).json();
    expect(handled.items[0]).toMatchObject({ outcome: 'removed', feedbackId: null, handledByName: expect.any(String) });
    // Decided once.
    await refusedUnchanged(
      () =>
        post(
          `/next/api/admin/feedback-reports/${queue[0].id}`,
          { outcome: 'kept', reason: 'Not a client of hers.' },
          admin,
        ),
      404,
    );
  });
});
