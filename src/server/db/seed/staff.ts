/**
 * What the staff tools show on a fresh site: website feedback from members and
 * visitors (some handled already) and six weeks of page visits, so the admin
 * pages are real from the first start. Deterministic, like the rest of the seed.
 */
import type { Db } from '../client.ts';
import { pageVisits, websiteFeedback } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

/** [days ago, sender (null: signed out), rating, page, suggestion, handled by an admin] */
const FEEDBACK: [number, number | null, number, string, string, boolean][] = [
  [41, 6, 5, '/profile/6', 'Editing my profile in place is so much faster than the old forms. Thank you!', true],
  [36, null, 4, '/directory', 'Could the directory remember my last search when I come back?', true],
  [29, 7, 4, '/chat', 'The chat works well. A way to send a file (a glossary, a PDF) would make it complete.', false],
  [24, 9, 5, '/directory', 'Finding a certified PT→EN legal translator took me two minutes. Great filters.', true],
  [19, 8, 3, '/business', 'Our company page should show our ISO 17100 certification more prominently.', false],
  [15, null, 2, '/session/signup', 'I never got the confirmation email at first; it was in my spam folder.', false],
  [12, 6, 4, '/account', 'Please add two-factor sign-in for members who handle confidential documents.', false],
  [9, null, 5, '/', 'Die neue Seite ist viel übersichtlicher als die alte. Weiter so!', false],
  [7, 7, 4, '/mentors', 'Mentoring topics for conference interpreting would help newcomers in our field.', false],
  [5, 9, 3, '/profile/7', 'Rates in more currencies, or converted for me, would make comparing easier.', false],
  [3, null, 4, '/help-center', 'Le centre d’aide est clair. Un guide sur les tarifs serait utile.', false],
  [1, 8, 5, '/directory?service=lscs', 'Very fast and clean. The dark theme is easy on the eyes at night.', false],
  [0, null, 0, '/about/overhaul', 'Where can I find the forums? I only see a link to the classic site.', false],
];

/** Pages members open, and how often relative to each other. */
const PAGES: [string, number][] = [
  ['/', 30],
  ['/directory', 28],
  ['/business', 5],
  ['/chat', 9],
  ['/account', 4],
  ['/mentors', 3],
  ['/membership', 3],
  ['/help-center', 2],
  ['/about', 2],
];

export async function seedStaffData(db: Db, rnd: Random, now: number, memberIds: readonly number[]): Promise<void> {
  await db.insert(websiteFeedback).values(
    FEEDBACK.map(([daysAgo, entityId, rating, url, suggestion, handled]) => {
      const createdAt = new Date(now - daysAgo * DAY - rnd.int(1, 20) * 3_600_000);
      return {
        entityId,
        rating,
        url,
        suggestion,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        createdAt,
        ...(handled ? { handledAt: new Date(createdAt.getTime() + 2 * DAY), handledBy: 5 } : {}),
      };
    }),
  );

  if (!memberIds.length) return;
  const visits: (typeof pageVisits.$inferInsert)[] = [];
  const paths = PAGES.map(([p]) => p);
  const weights = PAGES.map(([, w]) => w);
  for (let daysAgo = 42; daysAgo >= 0; daysAgo--) {
    const day = new Date(now - daysAgo * DAY);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const count = rnd.int(weekend ? 25 : 60, weekend ? 45 : 110);
    for (let i = 0; i < count; i++) {
      const entityId = rnd.pick(memberIds);
      const path = rnd.chance(0.12) ? `/profile/${rnd.pick(memberIds)}` : rnd.weighted(paths, weights);
      visits.push({
        sessionId: `seed${daysAgo.toString(36)}x${i.toString(36)}${rnd.int(0, 1e9).toString(36)}`.padEnd(20, '0'),
        entityId,
        pagePath: path,
        browser: rnd.pick(USER_AGENTS),
        ip: `203.0.113.${rnd.int(1, 254)}`,
        buildTimeMs: rnd.int(4, 40),
        loadTimeMs: rnd.int(250, 2400),
        timeSpentMs: rnd.chance(0.85) ? rnd.int(3, 400) * 1000 : null,
        createdAt: new Date(day.getTime() - rnd.int(0, 86_399) * 1000),
      });
    }
  }
  await bulkInsert(db, pageVisits, visits);
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
