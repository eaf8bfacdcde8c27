/**
 * The parts of a generated profile the Profile Updater added (issue 21): a
 * work history, portfolio works, and the kind of client behind each project,
 * some confirmed by that client. Drawn from a generator of their own, so the
 * rest of a member's generated profile stays as it was.
 */
import { FIELD_CATEGORIES } from '../../../contract/taxonomy.ts';
import type { GeneratedMember } from './members.ts';
import type { ProfileRows } from './profiles.ts';
import { createRandom, type Random } from './random.ts';

const DAY = 86_400_000;

export function storyRandom(entityId: number): Random {
  return createRandom((Math.imul(entityId, 2_246_822_519) ^ 0x570e) >>> 0);
}

const EMPLOYERS = [
  'Lexicon Language Services',
  'Polyglot Partners',
  'Atlas Localization',
  'Meridian Translations',
  'Northbridge Language Group',
  'Babel & Co',
  'Clearword Agency',
  'Linguaforma',
];
const IN_HOUSE_ROLES: Record<GeneratedMember['accountType'], readonly string[]> = {
  translator: ['In-house translator', 'Reviser', 'Terminologist', 'Project manager'],
  interpreter: ['Staff interpreter', 'Court interpreter', 'Community interpreter'],
  subtitler: ['Subtitler', 'Quality checker', 'Spotting and timing specialist'],
  company: [],
  outsourcer: [],
};
const FREELANCE_ROLE: Record<GeneratedMember['accountType'], string> = {
  translator: 'Freelance translator',
  interpreter: 'Freelance interpreter',
  subtitler: 'Freelance subtitler',
  company: '',
  outsourcer: '',
};
/** Work a member can point to, by field: what it was, and what kind of work. */
const WORKS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  legal: [
    ['Bilingual edition of a commercial code', 'book'],
    ['Arbitration case file', 'document'],
  ],
  medical: [
    ['Patient information leaflets for a vaccine', 'document'],
    ['Hospital website', 'website'],
  ],
  technical: [
    ['User manual for an industrial robot', 'document'],
    ['Localization of a building-design app', 'software'],
  ],
  business: [
    ['Annual report and accounts', 'document'],
    ['Investor relations website', 'website'],
  ],
  marketing: [
    ['Product launch campaign', 'website'],
    ['Mobile game store listing and in-game text', 'game'],
  ],
  art_literary: [
    ['Novel translation, published in paperback', 'book'],
    ['Documentary series, season two', 'video'],
  ],
  science: [
    ['Research paper on coastal erosion', 'document'],
    ['Science museum audio guide', 'other'],
  ],
  social_sciences: [
    ['NGO field report on migration', 'document'],
    ['International conference on education', 'conference'],
  ],
};
const CLIENT_TYPES = ['agency', 'direct_client', 'company', 'public_sector', 'ngo', 'individual'] as const;
const CLIENT_WEIGHTS: Record<GeneratedMember['accountType'], readonly number[]> = {
  translator: [50, 20, 15, 5, 5, 5],
  interpreter: [30, 15, 20, 25, 8, 2],
  subtitler: [55, 15, 25, 2, 2, 1],
  company: [5, 30, 45, 12, 6, 2],
  outsourcer: [50, 0, 50, 0, 0, 0],
};
const CONFIRMERS = ['Anna Kowalska', 'David Chen', 'Marta Ruiz', 'Tom Fischer', 'Leila Haddad', 'João Pereira'];

export function addStory(
  m: GeneratedMember,
  years: number,
  fieldKeys: readonly string[],
  now: number,
  rows: ProfileRows,
  projectsFrom: number,
): void {
  const rnd = storyRandom(m.entityId);
  const year = new Date(now).getUTCFullYear();
  const roles = IN_HOUSE_ROLES[m.accountType];
  if (FREELANCE_ROLE[m.accountType] && rnd.chance(0.6)) {
    // Freelance now; before that, a job or two in-house for those long enough in the trade.
    const freelanceSince = year - Math.min(years, rnd.int(1, Math.max(1, years)));
    rows.careers.push({
      entityId: m.entityId,
      role: FREELANCE_ROLE[m.accountType],
      organisation: 'Self-employed',
      startYear: freelanceSince,
      endYear: null,
      position: 0,
    });
    let end = freelanceSince;
    for (let i = 1; i <= (years >= 8 ? rnd.int(1, 2) : 0); i++) {
      const start = end - rnd.int(2, 5);
      if (start < year - years) break;
      rows.careers.push({
        entityId: m.entityId,
        role: rnd.pick(roles),
        organisation: rnd.pick(EMPLOYERS),
        startYear: start,
        endYear: end,
        position: i,
      });
      end = start;
    }
  }

  if (m.accountType !== 'outsourcer' && m.accountType !== 'interpreter' && rnd.chance(0.3)) {
    for (const key of fieldKeys.slice(0, rnd.int(1, 2))) {
      const [title, kind] = rnd.pick(WORKS[key] ?? WORKS.business!);
      rows.works.push({
        entityId: m.entityId,
        title,
        kind,
        client: rnd.chance(0.5) ? rnd.pick(EMPLOYERS) : '',
        year: year - rnd.int(0, Math.min(years, 10)),
        disciplineId: FIELD_CATEGORIES.find((c) => c.key === key)?.disciplines[0]?.id ?? null,
        createdAt: new Date(Math.max(m.createdAt.getTime(), now - rnd.int(5, 900) * DAY)),
      });
    }
  }

  // The member's projects, added just before: who they were for, and a few confirmed by that client.
  for (const project of rows.projects.slice(projectsFrom)) {
    project.clientType = rnd.weighted(CLIENT_TYPES, CLIENT_WEIGHTS[m.accountType]);
    // A client confirms a project on Wordhive: once it is done and the member has joined.
    const confirmable = Math.max(Date.parse(project.completedOn), m.createdAt.getTime());
    if (rnd.chance(0.15) && confirmable < now - 3 * DAY) {
      project.confirmedBy = rnd.pick(CONFIRMERS);
      project.confirmedAt = new Date(Math.min(now, confirmable + rnd.int(3, 60) * DAY));
    }
  }
}
