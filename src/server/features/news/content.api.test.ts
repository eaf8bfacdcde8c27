/** News (with its feed), events and courses: what visitors read, what members do, what staff write. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type { Course, CourseSummary } from '../../../contract/courses.ts';
import type { SiteEvent } from '../../../contract/events.ts';
import type { WallEvent } from '../../../contract/networking.ts';
import type { NewsArticle, NewsList } from '../../../contract/news.ts';
import { instantToZonedLocal } from '../../../contract/time-zones.ts';

let t: TestApp;
let staff: string;
let admin: string;
let sofia: string;
let jonas: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 10 });
  staff = await t.signIn('community@wordhive.test');
  admin = await t.signIn('admin@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
  jonas = await t.signIn('interpreter@demo.wordhive.test');
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

const article = {
  title: 'Wordhive Pay now pays out in Swiss francs',
  summary: 'Members in Switzerland can keep their balance in CHF and withdraw it to a Swiss account.',
  body: 'From today, Wordhive Pay keeps balances in Swiss francs.\n\nWithdrawals reach a Swiss account in one working day & cost nothing.',
  tags: ['Payments', 'product', 'payments'],
};

describe('news', () => {
  it('lists the seeded articles newest first, ten a page, by tag, with the tags in use', async () => {
    const list = (await call('GET', '/next/api/news')).json() as NewsList;
    expect(list.total).toBe(12);
    expect(list.items).toHaveLength(10);
    expect(list.items[0]!.title).toBe('Meet colleagues before the Lisbon Legal Translation Summit');
    expect(list.items[0]!.author?.name).toBe('Tomás Herrera');
    const dates = list.items.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.tags[0]).toEqual({ tag: 'product', count: 6 });
    const payments = (await call('GET', '/next/api/news?tag=payments')).json() as NewsList;
    expect(payments.items.map((a) => [a.slug, a.language])).toEqual([
      ['wordhive-pay-pay-later', 'eng'],
      ['wordhive-pay-spaeter-bezahlen', 'deu'],
    ]);
    expect((await call('GET', '/next/api/news?page=2')).json().items).toHaveLength(2);
    expect((await call('GET', '/next/api/news?page=3')).json().items).toEqual([]);
    const found = (await call('GET', '/next/api/news?search=OmegaT')).json() as NewsList;
    expect(found.items.map((a) => a.slug)).toEqual(['courses-pricing-and-omegat']);
    expect((await call('GET', '/next/api/news?search=100%25_')).json().total).toBe(0);
    expect((await call('GET', '/next/api/news?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/next/api/news?sort=title')).statusCode).toBe(400);
  });

  it('lists the articles of one language, with every language in use, alone or with a topic or words', async () => {
    const list = (await call('GET', '/next/api/news')).json() as NewsList;
    expect(list.languages).toEqual([
      { language: 'eng', count: 10 },
      { language: 'deu', count: 1 },
      { language: 'por', count: 1 },
    ]);
    const slugs = async (query: string) =>
      ((await call('GET', `/next/api/news?${query}`)).json() as NewsList).items.map((a) => a.slug);
    expect(await slugs('language=deu')).toEqual(['wordhive-pay-spaeter-bezahlen']);
    expect(await slugs('language=eng&tag=payments')).toEqual(['wordhive-pay-pay-later']);
    expect(await slugs('language=por&search=Lisboa')).toHaveLength(1);
    expect(await slugs('language=heb')).toEqual([]);
    const english = (await call('GET', '/next/api/news?language=eng')).json() as NewsList;
    expect(english.total).toBe(10);
    expect(english.items.every((a) => a.language === 'eng')).toBe(true);
    for (const bad of ['klingon', 'en', 'ENG']) {
      const res = await call('GET', `/next/api/news?language=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toContain('language');
    }
  });

  it("finds articles by the words of a question, the most words first, as the site search's news category sends it", async () => {
    const search = async (text: string) =>
      (await call('GET', `/next/api/news?${new URLSearchParams({ search: text })}`)).json() as NewsList;
    // "news" and "about" only say where the question leads; "interpreting" finds "interpreters".
    const remote = await search('latest news about remote interpreting');
    expect(remote.items[0]!.slug).toBe('remote-interpreting-survey');
    // An article with one of the words follows those with more, and an article with none is not listed.
    const translation = await search('Translation industry news');
    expect(translation.total).toBeGreaterThan(0);
    expect(translation.total).toBeLessThan(10);
    for (const item of translation.items) expect(`${item.title} ${item.summary}`).toMatch(/translat/i);
    // A word of another interface language finds what the lexicon reads in it, by its English name.
    for (const question of ['Noticias de traducción', 'Nachrichten aus der Übersetzungsbranche', 'חדשות תרגום']) {
      const found = await search(question);
      expect(found.total, question).toBe(translation.total);
    }
    expect((await search('noticias sobre hebreo')).items.map((a) => a.slug)).toEqual(['seven-interface-languages']);
    // Part of a word still finds it, in the title or the summary.
    expect((await search('omeg')).items.map((a) => a.slug)).toEqual(['courses-pricing-and-omegat']);
    // A question that names nothing but the news lists it all, newest first.
    const all = await search('Nachrichten');
    expect(all.total).toBe(12);
    expect(all.items[0]!.slug).toBe('lisbon-legal-translation-summit-wall');
    expect((await search('news about quantum chess')).total).toBe(0);
    // Each article's words are stemmed as its own language stems them: "Rechnungen" finds "Rechnung".
    expect((await search('Rechnungen')).items.map((a) => a.slug)).toEqual(['wordhive-pay-spaeter-bezahlen']);
  });

  it('lets staff publish, edit and delete (audited); members and visitors may not, and bad input changes nothing', async () => {
    await unchanged(() => call('POST', '/next/api/news', sofia, article), 403);
    await unchanged(() => call('POST', '/next/api/news', undefined, article), 401);
    await unchanged(() => call('POST', '/next/api/news', staff, { ...article, summary: 'Too short' }), 400, '20');
    await unchanged(() => call('POST', '/next/api/news', staff, { ...article, tags: ['#!'] }), 400, 'Tags');
    await unchanged(
      () => call('POST', '/next/api/news', staff, { ...article, slug: 'seven-interface-languages' }),
      409,
      'already has this address',
    );
    const res = await call('POST', '/next/api/news', staff, article);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as NewsArticle;
    expect(made).toMatchObject({
      slug: 'wordhive-pay-now-pays-out-in-swiss-francs',
      tags: ['payments', 'product'],
      language: 'eng',
      author: { name: 'Tomás Herrera' },
    });
    expect((await call('GET', `/next/api/news/slug/${made.slug}`)).json().body).toBe(article.body);
    expect((await call('GET', '/next/api/news')).json().items[0].slug).toBe(made.slug);

    await unchanged(() => call('PATCH', `/next/api/news/${made.id}`, jonas, { title: 'Mine now' }), 403);
    await unchanged(() => call('PATCH', `/next/api/news/${made.id}`, staff, {}), 400, 'at least one field');
    const edited = await call('PATCH', `/next/api/news/${made.id}`, admin, { title: 'Wordhive Pay pays out in CHF' });
    expect(edited.json()).toMatchObject({ title: 'Wordhive Pay pays out in CHF', slug: made.slug });
    await unchanged(() => call('PATCH', `/next/api/news/${made.id}`, staff, { language: 'klingon' }), 400, 'language');
    const french = await call('PATCH', `/next/api/news/${made.id}`, staff, { language: 'fra' });
    expect(french.json()).toMatchObject({ language: 'fra', title: 'Wordhive Pay pays out in CHF' });

    await unchanged(() => call('DELETE', `/next/api/news/${made.id}`, sofia), 403);
    expect((await call('DELETE', `/next/api/news/${made.id}`, staff)).json()).toEqual({ deleted: true });
    expect((await call('GET', `/next/api/news/slug/${made.slug}`)).statusCode).toBe(404);
    await unchanged(() => call('DELETE', `/next/api/news/${made.id}`, staff), 404);
    const log = (await call('GET', '/next/api/admin/audit-log?action=news.', admin)).body;
    for (const action of ['news.publish', 'news.edit', 'news.delete']) expect(log).toContain(action);
  });

  it('serves the latest articles as an RSS feed, escaped, with absolute links', async () => {
    await call('POST', '/next/api/news', staff, { ...article, title: 'Rates & fees: <what> changed' });
    const res = await call('GET', '/next/api/news/rss');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<title>Rates &amp; fees: &lt;what&gt; changed</title>');
    expect(res.body).toMatch(/<link>https?:\/\/[^<]+\/news\/rates-fees-what-changed<\/link>/);
    expect(res.body).toContain('<dc:creator>Tomás Herrera</dc:creator>');
    expect(res.body).toContain('<dc:language>de</dc:language>');
    expect(res.body.match(/<item>/g)).toHaveLength(13);
  });
});

describe('events', () => {
  it('lists what is coming, soonest first, per community; and what has been', async () => {
    const upcoming = (await call('GET', '/next/api/events/calendar')).json().items as SiteEvent[];
    expect(upcoming.length).toBeGreaterThanOrEqual(7);
    const starts = upcoming.map((e) => e.starts_at);
    expect([...starts].sort()).toEqual(starts);
    expect(upcoming.find((e) => e.title === 'Lisbon Legal Translation Summit 2026')?.walls).toEqual([
      { slug: 'lisbon-legal-translation-summit', title: 'Lisbon Legal Translation Summit 2026' },
    ]);
    const interpreters = (await call('GET', '/next/api/events/calendar?community=interpreters')).json().items;
    expect(interpreters.map((e: SiteEvent) => e.title)).toEqual([
      'Court interpreting: a one-day workshop',
      'Remote simultaneous interpreting: what our survey found',
    ]);
    // Each event keeps the zone it happens in: the Vienna workshop runs from nine to four there.
    const workshop = interpreters[0] as SiteEvent;
    expect(workshop.time_zone).toBe('Europe/Vienna');
    expect(
      [workshop.starts_at, workshop.ends_at].map((at) => instantToZonedLocal(at, 'Europe/Vienna').slice(11)),
    ).toEqual(['09:00', '16:00']);
    const past = (await call('GET', '/next/api/events/calendar?when=past&community=interpreters')).json().items;
    expect(past.map((e: SiteEvent) => e.title)).toEqual(['Booth partners’ evening']);
    expect((await call('GET', '/next/api/events/calendar?community=poets')).statusCode).toBe(400);
  });

  it('gives each event as a calendar file, on UTC clocks that every calendar turns into its owner’s', async () => {
    const [workshop] = (await call('GET', '/next/api/events/calendar?community=interpreters')).json()
      .items as SiteEvent[];
    const res = await call('GET', `/next/api/events/${workshop!.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wordhive-event-${workshop!.id}.ics"`);
    const stamp = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
    const lines = res.body.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        `DTSTART:${stamp(workshop!.starts_at)}`,
        `DTEND:${stamp(workshop!.ends_at)}`,
        'SUMMARY:Court interpreting: a one-day workshop',
        'LOCATION:Vienna',
        'END:VCALENDAR',
      ]),
    );
    expect(res.body.endsWith('\r\n')).toBe(true);
    // Every event to come of a community, as a calendar to subscribe to.
    const feed = await call('GET', '/next/api/events/calendar.ics?community=interpreters');
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.match(/^SUMMARY:.*$/gm)).toEqual([
      'SUMMARY:Court interpreting: a one-day workshop',
      'SUMMARY:Remote simultaneous interpreting: what our survey found',
    ]);
    expect((await call('GET', '/next/api/events/calendar.ics?community=poets')).statusCode).toBe(400);
    expect((await call('GET', '/next/api/events/calendar.ics?when=past')).statusCode).toBe(400);
    // The event itself, for its page.
    const one = await call('GET', `/next/api/events/${workshop!.id}`);
    expect(one.json()).toEqual(workshop);
    expect((await call('GET', '/next/api/events/999999')).statusCode).toBe(404);
    const missing = await call('GET', '/next/api/events/999999/calendar.ics');
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Event not found']);
    expect((await call('GET', '/next/api/events/abc/calendar.ics')).statusCode).toBe(400);
  });

  it('lets staff add, move and delete events; the end stays after the start; members may not', async () => {
    const event = {
      title: 'Subtitling for the deaf and hard of hearing',
      description: 'Sound labels, speaker identification and reading speeds.',
      kind: 'workshop',
      starts_at: '2030-03-12T09:00:00Z',
      ends_at: '2030-03-12T16:00:00Z',
      location: 'Madrid',
    };
    await unchanged(() => call('POST', '/next/api/events', sofia, event), 403);
    await unchanged(
      () => call('POST', '/next/api/events', staff, { ...event, ends_at: '2030-03-11T09:00:00Z' }),
      400,
      'end cannot be before',
    );
    await unchanged(() => call('POST', '/next/api/events', staff, { ...event, url: 'javascript:alert(1)' }), 400);
    await unchanged(
      () => call('POST', '/next/api/events', staff, { ...event, time_zone: 'Madrid' }),
      400,
      'time_zone: Choose a time zone such as Europe/Vienna or UTC',
    );
    const made = (await call('POST', '/next/api/events', staff, event)).json() as SiteEvent;
    expect(made).toMatchObject({ title: event.title, community: null, url: null, walls: [], time_zone: 'UTC' });
    const zoned = await call('PATCH', `/next/api/events/${made.id}`, staff, { time_zone: 'Europe/Madrid' });
    expect(zoned.json()).toMatchObject({ time_zone: 'Europe/Madrid', starts_at: '2030-03-12T09:00:00.000Z' });
    // The walls' manager sees the zone too (it dates the walls tied to the event).
    const forWalls = (await call('GET', '/next/api/events', admin)).json().data as WallEvent[];
    expect(forWalls.find((e) => e.id === made.id)?.time_zone).toBe('Europe/Madrid');
    await unchanged(
      () => call('PATCH', `/next/api/events/${made.id}`, staff, { starts_at: '2030-03-13T09:00:00Z' }),
      400,
      'end cannot be before',
    );
    const moved = await call('PATCH', `/next/api/events/${made.id}`, admin, {
      location: null,
      community: 'women-in-translation',
    });
    expect(moved.json()).toMatchObject({ location: null, community: 'women-in-translation' });
    const theirs = (await call('GET', '/next/api/events/calendar?community=women-in-translation')).json().items;
    expect(theirs.at(-1).title).toBe(event.title);
    await unchanged(() => call('DELETE', `/next/api/events/${made.id}`, jonas), 403);
    expect((await call('DELETE', `/next/api/events/${made.id}`, staff)).statusCode).toBe(200);
    await unchanged(() => call('PATCH', `/next/api/events/${made.id}`, staff, { location: 'Rome' }), 404);
  });
});

describe('courses', () => {
  it('shows visitors the published courses; staff see the draft too', async () => {
    const list = (await call('GET', '/next/api/courses')).json().items as CourseSummary[];
    expect(list.map((c) => c.slug)).toEqual([
      'pricing-your-translation-work',
      'getting-started-with-omegat',
      'note-taking-for-consecutive-interpreting',
    ]);
    expect(list[0]).toMatchObject({ lessonCount: 4, minutes: 80, progress: null });
    expect((await call('GET', '/next/api/courses?include_drafts=1', sofia)).json().items).toHaveLength(3);
    expect((await call('GET', '/next/api/courses?include_drafts=1', staff)).json().items).toHaveLength(4);
    expect((await call('GET', '/next/api/courses/slug/machine-translation-post-editing')).statusCode).toBe(404);
    expect((await call('GET', '/next/api/courses/slug/machine-translation-post-editing', staff)).statusCode).toBe(200);
    expect((await call('GET', '/next/api/courses?mine=1')).statusCode).toBe(401);
  });

  it('keeps a member’s enrolment and lessons done; leaving forgets them', async () => {
    const mine = (await call('GET', '/next/api/courses?mine=1', sofia)).json().items as CourseSummary[];
    expect(mine.map((c) => c.slug)).toEqual(['pricing-your-translation-work']);
    expect(mine[0]!.progress?.completedLessonIds).toHaveLength(2);

    const omegat = (await call('GET', '/next/api/courses/slug/getting-started-with-omegat', sofia)).json() as Course;
    const [first, second] = omegat.lessons;
    await unchanged(
      () => call('PUT', `/next/api/courses/${omegat.id}/lessons/${first!.id}/done`, sofia, { done: true }),
      409,
      'Enrol',
    );
    const learners = omegat.learners;
    const enrolled = await call('POST', `/next/api/courses/${omegat.id}/enrolment`, sofia);
    expect(enrolled.json().progress.completedLessonIds).toEqual([]);
    await call('PUT', `/next/api/courses/${omegat.id}/lessons/${first!.id}/done`, sofia, { done: true });
    const done = await call('PUT', `/next/api/courses/${omegat.id}/lessons/${second!.id}/done`, sofia, { done: true });
    expect(done.json().progress.completedLessonIds.sort()).toEqual([first!.id, second!.id].sort());
    const undone = await call('PUT', `/next/api/courses/${omegat.id}/lessons/${first!.id}/done`, sofia, {
      done: false,
    });
    expect(undone.json().progress.completedLessonIds).toEqual([second!.id]);
    // A lesson of another course is not this course's.
    const pricing = (await call('GET', '/next/api/courses/slug/pricing-your-translation-work')).json() as Course;
    await unchanged(
      () => call('PUT', `/next/api/courses/${omegat.id}/lessons/${pricing.lessons[0]!.id}/done`, sofia, { done: true }),
      404,
    );
    const again = (await call('GET', '/next/api/courses/slug/getting-started-with-omegat', sofia)).json() as Course;
    expect(again.learners).toBe(learners + 1);
    expect((await call('DELETE', `/next/api/courses/${omegat.id}/enrolment`, sofia)).json()).toEqual({
      progress: null,
    });
    await call('POST', `/next/api/courses/${omegat.id}/enrolment`, sofia);
    expect(
      (await call('GET', '/next/api/courses/slug/getting-started-with-omegat', sofia)).json().progress
        .completedLessonIds,
    ).toEqual([]);
    await unchanged(() => call('POST', `/next/api/courses/${omegat.id}/enrolment`), 401);
  });

  it('lets staff write a course and reorder its lessons keeping members’ progress; members may not', async () => {
    const course = {
      title: 'Style guides for translators',
      summary: 'How to read a client’s style guide, and how to write one when the client has none.',
      level: 'beginner',
      lessons: [
        { title: 'What a style guide covers', body: 'Tone, terminology, numbers and dates, and more.', minutes: 15 },
        {
          title: 'Writing one yourself',
          body: 'Start from the questions you asked the client last time.',
          minutes: 20,
        },
      ],
    };
    await unchanged(() => call('POST', '/next/api/courses', jonas, course), 403);
    await unchanged(() => call('POST', '/next/api/courses', staff, { ...course, lessons: [] }), 400, 'at least one');
    await unchanged(() => call('POST', '/next/api/courses', staff, { ...course, level: 'expert' }), 400, 'level');
    await unchanged(() => call('POST', '/next/api/courses', staff, { ...course, language: 'en' }), 400, 'language');
    const made = (await call('POST', '/next/api/courses', staff, { ...course, language: 'ita' })).json() as Course;
    expect(made).toMatchObject({ slug: 'style-guides-for-translators', lessonCount: 2, minutes: 35, language: 'ita' });
    await call('POST', `/next/api/courses/${made.id}/enrolment`, jonas);
    const [a, b] = made.lessons;
    await call('PUT', `/next/api/courses/${made.id}/lessons/${b!.id}/done`, jonas, { done: true });

    const omegat = (await call('GET', '/next/api/courses/slug/getting-started-with-omegat')).json() as Course;
    await unchanged(
      () =>
        call('PATCH', `/next/api/courses/${made.id}`, staff, {
          lessons: [{ ...omegat.lessons[0]!, position: undefined }],
        }),
      400,
      'not part of the course',
    );
    const reordered = await call('PATCH', `/next/api/courses/${made.id}`, admin, {
      lessons: [
        { id: b!.id, title: b!.title, body: b!.body, minutes: 25 },
        {
          title: 'Checking your work against it',
          body: 'A checklist built from the guide, used before delivery.',
          minutes: 10,
        },
      ],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = (await call('GET', `/next/api/courses/slug/${made.slug}`, jonas)).json() as Course;
    expect(after.lessons.map((l) => [l.position, l.title])).toEqual([
      [1, 'Writing one yourself'],
      [2, 'Checking your work against it'],
    ]);
    expect(after.lessons[0]!.id).toBe(b!.id);
    expect(after.lessons.some((l) => l.id === a!.id)).toBe(false);
    expect(after.progress?.completedLessonIds).toEqual([b!.id]);

    expect((await call('DELETE', `/next/api/courses/${made.id}`, staff)).statusCode).toBe(200);
    expect((await call('GET', `/next/api/courses/slug/${made.slug}`, staff)).statusCode).toBe(404);
    const log = (await call('GET', '/next/api/admin/audit-log?action=course.', admin)).body;
    for (const action of ['course.create', 'course.edit', 'course.delete']) expect(log).toContain(action);
  });
});
