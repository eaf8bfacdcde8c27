/**
 * Demo networking walls (issue 15): the Lisbon legal translation summit's wall,
 * tied to its event, where the demo translator and company and some generated
 * linguists posted; a mentoring wall for freelancers; a wall for interpreters'
 * booth partners; and last spring's subtitling meet-up, closed (admins still
 * see it). Headlines are written from each member's own first pair and kind.
 */
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { languageName } from '../../features/languages/catalog.ts';
import type { Db } from '../client.ts';
import { events, languagePairs, networkingWallProfiles, networkingWalls, users } from '../schema/index.ts';
import { FIRST_GENERATED_ID } from './accounts.ts';
import { wallClock } from './event-times.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

const SOFIA = 6;
const JONAS = 7;
const LINGUABRIDGE = 8;
const PRIYA = 9;

export async function seedNetworking(db: Db, { now, rnd }: { now: number; rnd: Random }): Promise<void> {
  const [summit, webinar, meetup] = await db
    .insert(events)
    .values([
      {
        title: 'Lisbon Legal Translation Summit 2026',
        startsAt: wallClock(now, 12, '09:00', 'Europe/Lisbon'),
        endsAt: wallClock(now, 14, '17:30', 'Europe/Lisbon'),
        timeZone: 'Europe/Lisbon',
        location: 'Lisbon',
        url: 'https://www.example.org/legal-translation-summit',
        kind: 'conference',
        description:
          'Three days on contracts, court documents and company law across languages: talks by lawyers and legal translators, terminology workshops, and time to meet the firms that buy legal translation.',
      },
      {
        title: 'Pricing your work: a webinar for new freelancers',
        startsAt: wallClock(now, 30, '18:00', 'Europe/Madrid'),
        endsAt: wallClock(now, 30, '19:30', 'Europe/Madrid'),
        timeZone: 'Europe/Madrid',
        location: null,
        url: null,
        kind: 'webinar',
        description:
          'How to set a rate per word, per hour and per project, when to say no, and how to raise your prices without losing your best clients. Questions welcome.',
      },
      {
        title: 'Spring subtitling meet-up',
        startsAt: wallClock(now, -200, '19:00', 'Europe/Madrid'),
        endsAt: wallClock(now, -200, '22:00', 'Europe/Madrid'),
        timeZone: 'Europe/Madrid',
        location: 'Madrid',
        url: null,
        kind: 'meetup',
        description: 'An evening for subtitlers and audiovisual translators: templates, reading speeds and rates.',
      },
    ])
    .returning({ id: events.id });

  const walls = await db
    .insert(networkingWalls)
    .values([
      {
        slug: 'lisbon-legal-translation-summit',
        title: 'Lisbon Legal Translation Summit 2026',
        description:
          'Coming to the summit? Post your profile so that colleagues, agencies and law firms can find you before, during and after the talks.',
        audience: 'everyone',
        startsOn: day(now - 20 * DAY),
        endsOn: day(now + 45 * DAY),
        eventId: summit!.id,
        createdAt: new Date(now - 20 * DAY),
      },
      {
        slug: 'first-years-mentoring',
        title: 'Mentoring circle: your first years as a freelancer',
        description:
          'Experienced translators and interpreters offering an hour a month, and newcomers looking for one. Say what you can offer or what you need.',
        audience: 'freelancers',
        startsOn: day(now - 60 * DAY),
        endsOn: null,
        eventId: webinar!.id,
        createdAt: new Date(now - 60 * DAY),
      },
      {
        slug: 'interpreters-booth-partners',
        title: 'Booth partners wanted',
        description:
          'Conference interpreters looking for a booth partner for a language combination, and agencies putting a team together.',
        audience: 'everyone',
        startsOn: day(now - 40 * DAY),
        endsOn: null,
        eventId: null,
        createdAt: new Date(now - 40 * DAY),
      },
      {
        slug: 'spring-subtitling-meetup',
        title: 'Spring subtitling meet-up',
        description: 'Subtitlers and audiovisual translators who met in Madrid this spring.',
        audience: 'freelancers',
        startsOn: day(now - 230 * DAY),
        endsOn: day(now - 190 * DAY),
        eventId: meetup!.id,
        active: false,
        createdAt: new Date(now - 230 * DAY),
      },
    ])
    .returning({ id: networkingWalls.id, slug: networkingWalls.slug });
  const wall = Object.fromEntries(walls.map((w) => [w.slug, w.id]));

  const profiles: (typeof networkingWallProfiles.$inferInsert)[] = [
    {
      wallId: wall['lisbon-legal-translation-summit']!,
      entityId: SOFIA,
      headline: 'Portuguese > English legal translator in Lisbon, at the summit all three days',
      pitch:
        'Contracts, court documents and corporate filings for law firms. Happy to meet agencies looking for a Portuguese legal partner, or colleagues for English > Portuguese reviews.',
      lookingFor: 'partners',
      updatedAt: new Date(now - 3 * DAY),
    },
    {
      wallId: wall['lisbon-legal-translation-summit']!,
      entityId: LINGUABRIDGE,
      headline: 'LinguaBridge is recruiting legal translators into English, German and Spanish',
      pitch: 'We will be at the summit on the second day. Bring samples of your legal work.',
      lookingFor: 'work',
      updatedAt: new Date(now - 5 * DAY),
    },
    {
      wallId: wall['lisbon-legal-translation-summit']!,
      entityId: PRIYA,
      headline: 'In-house counsel looking for a Portuguese > English translator for a lease portfolio',
      pitch: '',
      lookingFor: 'clients',
      active: false,
      updatedAt: new Date(now - 8 * DAY),
    },
    {
      wallId: wall['interpreters-booth-partners']!,
      entityId: JONAS,
      headline: 'German/English conference interpreter in Berlin, looking for booth partners for spring',
      pitch: 'Technical and medical conferences, on site and remote. AIIC-style working hours, shared glossaries.',
      lookingFor: 'partners',
      updatedAt: new Date(now - 2 * DAY),
    },
    {
      wallId: wall['first-years-mentoring']!,
      entityId: SOFIA,
      headline: 'Twelve years in legal translation: an hour a month for a newcomer',
      pitch: 'Pricing, specialising and working with agencies. Portuguese or English.',
      lookingFor: 'mentoring',
      updatedAt: new Date(now - 10 * DAY),
    },
  ];

  // Generated linguists, in their own first pair's words.
  const linguists = await db
    .select({
      entityId: users.entityId,
      accountType: users.accountType,
      source: languagePairs.sourceLang,
      target: languagePairs.targetLang,
    })
    .from(users)
    .innerJoin(languagePairs, and(eq(languagePairs.entityId, users.entityId), eq(languagePairs.position, 0)))
    .where(
      and(
        gte(users.entityId, FIRST_GENERATED_ID),
        inArray(users.accountType, ['translator', 'interpreter', 'subtitler']),
        isNull(users.suspendedAt),
        // Posted up to 29 days ago, as members.
        lt(users.createdAt, new Date(now - 30 * DAY)),
      ),
    )
    .orderBy(asc(users.entityId))
    .limit(36);
  const kinds = { translator: 'translator', interpreter: 'interpreter', subtitler: 'subtitler' } as const;
  linguists.forEach((m, i) => {
    const pair = `${languageName(m.source, 'eng')} > ${languageName(m.target, 'eng')}`;
    const kind = kinds[m.accountType as keyof typeof kinds];
    // Interpreters look for booth partners, translators go to the legal summit; a third of each, and the
    // subtitlers, join the mentoring circle.
    const wallOf = {
      interpreter: 'interpreters-booth-partners',
      translator: 'lisbon-legal-translation-summit',
    } as const;
    const target =
      i % 3 === 0 || m.accountType === 'subtitler'
        ? 'first-years-mentoring'
        : wallOf[m.accountType as keyof typeof wallOf];
    const ideas: Record<typeof target, readonly { headline: string; lookingFor: string }[]> = {
      'first-years-mentoring': [
        { headline: `${pair} ${kind} in my second year, looking for a mentor`, lookingFor: 'mentoring' },
        { headline: `Experienced ${pair} ${kind}, glad to mentor a newcomer`, lookingFor: 'mentoring' },
      ],
      'lisbon-legal-translation-summit': [
        { headline: `${pair} ${kind} at the summit, glad to meet new clients`, lookingFor: 'clients' },
        { headline: `${pair} ${kind} looking for agencies to work with`, lookingFor: 'work' },
      ],
      'interpreters-booth-partners': [
        { headline: `${pair} ${kind}, free for booth work in the coming months`, lookingFor: 'partners' },
        { headline: `${pair} ${kind} looking for a regular booth partner`, lookingFor: 'partners' },
      ],
    };
    const idea = rnd.pick(ideas[target]);
    profiles.push({
      wallId: wall[target]!,
      entityId: m.entityId,
      headline: idea.headline,
      pitch: '',
      lookingFor: idea.lookingFor,
      updatedAt: new Date(now - (4 + (i % 20)) * DAY),
    });
  });
  // Posted a few days before their last change.
  await db
    .insert(networkingWallProfiles)
    .values(profiles.map((p) => ({ ...p, createdAt: new Date((p.updatedAt as Date).getTime() - 6 * DAY) })));
}
