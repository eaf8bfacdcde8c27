/**
 * Members the search modal's examples are about (contract/search-examples.ts). The generated members
 * cover the common pairs and services, but a visitor trying "French Arabic interpreter in Paris",
 * "Japanese game localization", "דיבוב לעברית" or "Agence de traduction à Lyon" met an empty
 * directory: nobody offered game localization or Hebrew dubbing, nobody interpreted Arabic in Paris,
 * Berlin or Tel Aviv, and whether a company was in Lyon depended on how many members were generated.
 * Written by hand like the demo profiles, shorter (no rates, projects or feedback), with ids between
 * the fixed accounts (1–9) and the generated members (100 on); they cannot sign in.
 * e2e/search.spec.ts checks that every example finds someone.
 */
import { type AccountType, serviceType } from '../../../contract/taxonomy.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { emptyProfileRows, insertProfileRows } from './profiles.ts';

const DAY = 86_400_000;

interface ShowcaseMember {
  entityId: number;
  accountType: AccountType;
  firstName: string;
  lastName: string;
  /** A company's name (no first and last name) and its registered name. */
  companyName?: string;
  agencyName?: string;
  /** Days since joining. */
  joinedDaysAgo: number;
  countryCode: string;
  city: string;
  region: string;
  timezone: string;
  headline: string;
  bio: string;
  yearsExperience: number;
  /** Language and proficiency. */
  languages: readonly (readonly [string, 'native' | 'bilingual' | 'fluent'])[];
  pairs: readonly (readonly [string, string])[];
  /** Services offered in every pair; a single-language one (voice-over) in the first language. */
  services: readonly number[];
  /** Discipline ids, the first ones specialties. */
  fields: readonly number[];
}

const MEMBERS: readonly ShowcaseMember[] = [
  {
    entityId: 10,
    accountType: 'interpreter',
    firstName: 'Yasmine',
    lastName: 'Haddad',
    joinedDaysAgo: 812,
    countryCode: 'FR',
    city: 'Paris',
    region: 'Île-de-France',
    timezone: 'Europe/Paris',
    headline: 'Conference interpreter French ⇄ Arabic in Paris',
    bio:
      'Simultaneous and consecutive interpreter between French and Arabic (Levantine and Modern Standard), ' +
      'based in Paris. Courts and police interviews, diplomatic meetings and business negotiations; on site ' +
      'in the Paris region and remotely.',
    yearsExperience: 14,
    languages: [
      ['ara', 'native'],
      ['fra', 'bilingual'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['fra', 'ara'],
      ['ara', 'fra'],
    ],
    services: [2, 14, 15],
    fields: [101, 802, 402],
  },
  {
    entityId: 11,
    accountType: 'interpreter',
    firstName: 'Élise',
    lastName: 'Favre',
    joinedDaysAgo: 1460,
    countryCode: 'CH',
    city: 'Geneva',
    region: 'Geneva',
    timezone: 'Europe/Zurich',
    headline: 'Conference interpreter in Geneva: French A, English and German B',
    bio:
      'Freelance conference interpreter in Geneva (Genève) for international organisations, NGOs and ' +
      'medical congresses. Simultaneous from English and German into French and from French into English; ' +
      'conférences, board meetings and press briefings, on site and remote.',
    yearsExperience: 18,
    languages: [
      ['fra', 'native'],
      ['eng', 'bilingual'],
      ['deu', 'fluent'],
    ],
    pairs: [
      ['eng', 'fra'],
      ['deu', 'fra'],
      ['fra', 'eng'],
    ],
    services: [2, 14, 15, 16],
    fields: [802, 201, 401],
  },
  {
    entityId: 12,
    accountType: 'interpreter',
    firstName: 'Karim',
    lastName: 'Nasser',
    joinedDaysAgo: 530,
    countryCode: 'DE',
    city: 'Berlin',
    region: 'Berlin',
    timezone: 'Europe/Berlin',
    headline: 'Arabic–German interpreter in Berlin (sworn)',
    bio:
      'Publicly sworn interpreter for Arabic and German in Berlin: courts, registry offices, hospitals and ' +
      'asylum hearings. Consecutive on site across Berlin and Brandenburg, remote interpreting on request.',
    yearsExperience: 9,
    languages: [
      ['ara', 'native'],
      ['deu', 'bilingual'],
    ],
    pairs: [
      ['ara', 'deu'],
      ['deu', 'ara'],
    ],
    services: [2, 14, 16],
    fields: [101, 205, 802],
  },
  {
    entityId: 13,
    accountType: 'translator',
    firstName: 'Haruto',
    lastName: 'Mori',
    joinedDaysAgo: 690,
    countryCode: 'JP',
    city: 'Tokyo',
    region: 'Tokyo',
    timezone: 'Asia/Tokyo',
    headline: 'Japanese to English game localization',
    bio:
      'I localize video games from Japanese into English: RPG dialogue, UI strings, item names and ' +
      'marketing copy, with the character voice and the string limits the build needs. Console and mobile ' +
      'titles; I work in the studio’s own tools or in memoQ.',
    yearsExperience: 8,
    languages: [
      ['jpn', 'native'],
      ['eng', 'fluent'],
    ],
    pairs: [['jpn', 'eng']],
    services: [1, 17, 10],
    fields: [603, 305, 602],
  },
  {
    entityId: 14,
    accountType: 'translator',
    firstName: 'Lucía',
    lastName: 'Romero',
    joinedDaysAgo: 402,
    countryCode: 'MX',
    city: 'Mexico City',
    region: 'Mexico City',
    timezone: 'America/Mexico_City',
    headline: 'Spanish voice-over artist and translator (Latin American Spanish)',
    bio:
      'Voice-over artist in neutral Latin American Spanish (español latino) from my home studio in Mexico ' +
      'City: e-learning, corporate videos, commercials and dubbing. I adapt English scripts into Spanish ' +
      'before recording, and translate Spanish into English.',
    yearsExperience: 7,
    languages: [
      ['spa', 'native'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['eng', 'spa'],
      ['spa', 'eng'],
    ],
    services: [20, 1],
    fields: [502, 602],
  },
  {
    entityId: 15,
    accountType: 'translator',
    firstName: 'Tamar',
    lastName: 'Levi',
    joinedDaysAgo: 245,
    countryCode: 'IL',
    city: 'Tel Aviv',
    region: 'Tel Aviv District',
    timezone: 'Asia/Jerusalem',
    headline: 'English to Hebrew dubbing and voice-over',
    bio:
      'Translator and voice artist in Tel Aviv: I adapt English series, animation and e-learning into Hebrew ' +
      'for dubbing, lip-synced and timed, and record Hebrew voice-over.\n\nדיבוב וקריינות בעברית.',
    yearsExperience: 6,
    languages: [
      ['heb', 'native'],
      ['eng', 'fluent'],
    ],
    pairs: [['eng', 'heb']],
    services: [1, 20],
    fields: [602, 801],
  },
  {
    entityId: 16,
    accountType: 'interpreter',
    firstName: 'Rami',
    lastName: 'Khoury',
    joinedDaysAgo: 1105,
    countryCode: 'IL',
    city: 'Tel Aviv',
    region: 'Tel Aviv District',
    timezone: 'Asia/Jerusalem',
    headline: 'Hebrew–Arabic interpreter in Tel Aviv, simultaneous for conferences',
    bio:
      'Hebrew and Arabic interpreter for courts, hospitals and conferences.\n\nמתורגמן עברית-ערבית בתל אביב: ' +
      'תרגום סימולטני לכנסים, תרגום עוקב בבתי משפט ובבתי חולים.',
    yearsExperience: 12,
    languages: [
      ['ara', 'native'],
      ['heb', 'bilingual'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['heb', 'ara'],
      ['ara', 'heb'],
    ],
    services: [2, 14, 15],
    fields: [101, 205, 802],
  },
  {
    entityId: 17,
    accountType: 'company',
    firstName: '',
    lastName: '',
    companyName: 'Or Translations',
    agencyName: 'Or Translations Ltd',
    joinedDaysAgo: 2210,
    countryCode: 'IL',
    city: 'Jerusalem',
    region: 'Jerusalem District',
    timezone: 'Asia/Jerusalem',
    headline: 'Translation company in Jerusalem: Hebrew, Arabic, English and Russian',
    bio:
      'A translation company in Jerusalem since 2008: legal, medical and government documents, certified ' +
      'translations and interpreting.\n\nחברת תרגום בירושלים: תרגום משפטי ורפואי, תרגום נוטריוני ומתורגמנים.',
    yearsExperience: 17,
    languages: [
      ['heb', 'native'],
      ['ara', 'native'],
      ['eng', 'fluent'],
      ['rus', 'fluent'],
    ],
    pairs: [
      ['heb', 'eng'],
      ['eng', 'heb'],
      ['ara', 'heb'],
      ['rus', 'heb'],
    ],
    services: [1, 3, 13, 2],
    fields: [101, 201, 802],
  },
  {
    entityId: 18,
    accountType: 'interpreter',
    firstName: 'Chiara',
    lastName: 'Bassi',
    joinedDaysAgo: 975,
    countryCode: 'IT',
    city: 'Milan',
    region: 'Lombardy',
    timezone: 'Europe/Rome',
    headline: 'French–Italian interpreter in Milan',
    bio:
      'Interprete di francese a Milano: trade fairs, fashion week, business meetings and company visits. ' +
      'Consecutive and simultaneous between French and Italian, whispered interpreting on factory tours.',
    yearsExperience: 10,
    languages: [
      ['ita', 'native'],
      ['fra', 'bilingual'],
    ],
    pairs: [
      ['fra', 'ita'],
      ['ita', 'fra'],
    ],
    services: [2, 14, 15],
    fields: [402, 504, 503],
  },
  {
    entityId: 19,
    accountType: 'interpreter',
    firstName: 'Omar',
    lastName: 'Benali',
    joinedDaysAgo: 640,
    countryCode: 'ES',
    city: 'Madrid',
    region: 'Community of Madrid',
    timezone: 'Europe/Madrid',
    headline: 'Arabic–Spanish interpreter in Madrid',
    bio:
      'Intérprete de árabe en Madrid: courts, police stations, hospitals and business meetings. Consecutive ' +
      'and remote interpreting between Arabic (Maghrebi and Modern Standard) and Spanish.',
    yearsExperience: 11,
    languages: [
      ['ara', 'native'],
      ['spa', 'bilingual'],
      ['fra', 'fluent'],
    ],
    pairs: [
      ['ara', 'spa'],
      ['spa', 'ara'],
    ],
    services: [2, 14, 16],
    fields: [101, 205],
  },
  {
    entityId: 20,
    accountType: 'interpreter',
    firstName: 'Katrin',
    lastName: 'Vogel',
    joinedDaysAgo: 1320,
    countryCode: 'PT',
    city: 'Lisbon',
    region: 'Lisbon',
    timezone: 'Europe/Lisbon',
    headline: 'German–Portuguese interpreter in Lisbon',
    bio:
      'German interpreter living in Lisboa since 2012: company visits, trade delegations, notaries and ' +
      'medical appointments. Consecutive and simultaneous between German and Portuguese, on site in Lisbon ' +
      'and remote.',
    yearsExperience: 15,
    languages: [
      ['deu', 'native'],
      ['por', 'bilingual'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['deu', 'por'],
      ['por', 'deu'],
    ],
    services: [2, 14, 15],
    fields: [402, 101, 205],
  },
  {
    entityId: 21,
    accountType: 'translator',
    firstName: 'Noa',
    lastName: 'Peretz',
    joinedDaysAgo: 150,
    countryCode: 'IL',
    city: 'Haifa',
    region: 'Haifa District',
    timezone: 'Asia/Jerusalem',
    headline: 'Hebrew transcription and Hebrew to English translation',
    bio:
      'I transcribe Hebrew interviews, focus groups, podcasts and court recordings, verbatim or clean, and ' +
      'translate them into English.\n\nתמלול בעברית ותרגום לאנגלית.',
    yearsExperience: 5,
    languages: [
      ['heb', 'native'],
      ['eng', 'fluent'],
    ],
    pairs: [['heb', 'eng']],
    services: [1, 11],
    fields: [501, 804],
  },
  {
    entityId: 22,
    accountType: 'translator',
    firstName: 'Rafael',
    lastName: 'Souza',
    joinedDaysAgo: 560,
    countryCode: 'BR',
    city: 'São Paulo',
    region: 'São Paulo',
    timezone: 'America/Sao_Paulo',
    headline: 'Brazilian Portuguese dubbing and voice-over',
    bio:
      'Voice actor and translator in São Paulo: dublagem em português do Brasil for series, animation and ' +
      'games, and voice-over for commercials and e-learning. I translate and adapt English scripts before recording.',
    yearsExperience: 9,
    languages: [
      ['por', 'native'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['eng', 'por'],
      ['por', 'eng'],
    ],
    services: [20, 1],
    fields: [602, 603],
  },
  {
    entityId: 23,
    accountType: 'company',
    firstName: '',
    lastName: '',
    companyName: 'Isar Übersetzungen',
    agencyName: 'Isar Übersetzungen GmbH',
    joinedDaysAgo: 2900,
    countryCode: 'DE',
    city: 'Munich',
    region: 'Bavaria',
    timezone: 'Europe/Berlin',
    headline: 'Translation agency in Munich for engineering and patents',
    bio:
      'Übersetzungsbüro in München since 2004: technical documentation, patents and contracts in 30 ' +
      'languages, certified translations for the Bavarian courts and ISO 17100 processes.',
    yearsExperience: 21,
    languages: [
      ['deu', 'native'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['deu', 'eng'],
      ['eng', 'deu'],
      ['deu', 'fra'],
    ],
    services: [1, 3, 13],
    fields: [301, 103, 102],
  },
  {
    entityId: 24,
    accountType: 'company',
    firstName: '',
    lastName: '',
    companyName: 'Lletra Traducciones',
    agencyName: 'Lletra Traducciones S.L.',
    joinedDaysAgo: 1750,
    countryCode: 'ES',
    city: 'Barcelona',
    region: 'Catalonia',
    timezone: 'Europe/Madrid',
    headline: 'Translation agency in Barcelona: Spanish, Catalan and English',
    bio:
      'Agencia de traducción en Barcelona: websites, tourism, marketing and legal texts in Spanish, Catalan, ' +
      'English and French, with native reviewers for every language.',
    yearsExperience: 12,
    languages: [
      ['spa', 'native'],
      ['cat', 'native'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['eng', 'spa'],
      ['eng', 'cat'],
      ['spa', 'eng'],
    ],
    services: [1, 3, 9],
    fields: [503, 501, 101],
  },
  {
    entityId: 25,
    accountType: 'company',
    firstName: '',
    lastName: '',
    companyName: 'Rhône Traductions',
    agencyName: 'Rhône Traductions SARL',
    joinedDaysAgo: 2400,
    countryCode: 'FR',
    city: 'Lyon',
    region: 'Auvergne-Rhône-Alpes',
    timezone: 'Europe/Paris',
    headline: 'Translation agency in Lyon for medicine and pharma',
    bio:
      'Agence de traduction à Lyon: pharmaceutical, medical device and clinical trial documents into and ' +
      'out of French, reviewed by specialists.',
    yearsExperience: 16,
    languages: [
      ['fra', 'native'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['eng', 'fra'],
      ['fra', 'eng'],
      ['deu', 'fra'],
    ],
    services: [1, 3, 18],
    fields: [202, 203, 201],
  },
  {
    entityId: 26,
    accountType: 'company',
    firstName: '',
    lastName: '',
    companyName: 'Paulista Traduções',
    agencyName: 'Paulista Traduções Ltda.',
    joinedDaysAgo: 1980,
    countryCode: 'BR',
    city: 'São Paulo',
    region: 'São Paulo',
    timezone: 'America/Sao_Paulo',
    headline: 'Translation agency in São Paulo: sworn, legal and financial',
    bio:
      'Agência de tradução em São Paulo: sworn translations (tradução juramentada), contracts, financial ' +
      'statements and websites between Portuguese, English and Spanish.',
    yearsExperience: 14,
    languages: [
      ['por', 'native'],
      ['eng', 'fluent'],
      ['spa', 'fluent'],
    ],
    pairs: [
      ['por', 'eng'],
      ['eng', 'por'],
      ['spa', 'por'],
    ],
    services: [1, 13, 3],
    fields: [102, 401, 403],
  },
  // Two Japanese → French subtitlers, one for anime and one for documentaries: "sous-titreur japonais
  // français pour anime" lists both, the anime subtitler first (issue 57, decision 077).
  {
    entityId: 27,
    accountType: 'subtitler',
    firstName: 'Camille',
    lastName: 'Moreau',
    joinedDaysAgo: 1130,
    countryCode: 'FR',
    city: 'Bordeaux',
    region: 'Nouvelle-Aquitaine',
    timezone: 'Europe/Paris',
    headline: 'Japanese to French subtitler for anime and series',
    bio:
      'Sous-titreuse du japonais vers le français: anime series and films for streaming platforms, ' +
      'simulcast deadlines, honorifics and wordplay kept readable, timing to the frame.',
    yearsExperience: 9,
    languages: [
      ['fra', 'native'],
      ['jpn', 'fluent'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['jpn', 'fra'],
      ['eng', 'fra'],
    ],
    services: [4, 1],
    fields: [602, 603, 604],
  },
  {
    entityId: 28,
    accountType: 'subtitler',
    firstName: 'Hugo',
    lastName: 'Lefèvre',
    joinedDaysAgo: 2210,
    countryCode: 'BE',
    city: 'Brussels',
    region: 'Brussels-Capital',
    timezone: 'Europe/Brussels',
    headline: 'Subtitles from Japanese into French: documentaries and festival films',
    bio:
      'Subtitles and captions for documentaries, festival films and museum videos, from Japanese and ' +
      'English into French, spotting and quality checks included.',
    yearsExperience: 15,
    languages: [
      ['fra', 'native'],
      ['jpn', 'fluent'],
      ['eng', 'fluent'],
    ],
    pairs: [
      ['jpn', 'fra'],
      ['eng', 'fra'],
    ],
    services: [4, 21],
    fields: [602, 605, 503],
  },
];

/** The showcase members' names: no generated member is given one of them. */
const nameOf = (m: ShowcaseMember) => m.companyName ?? `${m.firstName} ${m.lastName}`;
export const SHOWCASE_NAMES: readonly string[] = MEMBERS.map(nameOf);

export async function seedShowcaseMembers(db: Db, now: number): Promise<void> {
  const joined = (m: ShowcaseMember) => new Date(now - m.joinedDaysAgo * DAY);
  await db.insert(users).values(
    MEMBERS.map((m) => ({
      entityId: m.entityId,
      email: `member${m.entityId}@members.wordhive.test`,
      passwordHash: null,
      accountType: m.accountType,
      name: nameOf(m),
      username: `member${m.entityId}`,
      firstName: m.firstName,
      lastName: m.lastName,
      createdAt: joined(m),
      emailConfirmedAt: joined(m),
    })),
  );
  const rows = emptyProfileRows();
  for (const m of MEMBERS) {
    const id = m.entityId;
    rows.profiles.push({
      entityId: id,
      headline: m.headline,
      bio: m.bio,
      countryCode: m.countryCode,
      city: m.city,
      region: m.region,
      timezone: m.timezone,
      yearsExperience: m.yearsExperience,
      availability: 'available',
      ...(m.agencyName ? { agencyName: m.agencyName } : {}),
    });
    for (const [language, proficiency] of m.languages) rows.languages.push({ entityId: id, language, proficiency });
    const inPairs = m.services.filter((serviceId) => serviceType(serviceId) === 'pair');
    m.pairs.forEach(([sourceLang, targetLang], position) => {
      rows.pairs.push({ entityId: id, sourceLang, targetLang, position });
      for (const serviceId of inPairs) rows.services.push({ entityId: id, serviceId, sourceLang, targetLang });
    });
    for (const serviceId of m.services.filter((s) => serviceType(s) === 'single'))
      rows.services.push({ entityId: id, serviceId, sourceLang: m.languages[0]![0], targetLang: null });
    m.fields.forEach((disciplineId, i) => {
      rows.fields.push({ entityId: id, disciplineId, specialty: i < 2 });
    });
  }
  await insertProfileRows(db, rows);
}
