/**
 * Hand-written profiles for the fixed accounts, so the demo shows what a full
 * profile looks like: Sofia Almeida (6), a Portuguese→English legal translator
 * in Lisbon; Jonas Weber (7), a conference interpreter in Berlin; LinguaBridge
 * Translations (8), a London agency; Priya Raman (9), who buys translation.
 * Staff and the admin (1–5) get short profiles.
 */
import type { Db } from '../client.ts';
import { seedDemoStory } from './demo-story.ts';
import type { PastNotifications } from './past-notifications.ts';
import { GLOSSARY_TERMS, SAMPLE_TEXTS } from './profile-vocabulary.ts';
import { emptyProfileRows, insertProfileRows, type KnownMembers, type ProfileRows } from './profiles.ts';

const DAY = 86_400_000;

export async function seedDemoProfiles(
  db: Db,
  known: KnownMembers,
  now: number,
  told: PastNotifications,
): Promise<void> {
  const rows = emptyProfileRows();
  const at = (days: number) => new Date(now + days * DAY);
  const on = (days: number) => at(days).toISOString().slice(0, 10);
  // Generated linguists, when there are any, add a few more voices to the demo outsourcer's Blue Board
  // (rated up to 170 days ago: members for longer than that).
  const extraRaters = known.linguists.filter((l) => l.entityId >= 100 && l.joinedAt < now - 180 * DAY).slice(0, 3);

  staffProfiles(rows);
  sofia(rows, at, on);
  jonas(rows, at, on);
  linguaBridge(rows, at, on);
  priya(rows, at, extraRaters);

  for (const p of rows.profiles) {
    // An outsourcer's stars come from the Blue Board, everyone else's from client and colleague feedback.
    const ratings =
      p.entityId === 9
        ? rows.bb.filter((b) => b.outsourcerEntityId === p.entityId).map((b) => b.lwa)
        : rows.feedback.filter((f) => f.entityId === p.entityId).map((f) => f.rating);
    if (ratings.length) {
      p.ratingAvg = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
      p.ratingCount = ratings.length;
    }
  }
  await insertProfileRows(db, rows);
  await seedDemoStory(db, known, now, told);
}

type At = (days: number) => Date;
type On = (days: number) => string;

function staffProfiles(rows: ProfileRows) {
  const staff = [
    { entityId: 1, headline: 'The Wordhive team', countryCode: 'GB', city: 'London', region: 'England' },
    { entityId: 2, headline: 'Member services', countryCode: 'PL', city: 'Kraków', region: 'Lesser Poland' },
    { entityId: 3, headline: 'Community manager', countryCode: 'ES', city: 'Madrid', region: 'Community of Madrid' },
    { entityId: 4, headline: 'Support specialist', countryCode: 'IL', city: 'Tel Aviv', region: 'Tel Aviv District' },
    { entityId: 5, headline: 'Site administrator', countryCode: 'US', city: 'Seattle', region: 'Washington' },
  ];
  for (const s of staff) {
    rows.profiles.push({ ...s, agencyName: 'Wordhive', bio: 'Part of the team that runs Wordhive.' });
    rows.privacy.push({ entityId: s.entityId });
    rows.languages.push({ entityId: s.entityId, language: 'eng', proficiency: 'fluent' });
  }
}

function sofia(rows: ProfileRows, at: At, on: On) {
  const id = 6;
  rows.profiles.push({
    entityId: id,
    headline: 'Portuguese to English legal translator: contracts, court documents and certified translations',
    bio:
      'I translate legal and financial documents from Portuguese into English for law firms, notaries and companies ' +
      'doing business between Portugal, Brazil and the English-speaking world. Before going freelance I spent six ' +
      'years in the legal department of a Lisbon law firm, so I know how the documents are used, not only what the ' +
      'words mean. Every translation is revised against the source and checked in Xbench before delivery. ' +
      'Certified translations are accepted by Portuguese and UK authorities.',
    countryCode: 'PT',
    city: 'Lisbon',
    region: 'Lisbon',
    address: 'Rua Garrett 74, 3.º Esq.',
    postalCode: '1200-204',
    phone: '+351 21 346 0719',
    skype: 'live:sofia.almeida.legal',
    contactEmail: 'sofia@almeida-legal.example',
    website: 'https://www.almeida-legal.example',
    agencyName: 'Almeida Legal Translations',
    gender: 'woman',
    pronouns: 'she/her',
    yearsExperience: 14,
    timezone: 'Europe/Lisbon',
    availability: 'available',
    // Her membership is bought through Wordhive Pay (payments.ts): professional, 165 days ago, for a year.
    isMentor: true,
    mentorTopics: ['legal_translation', 'pricing'],
  });
  rows.privacy.push({ entityId: id });
  rows.languages.push(
    { entityId: id, language: 'por', proficiency: 'native' },
    { entityId: id, language: 'eng', proficiency: 'bilingual' },
    { entityId: id, language: 'spa', proficiency: 'fluent' },
  );
  const pairs = [
    ['por', 'eng'],
    ['eng', 'por'],
    ['spa', 'eng'],
  ] as const;
  pairs.forEach(([sourceLang, targetLang], position) => {
    rows.pairs.push({ entityId: id, sourceLang, targetLang, position });
    rows.services.push({ entityId: id, serviceId: 1, sourceLang, targetLang });
  });
  rows.services.push(
    { entityId: id, serviceId: 13, sourceLang: 'por', targetLang: 'eng' },
    { entityId: id, serviceId: 13, sourceLang: 'eng', targetLang: 'por' },
    { entityId: id, serviceId: 3, sourceLang: 'por', targetLang: 'eng' },
    { entityId: id, serviceId: 5, sourceLang: 'por', targetLang: 'eng' },
    { entityId: id, serviceId: 7, sourceLang: 'por', targetLang: null },
  );
  for (const [disciplineId, specialty] of [
    [102, true],
    [101, true],
    [105, false],
    [103, false],
    [104, false],
    [401, false],
  ] as const) {
    rows.fields.push({ entityId: id, disciplineId, specialty });
  }
  rows.rates.push(
    { entityId: id, serviceId: 1, sourceLang: 'por', targetLang: 'eng', unit: 'word', currency: 'EUR', amount: 0.12 },
    { entityId: id, serviceId: 1, sourceLang: 'eng', targetLang: 'por', unit: 'word', currency: 'EUR', amount: 0.11 },
    { entityId: id, serviceId: 1, sourceLang: 'spa', targetLang: 'eng', unit: 'word', currency: 'EUR', amount: 0.11 },
    { entityId: id, serviceId: 13, sourceLang: 'por', targetLang: 'eng', unit: 'page', currency: 'EUR', amount: 35 },
    { entityId: id, serviceId: 3, sourceLang: 'por', targetLang: 'eng', unit: 'hour', currency: 'EUR', amount: 40 },
    { entityId: id, serviceId: 5, sourceLang: 'por', targetLang: 'eng', unit: 'word', currency: 'EUR', amount: 0.06 },
  );
  for (const softwareId of [1, 2, 14, 16]) rows.software.push({ entityId: id, softwareId });
  rows.credentials.push(
    {
      entityId: id,
      kind: 'degree',
      title: 'MA in Legal Translation',
      issuer: 'NOVA University Lisbon',
      year: 2010,
      verified: true,
    },
    {
      entityId: id,
      kind: 'certification',
      title: 'Diploma in Translation (DipTrans), Law option',
      issuer: 'Chartered Institute of Linguists',
      sourceLang: 'por',
      targetLang: 'eng',
      year: 2013,
      verified: true,
    },
    {
      entityId: id,
      kind: 'membership',
      title: 'Member of APT',
      issuer: 'APT (Portuguese Translators Association)',
      year: 2012,
      verified: true,
    },
  );
  rows.portfolio.push({
    entityId: id,
    title: 'Sale agreement clause, Portuguese to English',
    sourceLang: 'por',
    targetLang: 'eng',
    disciplineId: 102,
    sourceText: SAMPLE_TEXTS.legal!.por!,
    targetText: SAMPLE_TEXTS.legal!.eng!,
    createdAt: at(-400),
  });
  const legal = GLOSSARY_TERMS.legal!;
  rows.glossaries.push({
    entityId: id,
    title: 'Portuguese–English litigation glossary',
    sourceLang: 'por',
    targetLang: 'eng',
    disciplineId: 101,
    termCount: 1840,
    sampleTerms: legal.por!.map((source, i) => ({ source, target: legal.eng![i]! })),
    updatedAt: at(-20),
  });
  rows.articles.push(
    {
      entityId: id,
      title: 'Certified translation in Portugal: what clients need to know',
      summary: 'Who may certify, what the notary checks, and how to avoid a second trip to the registry.',
      category: 'translation',
      views: 3120,
      publishedAt: at(-240),
    },
    {
      entityId: id,
      title: 'False friends in Portuguese and English contracts',
      summary: '“Cláusula penal” is not a penalty clause, and other traps in commercial agreements.',
      category: 'translation',
      views: 5480,
      publishedAt: at(-90),
    },
  );
  rows.feedback.push(
    {
      entityId: id,
      authorEntityId: 9,
      authorName: 'Priya Raman',
      authorKind: 'client',
      rating: 5,
      comment:
        'Sofia translated a 40-page share purchase agreement over a weekend. Flawless, and her queries caught two errors in our source.',
      sourceLang: 'por',
      targetLang: 'eng',
      createdAt: at(-30),
    },
    {
      entityId: id,
      authorEntityId: 8,
      authorName: 'LinguaBridge Translations',
      authorKind: 'client',
      rating: 5,
      comment:
        'Our first choice for Portuguese legal work for years. Always on time, always consistent with our termbase.',
      sourceLang: 'por',
      targetLang: 'eng',
      createdAt: at(-120),
    },
    {
      entityId: id,
      authorEntityId: null,
      authorName: 'Carla Mendes',
      authorCompany: 'Mendes & Associados',
      willingAgain: true,
      authorKind: 'client',
      rating: 5,
      comment: 'Court documents for an arbitration in London, certified and delivered ahead of the filing deadline.',
      sourceLang: 'por',
      targetLang: 'eng',
      createdAt: at(-210),
    },
    {
      entityId: id,
      authorEntityId: 7,
      authorName: 'Jonas Weber',
      authorKind: 'colleague',
      rating: 5,
      comment: 'I send every Portuguese legal enquiry to Sofia. Precise, fast and a generous colleague.',
      sourceLang: 'por',
      targetLang: 'eng',
      createdAt: at(-300),
    },
    {
      entityId: id,
      authorEntityId: null,
      authorName: 'Daniel Costa',
      authorCompany: 'Atlântico Seguros',
      willingAgain: true,
      authorKind: 'client',
      rating: 4,
      comment: 'Very good translation of our policy wording; a few product names needed aligning with our glossary.',
      sourceLang: 'por',
      targetLang: 'eng',
      createdAt: at(-380),
    },
  );
  const projects = [
    ['Share purchase agreement', 102, 18_400, -30, 'company'],
    ['Arbitration award and exhibits', 101, 26_000, -75, 'direct_client'],
    ['Power of attorney and notarial deeds', 105, 6, -95, 'individual'],
    ['Employment contracts for a subsidiary', 102, 9_800, -160, 'agency'],
    ['Patent claims for a medical device', 103, 7_200, -260, 'agency'],
  ] as const;
  for (const [title, disciplineId, volume, days, clientType] of projects) {
    const certified = disciplineId === 105;
    rows.projects.push({
      entityId: id,
      title,
      serviceId: certified ? 13 : 1,
      sourceLang: 'por',
      targetLang: 'eng',
      disciplineId,
      volume,
      volumeUnit: certified ? 'pages' : 'words',
      completedOn: on(days),
      clientType,
      // Priya's firm confirmed the share purchase agreement through the link Sofia mailed.
      ...(days === -30 ? { confirmedBy: 'Priya Raman', confirmedAt: at(-26) } : {}),
    });
  }
  rows.termhelp.push({
    entityId: id,
    questionsAsked: 12,
    answersGiven: 310,
    answersSelected: 96,
    points: 1240,
    pairPoints: [
      { source: 'por', target: 'eng', points: 900 },
      { source: 'eng', target: 'por', points: 340 },
    ],
    lastActiveAt: at(-2),
  });
  rows.forum.push({
    entityId: id,
    posts: 212,
    topics: 18,
    lastPostAt: at(-4),
    recentTopics: [
      { title: 'Rates for certified translations in Europe', forum: 'Money matters', postedAt: at(-4).toISOString() },
      {
        title: 'Apostille or not? Documents for UK visas',
        forum: 'Legal translation',
        postedAt: at(-33).toISOString(),
      },
    ],
  });
  rows.community.push(
    { entityId: id, community: 'women-in-translation', role: 'member', contributions: 14, joinedAt: at(-700) },
    { entityId: id, community: 'pro-bono', role: 'volunteer', contributions: 9, joinedAt: at(-500) },
    { entityId: id, community: 'mentoring', role: 'volunteer', contributions: 6, joinedAt: at(-300) },
  );
  rows.events.push(
    {
      entityId: id,
      title: 'Legal translation masterclass',
      kind: 'workshop',
      role: 'speaker',
      location: 'Online',
      online: true,
      startsAt: at(12),
      endsAt: new Date(at(12).getTime() + 2 * 3_600_000),
    },
    {
      entityId: id,
      title: 'Wordhive local powwow',
      kind: 'meetup',
      role: 'organiser',
      location: 'Lisbon',
      online: false,
      startsAt: at(40),
      endsAt: new Date(at(40).getTime() + 3 * 3_600_000),
    },
    {
      entityId: id,
      title: 'Translating Europe Forum',
      kind: 'conference',
      role: 'attendee',
      location: 'Brussels',
      online: false,
      startsAt: at(-60),
      endsAt: at(-58),
    },
  );
  rows.calendar.push(
    { entityId: id, title: 'Booked: long-term project', kind: 'booked', startsOn: on(2), endsOn: on(6) },
    { entityId: id, title: 'Delivery deadline', kind: 'deadline', startsOn: on(9), endsOn: on(9) },
    { entityId: id, title: 'Holiday', kind: 'time_off', startsOn: on(24), endsOn: on(33) },
    { entityId: id, title: 'Available for new projects', kind: 'available', startsOn: on(45), endsOn: on(60) },
  );
  rows.websites.push(
    { entityId: id, kind: 'linkedin', url: 'https://www.linkedin.com/in/sofia-almeida-legal', label: 'LinkedIn' },
    { entityId: id, kind: 'blog', url: 'https://blog.almeida-legal.example', label: 'Legal Lines (blog)' },
  );
  rows.favorites.push(
    { ownerEntityId: id, favoriteEntityId: 7, note: 'German interpreting referrals' },
    { ownerEntityId: id, favoriteEntityId: 8, note: '' },
  );
}

function jonas(rows: ProfileRows, at: At, on: On) {
  const id = 7;
  rows.profiles.push({
    entityId: id,
    headline: 'Conference interpreter German, English and French (AIIC)',
    bio:
      'Simultaneous and consecutive interpreter based in Berlin, working from English and French into German and ' +
      'from German into English. I interpret for ministries, trade fairs, works councils and medical congresses, on ' +
      'site across Germany and remotely on all major platforms. Booth partners and equipment on request.',
    countryCode: 'DE',
    city: 'Berlin',
    region: 'Berlin',
    address: 'Lindenallee 18',
    postalCode: '10115',
    phone: '+49 30 2471 5590',
    skype: 'live:jonas.weber.interpreting',
    contactEmail: 'jonas@weber-interpreting.example',
    website: 'https://www.weber-interpreting.example',
    gender: 'man',
    pronouns: 'he/him',
    yearsExperience: 11,
    timezone: 'Europe/Berlin',
    availability: 'limited',
    // Back to a full diary after the winter trade fairs.
    backOn: at(18).toISOString().slice(0, 10),
    // His membership is bought through Wordhive Pay (payments.ts): professional, 12 days ago, his first.
  });
  rows.privacy.push({ entityId: id, contactPhoneVisible: 'y' });
  rows.languages.push(
    { entityId: id, language: 'deu', proficiency: 'native' },
    { entityId: id, language: 'eng', proficiency: 'bilingual' },
    { entityId: id, language: 'fra', proficiency: 'fluent' },
  );
  const pairs = [
    ['eng', 'deu'],
    ['deu', 'eng'],
    ['fra', 'deu'],
  ] as const;
  pairs.forEach(([sourceLang, targetLang], position) => {
    rows.pairs.push({ entityId: id, sourceLang, targetLang, position });
    for (const serviceId of [2, 14, 15, 16]) rows.services.push({ entityId: id, serviceId, sourceLang, targetLang });
  });
  rows.services.push({ entityId: id, serviceId: 1, sourceLang: 'eng', targetLang: 'deu' });
  for (const [disciplineId, specialty] of [
    [802, true],
    [401, true],
    [101, false],
    [201, false],
    [304, false],
  ] as const) {
    rows.fields.push({ entityId: id, disciplineId, specialty });
  }
  rows.rates.push(
    { entityId: id, serviceId: 15, sourceLang: 'eng', targetLang: 'deu', unit: 'hour', currency: 'EUR', amount: 110 },
    { entityId: id, serviceId: 14, sourceLang: 'eng', targetLang: 'deu', unit: 'hour', currency: 'EUR', amount: 95 },
    { entityId: id, serviceId: 16, sourceLang: 'eng', targetLang: 'deu', unit: 'hour', currency: 'EUR', amount: 85 },
    { entityId: id, serviceId: 1, sourceLang: 'eng', targetLang: 'deu', unit: 'word', currency: 'EUR', amount: 0.13 },
  );
  rows.software.push({ entityId: id, softwareId: 16 });
  rows.credentials.push(
    {
      entityId: id,
      kind: 'degree',
      title: 'MA in Conference Interpreting',
      issuer: 'Johannes Gutenberg University Mainz',
      year: 2013,
      verified: true,
    },
    {
      entityId: id,
      kind: 'membership',
      title: 'Member of AIIC',
      issuer: 'AIIC (International Association of Conference Interpreters)',
      year: 2018,
      verified: true,
    },
    {
      entityId: id,
      kind: 'certification',
      title: 'Publicly appointed and sworn interpreter',
      issuer: 'Regional Court Berlin',
      sourceLang: 'deu',
      targetLang: 'eng',
      year: 2016,
      verified: false,
    },
  );
  rows.feedback.push(
    {
      entityId: id,
      authorEntityId: 9,
      authorName: 'Priya Raman',
      authorKind: 'client',
      rating: 5,
      comment:
        'Jonas interpreted our two-day supplier summit in Munich. Calm, precise and well prepared on our products.',
      sourceLang: 'eng',
      targetLang: 'deu',
      createdAt: at(-50),
    },
    {
      entityId: id,
      authorEntityId: 8,
      authorName: 'LinguaBridge Translations',
      authorKind: 'client',
      rating: 5,
      comment: 'Excellent remote simultaneous interpreting for a works council meeting at short notice.',
      sourceLang: 'deu',
      targetLang: 'eng',
      createdAt: at(-140),
    },
    {
      entityId: id,
      authorEntityId: null,
      authorName: 'Dr. Katrin Vogel, Charité congress office',
      authorKind: 'client',
      rating: 4,
      comment: 'Very good work on a demanding medical programme; glossary preparation was thorough.',
      sourceLang: 'eng',
      targetLang: 'deu',
      createdAt: at(-260),
    },
  );
  rows.projects.push(
    {
      entityId: id,
      title: 'Supplier summit, two days simultaneous',
      serviceId: 15,
      sourceLang: 'eng',
      targetLang: 'deu',
      disciplineId: 401,
      volume: 14,
      volumeUnit: 'hours',
      completedOn: on(-50),
      clientType: 'company',
    },
    {
      entityId: id,
      title: 'Ministerial press conference',
      serviceId: 14,
      sourceLang: 'fra',
      targetLang: 'deu',
      disciplineId: 802,
      volume: 3,
      volumeUnit: 'hours',
      completedOn: on(-110),
      clientType: 'public_sector',
    },
  );
  rows.community.push({
    entityId: id,
    community: 'interpreters',
    role: 'moderator',
    contributions: 48,
    joinedAt: at(-900),
  });
  rows.events.push(
    {
      entityId: id,
      title: 'Interpreters’ spring meetup',
      kind: 'meetup',
      role: 'organiser',
      location: 'Berlin',
      online: false,
      startsAt: at(20),
      endsAt: new Date(at(20).getTime() + 3 * 3_600_000),
    },
    {
      entityId: id,
      title: 'Translating Europe Forum',
      kind: 'conference',
      role: 'speaker',
      location: 'Brussels',
      online: false,
      startsAt: at(-60),
      endsAt: at(-58),
    },
  );
  rows.calendar.push(
    { entityId: id, title: 'Booked: on-site assignment', kind: 'booked', startsOn: on(1), endsOn: on(3) },
    { entityId: id, title: 'Booked: on-site assignment', kind: 'booked', startsOn: on(14), endsOn: on(15) },
    { entityId: id, title: 'Training course', kind: 'time_off', startsOn: on(28), endsOn: on(30) },
  );
  rows.pools.push({
    entityId: id,
    region: 'Berlin, Brandenburg',
    travelRadiusKm: 250,
    availability: ['weekdays', 'on_call'],
    modes: ['on_site', 'remote_video'],
    shortNotice: true,
    bio: 'Court, police and medical assignments in Berlin and Brandenburg; remote sessions at two hours’ notice.',
  });
  rows.websites.push({
    entityId: id,
    kind: 'linkedin',
    url: 'https://www.linkedin.com/in/jonas-weber-interpreter',
    label: 'LinkedIn',
  });
}

function linguaBridge(rows: ProfileRows, at: At, on: On) {
  const id = 8;
  rows.profiles.push({
    entityId: id,
    headline: 'ISO 17100 certified translation and localization in 19 language pairs',
    bio:
      'LinguaBridge Translations is a London language service company founded in 2009. A team of twelve project ' +
      'managers and reviewers works with more than 400 vetted linguists on legal, life-science, software and ' +
      'marketing content. We localise websites and apps, typeset in any script, and post-edit machine ' +
      'translation under ISO 18587.',
    countryCode: 'GB',
    city: 'London',
    region: 'England',
    address: '41 Clerkenwell Road',
    postalCode: 'EC1M 5RS',
    phone: '+44 20 7946 0321',
    skype: 'live:linguabridge.pm',
    fax: '+44 20 7946 0322',
    contactEmail: 'projects@linguabridge.example',
    website: 'https://www.linguabridge.example',
    agencyName: 'LinguaBridge Translations Ltd',
    yearsExperience: 16,
    timezone: 'Europe/London',
    availability: 'available',
    // Its membership is bought through Wordhive Pay (payments.ts): business since 420 days ago, renewed.
  });
  rows.privacy.push({
    entityId: id,
    contactPhoneVisible: 'y',
    contactEmailVisible: 'y',
    contactAddressVisible: 'y',
    contactPostalVisible: 'y',
  });
  rows.languages.push({ entityId: id, language: 'eng', proficiency: 'native' });
  const targets = [
    'deu',
    'fra',
    'spa',
    'ita',
    'por',
    'nld',
    'pol',
    'swe',
    'rus',
    'tur',
    'ara',
    'heb',
    'zho',
    'jpn',
    'kor',
  ];
  const pairs = [
    ...targets.map((t) => ['eng', t] as const),
    ...['deu', 'fra', 'spa', 'por'].map((s) => [s, 'eng'] as const),
  ];
  pairs.forEach(([sourceLang, targetLang], position) => {
    rows.pairs.push({ entityId: id, sourceLang, targetLang, position });
    for (const serviceId of [1, 3, 5, 9]) rows.services.push({ entityId: id, serviceId, sourceLang, targetLang });
  });
  rows.services.push(
    { entityId: id, serviceId: 10, sourceLang: 'eng', targetLang: 'deu' },
    { entityId: id, serviceId: 13, sourceLang: 'eng', targetLang: 'fra' },
    { entityId: id, serviceId: 4, sourceLang: 'eng', targetLang: 'spa' },
    { entityId: id, serviceId: 12, sourceLang: 'eng', targetLang: null },
    { entityId: id, serviceId: 24, sourceLang: 'eng', targetLang: null },
  );
  for (const [disciplineId, specialty] of [
    [101, true],
    [202, true],
    [305, true],
    [102, false],
    [201, false],
    [203, false],
    [302, false],
    [401, false],
    [402, false],
    [501, false],
    [503, false],
    [603, false],
  ] as const) {
    rows.fields.push({ entityId: id, disciplineId, specialty });
  }
  rows.rates.push(
    { entityId: id, serviceId: 1, sourceLang: 'eng', targetLang: 'deu', unit: 'word', currency: 'GBP', amount: 0.13 },
    { entityId: id, serviceId: 1, sourceLang: 'eng', targetLang: 'fra', unit: 'word', currency: 'GBP', amount: 0.12 },
    { entityId: id, serviceId: 1, sourceLang: 'eng', targetLang: 'jpn', unit: 'word', currency: 'GBP', amount: 0.15 },
    { entityId: id, serviceId: 5, sourceLang: 'eng', targetLang: 'deu', unit: 'word', currency: 'GBP', amount: 0.07 },
    { entityId: id, serviceId: 12, sourceLang: 'eng', targetLang: null, unit: 'page', currency: 'GBP', amount: 9 },
  );
  for (const softwareId of [1, 2, 5, 14, 15, 13]) rows.software.push({ entityId: id, softwareId });
  rows.credentials.push(
    {
      entityId: id,
      kind: 'certification',
      title: 'ISO 17100:2015 Translation services',
      issuer: 'Bureau Veritas',
      year: 2019,
      verified: true,
    },
    {
      entityId: id,
      kind: 'certification',
      title: 'ISO 18587:2017 Post-editing of machine translation output',
      issuer: 'Bureau Veritas',
      year: 2022,
      verified: true,
    },
    {
      entityId: id,
      kind: 'membership',
      title: 'Corporate member of ATC',
      issuer: 'Association of Translation Companies',
      year: 2012,
      verified: true,
    },
  );
  rows.feedback.push(
    {
      entityId: id,
      authorEntityId: 9,
      authorName: 'Priya Raman',
      authorKind: 'client',
      rating: 5,
      comment: 'Localised our patient app into twelve languages on schedule, with proper linguistic QA reports.',
      createdAt: at(-70),
    },
    {
      entityId: id,
      authorEntityId: null,
      authorName: 'Helix Robotics, documentation team',
      authorKind: 'client',
      rating: 4,
      comment: 'Reliable partner for our manuals; turnaround on Asian languages could be quicker.',
      createdAt: at(-200),
    },
  );
  rows.bb.push(
    {
      outsourcerEntityId: id,
      raterEntityId: 6,
      lwa: 5,
      comment: 'Clear instructions, reference material up front and payment within 30 days, every time.',
      createdAt: at(-100),
    },
    {
      outsourcerEntityId: id,
      raterEntityId: 7,
      lwa: 5,
      comment: 'Well-organised interpreting jobs with proper preparation material. Paid promptly.',
      createdAt: at(-130),
    },
  );
  const projects = [
    ['Patient app localization, 12 languages', 9, 'eng', 'deu', 305, 84_000, -70],
    ['Clinical trial documents', 1, 'eng', 'fra', 202, 56_000, -150],
    ['Warehouse robot manuals', 1, 'eng', 'jpn', 302, 38_000, -210],
    ['Product training videos', 4, 'eng', 'spa', 501, 240, -260],
  ] as const;
  for (const [title, serviceId, sourceLang, targetLang, disciplineId, volume, days] of projects) {
    rows.projects.push({
      entityId: id,
      title,
      serviceId,
      sourceLang,
      targetLang,
      disciplineId,
      volume,
      volumeUnit: serviceId === 4 ? 'minutes' : 'words',
      completedOn: on(days),
      clientType: 'company',
    });
  }
  rows.events.push({
    entityId: id,
    title: 'Terminology management webinar',
    kind: 'webinar',
    role: 'organiser',
    location: 'Online',
    online: true,
    startsAt: at(8),
    endsAt: new Date(at(8).getTime() + 3_600_000),
  });
  rows.websites.push(
    {
      entityId: id,
      kind: 'linkedin',
      url: 'https://www.linkedin.com/company/linguabridge-translations',
      label: 'LinkedIn',
    },
    { entityId: id, kind: 'blog', url: 'https://www.linguabridge.example/insights', label: 'Insights' },
  );
  rows.favorites.push(
    { ownerEntityId: id, favoriteEntityId: 6, note: 'Portuguese legal' },
    { ownerEntityId: id, favoriteEntityId: 7, note: 'German interpreting' },
  );
}

function priya(rows: ProfileRows, at: At, extraRaters: { entityId: number }[]) {
  const id = 9;
  rows.profiles.push({
    entityId: id,
    headline: 'Localization manager at Nimbus Health',
    bio:
      'I run localization for Nimbus Health’s patient apps and clinical documentation and buy translation and ' +
      'interpreting directly from freelancers and agencies. Medical and legal experience a must; I answer every ' +
      'application.',
    countryCode: 'GB',
    city: 'Manchester',
    region: 'England',
    address: '12 Station Road',
    postalCode: 'M1 4BT',
    phone: '+44 161 496 0800',
    contactEmail: 'priya.raman@nimbus-health.example',
    website: 'https://www.nimbus-health.example',
    agencyName: 'Nimbus Health',
    gender: 'woman',
    pronouns: 'she/her',
    timezone: 'Europe/London',
  });
  rows.privacy.push({ entityId: id });
  rows.languages.push(
    { entityId: id, language: 'eng', proficiency: 'native' },
    { entityId: id, language: 'tam', proficiency: 'native' },
    { entityId: id, language: 'fra', proficiency: 'intermediate' },
  );
  for (const disciplineId of [201, 202, 305])
    rows.fields.push({ entityId: id, disciplineId, specialty: disciplineId === 201 });
  rows.bb.push(
    {
      outsourcerEntityId: id,
      raterEntityId: 6,
      lwa: 5,
      comment: 'Paid within a week, clear brief and a glossary from day one. A model client.',
      createdAt: at(-28),
    },
    {
      outsourcerEntityId: id,
      raterEntityId: 7,
      lwa: 5,
      comment: 'Excellent preparation material for the summit and friendly communication.',
      createdAt: at(-48),
    },
    {
      outsourcerEntityId: id,
      raterEntityId: 8,
      lwa: 4,
      comment: 'Good client; purchase orders sometimes arrive after the work has started.',
      createdAt: at(-65),
    },
  );
  for (const [i, rater] of extraRaters.entries()) {
    rows.bb.push({
      outsourcerEntityId: id,
      raterEntityId: rater.entityId,
      lwa: 5,
      comment: 'Fair rates, realistic deadlines and payment on time.',
      createdAt: at(-90 - i * 40),
    });
  }
  rows.forum.push({
    entityId: id,
    posts: 9,
    topics: 2,
    lastPostAt: at(-15),
    recentTopics: [
      { title: 'What makes a good translation brief?', forum: 'Business issues', postedAt: at(-15).toISOString() },
    ],
  });
  rows.favorites.push(
    { ownerEntityId: id, favoriteEntityId: 6, note: 'Portuguese contracts, weekend availability' },
    { ownerEntityId: id, favoriteEntityId: 7, note: 'Summit interpreter' },
    { ownerEntityId: id, favoriteEntityId: 8, note: 'App localization' },
  );
}
