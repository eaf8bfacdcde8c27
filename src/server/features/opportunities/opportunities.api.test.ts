import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import { inDays, legalJob, quote } from '../../../../test/jobs.ts';
import { formatMoney } from '../../../contract/money.ts';
import type { NotificationList } from '../../../contract/notifications.ts';
import type {
  JobAlertList,
  JobDetail,
  JobInput,
  JobInvitationList,
  JobList,
  JobStandings,
  MyJobs,
  QuoteList,
} from '../../../contract/opportunities.ts';
import type { ProfileGroupData } from '../../../contract/profile.ts';
import { createJobRepository } from './repository.ts';
import { createJobService } from './service.ts';

let t: TestApp;
let client: string; // Priya Raman (9), an outsourcer
let sofia: string; // the translator (6), PT → EN
let jonas: string; // the interpreter (7)
let company: string; // LinguaBridge (8): posts and quotes
let watcher: { entityId: number; cookie: string };
let bystander: { entityId: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ seedMembers: 40 });
  client = await t.signIn('outsourcer@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  jonas = await t.signIn('interpreter@demo.wordhive.test');
  company = await t.signIn('company@demo.wordhive.test');
  watcher = await t.signUp({ email: 'watcher@example.com', name: 'Wanda Watcher', accountType: 'translator' });
  bystander = await t.signUp({ email: 'bystander@example.com', name: 'Bo Bystander', accountType: 'translator' });
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

async function post(job: JobInput, publish = true, cookie = client): Promise<JobDetail> {
  const res = await call('POST', '/next/api/jobs', cookie, { job, publish });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as JobDetail;
}
const notificationsOf = async (cookie: string) =>
  ((await call('GET', '/next/api/notifications?limit=100', cookie)).json() as NotificationList).notifications;

describe('the opportunities list', () => {
  it('lists open jobs by pair and field for anyone, and the demo client’s job is there', async () => {
    const res = await call('GET', '/next/api/jobs?source=por&target=eng&field=legal');
    expect(res.statusCode).toBe(200);
    const list = res.json() as JobList;
    expect(list.jobs.map((j) => j.title)).toContain('Lease agreement for a shop in Porto');
    expect(list.jobs.every((j) => j.status === 'open')).toBe(true);
    expect(list.jobs.every((j) => j.pairs.some((p) => p.source === 'por' && p.target === 'eng'))).toBe(true);
    // The completed job of the same client is not in the open list.
    expect(list.jobs.map((j) => j.title)).not.toContain('Distribution agreement and annexes');
    const none = (await call('GET', '/next/api/jobs?source=por&target=eng&field=medical')).json() as JobList;
    expect(none.jobs.every((j) => j.disciplineId !== 102)).toBe(true);
  });

  it('reads the search modal’s sentence beside its filters: only the words no filter says must be in the job', async () => {
    const total = async (query: string) => ((await call('GET', `/next/api/jobs?${query}`)).json() as JobList).total;
    // What the modal opens for "legal translation jobs from Portuguese to English".
    const filters = 'source=por&target=eng&service_id=1&field=legal';
    const sentence = encodeURIComponent('legal translation jobs from Portuguese to English');
    expect(await total(filters)).toBeGreaterThan(0);
    expect(await total(`${filters}&search=${sentence}`)).toBe(await total(filters));
    // A word no filter says still narrows by the job's text.
    expect(await total(`${filters}&search=${encodeURIComponent('legal translation shop')}`)).toBe(1);
    // In whichever form it is typed: "shops" and "leases" find the "Lease agreement for a shop".
    expect(await total(`${filters}&search=${encodeURIComponent('shops leases')}`)).toBe(1);
  });

  it('reads words that name a language, service or field in any language as those filters', async () => {
    const titles = async (query: string) =>
      ((await call('GET', `/next/api/jobs?${query}`)).json() as JobList).jobs.map((j) => j.title).sort();
    const both = (j: JobList['jobs'][number], a: string, b: string) =>
      j.pairs.some((p) => [p.source, p.target].includes(a)) && j.pairs.some((p) => [p.source, p.target].includes(b));
    // The modal's sentence without its filters: the jobs the filters find, and any the other way round.
    const sentence = encodeURIComponent('legal translation jobs from Portuguese to English');
    const found = (await call('GET', `/next/api/jobs?search=${sentence}`)).json() as JobList;
    const filtered = await titles('source=por&target=eng&service_id=1&field=legal');
    expect(found.jobs.map((j) => j.title)).toEqual(expect.arrayContaining(filtered));
    expect(found.jobs.every((j) => both(j, 'por', 'eng'))).toBe(true);
    // A language named alone, in four languages, Hebrew with its prefix letter.
    const portuguese = await titles('search=Portuguese');
    expect(portuguese.length).toBeGreaterThan(0);
    for (const word of ['Portugiesisch', 'portugués', 'פורטוגזית', 'מפורטוגזית']) {
      expect(await titles(`search=${encodeURIComponent(word)}`), word).toEqual(portuguese);
    }
  });

  it('sorts by deadline and by budget', async () => {
    const byDeadline = (await call('GET', '/next/api/jobs?sort=deadline')).json() as JobList;
    const deadlines = byDeadline.jobs.map((j) => j.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    const byBudget = (await call('GET', '/next/api/jobs?sort=budget')).json() as JobList;
    const budgets = byBudget.jobs.map((j) => (j.budgetMaxMilli ?? 0) * j.volume);
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));
  });

  it('puts the jobs that say the words first when searching, unless another order is asked for', async () => {
    const patent = await post(
      legalJob({
        title: 'Patent claims for a medical device',
        description: 'Claims and abstract of a patent, 3,000 words.',
      }),
    );
    const later = await post(legalJob({ title: 'Shareholder agreement for a start-up in Braga' }));
    const ids = async (query: string) =>
      ((await call('GET', `/next/api/jobs?${query}`)).json() as JobList).jobs.map((j) => j.id);
    // "patent" also names the legal field: every legal job is found, the one that says it first.
    for (const filters of ['', 'source=por&', 'source=por&target=eng&']) {
      const found = await ids(`${filters}search=patent`);
      expect(found[0], filters).toBe(patent.id);
      expect(found, filters).toContain(later.id);
      expect((await ids(`${filters}search=patent&sort=newest`)).indexOf(later.id), filters).toBeLessThan(
        (await ids(`${filters}search=patent&sort=newest`)).indexOf(patent.id),
      );
    }
    // Without words, relevance is the newest first.
    expect(await ids('sort=relevance')).toEqual(await ids(''));
    for (const job of [patent, later])
      await call('POST', `/next/api/jobs/${job.id}/status`, client, { status: 'closed' });
  });

  it('follows every change to a job, and lists a job with two matching pairs once', async () => {
    const ids = async (query: string) =>
      ((await call('GET', `/next/api/jobs?${query}`)).json() as JobList).jobs.map((j) => j.id);
    const job = await post(
      legalJob({
        title: 'Two pairs from Portuguese',
        pairs: [
          { source: 'por', target: 'eng' },
          { source: 'por', target: 'spa' },
        ],
      }),
    );
    expect((await ids('source=por&search=two+pairs')).filter((id) => id === job.id)).toHaveLength(1);
    expect(await ids('source=por&target=spa&field=102')).toContain(job.id);
    // Another field: the pair-filtered list follows the edit.
    await call(
      'PUT',
      `/next/api/jobs/${job.id}`,
      client,
      legalJob({ title: 'Two pairs from Portuguese', disciplineId: 201, pairs: job.pairs }),
    );
    expect(await ids('source=por&target=spa&field=102')).not.toContain(job.id);
    expect(await ids('source=por&target=spa&field=medical')).toContain(job.id);
    // Closed to quotes: out of the open list, whatever the filters.
    await call('POST', `/next/api/jobs/${job.id}/status`, client, { status: 'closed' });
    expect(await ids('source=por&target=spa&field=medical')).not.toContain(job.id);
    expect(await ids('target=spa')).not.toContain(job.id);
  });

  it('keeps, for a signed-in member who asks, the jobs in one of their own language pairs', async () => {
    const list = async (query: string, cookie?: string) =>
      (await call('GET', `/next/api/jobs?${query}`, cookie)).json() as JobList;
    const description = 'A commercial lease of six pages for a bakery in Porto, for its landlord abroad.';
    const hers = await post(legalJob({ title: 'Lease in one of her pairs', description }));
    const other = await post(
      legalJob({ title: 'Lease in nobody’s pair here', description, pairs: [{ source: 'fin', target: 'ita' }] }),
    );
    const profilePairs = (await call('GET', '/next/api/user/pairs?entityId=6')).json() as ProfileGroupData['pairs'];
    const mine = await list('pairs=mine', sofia);
    expect(mine.yourPairs).toEqual(profilePairs.pairs.map((p) => ({ source: p.source, target: p.target })));
    expect(mine.yourPairs).toContainEqual({ source: 'por', target: 'eng' });
    const ids = mine.jobs.map((j) => j.id);
    expect(ids).toContain(hers.id);
    expect(ids).not.toContain(other.id);
    for (const job of mine.jobs) {
      expect(job.pairs.some((p) => mine.yourPairs!.some((y) => y.source === p.source && y.target === p.target))).toBe(
        true,
      );
    }
    const everyone = await list('');
    expect(everyone.jobs.map((j) => j.id)).toContain(other.id);
    expect(mine.total).toBeLessThan(everyone.total);
    // With the other filters: her pairs and the field.
    expect((await list('pairs=mine&field=medical', sofia)).jobs.map((j) => j.id)).not.toContain(hers.id);
    expect((await list('pairs=mine&field=legal', sofia)).jobs.map((j) => j.id)).toContain(hers.id);
    // Another member's pairs are theirs: the same address lists other jobs for them.
    expect((await list('pairs=mine', jonas)).yourPairs).not.toEqual(mine.yourPairs);

    // The list is kept between calls, yet a quote and a change of her pairs show at once.
    const card = async () => (await list('pairs=mine', sofia)).jobs.find((j) => j.id === hers.id);
    expect((await card())?.quoteCount).toBe(0);
    expect((await call('PUT', `/next/api/jobs/${hers.id}/quotes/mine`, company, quote())).statusCode).toBe(200);
    expect((await card())?.quoteCount).toBe(1);
    const withFinnish = [...mine.yourPairs!, { source: 'fin', target: 'ita' }];
    const save = await call('PUT', '/next/api/user/pairs?entityId=6', sofia, { pairs: withFinnish });
    expect(save.statusCode, save.body).toBe(200);
    const widened = await list('pairs=mine', sofia);
    expect(widened.yourPairs).toEqual(withFinnish);
    expect(widened.jobs.map((j) => j.id)).toContain(other.id);
    await call('PUT', '/next/api/user/pairs?entityId=6', sofia, { pairs: mine.yourPairs });
  });

  it('leaves out of a company’s own pairs the jobs it posted itself: it cannot quote on them', async () => {
    const theirs = (await call('GET', '/next/api/user/pairs?entityId=8')).json() as ProfileGroupData['pairs'];
    const [pair] = theirs.pairs;
    const own = await post(
      legalJob({
        title: 'A company’s own job in its pair',
        description: 'Supplier terms for a catering firm, to be read by its partners abroad.',
        pairs: [{ source: pair!.source, target: pair!.target }],
      }),
      true,
      company,
    );
    const ids = async (query: string, cookie?: string) =>
      ((await call('GET', `/next/api/jobs?${query}`, cookie)).json() as JobList).jobs.map((j) => j.id);
    expect(await ids(`source=${pair!.source}&target=${pair!.target}`)).toContain(own.id);
    expect(await ids('pairs=mine', company)).not.toContain(own.id);
    await call('POST', `/next/api/jobs/${own.id}/status`, company, { status: 'cancelled' });
  });

  it('answers a member without language pairs with none, and asks a visitor to sign in', async () => {
    const res = await call('GET', '/next/api/jobs?pairs=mine', watcher.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json()).toMatchObject({ jobs: [], total: 0, yourPairs: [] });
    const anonymous = await call('GET', '/next/api/jobs?pairs=mine');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('Sign in to see the jobs in your language pairs');
  });

  it('refuses filters it does not understand, by name', async () => {
    for (const [query, message] of [
      ['source=pt', 'three-letter'],
      ['field=astrology', 'field of expertise'],
      ['sort=cheapest', 'Sort by'],
      ['page=0', 'page number'],
      ['service_id=999', 'service'],
      ['sourse=por', 'sourse'],
      ['pairs=all', 'pairs: mine'],
    ] as const) {
      const res = await call('GET', `/next/api/jobs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toContain(message);
    }
  });
});

describe('posting a job', () => {
  it('is for clients and language companies only, and bad input changes nothing', async () => {
    await unchanged(
      () => call('POST', '/next/api/jobs', sofia, { job: legalJob(), publish: true }),
      403,
      'Only clients',
    );
    await unchanged(() => call('POST', '/next/api/jobs', undefined, { job: legalJob(), publish: true }), 401);
    for (const [job, message] of [
      [legalJob({ pairs: [{ source: 'por', target: 'por' }] }), 'two different languages'],
      [legalJob({ pairs: [] }), 'at least one language pair'],
      [legalJob({ serviceId: 6 }), 'between two languages'],
      [legalJob({ budgetMinMilli: 200, budgetMaxMilli: 100 }), 'below the minimum'],
      [legalJob({ audience: 'rated', minRating: null }), 'minimum rating'],
      [legalJob({ title: 'x'.repeat(121) }), 'at most 120'],
      [legalJob({ description: 'Too short' }), 'at least 20'],
      [legalJob({ unit: 'lines' as never }), 'unit'],
      [legalJob({ deadline: '2031-02-30' }), 'deadline'],
    ] as const) {
      await unchanged(() => call('POST', '/next/api/jobs', client, { job, publish: true }), 400, message);
    }
  });

  it('keeps a draft to its poster, then publishing alerts every matching saved search at the same moment', async () => {
    // Two members save a search this job matches, one a search it does not.
    for (const [cookie, alert] of [
      [watcher.cookie, { source: 'por', target: 'eng', field: 'legal', digest: false }],
      [sofia, { source: 'por', search: 'shareholder', digest: false }],
      [bystander.cookie, { source: 'deu', target: 'eng', digest: false }],
    ] as const) {
      expect((await call('POST', '/next/api/job-alerts', cookie, alert)).statusCode).toBe(201);
    }
    const draft = await post(legalJob({ title: 'Shareholder agreement for investors' }), false);
    expect(draft.status).toBe('draft');
    expect((await call('GET', `/next/api/jobs/${draft.id}`, sofia)).statusCode).toBe(404);
    expect((await call('GET', `/next/api/jobs/${draft.id}`)).statusCode).toBe(404);
    expect(((await call('GET', '/next/api/jobs?search=investors')).json() as JobList).total).toBe(0);
    expect((await notificationsOf(watcher.cookie)).filter((n) => n.type === 'job-alert')).toEqual([]);

    const published = (
      await call('POST', `/next/api/jobs/${draft.id}/status`, client, { status: 'open' })
    ).json() as JobDetail;
    expect(published.status).toBe('open');
    expect(((await call('GET', '/next/api/jobs?search=investors')).json() as JobList).total).toBe(1);
    const forWatcher = (await notificationsOf(watcher.cookie)).filter((n) => n.type === 'job-alert');
    const forSofia = (await notificationsOf(sofia)).filter((n) => n.type === 'job-alert');
    expect(forWatcher.map((n) => n.message)).toEqual(['Shareholder agreement for investors']);
    expect(forWatcher[0]!.redirectUrl).toBe(`/opportunities/${draft.id}`);
    expect(forSofia.map((n) => n.message)).toEqual(['Shareholder agreement for investors']);
    // Fair alerts: the same moment for everyone, nobody first.
    expect(forSofia[0]!.createdAt).toBe(forWatcher[0]!.createdAt);
    expect((await notificationsOf(bystander.cookie)).filter((n) => n.type === 'job-alert')).toEqual([]);
    // The poster's own search never alerts them; closing and reopening alerts nobody twice.
    await call('POST', `/next/api/jobs/${draft.id}/status`, client, { status: 'closed' });
    await call('POST', `/next/api/jobs/${draft.id}/status`, client, { status: 'open' });
    expect((await notificationsOf(watcher.cookie)).filter((n) => n.type === 'job-alert')).toHaveLength(1);
  });

  it('finds and alerts a consecutive, simultaneous or remote interpreting job under "Interpreting"', async () => {
    const interpreting = async (query: string) =>
      ((await call('GET', `/next/api/jobs?service_id=2${query}`)).json() as JobList).jobs;
    const kinds = new Set((await interpreting('')).map((j) => j.serviceId));
    // The demo's interpreting jobs name their kind (consecutive, remote): all of them, none of another service.
    expect(kinds.size).toBeGreaterThan(0);
    for (const kind of kinds) expect([2, 14, 15, 16]).toContain(kind);
    expect((await interpreting('&source=por&target=eng')).map((j) => j.serviceId)).toContain(14);
    // A saved search for interpreting hears of a simultaneous interpreting job.
    const interpreter = await t.signUp({
      email: 'ines@example.com',
      name: 'Ines Interpreter',
      accountType: 'interpreter',
    });
    const alert = { serviceId: 2, source: 'deu', digest: false };
    expect((await call('POST', '/next/api/job-alerts', interpreter.cookie, alert)).statusCode).toBe(201);
    const job = await post(
      legalJob({
        title: 'Simultaneous interpreters for a board meeting',
        description: 'Two interpreters in the booth for a full-day board meeting in Frankfurt, German into English.',
        pairs: [{ source: 'deu', target: 'eng' }],
        serviceId: 15,
        unit: 'days',
        volume: 1,
        budgetMinMilli: 600_000,
        budgetMaxMilli: 900_000,
        catToolId: null,
      }),
    );
    expect((await interpreting('&source=deu')).map((j) => j.id)).toContain(job.id);
    const alerts = (await notificationsOf(interpreter.cookie)).filter((n) => n.type === 'job-alert');
    expect(alerts.map((n) => n.redirectUrl)).toContain(`/opportunities/${job.id}`);
  });

  it('alerts a saved search whose words name the job’s language, as the list finds it', async () => {
    const member = await t.signUp({ email: 'greta@example.com', name: 'Greta Translator', accountType: 'translator' });
    // "Deutsch" is in no job's text: it names German.
    expect(
      (await call('POST', '/next/api/job-alerts', member.cookie, { search: 'Deutsch', digest: false })).statusCode,
    ).toBe(201);
    const german = await post(
      legalJob({
        title: 'Shareholder agreement',
        description: 'Twelve pages, German into English, for a notary.',
        pairs: [{ source: 'deu', target: 'eng' }],
      }),
    );
    const french = await post(
      legalJob({
        title: 'Supply contract',
        description: 'Eight pages, French into English.',
        pairs: [{ source: 'fra', target: 'eng' }],
      }),
    );
    const listed = ((await call('GET', '/next/api/jobs?search=Deutsch')).json() as JobList).jobs.map((j) => j.id);
    expect(listed).toContain(german.id);
    expect(listed).not.toContain(french.id);
    const alerted = (await notificationsOf(member.cookie))
      .filter((n) => n.type === 'job-alert')
      .map((n) => n.redirectUrl);
    expect(alerted).toContain(`/opportunities/${german.id}`);
    expect(alerted).not.toContain(`/opportunities/${french.id}`);
  });

  it('finds and alerts a job by its words typed without their accents, or with accents it does not have', async () => {
    const member = await t.signUp({ email: 'joao@example.com', name: 'João Tradutor', accountType: 'translator' });
    expect(
      (await call('POST', '/next/api/job-alerts', member.cookie, { search: 'certidoes dusseldorf', digest: false }))
        .statusCode,
    ).toBe(201);
    const job = await post(
      legalJob({
        title: 'Tradução juramentada de certidões',
        description: 'Birth and marriage certificates for the registry office in Düsseldorf.',
      }),
    );
    const other = await post(
      legalJob({ title: 'Tradução de contrato', description: 'A shop lease in Lisbon, twelve pages.' }),
    );
    const found = async (words: string) =>
      ((await call('GET', `/next/api/jobs?search=${encodeURIComponent(words)}`)).json() as JobList).jobs.map(
        (j) => j.id,
      );
    for (const words of ['traducao certidoes', 'TRADUÇÃO CERTIDÕES', 'dusseldorf', 'DÜSSELDORF', 'tradúcao']) {
      expect(await found(words), words).toContain(job.id);
    }
    expect(await found('certidoes')).not.toContain(other.id);
    // A word is found by its beginning: 'idoes' is inside 'certidões', not a word of the job.
    expect(await found('idoes')).not.toContain(job.id);
    expect(await found('certid')).toContain(job.id);
    const alerted = (await notificationsOf(member.cookie))
      .filter((n) => n.type === 'job-alert')
      .map((n) => n.redirectUrl);
    expect(alerted).toContain(`/opportunities/${job.id}`);
    expect(alerted).not.toContain(`/opportunities/${other.id}`);
  });

  it('lets only the poster edit, and keeps the unit and currency once quotes arrived', async () => {
    const job = await post(legalJob({ title: 'Articles of association' }));
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}`, company, legalJob()),
      403,
      'Only the member who posted',
    );
    const edited = (
      await call('PUT', `/next/api/jobs/${job.id}`, client, legalJob({ title: 'Articles of association (12 pages)' }))
    ).json() as JobDetail;
    expect(edited.title).toBe('Articles of association (12 pages)');
    expect((await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote())).statusCode).toBe(200);
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}`, client, legalJob({ currency: 'USD' })),
      409,
      'unit and currency',
    );
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/status`, client, { status: 'completed' }),
      409,
      'cannot become completed',
    );
  });

  it('marks the quotes out of date when the volume, pairs, service or deadline change, tells the quoters, and awards only a confirmed quote', async () => {
    const job = await post(legalJob({ title: 'Bylaws, to be requoted', volume: 4_200 }));
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ rateMilli: 90 }));
    const quoteOf = async () =>
      ((await call('GET', `/next/api/jobs/${job.id}/quotes`, client)).json() as QuoteList).quotes[0]!;
    expect(await quoteOf()).toMatchObject({ totalCents: 37_800, outdated: false });
    // A new title or description leaves the quote as it is.
    await call(
      'PUT',
      `/next/api/jobs/${job.id}`,
      client,
      legalJob({
        title: 'Bylaws, to be requoted',
        volume: 4_200,
        description: 'The bylaws of a cooperative in Braga, nine pages, for its Spanish members.',
      }),
    );
    expect((await quoteOf()).outdated).toBe(false);

    // The volume almost triples: the €378 quote no longer prices the job.
    const edited = await call(
      'PUT',
      `/next/api/jobs/${job.id}`,
      client,
      legalJob({ title: 'Bylaws, to be requoted', volume: 12_000 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await quoteOf();
    expect(stale).toMatchObject({ totalCents: 37_800, outdated: true });
    const told = (await notificationsOf(sofia)).find(
      (n) => n.title === '“Bylaws, to be requoted” changed after your quote',
    );
    expect(told?.message).toContain('Confirm your quote or send a new one');
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: stale.id }),
      409,
      'must confirm it',
    );

    // Confirmed, it is priced on the job as it is now, and can be awarded.
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ rateMilli: 90 }));
    expect(await quoteOf()).toMatchObject({ totalCents: 108_000, outdated: false });
    const awarded = await call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: stale.id });
    expect(awarded.statusCode, awarded.body).toBe(200);
  });
});

describe('quotes', () => {
  it('are free, structured, one per member, and never below the minimum or in another unit', async () => {
    const job = await post(legalJob({ title: 'Loan agreement', volume: 4000 }));
    await unchanged(() => call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, client, quote()), 403, 'own job');
    const admin = await t.signIn('admin@demo.wordhive.test');
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, admin, quote()),
      403,
      'Only language professionals',
    );
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ rateMilli: 60 })),
      400,
      'below its minimum',
    );
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ unit: 'pages' })),
      400,
      'unit this job',
    );
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ currency: 'USD' })),
      400,
      'currency of this job',
    );
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ deliveryDate: '2020-01-01' })),
      400,
      'from today',
    );
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ note: 'x'.repeat(1001) })),
      400,
      'at most 1000',
    );

    const first = (await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote())).json() as JobDetail;
    // 0.095 EUR × 4,000 words = 380.00 EUR.
    expect(first.viewer.ownQuote?.totalCents).toBe(38_000);
    const changed = (
      await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ rateMilli: 100 }))
    ).json() as JobDetail;
    expect(changed.viewer.ownQuote?.totalCents).toBe(40_000);
    expect(changed.quoteCount).toBe(1);
    // The poster heard of the first quote once, not of the change.
    const told = (await notificationsOf(client)).filter((n) => n.title.includes('Loan agreement'));
    expect(told).toHaveLength(1);
  });

  it('stay hidden from other bidders unless the job shows them, and notes stay with the poster', async () => {
    const hidden = await post(legalJob({ title: 'Hidden quotes job' }));
    const shown = await post(legalJob({ title: 'Visible quotes job', quotesVisible: true }));
    for (const job of [hidden, shown]) {
      await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote());
      await call(
        'PUT',
        `/next/api/jobs/${job.id}/quotes/mine`,
        company,
        quote({ rateMilli: 110, note: 'Company note' }),
      );
    }
    const list = async (id: number, cookie?: string) =>
      (await call('GET', `/next/api/jobs/${id}/quotes`, cookie)).json() as QuoteList;
    expect((await list(hidden.id, sofia)).quotes.map((q) => q.professional.name)).toEqual(['Sofia Almeida']);
    expect((await list(hidden.id, sofia)).total).toBe(2);
    expect((await list(hidden.id)).quotes).toEqual([]);
    expect((await list(hidden.id, jonas)).quotes).toEqual([]);
    const visible = await list(shown.id, sofia);
    expect(visible.quotes.map((q) => q.professional.name).sort()).toEqual([
      'LinguaBridge Translations',
      'Sofia Almeida',
    ]);
    expect(visible.quotes.find((q) => q.professional.name !== 'Sofia Almeida')?.note).toBeNull();
    // Someone who did not quote sees none, even where quoters see each other.
    expect((await list(shown.id, jonas)).quotes).toEqual([]);
    const poster = await list(hidden.id, client);
    expect(poster.quotes.map((q) => q.note)).toContain('Company note');
  });

  it('lets only the poster shortlist and award; the others are told kindly; a second award is refused', async () => {
    const job = await post(legalJob({ title: 'Award me' }));
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote());
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, company, quote({ rateMilli: 110 }));
    const quotes = ((await call('GET', `/next/api/jobs/${job.id}/quotes`, client)).json() as QuoteList).quotes;
    const sofiaQuote = quotes.find((q) => q.professional.name === 'Sofia Almeida')!;
    const companyQuote = quotes.find((q) => q.professional.name !== 'Sofia Almeida')!;
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/quotes/${sofiaQuote.id}/shortlist`, company, { shortlisted: true }),
      403,
    );
    const shortlisted = (
      await call('POST', `/next/api/jobs/${job.id}/quotes/${sofiaQuote.id}/shortlist`, client, { shortlisted: true })
    ).json() as QuoteList;
    expect(shortlisted.quotes.find((q) => q.id === sofiaQuote.id)?.shortlisted).toBe(true);
    // Quoters never see the shortlist.
    const own = (await call('GET', `/next/api/jobs/${job.id}`, sofia)).json() as JobDetail;
    expect(own.viewer.ownQuote?.shortlisted).toBeNull();

    await unchanged(() => call('POST', `/next/api/jobs/${job.id}/award`, sofia, { quoteId: sofiaQuote.id }), 403);
    await unchanged(() => call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: 999_999 }), 404);
    const awarded = (
      await call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: sofiaQuote.id })
    ).json() as JobDetail;
    expect(awarded.status).toBe('awarded');
    expect(awarded.awardedQuoteId).toBe(sofiaQuote.id);
    expect((await notificationsOf(sofia)).some((n) => n.title === 'Your quote for “Award me” was accepted')).toBe(true);
    const kind = (await notificationsOf(company)).find((n) => n.title === 'News about “Award me”');
    expect(kind?.message).toContain('chose another quote this time');
    await unchanged(() => call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: companyQuote.id }), 404);
    await unchanged(
      () => call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, jonas, quote()),
      409,
      'no longer takes quotes',
    );
  });

  it('lets the poster decline one quote before awarding: its author is told and may quote again', async () => {
    const job = await post(legalJob({ title: 'Decline me' }));
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote());
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, company, quote({ rateMilli: 110 }));
    const quotes = ((await call('GET', `/next/api/jobs/${job.id}/quotes`, client)).json() as QuoteList).quotes;
    const sofiaQuote = quotes.find((q) => q.professional.name === 'Sofia Almeida')!;
    const decline = (cookie: string, quoteId = sofiaQuote.id) =>
      call('POST', `/next/api/jobs/${job.id}/quotes/${quoteId}/decline`, cookie);
    await unchanged(() => decline(company), 403);
    await unchanged(() => decline(client, 999_999), 404);

    const res = await decline(client);
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as QuoteList).quotes;
    expect(after.find((q) => q.id === sofiaQuote.id)?.status).toBe('declined');
    // The other quote still waits for the client, and the job stays open.
    expect(after.find((q) => q.id !== sofiaQuote.id)?.status).toBe('submitted');
    const told = (await notificationsOf(sofia)).find((n) => n.title === 'Your quote for “Decline me” was declined');
    expect(told?.message).toContain('you may send a new one');
    expect((await notificationsOf(company)).some((n) => n.title.includes('Decline me'))).toBe(false);
    // Declined once is declined: neither a second decline nor an award of it.
    await unchanged(() => decline(client), 404);
    await unchanged(() => call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: sofiaQuote.id }), 404);
    // A revised quote is a new offer, waiting for the client again.
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote({ rateMilli: 95 }));
    const own = (await call('GET', `/next/api/jobs/${job.id}`, sofia)).json() as JobDetail;
    expect(own.viewer.ownQuote?.status).toBe('submitted');
  });

  it('respects who may quote: certified members only, or a minimum rating', async () => {
    const certified = await post(legalJob({ title: 'Certified only', audience: 'certified' }));
    await unchanged(
      () => call('PUT', `/next/api/jobs/${certified.id}/quotes/mine`, watcher.cookie, quote()),
      403,
      'certified members',
    );
    const rated = await post(legalJob({ title: 'Rated only', audience: 'rated', minRating: 4.5 }));
    await unchanged(
      () => call('PUT', `/next/api/jobs/${rated.id}/quotes/mine`, watcher.cookie, quote()),
      403,
      'higher rating',
    );
    const page = (await call('GET', `/next/api/jobs/${rated.id}`, watcher.cookie)).json() as JobDetail;
    expect(page.viewer.cannotQuote).toBe('This job takes quotes from members with a higher rating');
  });
});

describe('after the work', () => {
  it('completes the job into the project history, then each side rates the other once and replies once', async () => {
    const job = await post(legalJob({ title: 'Rating round trip' }));
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote());
    const [q] = ((await call('GET', `/next/api/jobs/${job.id}/quotes`, client)).json() as QuoteList).quotes;
    await call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: q!.id });
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/rating`, client, { rating: 5, comment: 'Great' }),
      409,
      'once the job is completed',
    );

    const done = (
      await call('POST', `/next/api/jobs/${job.id}/status`, client, { status: 'completed' })
    ).json() as JobDetail;
    expect(done.status).toBe('completed');
    const history = (
      await call('GET', '/next/api/user/project-history?entityId=6')
    ).json() as ProfileGroupData['project-history'];
    const project = history.projects.find((p) => p.title === 'Rating round trip');
    expect(project?.confirmed?.by).toBe('Priya Raman');

    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/rating`, jonas, { rating: 1, comment: 'Nope' }),
      403,
      'Only the client',
    );
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/rating`, client, { rating: 6, comment: 'Too good' }),
      400,
      '1 to 5',
    );
    const stars = async (id: number) =>
      ((await call('GET', `/next/api/user/star-rating?entityId=${id}`)).json() as ProfileGroupData['star-rating'])
        .count;
    const [sofiaBefore, priyaBefore] = [await stars(6), await stars(9)];
    const rated = (
      await call('POST', `/next/api/jobs/${job.id}/rating`, client, { rating: 5, comment: 'Precise and early.' })
    ).json() as JobDetail;
    expect(rated.viewer.ratingGiven?.rating).toBe(5);
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/rating`, client, { rating: 4, comment: 'Again' }),
      409,
      'already rated',
    );
    await call('POST', `/next/api/jobs/${job.id}/rating`, sofia, { rating: 4, comment: 'Clear brief, slow to pay.' });

    // Both members' stars count the new ratings: feedback for the professional, the Blue Board for the client.
    expect([await stars(6), await stars(9)]).toEqual([sofiaBefore + 1, priyaBefore + 1]);
    const feedback = (await call('GET', '/next/api/user/feedback?entityId=6')).json() as ProfileGroupData['feedback'];
    const fromJob = feedback.items.find((f) => f.jobId === job.id);
    expect(fromJob).toMatchObject({ rating: 5, comment: 'Precise and early.', authorName: 'Priya Raman', reply: null });
    const board = (await call('GET', '/next/api/user/bb-entries?entityId=9')).json() as ProfileGroupData['bb-entries'];
    expect(board.entries.find((e) => e.jobId === job.id)).toMatchObject({ lwa: 4, raterName: 'Sofia Almeida' });

    await unchanged(() => call('POST', `/next/api/jobs/${job.id}/rating/reply`, jonas, { reply: 'Hi' }), 403);
    await call('POST', `/next/api/jobs/${job.id}/rating/reply`, sofia, { reply: 'Thank you!' });
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/rating/reply`, sofia, { reply: 'Again' }),
      409,
      'already replied',
    );
    const after = (await call('GET', '/next/api/user/feedback?entityId=6')).json() as ProfileGroupData['feedback'];
    expect(after.items.find((f) => f.jobId === job.id)?.reply).toBe('Thank you!');
    const clientView = (await call('GET', `/next/api/jobs/${job.id}`, client)).json() as JobDetail;
    expect(clientView.viewer.ratingReceived).toMatchObject({ rating: 4, reply: null });
    expect(clientView.viewer.ratingGiven).toMatchObject({ rating: 5, reply: 'Thank you!' });
  });

  it('shows what was paid for a job to its poster and the professional she chose, and to no one else', async () => {
    // The demo's completed job: Priya chose Sofia's quote and paid it through Wordhive Pay.
    const seen = async (cookie?: string) =>
      ((await call('GET', '/next/api/jobs/2', cookie)).json() as JobDetail).viewer.payments;
    const paid = [{ amount: 57_200, currency: 'EUR', status: 'released' }];
    expect(await seen(client)).toMatchObject(paid);
    expect(await seen(sofia)).toMatchObject(paid);
    expect(await seen(jonas)).toEqual([]);
    expect(await seen()).toEqual([]);
  });

  it('lets the professional chosen for a job ask its client, once a day, to pay what is left; no one else', async () => {
    const job = await post(legalJob({ title: 'Pay me' }));
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote());
    const [own] = ((await call('GET', `/next/api/jobs/${job.id}/quotes`, client)).json() as QuoteList).quotes;
    const ask = (cookie: string) => call('POST', `/next/api/jobs/${job.id}/payment-request`, cookie);
    // Not before the job is hers, and never anyone else.
    await unchanged(() => ask(sofia), 403, 'Only the professional chosen');
    await call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: own!.id });
    await unchanged(() => ask(jonas), 403, 'Only the professional chosen');
    await unchanged(() => ask(client), 403, 'Only the professional chosen');

    const asked = await ask(sofia);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ amount: own!.totalCents, currency: 'EUR' });
    const notice = (await notificationsOf(client)).find(
      (n) => n.title === 'Sofia Almeida asks to be paid for “Pay me”',
    );
    expect(notice).toMatchObject({
      message: `${formatMoney(own!.totalCents, 'EUR', 'eng')} of the chosen quote is still to pay. You can pay it through Wordhive Pay on the job’s page.`,
      redirectUrl: `/opportunities/${job.id}`,
    });
    await unchanged(() => ask(sofia), 409, 'already asked for this payment today');
    // Nothing is left to ask for on the demo's completed job, paid in full.
    await unchanged(() => call('POST', '/next/api/jobs/2/payment-request', sofia), 409, 'paid in full');
  });

  it('takes payments for a job in its quote’s currency only, and counts them in what is left to pay', async () => {
    const job = await post(legalJob({ title: 'Pay in part' }));
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote());
    const [own] = ((await call('GET', `/next/api/jobs/${job.id}/quotes`, client)).json() as QuoteList).quotes;
    await call('POST', `/next/api/jobs/${job.id}/award`, client, { quoteId: own!.id });
    let keys = 0;
    const pay = (amount: number, currency: string) =>
      t.request({
        method: 'POST',
        url: '/next/api/wordhivepay/payments',
        cookie: client,
        headers: { 'idempotency-key': `job-${job.id}-${++keys}` },
        payload: {
          payeeEid: 6,
          amount,
          currency,
          description: 'First half',
          jobId: job.id,
          fundNow: true,
          funding: { method: 'card', cardId: 'pm_card_visa' },
        },
      });
    await unchanged(() => pay(10_000, 'USD'), 400, 'Pay for a job in the currency of its quote');
    const half = Math.floor(own!.totalCents / 2);
    expect((await pay(half, 'EUR')).statusCode).toBe(201);
    const asked = await call('POST', `/next/api/jobs/${job.id}/payment-request`, sofia);
    expect(asked.json()).toEqual({ amount: own!.totalCents - half, currency: 'EUR' });
    // Her list of jobs says what is left, and to whom; not for the demo's job paid in full.
    const { toPay } = (await call('GET', '/next/api/jobs/mine', client)).json() as MyJobs;
    expect(toPay.find((p) => p.jobId === job.id)).toEqual({
      jobId: job.id,
      professional: { entityId: 6, name: 'Sofia Almeida' },
      leftCents: own!.totalCents - half,
    });
    expect(toPay.some((p) => p.jobId === 2)).toBe(false);
    // And hers what she is still owed, on that job only.
    const hers = (await call('GET', '/next/api/jobs/mine', sofia)).json() as MyJobs;
    expect(hers.toPay).toEqual([]);
    expect(hers.quoted.find((q) => q.job.id === job.id)?.leftToBePaid).toBe(own!.totalCents - half);
    expect(hers.quoted.find((q) => q.job.id === 2)?.leftToBePaid).toBeNull();
  });

  it('lists a member’s posted jobs and quotes, and cancelling tells the waiting quoters', async () => {
    const job = await post(legalJob({ title: 'Cancel me' }));
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, sofia, quote());
    const mine = (await call('GET', '/next/api/jobs/mine', sofia)).json() as MyJobs;
    expect(mine).toMatchObject({ canPost: false, canQuote: true });
    expect(mine.quoted.map((q) => q.job.title)).toContain('Cancel me');
    const clients = (await call('GET', '/next/api/jobs/mine', client)).json() as MyJobs;
    expect(clients).toMatchObject({ canPost: true, canQuote: false });
    expect(clients.posted.map((j) => j.title)).toContain('Cancel me');
    await call('POST', `/next/api/jobs/${job.id}/status`, client, { status: 'cancelled' });
    expect((await notificationsOf(sofia)).some((n) => n.title === '“Cancel me” was cancelled')).toBe(true);
    // A cancelled job stays with its poster and quoters only.
    expect((await call('GET', `/next/api/jobs/${job.id}`, jonas)).statusCode).toBe(404);
    expect((await call('GET', `/next/api/jobs/${job.id}`, sofia)).statusCode).toBe(200);
  });
});

describe('samples', () => {
  it('takes a document whose content matches its type, for members to download', async () => {
    const job = await post(legalJob({ title: 'With a sample' }));
    const put = (body: Buffer, type: string, cookie = client) =>
      t.request({
        method: 'PUT',
        url: `/next/api/jobs/${job.id}/sample?name=excerpt.txt`,
        payload: body,
        headers: { 'content-type': type },
        cookie,
      });
    await unchanged(() => put(Buffer.from('not a pdf'), 'application/pdf'), 400, 'does not match');
    await unchanged(() => put(Buffer.from('MZ\x90\x00'), 'application/x-msdownload'), 415);
    await unchanged(() => put(Buffer.from('Cláusula primeira'), 'text/plain', sofia), 403);
    const saved = (await put(Buffer.from('Cláusula primeira: objeto do contrato.'), 'text/plain')).json() as JobDetail;
    expect(saved.sample).toMatchObject({ name: 'excerpt.txt', type: 'text/plain' });
    expect((await call('GET', `/next/api/jobs/${job.id}/sample`)).statusCode).toBe(401);
    const file = await call('GET', `/next/api/jobs/${job.id}/sample`, sofia);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Cláusula primeira: objeto do contrato.');
    expect(file.headers['content-disposition']).toContain('attachment');
  });
});

describe('invitations to quote (decision 057)', () => {
  const invite = (jobId: number, entityId: number, cookie = client, note?: string) =>
    call('POST', `/next/api/jobs/${jobId}/invitations`, cookie, { entityId, ...(note === undefined ? {} : { note }) });

  it('the client invites a professional, who is told and sees it on the job; the client follows the quote', async () => {
    const job = await post(legalJob({ title: 'Invite me' }));
    const res = await invite(job.id, watcher.entityId);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as JobInvitationList).invitations).toMatchObject([
      { professional: { entityId: watcher.entityId, name: 'Wanda Watcher', accountType: 'translator' }, quote: null },
    ]);
    const told = (await notificationsOf(watcher.cookie)).find((n) => n.redirectUrl === `/opportunities/${job.id}`);
    expect(told).toMatchObject({ title: 'Priya Raman invites you to quote for “Invite me”' });
    const hers = (await call('GET', `/next/api/jobs/${job.id}`, watcher.cookie)).json() as JobDetail;
    expect(hers.viewer).toMatchObject({ invitation: 'pending', cannotQuote: null });
    expect(((await call('GET', `/next/api/jobs/${job.id}`, sofia)).json() as JobDetail).viewer.invitation).toBeNull();
    const invitedTo = async () =>
      ((await call('GET', '/next/api/jobs/mine', watcher.cookie)).json() as MyJobs).invited.map((j) => j.id);
    expect(await invitedTo()).toContain(job.id);

    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, watcher.cookie, quote());
    const list = (await call('GET', `/next/api/jobs/${job.id}/invitations`, client)).json() as JobInvitationList;
    expect(list.invitations[0]!.quote).toBe('submitted');
    // Quoted on, it moves from her invitations to the jobs she quoted on.
    expect(await invitedTo()).not.toContain(job.id);
    await unchanged(() => invite(job.id, watcher.entityId), 409, 'already quoted');
  });

  it('invites only someone who could quote, once, on one’s own open job, and changes nothing otherwise', async () => {
    const job = await post(legalJob({ title: 'Invite with care' }));
    expect((await invite(job.id, bystander.entityId)).statusCode).toBe(201);
    await unchanged(() => invite(job.id, bystander.entityId), 409, 'already invited');
    await unchanged(() => invite(job.id, 9), 400, 'cannot invite yourself');
    await unchanged(() => invite(job.id, 999_999), 404, 'Member not found');
    // A client takes no work.
    const otherClient = await t.signUp({ email: 'oc@example.com', name: 'Otto Client', accountType: 'outsourcer' });
    await unchanged(() => invite(job.id, otherClient.entityId), 409, 'Only language professionals');
    // Only the poster invites, and reads who was invited.
    await unchanged(() => invite(job.id, 7, sofia), 403);
    expect((await call('GET', `/next/api/jobs/${job.id}/invitations`, sofia)).statusCode).toBe(403);
    expect((await call('GET', `/next/api/jobs/${job.id}/invitations`)).statusCode).toBe(401);
    await unchanged(() => call('POST', `/next/api/jobs/${job.id}/invitations`, client, { entityId: 'seven' }), 400);
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/invitations`, client, { entityId: 7, note: 'x'.repeat(501) }),
      400,
      'at most 500',
    );
    // A job for certified members invites certified members only.
    const certifiedOnly = await post(legalJob({ title: 'Certified only', audience: 'certified' }));
    await unchanged(() => invite(certifiedOnly.id, bystander.entityId), 409, 'not certified');
    expect((await invite(certifiedOnly.id, 6)).statusCode).toBe(201);
    // A closed job takes no quotes, so no invitations.
    await call('POST', `/next/api/jobs/${job.id}/status`, client, { status: 'closed' });
    await unchanged(() => invite(job.id, 7), 409, 'no longer takes quotes');
  });

  it('invites at most 20 professionals a job; one who declines leaves her place to another', async () => {
    const job = await post(legalJob({ title: 'Twenty at most' }));
    const professionals = await t.rows<{ entity_id: number }>(
      `select entity_id from users where account_type in ('translator', 'interpreter', 'subtitler', 'company') and suspended_at is null
       and entity_id <> ${bystander.entityId} order by entity_id limit 20`,
    );
    expect(professionals).toHaveLength(20);
    const invited = [bystander.entityId, ...professionals.slice(0, 19).map((p) => p.entity_id)];
    for (const id of invited) expect((await invite(job.id, id)).statusCode).toBe(201);
    await unchanged(() => invite(job.id, professionals[19]!.entity_id), 409, 'at most 20');
    expect((await standings(professionals[19]!.entity_id)).get(job.id)).toBe('full');
    await decline(job.id, 'busy');
    expect((await standings(professionals[19]!.entity_id)).get(job.id)).toBe('free');
    expect((await invite(job.id, professionals[19]!.entity_id)).statusCode).toBe(201);
  });

  const standings = async (entityId: number, cookie = client) => {
    const res = await call('GET', `/next/api/jobs/mine/invitations/${entityId}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json() as JobStandings).jobs.map((j) => [j.id, j.standing]));
  };

  it('tells the client, in one answer, where a professional stands on each of her open jobs', async () => {
    const free = await post(legalJob({ title: 'Free to invite' }));
    const invited = await post(legalJob({ title: 'Invited already' }));
    const declined = await post(legalJob({ title: 'Declined already' }));
    const quoted = await post(legalJob({ title: 'Quoted already on' }));
    const certified = await post(legalJob({ title: 'For the certified', audience: 'certified' }));
    const rated = await post(legalJob({ title: 'For the rated', audience: 'rated', minRating: 4.5 }));
    const closed = await post(legalJob({ title: 'Closed to quotes' }));
    await call('POST', `/next/api/jobs/${closed.id}/status`, client, { status: 'closed' });
    await invite(invited.id, bystander.entityId);
    await invite(declined.id, bystander.entityId);
    await decline(declined.id, 'busy');
    await call('PUT', `/next/api/jobs/${quoted.id}/quotes/mine`, bystander.cookie, quote());

    const stand = await standings(bystander.entityId);
    expect([free, invited, declined, quoted, certified, rated].map((job) => stand.get(job.id))).toEqual([
      'free',
      'invited',
      'declined',
      'quoted',
      'certified',
      'rating',
    ]);
    expect(stand.has(closed.id)).toBe(false);
    // Newest first, as she posted them.
    const ids = [...stand.keys()];
    expect(ids.indexOf(rated.id)).toBeLessThan(ids.indexOf(free.id));
    // What it calls free, the server takes; what it does not, the server refuses.
    expect((await invite(free.id, bystander.entityId)).statusCode).toBe(201);
    await unchanged(() => invite(rated.id, bystander.entityId), 409, 'higher rating');

    // Only whom one could invite, and never oneself; a member without open jobs is told of none.
    const otherClient = await t.signUp({ email: 'oc2@example.com', name: 'Olga Client', accountType: 'outsourcer' });
    const refused = async (path: string, status: number, text: string, cookie = client) => {
      const res = await call('GET', `/next/api/jobs/mine/invitations/${path}`, cookie);
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as { error: string }).error).toContain(text);
    };
    await refused(String(otherClient.entityId), 409, 'Only language professionals');
    await refused('9', 400, 'cannot invite yourself');
    await refused('999999', 404, 'Member not found');
    await refused('seven', 400, 'positive whole number');
    expect((await call('GET', `/next/api/jobs/mine/invitations/${bystander.entityId}`)).statusCode).toBe(401);
    expect((await standings(bystander.entityId, otherClient.cookie)).size).toBe(0);
  });

  const decline = (jobId: number, reason: unknown, cookie = bystander.cookie) =>
    call('POST', `/next/api/jobs/${jobId}/invitations/mine/decline`, cookie, { reason });

  it('carries the client’s own words to the professional: in the notice and above the quote form', async () => {
    const job = await post(legalJob({ title: 'With a word' }));
    const note = 'Your notarial work in Porto is what this lease needs.';
    expect((await invite(job.id, watcher.entityId, client, `  ${note}  `)).statusCode).toBe(201);
    const told = (await notificationsOf(watcher.cookie)).find((n) => n.redirectUrl === `/opportunities/${job.id}`);
    expect(told).toMatchObject({ title: 'Priya Raman invites you to quote for “With a word”', message: note });
    const hers = (await call('GET', `/next/api/jobs/${job.id}`, watcher.cookie)).json() as JobDetail;
    expect(hers.viewer).toMatchObject({ invitation: 'pending', invitationNote: note });
    // Nobody else reads it.
    const others = (await call('GET', `/next/api/jobs/${job.id}`, sofia)).json() as JobDetail;
    expect(others.viewer.invitationNote).toBeNull();
  });

  it('an invited professional declines, saying why: the client is told, and she may still quote', async () => {
    const job = await post(legalJob({ title: 'Decline me' }));
    await unchanged(() => decline(job.id, 'busy'), 404, 'not invited');
    expect((await invite(job.id, bystander.entityId)).statusCode).toBe(201);
    await unchanged(() => decline(job.id, 'tired'), 400, 'busy, fit, terms');
    await unchanged(
      () => call('POST', `/next/api/jobs/${job.id}/invitations/mine/decline`, undefined, { reason: 'busy' }),
      401,
    );
    const res = await decline(job.id, 'terms');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as JobDetail).viewer).toMatchObject({ invitation: 'declined', cannotQuote: null });
    const told = (await notificationsOf(client)).find(
      (n) => n.title === 'Bo Bystander will not quote for “Decline me”',
    );
    expect(told).toMatchObject({
      message:
        'The budget or the deadline does not suit them. You can invite someone else from the job’s page, or look at its terms again.',
      redirectUrl: `/opportunities/${job.id}`,
    });
    const list = (await call('GET', `/next/api/jobs/${job.id}/invitations`, client)).json() as JobInvitationList;
    expect(list.invitations).toMatchObject([{ professional: { entityId: bystander.entityId }, declined: 'terms' }]);
    const mine = (await call('GET', '/next/api/jobs/mine', bystander.cookie)).json() as MyJobs;
    expect(mine.invited.map((j) => j.id)).not.toContain(job.id);
    // Once: a second click neither changes nor tells anything.
    await unchanged(() => decline(job.id, 'busy'), 409, 'already declined');
    // Minded otherwise, she quotes after all, and the client sees the quote.
    expect((await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, bystander.cookie, quote())).statusCode).toBe(200);
    const after = (await call('GET', `/next/api/jobs/${job.id}/invitations`, client)).json() as JobInvitationList;
    expect(after.invitations[0]).toMatchObject({ quote: 'submitted', declined: 'terms' });
  });

  it('the client withdraws an unanswered invitation: its place is free, the professional is told and may be invited again', async () => {
    const job = await post(legalJob({ title: 'Withdraw me' }));
    const withdraw = (entityId: number, cookie = client, jobId = job.id) =>
      call('DELETE', `/next/api/jobs/${jobId}/invitations/${entityId}`, cookie);
    await unchanged(() => withdraw(watcher.entityId), 404, 'not invited');
    await invite(job.id, watcher.entityId);
    // Only the poster withdraws.
    await unchanged(() => withdraw(watcher.entityId, sofia), 403);
    await unchanged(() => call('DELETE', `/next/api/jobs/${job.id}/invitations/${watcher.entityId}`), 401);
    await unchanged(() => call('DELETE', `/next/api/jobs/${job.id}/invitations/none`, client), 400);

    const res = await withdraw(watcher.entityId);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as JobInvitationList).invitations).toEqual([]);
    const told = (await notificationsOf(watcher.cookie)).find(
      (n) => n.title === 'Priya Raman withdrew the invitation to quote for “Withdraw me”',
    );
    expect(told).toMatchObject({ redirectUrl: `/opportunities/${job.id}` });
    const hers = (await call('GET', `/next/api/jobs/${job.id}`, watcher.cookie)).json() as JobDetail;
    expect(hers.viewer).toMatchObject({ invitation: null, invitationNote: null });
    const mine = (await call('GET', '/next/api/jobs/mine', watcher.cookie)).json() as MyJobs;
    expect(mine.invited.map((j) => j.id)).not.toContain(job.id);
    await unchanged(() => withdraw(watcher.entityId), 404, 'not invited');
    expect((await standings(watcher.entityId)).get(job.id)).toBe('free');
    expect((await invite(job.id, watcher.entityId)).statusCode).toBe(201);

    // Not once answered: a declined invitation stays as the client's record, a quote is the professional's.
    await decline(job.id, 'fit', watcher.cookie);
    await unchanged(() => withdraw(watcher.entityId), 409, 'already declined your invitation');
    await invite(job.id, bystander.entityId);
    await call('PUT', `/next/api/jobs/${job.id}/quotes/mine`, bystander.cookie, quote());
    await unchanged(() => withdraw(bystander.entityId), 409, 'already quoted');
    const closed = await post(legalJob({ title: 'Closed, nothing to withdraw' }));
    await invite(closed.id, watcher.entityId);
    await call('POST', `/next/api/jobs/${closed.id}/status`, client, { status: 'closed' });
    await unchanged(() => withdraw(watcher.entityId, client, closed.id), 409, 'no longer takes quotes');
  });

  it('declines nothing once quoted on, nor on a job no longer open', async () => {
    const quoted = await post(legalJob({ title: 'Quoted already' }));
    await invite(quoted.id, watcher.entityId);
    await call('PUT', `/next/api/jobs/${quoted.id}/quotes/mine`, watcher.cookie, quote());
    await unchanged(() => decline(quoted.id, 'busy', watcher.cookie), 409, 'withdraw your quote instead');
    const closed = await post(legalJob({ title: 'Closed before an answer' }));
    await invite(closed.id, watcher.entityId);
    await call('POST', `/next/api/jobs/${closed.id}/status`, client, { status: 'closed' });
    await unchanged(() => decline(closed.id, 'fit', watcher.cookie), 409, 'no longer takes quotes');
    // Someone else's invitation is not hers to decline.
    await unchanged(() => decline(closed.id, 'fit', sofia), 404);
  });
});

describe('saved searches', () => {
  it('keeps of a saved search’s words those its filters do not say, as the list matches them', async () => {
    const { alerts } = (
      await call('POST', '/next/api/job-alerts', sofia, {
        search: 'legal translation jobs from Portuguese to English about leases',
        source: 'por',
        target: 'eng',
        field: 'legal',
        digest: false,
      })
    ).json() as JobAlertList;
    const saved = alerts.find((a) => a.source === 'por' && a.field === 'legal')!;
    expect(saved.search).toBe('translation leases');
    await call('DELETE', `/next/api/job-alerts/${saved.id}`, sofia);
  });

  it('are the member’s own, at most ten, each with at least one criterion', async () => {
    await unchanged(() => call('POST', '/next/api/job-alerts', jonas, { digest: true }), 400, 'a language');
    let alerts: JobAlertList = { alerts: [] };
    for (let i = 0; i < 10; i++) {
      alerts = (
        await call('POST', '/next/api/job-alerts', jonas, { search: `word${i}`, digest: false })
      ).json() as JobAlertList;
    }
    expect(alerts.alerts).toHaveLength(10);
    await unchanged(
      () => call('POST', '/next/api/job-alerts', jonas, { search: 'eleven', digest: false }),
      409,
      'at most 10',
    );
    const id = alerts.alerts[0]!.id;
    await unchanged(() => call('DELETE', `/next/api/job-alerts/${id}`, sofia), 404);
    await unchanged(() => call('PATCH', `/next/api/job-alerts/${id}`, sofia, { digest: true }), 404);
    const toggled = (await call('PATCH', `/next/api/job-alerts/${id}`, jonas, { digest: true })).json() as JobAlertList;
    expect(toggled.alerts[0]!.digest).toBe(true);
    expect(((await call('DELETE', `/next/api/job-alerts/${id}`, jonas)).json() as JobAlertList).alerts).toHaveLength(9);
  });

  it('can keep to the member’s own language pairs, as they are when a job comes and when the digest goes', async () => {
    const paula = await t.signUp({ email: 'paula@example.com', name: 'Paula Pairs', accountType: 'translator' });
    const setPairs = async (pairs: object[]) =>
      expect(
        (await call('PUT', `/next/api/user/pairs?entityId=${paula.entityId}`, paula.cookie, { pairs })).statusCode,
      ).toBe(200);
    await setPairs([{ source: 'deu', target: 'ita' }]);
    await unchanged(
      () => call('POST', '/next/api/job-alerts', paula.cookie, { myPairs: false, digest: false }),
      400,
      'your language pairs',
    );
    const saved = (
      await call('POST', '/next/api/job-alerts', paula.cookie, { myPairs: true, digest: true })
    ).json() as JobAlertList;
    expect(saved.alerts).toMatchObject([{ myPairs: true, source: null, target: null, search: null }]);
    const alerted = async () =>
      (await notificationsOf(paula.cookie)).filter((n) => n.type === 'job-alert').map((n) => n.message);

    const description = 'Terms and conditions of an online shop, for its launch in another country.';
    await post(
      legalJob({ title: 'Shop terms, German into Italian', description, pairs: [{ source: 'deu', target: 'ita' }] }),
    );
    await post(
      legalJob({ title: 'Shop terms, Italian into German', description, pairs: [{ source: 'ita', target: 'deu' }] }),
    );
    expect(await alerted()).toEqual(['Shop terms, German into Italian']);
    // Her pairs as they are now: a pair she adds brings its jobs.
    await setPairs([
      { source: 'deu', target: 'ita' },
      { source: 'ita', target: 'deu' },
    ]);
    await post(
      legalJob({
        title: 'Returns policy, Italian into German',
        description,
        pairs: [{ source: 'ita', target: 'deu' }],
      }),
    );
    expect(await alerted()).toEqual(['Returns policy, Italian into German', 'Shop terms, German into Italian']);
    // The digest reads them the same way.
    const ctx = t.app.ctx;
    const repo = createJobRepository(ctx.db);
    const alerts = (await repo.alerts(paula.entityId)) as Parameters<typeof repo.jobsForAlerts>[1];
    const titles = (await repo.jobsForAlerts(paula.entityId, alerts, new Date(Date.now() - 3_600_000))).map(
      (j) => j.title,
    );
    expect(titles.sort()).toEqual([
      'Returns policy, Italian into German',
      'Shop terms, German into Italian',
      'Shop terms, Italian into German',
    ]);
  });

  it('close open jobs to quotes once their deadline has passed', async () => {
    const job = await post(legalJob({ title: 'Deadline passes tomorrow', deadline: inDays(1) }));
    const inTwoDays = Date.now() + 2 * 86_400_000;
    const ctx = t.app.ctx;
    const later = createJobService({
      config: ctx.config,
      repo: createJobRepository(ctx.db),
      files: ctx.files,
      mailer: ctx.mailer,
      audit: ctx.audit,
      notifications: ctx.notifications,
      profileChanged: async () => {},
      now: () => inTwoDays,
    });
    expect(await later.closeExpired()).toBeGreaterThanOrEqual(1);
    const closed = (await call('GET', `/next/api/jobs/${job.id}`, sofia)).json() as JobDetail;
    expect(closed.status).toBe('closed');
    expect(closed.viewer.cannotQuote).toBe('This job no longer takes quotes');
    expect(((await call('GET', '/next/api/jobs?search=deadline+passes')).json() as JobList).total).toBe(0);
    expect(
      ((await call('GET', '/next/api/jobs?source=por&target=eng&search=deadline+passes')).json() as JobList).total,
    ).toBe(0);
  });

  it('send a daily digest of matching jobs to those who asked, once a day', async () => {
    const digester = await t.signUp({ email: 'digest@example.com', name: 'Dora Digest', accountType: 'translator' });
    await call('POST', '/next/api/job-alerts', digester.cookie, { search: 'vineyard', digest: true });
    await post(legalJob({ title: 'Vineyard sale contract' }));
    const ctx = t.app.ctx;
    const jobs = createJobService({
      config: ctx.config,
      repo: createJobRepository(ctx.db),
      files: ctx.files,
      mailer: ctx.mailer,
      audit: ctx.audit,
      notifications: ctx.notifications,
      profileChanged: async () => {},
    });
    await jobs.sendDigests();
    const mails = await t.mailTo('digest@example.com');
    const digest = mails.filter((m) => m.kind === 'job-digest');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.text).toContain('Vineyard sale contract');
    expect(digest[0]!.subject).toBe('New jobs for your saved searches on Wordhive');
    // The same day again: nothing more.
    await jobs.sendDigests();
    expect((await t.mailTo('digest@example.com')).filter((m) => m.kind === 'job-digest')).toHaveLength(1);
  });
});
