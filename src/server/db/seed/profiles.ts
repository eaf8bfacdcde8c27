/**
 * Generated profiles: everything a member's profile shows, made up to fit the
 * member's account type and country (a Lisbon translator works from and into
 * Portuguese, an interpreter has pools data, an outsourcer collects Blue Board
 * ratings from linguists). Each member draws from its own generator seeded by
 * its id, so a member's profile does not depend on how many members are seeded.
 */

import type { PgTable } from 'drizzle-orm/pg-core';
import { slugOf } from '../../../contract/fields.ts';
import {
  DISCIPLINE_BY_ID,
  DISCIPLINES,
  FIELD_CATEGORIES,
  MENTOR_TOPICS,
  SOFTWARES,
  serviceType,
} from '../../../contract/taxonomy.ts';
import { languageName } from '../../features/languages/catalog.ts';
import type { Db } from '../client.ts';
import {
  bbEntries,
  calendarEvents,
  communityParticipation,
  favorites,
  forumActivity,
  glossaries,
  interpreterPools,
  languagePairs,
  memberArticles,
  memberCareers,
  memberCredentials,
  memberEvents,
  memberFeedback,
  memberFields,
  memberLanguages,
  memberProfiles,
  memberProjects,
  memberRates,
  memberServices,
  memberSoftware,
  memberWebsites,
  portfolioSamples,
  portfolioWorks,
  privacySettings,
  termhelpActivity,
} from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { GeneratedMember } from './members.ts';
import { addStory } from './profile-story.ts';
import {
  ARTICLE_TOPICS,
  BB_COMMENTS,
  BIO_CLOSINGS,
  BIO_MIDDLES,
  BIO_OPENINGS,
  CALENDAR_ENTRIES,
  CERTIFICATIONS,
  CLIENT_BIO_MIDDLES,
  CLIENT_COMPANIES,
  COLLEAGUE_COMMENTS,
  COUNTRIES,
  type Country,
  type Currency,
  DEGREES,
  EVENTS,
  FEEDBACK_COMMENTS,
  FORUM_TOPICS,
  FROM_EUR,
  GLOSSARY_TERMS,
  HEADLINES,
  PARTNER_LANGUAGES,
  PROJECT_TITLES,
  SAMPLE_TEXTS,
  UNIVERSITIES,
  WORD_RATE_EUR,
} from './profile-vocabulary.ts';
import { createRandom, type Random } from './random.ts';

const DAY = 86_400_000;

/** Rows for every profile table, filled member by member and inserted per batch. */
export interface ProfileRows {
  profiles: (typeof memberProfiles.$inferInsert)[];
  privacy: (typeof privacySettings.$inferInsert)[];
  languages: (typeof memberLanguages.$inferInsert)[];
  pairs: (typeof languagePairs.$inferInsert)[];
  services: (typeof memberServices.$inferInsert)[];
  fields: (typeof memberFields.$inferInsert)[];
  rates: (typeof memberRates.$inferInsert)[];
  software: (typeof memberSoftware.$inferInsert)[];
  credentials: (typeof memberCredentials.$inferInsert)[];
  portfolio: (typeof portfolioSamples.$inferInsert)[];
  works: (typeof portfolioWorks.$inferInsert)[];
  careers: (typeof memberCareers.$inferInsert)[];
  glossaries: (typeof glossaries.$inferInsert)[];
  articles: (typeof memberArticles.$inferInsert)[];
  feedback: (typeof memberFeedback.$inferInsert)[];
  bb: (typeof bbEntries.$inferInsert)[];
  projects: (typeof memberProjects.$inferInsert)[];
  termhelp: (typeof termhelpActivity.$inferInsert)[];
  forum: (typeof forumActivity.$inferInsert)[];
  community: (typeof communityParticipation.$inferInsert)[];
  events: (typeof memberEvents.$inferInsert)[];
  calendar: (typeof calendarEvents.$inferInsert)[];
  websites: (typeof memberWebsites.$inferInsert)[];
  favorites: (typeof favorites.$inferInsert)[];
  pools: (typeof interpreterPools.$inferInsert)[];
}

export function emptyProfileRows(): ProfileRows {
  return {
    profiles: [],
    privacy: [],
    languages: [],
    pairs: [],
    services: [],
    fields: [],
    rates: [],
    software: [],
    credentials: [],
    portfolio: [],
    works: [],
    careers: [],
    glossaries: [],
    articles: [],
    feedback: [],
    bb: [],
    projects: [],
    termhelp: [],
    forum: [],
    community: [],
    events: [],
    calendar: [],
    websites: [],
    favorites: [],
    pools: [],
  };
}

/** Members already in the database, by the role they can play in another member's profile. */
/** Members already inserted, who can give feedback; `joinedAt` (ms): nothing they wrote is older. */
export interface KnownMembers {
  linguists: { entityId: number; name: string; joinedAt: number }[];
  clients: { entityId: number; name: string; joinedAt: number }[];
}

const TABLES: { [K in keyof ProfileRows]: PgTable } = {
  profiles: memberProfiles,
  privacy: privacySettings,
  languages: memberLanguages,
  pairs: languagePairs,
  services: memberServices,
  fields: memberFields,
  rates: memberRates,
  software: memberSoftware,
  credentials: memberCredentials,
  portfolio: portfolioSamples,
  works: portfolioWorks,
  careers: memberCareers,
  glossaries,
  articles: memberArticles,
  feedback: memberFeedback,
  bb: bbEntries,
  projects: memberProjects,
  termhelp: termhelpActivity,
  forum: forumActivity,
  community: communityParticipation,
  events: memberEvents,
  calendar: calendarEvents,
  websites: memberWebsites,
  favorites,
  pools: interpreterPools,
};

export async function insertProfileRows(db: Db, rows: ProfileRows): Promise<void> {
  for (const key of Object.keys(TABLES) as (keyof ProfileRows)[]) {
    await bulkInsert(db, TABLES[key], rows[key] as Record<string, unknown>[]);
  }
}

/** A generator of its own per member: the same member gets the same profile whatever the batch or count. */
export function memberRandom(entityId: number): Random {
  return createRandom((Math.imul(entityId, 2_654_435_761) ^ 0x5eed) >>> 0);
}

const FIELD_WEIGHTS: Record<GeneratedMember['accountType'], Record<string, number>> = {
  translator: {
    legal: 20,
    medical: 15,
    technical: 20,
    business: 15,
    marketing: 15,
    art_literary: 6,
    science: 5,
    social_sciences: 4,
  },
  interpreter: { legal: 30, medical: 25, business: 20, social_sciences: 15, technical: 10 },
  subtitler: { art_literary: 60, marketing: 25, social_sciences: 10, technical: 5 },
  company: { legal: 15, medical: 15, technical: 20, business: 20, marketing: 20, art_literary: 5, science: 5 },
  outsourcer: { legal: 15, medical: 15, technical: 25, business: 20, marketing: 20, art_literary: 5 },
};

/** How a field reads in a sentence ("legal translator"). */
export const FIELD_ADJECTIVE: Record<string, string> = {
  legal: 'legal',
  medical: 'medical',
  technical: 'technical',
  business: 'financial',
  marketing: 'marketing',
  art_literary: 'literary',
  science: 'scientific',
  social_sciences: 'social sciences',
};

const PROFICIENCY_BY_ROLE = { native: 'native', partner: ['bilingual', 'fluent', 'fluent', 'advanced'] } as const;

interface Pair {
  source: string;
  target: string;
}

export function generateProfile(
  m: GeneratedMember,
  known: KnownMembers,
  now: number,
  rows: ProfileRows,
  rnd: Random = memberRandom(m.entityId),
): void {
  const country = COUNTRIES[m.country]!;
  const city = rnd.pick(country.cities);
  const linguist = m.accountType !== 'outsourcer';
  const years = m.accountType === 'company' ? rnd.int(3, 40) : rnd.int(1, 35);
  const fieldKeys = pickFieldCategories(rnd, m.accountType);
  const pairs = linguist ? pickPairs(rnd, m.accountType, country.language) : [];
  const mainPair = pairs[0] ?? { source: 'eng', target: country.language };
  const words = {
    src: languageName(mainPair.source, 'eng'),
    tgt: languageName(mainPair.target, 'eng'),
    field: FIELD_ADJECTIVE[fieldKeys[0]!]!,
    years: String(years),
    name: m.name,
    pairs: String(pairs.length),
  };
  // Names repeat across 100,000 members; the id keeps made-up addresses apart.
  const slug = `${slugOf(m.name)}-${m.entityId}`;
  const membership = pickMembership(rnd, m, now);
  const rating = { sum: 0, count: 0 };
  const projectsFrom = rows.projects.length;

  // Contact details and who may see them.
  rows.profiles.push({
    entityId: m.entityId,
    headline: capitalise(fill(rnd.pick(HEADLINES[m.accountType]), words)),
    bio: [
      fill(BIO_OPENINGS[m.accountType], words),
      ...rnd.sample(linguist ? BIO_MIDDLES : CLIENT_BIO_MIDDLES, rnd.int(1, 3)),
      linguist ? rnd.pick(BIO_CLOSINGS) : '',
    ]
      .filter(Boolean)
      .join(' '),
    countryCode: m.country,
    city: city.city,
    region: city.region,
    address: address(rnd, country),
    postalCode: pattern(rnd, city.postal),
    phone: `${country.phone} ${city.area} ${digits(rnd, 3)} ${digits(rnd, 4)}`,
    skype: rnd.chance(0.4) ? `live:${slug.replace(/-/g, '.')}${rnd.int(1, 99)}` : '',
    fax:
      m.accountType === 'company' && rnd.chance(0.5)
        ? `${country.phone} ${city.area} ${digits(rnd, 3)} ${digits(rnd, 4)}`
        : '',
    contactEmail: m.accountType === 'company' ? `info@${slug}.example` : `${slug.replace(/-/g, '.')}@mail.example`,
    website: m.accountType === 'company' || rnd.chance(0.3) ? `https://www.${slug}.example` : '',
    agencyName:
      m.accountType === 'company'
        ? `${m.name} ${rnd.pick(['Ltd', 'GmbH', 'S.L.', 'S.r.l.', 'Lda.', 'LLC'])}`
        : m.accountType === 'outsourcer' && rnd.chance(0.7)
          ? rnd.pick(CLIENT_COMPANIES[fieldKeys[0]!] ?? CLIENT_COMPANIES.business!)
          : '',
    ...genderAndPronouns(rnd, m),
    yearsExperience: years,
    timezone: country.timezone,
    availability: rnd.weighted(['available', 'limited', 'unavailable'], [65, 25, 10]),
    ...membership,
    isMentor: false,
    mentorTopics: [],
    ratingAvg: null,
    ratingCount: 0,
  });
  const profile = rows.profiles[rows.profiles.length - 1]!;
  // A third of those taking little or no new work said the day they are back (the id decides, not a
  // draw, so the member's other data stays as it was).
  if (profile.availability !== 'available' && m.entityId % 3 === 0) {
    profile.backOn = new Date(now + (7 + (m.entityId % 84)) * DAY).toISOString().slice(0, 10);
  }
  rows.privacy.push(privacyFor(rnd, m.entityId));

  // Languages: the native one, the member's working languages, sometimes one more.
  const knownLangs = new Map<string, string>([[country.language, PROFICIENCY_BY_ROLE.native]]);
  for (const p of pairs) {
    for (const lang of [p.source, p.target]) {
      if (!knownLangs.has(lang)) knownLangs.set(lang, rnd.pick(PROFICIENCY_BY_ROLE.partner));
    }
  }
  if (!linguist && country.language !== 'eng') knownLangs.set('eng', rnd.pick(['fluent', 'advanced', 'intermediate']));
  for (const [language, proficiency] of knownLangs)
    rows.languages.push({ entityId: m.entityId, language, proficiency });

  pairs.forEach((p, position) => {
    rows.pairs.push({ entityId: m.entityId, sourceLang: p.source, targetLang: p.target, position });
  });

  const disciplines = pickDisciplines(rnd, fieldKeys, m.accountType === 'company' ? rnd.int(6, 12) : rnd.int(2, 6));
  disciplines.forEach((disciplineId, i) => {
    rows.fields.push({ entityId: m.entityId, disciplineId, specialty: i < (m.accountType === 'company' ? 3 : 2) });
  });

  if (linguist) {
    const services = pickServices(rnd, m.accountType, fieldKeys);
    for (const serviceId of services) {
      if (serviceType(serviceId) === 'pair') {
        for (const p of pairs)
          rows.services.push({ entityId: m.entityId, serviceId, sourceLang: p.source, targetLang: p.target });
      } else {
        rows.services.push({ entityId: m.entityId, serviceId, sourceLang: country.language, targetLang: null });
      }
    }
    addRates(rnd, m.entityId, services, pairs, country, rows);
    for (const softwareId of pickSoftware(rnd, m.accountType)) rows.software.push({ entityId: m.entityId, softwareId });
    addCredentials(rnd, m, mainPair, rows);
    addPortfolio(rnd, m, pairs, fieldKeys, now, rows);
    addProjects(rnd, m, services, pairs, disciplines, now, rows);
    addFeedback(rnd, m, known, mainPair, now, rows, rating);
    if (m.accountType !== 'company' && rnd.chance(0.3)) addTermhelp(rnd, m, pairs, now, rows);
    if (rnd.chance(0.35)) addCalendar(rnd, m, now, rows);
    if (m.accountType === 'interpreter' && rnd.chance(0.85)) addPool(rnd, m, city.city, city.region, rows);
  } else {
    addBbEntries(rnd, m, known, now, rows, rating);
  }
  if (m.accountType === 'company') addBbEntries(rnd, m, known, now, rows, rating);
  if (m.accountType !== 'translator' && m.accountType !== 'interpreter' && m.accountType !== 'subtitler') {
    addFavorites(rnd, m, known, rows);
  }

  if (rnd.chance(0.05)) addArticles(rnd, m, words, now, rows);
  if (rnd.chance(0.25)) addForum(rnd, m, now, rows);
  addCommunity(rnd, m, profile.gender === 'woman', now, rows);
  if (rnd.chance(0.08)) addEvents(rnd, m, city.city, now, rows);
  if (profile.website || rnd.chance(0.25)) addWebsites(rnd, m, slug, rows);

  if (linguist && years >= 10 && membership.membershipPlan !== 'none' && rnd.chance(0.12)) {
    profile.isMentor = true;
    profile.mentorTopics = rnd.sample(MENTOR_TOPICS, rnd.int(2, 3));
    rows.community.push({
      entityId: m.entityId,
      community: 'mentoring',
      role: 'volunteer',
      contributions: rnd.int(1, 25),
      joinedAt: new Date(Math.max(m.createdAt.getTime(), now - rnd.int(30, 900) * DAY)),
    });
  }
  if (rating.count) {
    profile.ratingAvg = Math.round((rating.sum / rating.count) * 100) / 100;
    profile.ratingCount = rating.count;
  }
  addStory(m, years, fieldKeys, now, rows, projectsFrom);
}

function pickFieldCategories(rnd: Random, type: GeneratedMember['accountType']): string[] {
  const weights = FIELD_WEIGHTS[type];
  const keys = Object.keys(weights);
  const out = new Set<string>();
  const want = type === 'company' ? rnd.int(2, 4) : rnd.int(1, 3);
  while (out.size < want) out.add(rnd.weighted(keys, Object.values(weights)));
  return [...out];
}

function pickDisciplines(rnd: Random, categoryKeys: string[], count: number): number[] {
  const pool = DISCIPLINES.filter((d) => categoryKeys.includes(d.categoryKey));
  // The first discipline of each category (the general one) comes first: people lead with it.
  const generals = categoryKeys.map((k) => FIELD_CATEGORIES.find((c) => c.key === k)!.disciplines[0]!.id);
  const rest = rnd.sample(
    pool.filter((d) => !generals.includes(d.id)).map((d) => d.id),
    Math.max(0, count - generals.length),
  );
  return [...generals, ...rest];
}

function partner(rnd: Random, exclude: string[]): string {
  const options = PARTNER_LANGUAGES.filter(([l]) => !exclude.includes(l));
  return rnd.weighted(
    options.map(([l]) => l),
    options.map(([, w]) => w),
  );
}

/** Most linguists work into their native language; the main pair usually involves English. */
function pickPairs(rnd: Random, type: GeneratedMember['accountType'], native: string): Pair[] {
  const pairs: Pair[] = [];
  const add = (source: string, target: string) => {
    if (source !== target && !pairs.some((p) => p.source === source && p.target === target))
      pairs.push({ source, target });
  };
  if (type === 'company') {
    const hub = native === 'eng' ? 'eng' : rnd.chance(0.7) ? 'eng' : native;
    const count = rnd.int(6, 24);
    for (let i = 0; i < count * 2 && pairs.length < count; i++) {
      const other = partner(rnd, [hub]);
      if (rnd.chance(0.65)) add(hub, other);
      else add(other, hub);
    }
    return pairs;
  }
  const other = native === 'eng' ? partner(rnd, ['eng']) : rnd.chance(0.85) ? 'eng' : partner(rnd, [native]);
  if (type === 'interpreter') {
    // Interpreters work both ways between their languages.
    add(other, native);
    add(native, other);
    if (rnd.chance(0.35)) {
      const third = partner(rnd, [native, other]);
      add(third, native);
      add(native, third);
    }
    return pairs;
  }
  const intoNative = native === 'eng' || rnd.chance(0.7);
  if (intoNative) add(other, native);
  else add(native, other);
  const extra = type === 'subtitler' ? rnd.int(0, 2) : rnd.weighted([0, 1, 2, 3], [35, 35, 20, 10]);
  for (let i = 0; i < extra; i++) {
    if (i === 0 && rnd.chance(0.5)) add(pairs[0]!.target, pairs[0]!.source);
    else add(partner(rnd, [native]), native);
  }
  return pairs;
}

const SERVICES_BY_TYPE: Record<string, readonly (readonly [number, number])[]> = {
  // [service id, chance]
  translator: [
    [1, 1],
    [3, 0.7],
    [5, 0.35],
    [18, 0.3],
    [13, 0.15],
    [8, 0.15],
    [9, 0.15],
    [19, 0.1],
    [7, 0.3],
    [6, 0.1],
    [11, 0.08],
  ],
  interpreter: [
    [2, 1],
    [14, 0.8],
    [15, 0.5],
    [16, 0.6],
    [1, 0.4],
    [23, 0.1],
  ],
  subtitler: [
    [4, 1],
    [22, 0.8],
    [21, 0.6],
    [11, 0.5],
    [20, 0.15],
    [1, 0.3],
  ],
  company: [
    [1, 1],
    [3, 0.9],
    [2, 0.5],
    [4, 0.3],
    [5, 0.6],
    [9, 0.6],
    [10, 0.5],
    [17, 0.2],
    [12, 0.5],
    [13, 0.4],
    [24, 0.3],
    [20, 0.15],
  ],
};

function pickServices(rnd: Random, type: GeneratedMember['accountType'], fieldKeys: string[]): number[] {
  const out = SERVICES_BY_TYPE[type]!.filter(([, p]) => rnd.chance(p)).map(([id]) => id);
  // Certified translation is what legal clients ask for; software people localise.
  if (type === 'translator' && fieldKeys.includes('legal') && !out.includes(13) && rnd.chance(0.5)) out.push(13);
  if (type === 'translator' && fieldKeys.includes('technical') && !out.includes(10) && rnd.chance(0.3)) out.push(10);
  return out;
}

/** Unit and EUR price range per service; per-word prices follow the target language. */
const RATE_SHAPES: Record<number, { unit: string; min: number; max: number }> = {
  2: { unit: 'hour', min: 55, max: 130 },
  3: { unit: 'hour', min: 28, max: 55 },
  4: { unit: 'minute', min: 5, max: 12 },
  5: { unit: 'word', min: 0.035, max: 0.07 },
  11: { unit: 'minute', min: 1.5, max: 3.5 },
  13: { unit: 'page', min: 25, max: 45 },
  14: { unit: 'hour', min: 55, max: 120 },
  15: { unit: 'hour', min: 80, max: 150 },
  21: { unit: 'minute', min: 2.5, max: 6 },
  22: { unit: 'minute', min: 6, max: 14 },
};

function addRates(
  rnd: Random,
  entityId: number,
  services: number[],
  pairs: Pair[],
  country: Country,
  rows: ProfileRows,
) {
  const currency: Currency = country.currency;
  const convert = (eur: number, unit: string) => {
    const value = eur * FROM_EUR[currency];
    return unit === 'word' ? Math.round(value * 200) / 200 : Math.round(value);
  };
  for (const serviceId of services) {
    if (serviceId === 1) {
      for (const p of pairs.slice(0, 4)) {
        const base = WORD_RATE_EUR[p.target] ?? 0.09;
        const amount = convert(base * (0.75 + rnd.next() * 0.5), 'word');
        rows.rates.push({
          entityId,
          serviceId,
          sourceLang: p.source,
          targetLang: p.target,
          unit: 'word',
          currency,
          amount,
        });
      }
      continue;
    }
    const shape = RATE_SHAPES[serviceId];
    if (!shape || !rnd.chance(0.7)) continue;
    const pair = serviceType(serviceId) === 'pair' ? pairs[0] : undefined;
    rows.rates.push({
      entityId,
      serviceId,
      sourceLang: pair?.source ?? null,
      targetLang: pair?.target ?? null,
      unit: shape.unit,
      currency,
      amount: convert(shape.min + rnd.next() * (shape.max - shape.min), shape.unit),
    });
  }
}

const CAT = SOFTWARES.filter((s) => s.kind === 'cat').map((s) => s.id);
const CAT_WEIGHTS = [50, 35, 15, 12, 14, 8, 4, 5, 10, 4];
const SUBTITLE = SOFTWARES.filter((s) => s.kind === 'subtitle').map((s) => s.id);
const QA = SOFTWARES.filter((s) => s.kind === 'qa').map((s) => s.id);
const OFFICE = SOFTWARES.find((s) => s.kind === 'other')!.id;

function pickSoftware(rnd: Random, type: GeneratedMember['accountType']): number[] {
  const out = new Set<number>();
  const cats = type === 'company' ? rnd.int(2, 5) : type === 'translator' ? rnd.int(1, 3) : rnd.int(0, 1);
  for (let i = 0; i < cats; i++) out.add(rnd.weighted(CAT, CAT_WEIGHTS));
  if (type === 'subtitler' || (type === 'company' && rnd.chance(0.4))) {
    for (const id of rnd.sample(SUBTITLE, rnd.int(1, 3))) out.add(id);
  }
  if ((type === 'translator' || type === 'company') && rnd.chance(0.35)) out.add(rnd.pick(QA));
  if (rnd.chance(0.6)) out.add(OFFICE);
  return [...out];
}

function addCredentials(rnd: Random, m: GeneratedMember, pair: Pair, rows: ProfileRows) {
  if (m.accountType === 'company') {
    rows.credentials.push({
      entityId: m.entityId,
      kind: 'certification',
      title: 'ISO 17100:2015 Translation services',
      issuer: rnd.pick(['Bureau Veritas', 'TÜV Austria', 'DIN CERTCO', 'SGS']),
      year: 2024 - rnd.int(0, 8),
      verified: rnd.chance(0.7),
    });
    return;
  }
  if (rnd.chance(0.75)) {
    const degrees =
      m.accountType === 'interpreter' || m.accountType === 'subtitler' ? DEGREES[m.accountType] : DEGREES.translator;
    rows.credentials.push({
      entityId: m.entityId,
      kind: 'degree',
      title: rnd.pick(degrees),
      issuer: rnd.pick(UNIVERSITIES[m.country] ?? UNIVERSITIES.GB!),
      year: 2024 - rnd.int(2, 30),
      verified: rnd.chance(0.6),
    });
  }
  const certs = CERTIFICATIONS[m.country] ?? [];
  for (const [title, issuer] of certs) {
    if (!rnd.chance(0.3)) continue;
    const isMembership = title === 'Member';
    rows.credentials.push({
      entityId: m.entityId,
      kind: isMembership ? 'membership' : 'certification',
      title: isMembership ? `Member of ${issuer}` : title,
      issuer,
      sourceLang: isMembership ? null : pair.source,
      targetLang: isMembership ? null : pair.target,
      year: 2024 - rnd.int(0, 20),
      verified: rnd.chance(0.7),
    });
  }
}

function addPortfolio(
  rnd: Random,
  m: GeneratedMember,
  pairs: Pair[],
  fieldKeys: string[],
  now: number,
  rows: ProfileRows,
) {
  if (m.accountType === 'interpreter' || !rnd.chance(0.5)) return;
  for (const fieldKey of fieldKeys) {
    const texts = SAMPLE_TEXTS[fieldKey];
    const pair = texts && pairs.find((p) => texts[p.source] && texts[p.target]);
    if (!texts || !pair) continue;
    rows.portfolio.push({
      entityId: m.entityId,
      title: `${capitalise(FIELD_ADJECTIVE[fieldKey]!)} sample, ${languageName(pair.source, 'eng')} to ${languageName(pair.target, 'eng')}`,
      sourceLang: pair.source,
      targetLang: pair.target,
      disciplineId: FIELD_CATEGORIES.find((c) => c.key === fieldKey)!.disciplines[0]!.id,
      sourceText: texts[pair.source]!,
      targetText: texts[pair.target]!,
      createdAt: new Date(Math.max(m.createdAt.getTime(), now - rnd.int(10, 1500) * DAY)),
    });
    const terms = GLOSSARY_TERMS[fieldKey];
    if (terms?.[pair.source] && terms[pair.target] && rnd.chance(0.5)) {
      rows.glossaries.push({
        entityId: m.entityId,
        title: `${capitalise(FIELD_ADJECTIVE[fieldKey]!)} glossary ${pair.source.toUpperCase()}–${pair.target.toUpperCase()}`,
        sourceLang: pair.source,
        targetLang: pair.target,
        disciplineId: FIELD_CATEGORIES.find((c) => c.key === fieldKey)!.disciplines[0]!.id,
        termCount: rnd.int(40, 2500),
        sampleTerms: terms[pair.source]!.map((source, i) => ({ source, target: terms[pair.target]![i]! })),
        updatedAt: new Date(now - rnd.int(5, 900) * DAY),
      });
    }
  }
}

const PROJECT_UNIT: Record<number, { unit: string; min: number; max: number }> = {
  2: { unit: 'hours', min: 2, max: 40 },
  14: { unit: 'hours', min: 2, max: 16 },
  15: { unit: 'hours', min: 4, max: 48 },
  16: { unit: 'hours', min: 1, max: 12 },
  4: { unit: 'minutes', min: 10, max: 600 },
  22: { unit: 'minutes', min: 20, max: 900 },
  21: { unit: 'minutes', min: 10, max: 300 },
  11: { unit: 'minutes', min: 10, max: 240 },
  13: { unit: 'pages', min: 2, max: 60 },
};

function addProjects(
  rnd: Random,
  m: GeneratedMember,
  services: number[],
  pairs: Pair[],
  disciplines: number[],
  now: number,
  rows: ProfileRows,
) {
  if (!rnd.chance(m.accountType === 'company' ? 0.8 : 0.5)) return;
  const count = m.accountType === 'company' ? rnd.int(3, 10) : rnd.int(1, 6);
  const joined = m.createdAt.getTime();
  for (let i = 0; i < count; i++) {
    const serviceId = rnd.pick(services);
    const disciplineId = rnd.pick(disciplines);
    const categoryKey = DISCIPLINE_BY_ID.get(disciplineId)!.categoryKey;
    const pair = serviceType(serviceId) === 'pair' ? rnd.pick(pairs) : undefined;
    const shape = PROJECT_UNIT[serviceId] ?? { unit: 'words', min: 500, max: 80_000 };
    const volume = rnd.int(shape.min, shape.max);
    rows.projects.push({
      entityId: m.entityId,
      title: rnd.pick(PROJECT_TITLES[categoryKey]!),
      serviceId,
      sourceLang: pair?.source ?? null,
      targetLang: pair?.target ?? null,
      disciplineId,
      volume: shape.unit === 'words' ? Math.round(volume / 100) * 100 : volume,
      volumeUnit: shape.unit,
      completedOn: isoDate(joined - rnd.int(0, 2000) * DAY + rnd.next() * (now - joined)),
    });
  }
}

function ratingFrom(rnd: Random): number {
  return rnd.weighted([5, 4, 3, 2, 1], [70, 22, 5, 2, 1]);
}

/**
 * How many ratings a member can have had by now: one a fortnight since they joined, so that a member who
 * joined this week shows none. The draws are made all the same (the loops skip what is over), so the
 * rest of the member's data stays as it was.
 */
const ratingsSince = (joined: number, now: number) => Math.floor((now - joined) / (14 * DAY));

function addFeedback(
  rnd: Random,
  m: GeneratedMember,
  known: KnownMembers,
  pair: Pair,
  now: number,
  rows: ProfileRows,
  rating: { sum: number; count: number },
) {
  if (!rnd.chance(m.accountType === 'company' ? 0.7 : 0.6)) return;
  const count = rnd.int(1, m.accountType === 'company' ? 12 : 8);
  const since = m.createdAt.getTime();
  for (let i = 0; i < count; i++) {
    const fromColleague = rnd.chance(0.25);
    const author = rnd.pick(fromColleague ? known.linguists : known.clients);
    if (!author || author.entityId === m.entityId) continue;
    const stars = fromColleague ? rnd.weighted([5, 4], [80, 20]) : ratingFrom(rnd);
    // Written once both had joined.
    const from = Math.max(since, author.joinedAt);
    const comment = fromColleague ? rnd.pick(COLLEAGUE_COMMENTS) : rnd.pick(FEEDBACK_COMMENTS[stars]!);
    const createdAt = new Date(from + rnd.next() * (now - from));
    if (i >= ratingsSince(since, now)) continue;
    rows.feedback.push({
      entityId: m.entityId,
      authorEntityId: author.entityId,
      authorName: author.name,
      authorKind: fromColleague ? 'colleague' : 'client',
      rating: stars,
      comment,
      sourceLang: pair.source,
      targetLang: pair.target,
      createdAt,
    });
    rating.sum += stars;
    rating.count += 1;
  }
}

/** Ratings linguists gave this client (Blue Board): how likely they are to work for them again. */
function addBbEntries(
  rnd: Random,
  m: GeneratedMember,
  known: KnownMembers,
  now: number,
  rows: ProfileRows,
  rating: { sum: number; count: number },
) {
  if (!rnd.chance(0.65)) return;
  const count = rnd.int(1, 8);
  const since = m.createdAt.getTime();
  // A few clients are known for paying late: their ratings lean low.
  const trouble = rnd.chance(0.08);
  for (let i = 0; i < count; i++) {
    const rater = rnd.pick(known.linguists);
    if (!rater || rater.entityId === m.entityId) continue;
    const lwa = trouble ? rnd.weighted([1, 2, 3, 4], [40, 30, 20, 10]) : rnd.weighted([5, 4, 3], [78, 17, 5]);
    const from = Math.max(since, rater.joinedAt);
    const comment = rnd.pick(BB_COMMENTS[lwa]!);
    const createdAt = new Date(from + rnd.next() * (now - from));
    if (i >= ratingsSince(since, now)) continue;
    rows.bb.push({ outsourcerEntityId: m.entityId, raterEntityId: rater.entityId, lwa, comment, createdAt });
    // A company's star rating comes from its clients' feedback, an outsourcer's from the Blue Board.
    if (m.accountType === 'outsourcer') {
      rating.sum += lwa;
      rating.count += 1;
    }
  }
}

function addFavorites(rnd: Random, m: GeneratedMember, known: KnownMembers, rows: ProfileRows) {
  if (!rnd.chance(0.3)) return;
  const picks = rnd.sample(known.linguists.slice(-2000), rnd.int(1, 8));
  for (const f of picks) {
    if (f.entityId === m.entityId) continue;
    rows.favorites.push({
      ownerEntityId: m.entityId,
      favoriteEntityId: f.entityId,
      note: rnd.chance(0.4)
        ? rnd.pick(['Great for urgent jobs', 'Ask for legal work', 'Quote received', 'Backup reviewer'])
        : '',
    });
  }
}

function addTermhelp(rnd: Random, m: GeneratedMember, pairs: Pair[], now: number, rows: ProfileRows) {
  const answers = rnd.int(1, 400);
  const pairPoints = pairs
    .slice(0, 3)
    .map((p) => ({ source: p.source, target: p.target, points: rnd.int(0, answers * 2) }));
  rows.termhelp.push({
    entityId: m.entityId,
    questionsAsked: rnd.int(0, 60),
    answersGiven: answers,
    answersSelected: Math.floor(answers * (0.1 + rnd.next() * 0.4)),
    points: pairPoints.reduce((s, p) => s + p.points, 0),
    pairPoints,
    lastActiveAt: new Date(Math.max(m.createdAt.getTime(), now - rnd.int(0, 400) * DAY)),
  });
}

function addForum(rnd: Random, m: GeneratedMember, now: number, rows: ProfileRows) {
  const topics = rnd.int(0, 30);
  const recent = rnd.sample(FORUM_TOPICS, Math.min(3, rnd.int(1, 3))).map((t, i) => ({
    title: t.title,
    forum: t.forum,
    postedAt: new Date(Math.max(m.createdAt.getTime(), now - (i * 20 + rnd.int(1, 19)) * DAY)).toISOString(),
  }));
  rows.forum.push({
    entityId: m.entityId,
    posts: topics + rnd.int(1, 600),
    topics,
    lastPostAt: new Date(recent[0]!.postedAt),
    recentTopics: recent,
  });
}

function addCommunity(rnd: Random, m: GeneratedMember, isWoman: boolean, now: number, rows: ProfileRows) {
  const join = (community: string, role: string) =>
    rows.community.push({
      entityId: m.entityId,
      community,
      role,
      contributions: rnd.int(0, 60),
      joinedAt: new Date(Math.max(m.createdAt.getTime(), now - rnd.int(10, 1500) * DAY)),
    });
  if (m.accountType === 'interpreter' && rnd.chance(0.6))
    join('interpreters', rnd.weighted(['member', 'moderator'], [95, 5]));
  if (isWoman && m.accountType !== 'company' && rnd.chance(0.2)) join('women-in-translation', 'member');
  if (m.accountType !== 'outsourcer' && rnd.chance(0.08)) join('pro-bono', 'volunteer');
}

function addArticles(rnd: Random, m: GeneratedMember, words: Record<string, string>, now: number, rows: ProfileRows) {
  for (const topic of rnd.sample(ARTICLE_TOPICS, rnd.int(1, 3))) {
    rows.articles.push({
      entityId: m.entityId,
      title: fill(topic.title, words),
      summary: topic.summary,
      category: topic.category,
      views: rnd.int(40, 9000),
      publishedAt: new Date(Math.max(m.createdAt.getTime(), now - rnd.int(5, 1200) * DAY)),
    });
  }
}

function addEvents(rnd: Random, m: GeneratedMember, city: string, now: number, rows: ProfileRows) {
  for (const e of rnd.sample(EVENTS, rnd.int(1, 3))) {
    const startsAt = new Date(Math.floor((now + rnd.int(-150, 150) * DAY) / DAY) * DAY + rnd.int(8, 17) * 3_600_000);
    const days = e.kind === 'conference' ? rnd.int(1, 3) : 0;
    rows.events.push({
      entityId: m.entityId,
      title: e.title,
      kind: e.kind,
      role: rnd.weighted(['attendee', 'speaker', 'organiser'], [70, 22, 8]),
      location: e.location.replace('{city}', city),
      online: e.online,
      startsAt,
      endsAt: new Date(startsAt.getTime() + days * DAY + rnd.int(1, 8) * 3_600_000),
    });
  }
}

function addCalendar(rnd: Random, m: GeneratedMember, now: number, rows: ProfileRows) {
  for (let i = rnd.int(1, 4); i > 0; i--) {
    const entry = rnd.pick(CALENDAR_ENTRIES);
    const start = now + rnd.int(-45, 120) * DAY;
    const length = entry.kind === 'deadline' ? 0 : rnd.int(0, entry.kind === 'time_off' ? 14 : 6);
    rows.calendar.push({
      entityId: m.entityId,
      title: entry.title,
      kind: entry.kind,
      startsOn: isoDate(start),
      endsOn: isoDate(start + length * DAY),
    });
  }
}

function addWebsites(rnd: Random, m: GeneratedMember, slug: string, rows: ProfileRows) {
  if (rnd.chance(0.6)) {
    rows.websites.push({
      entityId: m.entityId,
      kind: 'linkedin',
      url: `https://www.linkedin.com/in/${slug}`,
      label: 'LinkedIn',
    });
  }
  if (rnd.chance(0.3)) {
    rows.websites.push({ entityId: m.entityId, kind: 'blog', url: `https://blog.${slug}.example`, label: 'Blog' });
  }
}

function addPool(rnd: Random, m: GeneratedMember, city: string, region: string, rows: ProfileRows) {
  rows.pools.push({
    entityId: m.entityId,
    region: city === region ? city : `${city}, ${region}`,
    travelRadiusKm: rnd.pick([0, 25, 50, 100, 250, 500]),
    availability: rnd.sample(['weekdays', 'weekends', 'evenings', 'on_call', 'full_time'], rnd.int(1, 3)),
    modes: rnd.sample(['on_site', 'remote_video', 'phone'], rnd.int(1, 3)),
    shortNotice: rnd.chance(0.4),
    bio: rnd.chance(0.6)
      ? 'Available for court hearings, medical appointments and business meetings; remote sessions at short notice.'
      : '',
    videoUrl: '',
  });
}

function pickMembership(rnd: Random, m: GeneratedMember, now: number) {
  const paid = m.accountType === 'outsourcer' ? rnd.chance(0.1) : rnd.chance(m.accountType === 'company' ? 0.6 : 0.35);
  if (!paid) {
    return {
      membershipPlan: 'none',
      membershipSince: null,
      membershipUntil: null,
      firstTimePaid: false,
    };
  }
  const joined = m.createdAt.getTime();
  // A good share of the newest members pay right away: the "first-time paid" new members; none before joining.
  const since =
    now - joined < 30 * DAY || rnd.chance(0.08)
      ? Math.max(joined, now - rnd.int(0, 29) * DAY)
      : joined + rnd.next() * (now - joined);
  const years = rnd.chance(0.85) ? 1 : 2;
  const until = since + years * 365 * DAY;
  const renewedBefore = now - since > 0 && joined < since - 365 * DAY && rnd.chance(0.6);
  return {
    membershipPlan: m.accountType === 'company' ? 'business' : 'professional',
    membershipSince: new Date(since),
    membershipUntil: new Date(until),
    firstTimePaid: !renewedBefore,
  };
}

/** About one in five members changed a default; a few hide everything. */
function privacyFor(rnd: Random, entityId: number): typeof privacySettings.$inferInsert {
  const row: typeof privacySettings.$inferInsert = { entityId };
  if (!rnd.chance(0.2)) return row;
  const values = ['y', 'n', 'outsourcer'] as const;
  if (rnd.chance(0.1)) {
    return {
      entityId,
      contactAddressVisible: 'n',
      contactPostalVisible: 'n',
      contactPhoneVisible: 'n',
      contactSkypeVisible: 'n',
      contactFaxVisible: 'n',
      contactEmailVisible: 'n',
    };
  }
  row.contactPhoneVisible = rnd.pick(values);
  row.contactEmailVisible = rnd.pick(values);
  row.contactSkypeVisible = rnd.pick(values);
  row.contactCityVisible = rnd.weighted(values, [85, 10, 5]);
  return row;
}

/** Even positions in each region's first-name list are women's names (see members.ts). */
function genderAndPronouns(rnd: Random, m: GeneratedMember) {
  if (m.accountType === 'company' || !rnd.chance(0.45) || m.country === 'CN') {
    return { gender: '', genderCustom: '', pronouns: '' };
  }
  if (rnd.chance(0.02)) return { gender: 'non_binary', genderCustom: '', pronouns: 'they/them' };
  if (rnd.chance(0.05)) return { gender: 'prefer_not_to_say', genderCustom: '', pronouns: '' };
  const gender = m.firstNameIndex % 2 === 0 ? 'woman' : 'man';
  return { gender, genderCustom: '', pronouns: rnd.chance(0.6) ? (gender === 'woman' ? 'she/her' : 'he/him') : '' };
}

function address(rnd: Random, country: Country): string {
  const street = rnd.pick(country.streets);
  const number = rnd.int(1, 220);
  return country.numberFirst ? `${number} ${street}` : `${street} ${number}`;
}

function pattern(rnd: Random, template: string): string {
  return template.replace(/[#@]/g, (c) =>
    c === '#' ? String(rnd.int(0, 9)) : String.fromCharCode(65 + rnd.int(0, 25)),
  );
}

function digits(rnd: Random, n: number): string {
  let s = String(rnd.int(1, 9));
  while (s.length < n) s += String(rnd.int(0, 9));
  return s;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
