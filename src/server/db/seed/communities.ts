/**
 * Demo communities (issue 15): the walls of the women in translation and pro
 * bono communities, the events each community runs, three pro bono projects
 * with their volunteers, and language assessments: the demo translator passed
 * in Portuguese > English (her profile shows the credential) and waits for
 * English > Portuguese; generated linguists' results fill the pairs list.
 */
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { CREDENTIAL_TITLE, PASS_MARK } from '../../../contract/language-assessment.ts';
import type { Db } from '../client.ts';
import {
  communityParticipation,
  events,
  languageAssessments,
  languagePairs,
  memberCredentials,
  networkingWallProfiles,
  networkingWalls,
  proBonoProjects,
  proBonoVolunteers,
  users,
} from '../schema/index.ts';
import { FIRST_GENERATED_ID } from './accounts.ts';
import { wallClock } from './event-times.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
const SOFIA = 6;
const JONAS = 7;
const MARTA = 2;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

export async function seedCommunities(db: Db, { now, rnd }: { now: number; rnd: Random }): Promise<void> {
  await db.insert(events).values([
    {
      title: 'Court interpreting: a one-day workshop',
      kind: 'workshop',
      community: 'interpreters',
      description:
        'Consecutive technique for hearings, sight translation of documents, and court etiquette, with exercises in pairs.',
      startsAt: wallClock(now, 20, '09:00', 'Europe/Vienna'),
      endsAt: wallClock(now, 20, '16:00', 'Europe/Vienna'),
      timeZone: 'Europe/Vienna',
      location: 'Vienna',
    },
    {
      title: 'Remote simultaneous interpreting: what our survey found',
      kind: 'webinar',
      community: 'interpreters',
      description:
        'The results of the interpreters community’s survey on remote work, and a discussion of sound, fees and fatigue.',
      startsAt: wallClock(now, 45, '18:00', 'Europe/Brussels'),
      endsAt: wallClock(now, 45, '19:00', 'Europe/Brussels'),
      timeZone: 'Europe/Brussels',
      location: null,
    },
    {
      title: 'Booth partners’ evening',
      kind: 'meetup',
      community: 'interpreters',
      description: 'Interpreters from the Berlin area met to find booth partners for the conference season.',
      startsAt: wallClock(now, -60, '18:30', 'Europe/Berlin'),
      endsAt: wallClock(now, -60, '21:30', 'Europe/Berlin'),
      timeZone: 'Europe/Berlin',
      location: 'Berlin',
    },
    {
      title: 'Reading circle: women writers in translation',
      kind: 'meetup',
      community: 'women-in-translation',
      description:
        'This month’s book with its translator: how she found the voice of the narrator, and what she left out.',
      startsAt: wallClock(now, 25, '19:00', 'Europe/London'),
      endsAt: wallClock(now, 25, '20:00', 'Europe/London'),
      timeZone: 'Europe/London',
      location: null,
    },
    {
      title: 'Founding your own agency: a panel',
      kind: 'webinar',
      community: 'women-in-translation',
      description:
        'Three founders of translation agencies on their first clients, their first hires and what they would do differently.',
      startsAt: wallClock(now, 60, '12:00', 'America/New_York'),
      endsAt: wallClock(now, 60, '13:30', 'America/New_York'),
      timeZone: 'America/New_York',
      location: null,
    },
    {
      title: 'Pro bono orientation for new volunteers',
      kind: 'webinar',
      community: 'pro-bono',
      description:
        'How pro bono projects work at Wordhive: choosing a project, working with a non-profit, and the review of your translation.',
      startsAt: wallClock(now, 10, '17:00', 'UTC'),
      endsAt: wallClock(now, 10, '18:00', 'UTC'),
      location: null,
    },
  ]);

  // The two communities' walls, with members of the community on them.
  const walls = await db
    .insert(networkingWalls)
    .values([
      {
        slug: 'women-in-translation',
        title: 'Women in translation: mentors, reviewers, partners',
        description:
          'For members of the women in translation community: say whether you are looking for a mentor, a reviewer for your work or a partner for a bid.',
        audience: 'freelancers',
        startsOn: day(now - 41 * DAY),
        createdAt: new Date(now - 41 * DAY),
      },
      {
        slug: 'wordhive-pro-bono',
        title: 'Pro bono volunteers',
        description:
          'Members who give their time to non-profits, and the language pairs they can help with. Non-profits: find a volunteer here.',
        audience: 'everyone',
        startsOn: day(now - 90 * DAY),
        createdAt: new Date(now - 90 * DAY),
      },
    ])
    .returning({ id: networkingWalls.id, slug: networkingWalls.slug });
  const wallOf = (slug: string) => walls.find((w) => w.slug === slug)!.id;
  const inCommunity = async (community: string, limit: number) =>
    db
      .select({ entityId: users.entityId })
      .from(communityParticipation)
      .innerJoin(users, eq(users.entityId, communityParticipation.entityId))
      .where(
        and(
          eq(communityParticipation.community, community),
          gte(users.entityId, FIRST_GENERATED_ID),
          isNull(users.suspendedAt),
          // On the wall for up to 25 days, and in the community before that.
          lt(communityParticipation.joinedAt, new Date(now - 26 * DAY)),
        ),
      )
      .orderBy(asc(users.entityId))
      .limit(limit);
  /** Generated members who translate a pair, the longest-standing first. */
  const translatorsOf = async (sourceLang: string, targetLang: string, limit: number) =>
    (
      await db
        .select({ entityId: languagePairs.entityId })
        .from(languagePairs)
        .innerJoin(users, eq(users.entityId, languagePairs.entityId))
        .where(
          and(
            eq(languagePairs.sourceLang, sourceLang),
            eq(languagePairs.targetLang, targetLang),
            gte(users.entityId, FIRST_GENERATED_ID),
            isNull(users.suspendedAt),
            // Members before the projects were posted: nobody volunteers before they joined.
            lt(users.createdAt, new Date(now - 33 * DAY)),
          ),
        )
        .orderBy(asc(users.entityId))
        .limit(limit)
    ).map((r) => r.entityId);
  const wit = await inCommunity('women-in-translation', 6);
  const volunteers = await inCommunity('pro-bono', 12);
  const profiles: (typeof networkingWallProfiles.$inferInsert)[] = [
    {
      wallId: wallOf('women-in-translation'),
      entityId: SOFIA,
      headline: 'Legal translator, Portuguese and English: reviewing for colleagues starting out',
      pitch: 'Send me a page of your legal work and I will send it back with comments.',
      lookingFor: 'mentoring',
      createdAt: new Date(now - 30 * DAY),
    },
    ...wit.map((m, i) => ({
      wallId: wallOf('women-in-translation'),
      entityId: m.entityId,
      headline: rnd.pick([
        'Looking for a mentor for my first years as a freelancer',
        'Looking for a reviewer to swap work with',
        'Looking for partners for a bid on a book series',
      ]),
      lookingFor: rnd.pick(['mentoring', 'partners']),
      createdAt: new Date(now - (5 + i * 3) * DAY),
    })),
    ...volunteers.slice(0, 6).map((m, i) => ({
      wallId: wallOf('wordhive-pro-bono'),
      entityId: m.entityId,
      headline: 'Volunteer translator: a few hours a month for a good cause',
      lookingFor: 'work',
      createdAt: new Date(now - (7 + i * 4) * DAY),
    })),
  ];
  await db.insert(networkingWallProfiles).values(profiles.map((p) => ({ ...p, updatedAt: p.createdAt })));

  // Pro bono projects: two open, one staffed already.
  const projects = await db
    .insert(proBonoProjects)
    .values([
      {
        title: 'Leaflets for a food bank',
        organisation: 'Banco Alimentar Lisboa',
        description:
          'Four short leaflets on how to ask for help and where to collect food, for families who have just arrived and read English better than Portuguese.',
        sourceLang: 'por',
        targetLang: 'eng',
        volunteersNeeded: 2,
        deadline: day(now + 21 * DAY),
        createdAt: new Date(now - 33 * DAY),
      },
      {
        title: 'A helpline script for refugees',
        organisation: 'Safe Passage Helpline',
        description:
          'The script volunteers read on the phone, and the answers to the twenty questions callers ask most.',
        sourceLang: 'eng',
        targetLang: 'ara',
        volunteersNeeded: 3,
        deadline: day(now + 35 * DAY),
        createdAt: new Date(now - 33 * DAY),
      },
      {
        title: 'Picture books for a children’s library',
        organisation: 'Biblioteca de los Niños',
        description: 'Six picture books of about 500 words each, for the library’s bilingual reading hour.',
        sourceLang: 'eng',
        targetLang: 'spa',
        volunteersNeeded: 2,
        deadline: null,
        createdAt: new Date(now - 33 * DAY),
      },
    ])
    .returning({ id: proBonoProjects.id });
  const signUps = [
    { projectId: projects[0]!.id, entityId: SOFIA, createdAt: new Date(now - 20 * DAY) },
    // The other places went to members who translate the project's pair, as the rule is (none in a small seed).
    ...(await translatorsOf('eng', 'ara', 2)).map((entityId, i) => ({
      projectId: projects[1]!.id,
      entityId,
      createdAt: new Date(now - (25 - i) * DAY),
    })),
    ...(await translatorsOf('eng', 'spa', 2)).map((entityId, i) => ({
      projectId: projects[2]!.id,
      entityId,
      createdAt: new Date(now - (23 - i) * DAY),
    })),
  ];
  await db.insert(proBonoVolunteers).values(signUps);
  // Volunteering made each of them a member of the pro bono community, as it does on the site.
  await db
    .insert(communityParticipation)
    .values(
      signUps.map((v) => ({ community: 'pro-bono', entityId: v.entityId, role: 'volunteer', joinedAt: v.createdAt })),
    )
    .onConflictDoNothing();

  // Language assessments: Sofia's pass shows on her profile; her second pair waits for an assessor.
  const [credential] = await db
    .insert(memberCredentials)
    .values({
      entityId: SOFIA,
      kind: 'certification',
      title: CREDENTIAL_TITLE,
      issuer: 'Wordhive',
      sourceLang: 'por',
      targetLang: 'eng',
      year: new Date(now - 70 * DAY).getUTCFullYear(),
      verified: true,
    })
    .returning({ id: memberCredentials.id });
  const assessments: (typeof languageAssessments.$inferInsert)[] = [
    {
      entityId: SOFIA,
      sourceLang: 'por',
      targetLang: 'eng',
      status: 'passed',
      score: 91,
      feedback: 'Accurate and idiomatic throughout; the legal terminology is consistent.',
      requestedAt: new Date(now - 80 * DAY),
      assessedAt: new Date(now - 70 * DAY),
      assessedBy: MARTA,
      credentialId: credential!.id,
    },
    { entityId: SOFIA, sourceLang: 'eng', targetLang: 'por', requestedAt: new Date(now - 2 * DAY) },
    { entityId: JONAS, sourceLang: 'deu', targetLang: 'eng', requestedAt: new Date(now - 5 * DAY) },
  ];
  // Generated linguists, each in their first pair: most passed, some failed (no credential), a few wait.
  const linguists = await db
    .select({ entityId: users.entityId, source: languagePairs.sourceLang, target: languagePairs.targetLang })
    .from(users)
    .innerJoin(languagePairs, and(eq(languagePairs.entityId, users.entityId), eq(languagePairs.position, 0)))
    .where(
      and(
        gte(users.entityId, FIRST_GENERATED_ID),
        inArray(users.accountType, ['translator', 'subtitler']),
        // Their assessments were asked for up to 412 days ago, once they had joined.
        lt(users.createdAt, new Date(now - 413 * DAY)),
      ),
    )
    .orderBy(asc(users.entityId))
    .limit(80);
  const credentials: (typeof memberCredentials.$inferInsert)[] = [];
  for (const m of linguists) {
    if (!rnd.chance(0.5)) continue;
    const requestedAt = new Date(now - rnd.int(15, 400) * DAY);
    const outcome = rnd.weighted(['passed', 'failed', 'requested'] as const, [70, 20, 10]);
    if (outcome === 'requested') {
      assessments.push({
        entityId: m.entityId,
        sourceLang: m.source,
        targetLang: m.target,
        requestedAt: new Date(now - rnd.int(1, 12) * DAY),
      });
      continue;
    }
    const assessedAt = new Date(requestedAt.getTime() + rnd.int(3, 12) * DAY);
    const score = outcome === 'passed' ? rnd.int(PASS_MARK, 98) : rnd.int(40, PASS_MARK - 1);
    assessments.push({
      entityId: m.entityId,
      sourceLang: m.source,
      targetLang: m.target,
      status: outcome,
      score,
      feedback:
        outcome === 'passed'
          ? 'A faithful, fluent translation.'
          : 'Several meaning errors; read the source more closely.',
      requestedAt,
      assessedAt,
      assessedBy: MARTA,
    });
    if (outcome === 'passed')
      credentials.push({
        entityId: m.entityId,
        kind: 'certification',
        title: CREDENTIAL_TITLE,
        issuer: 'Wordhive',
        sourceLang: m.source,
        targetLang: m.target,
        year: assessedAt.getUTCFullYear(),
        verified: true,
      });
  }
  const linked = credentials.length
    ? await db
        .insert(memberCredentials)
        .values(credentials)
        .returning({ id: memberCredentials.id, entityId: memberCredentials.entityId })
    : [];
  const credentialOf = new Map(linked.map((c) => [c.entityId, c.id]));
  await db
    .insert(languageAssessments)
    .values(
      assessments.map((a) =>
        a.status === 'passed' && !a.credentialId ? { ...a, credentialId: credentialOf.get(a.entityId) ?? null } : a,
      ),
    );
}
