/**
 * The trade's fixed vocabularies: services, fields of expertise, CAT software,
 * account types and site-search categories. Shared by the seed, the API,
 * the directory filters and the search interpreter, so each id means one thing
 * everywhere. Screen labels for these come from the `taxonomy` dictionary section.
 */

export const ACCOUNT_TYPES = ['outsourcer', 'translator', 'interpreter', 'subtitler', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Outsourcer is the default account type (spec §6). */
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'outsourcer';

/** Spec §3/§9: these service ids (and an empty one) involve a single language. */
export const SINGLE_LANGUAGE_SERVICE_IDS: ReadonlySet<number> = new Set([6, 7, 11, 12, 20, 21, 23, 24]);

export function serviceType(serviceId: number | null | undefined | ''): 'single' | 'pair' {
  if (serviceId === null || serviceId === undefined || serviceId === '') return 'single';
  return SINGLE_LANGUAGE_SERVICE_IDS.has(serviceId) ? 'single' : 'pair';
}

export interface Service {
  id: number;
  /** Stable key, used in URLs (`?service_id=` takes the id; the key names dictionary entries). */
  key: string;
  name: string;
}

export const SERVICES: readonly Service[] = [
  { id: 1, key: 'translation', name: 'Translation' },
  { id: 2, key: 'interpreting', name: 'Interpreting' },
  { id: 3, key: 'editing', name: 'Editing/proofreading' },
  { id: 4, key: 'subtitling', name: 'Subtitling' },
  { id: 5, key: 'mt_post_editing', name: 'MT Post-editing' },
  { id: 6, key: 'copywriting', name: 'Copywriting' },
  { id: 7, key: 'proofreading', name: 'Monolingual proofreading' },
  { id: 8, key: 'transcreation', name: 'Transcreation' },
  { id: 9, key: 'website_localization', name: 'Website localization' },
  { id: 10, key: 'software_localization', name: 'Software localization' },
  { id: 11, key: 'transcription', name: 'Transcription' },
  { id: 12, key: 'dtp', name: 'Desktop publishing' },
  { id: 13, key: 'certified_translation', name: 'Certified translation' },
  { id: 14, key: 'consecutive_interpreting', name: 'Consecutive interpreting' },
  { id: 15, key: 'simultaneous_interpreting', name: 'Simultaneous interpreting' },
  { id: 16, key: 'remote_interpreting', name: 'Remote interpreting' },
  { id: 17, key: 'game_localization', name: 'Game localization' },
  { id: 18, key: 'review', name: 'Translation review' },
  { id: 19, key: 'terminology_translation', name: 'Terminology translation' },
  { id: 20, key: 'voice_over', name: 'Voice-over (dubbing)' },
  { id: 21, key: 'captioning', name: 'Captioning' },
  { id: 22, key: 'audiovisual_translation', name: 'Audiovisual translation' },
  { id: 23, key: 'language_teaching', name: 'Language teaching' },
  { id: 24, key: 'terminology_management', name: 'Terminology management' },
];

export const SERVICE_BY_ID: ReadonlyMap<number, Service> = new Map(SERVICES.map((s) => [s.id, s]));

/**
 * A service whose kinds are services of their own: "Interpreting" is consecutive, simultaneous or remote
 * interpreting too, and a client who posts a job names the kind.
 */
const KINDS_OF_SERVICE: ReadonlyMap<number, readonly number[]> = new Map([[2, [14, 15, 16]]]);

/** The services a filter for this one finds: itself and its kinds. */
export function servicesFoundBy(serviceId: number): number[] {
  return [serviceId, ...(KINDS_OF_SERVICE.get(serviceId) ?? [])];
}

/** The filters that find this service: its own and the service it is a kind of. */
export function filtersFinding(serviceId: number): number[] {
  const broader = [...KINDS_OF_SERVICE].filter(([, kinds]) => kinds.includes(serviceId)).map(([id]) => id);
  return [serviceId, ...broader];
}

/** Fields of expertise: a general category and its specific disciplines. */
export interface FieldCategory {
  key: string;
  name: string;
  disciplines: readonly { id: number; name: string }[];
}

export const FIELD_CATEGORIES: readonly FieldCategory[] = [
  {
    key: 'legal',
    name: 'Law/Patents',
    disciplines: [
      { id: 101, name: 'Law (general)' },
      { id: 102, name: 'Law: Contracts' },
      { id: 103, name: 'Law: Patents, Trademarks, Copyright' },
      { id: 104, name: 'Law: Taxation & Customs' },
      { id: 105, name: 'Certificates, Diplomas, Licenses, CVs' },
    ],
  },
  {
    key: 'medical',
    name: 'Medical',
    disciplines: [
      { id: 201, name: 'Medical (general)' },
      { id: 202, name: 'Medical: Pharmaceuticals' },
      { id: 203, name: 'Medical: Instruments' },
      { id: 204, name: 'Medical: Cardiology' },
      { id: 205, name: 'Medical: Health Care' },
    ],
  },
  {
    key: 'technical',
    name: 'Tech/Engineering',
    disciplines: [
      { id: 301, name: 'Engineering (general)' },
      { id: 302, name: 'IT (Information Technology)' },
      { id: 303, name: 'Automotive / Cars & Trucks' },
      { id: 304, name: 'Energy / Power Generation' },
      { id: 305, name: 'Computers: Software' },
      { id: 306, name: 'Telecom(munications)' },
    ],
  },
  {
    key: 'business',
    name: 'Bus/Financial',
    disciplines: [
      { id: 401, name: 'Finance (general)' },
      { id: 402, name: 'Business/Commerce (general)' },
      { id: 403, name: 'Accounting' },
      { id: 404, name: 'Insurance' },
      { id: 405, name: 'Economics' },
    ],
  },
  {
    key: 'marketing',
    name: 'Marketing',
    disciplines: [
      { id: 501, name: 'Marketing / Market Research' },
      { id: 502, name: 'Advertising / Public Relations' },
      { id: 503, name: 'Tourism & Travel' },
      { id: 504, name: 'Cosmetics, Beauty' },
    ],
  },
  {
    key: 'art_literary',
    name: 'Art/Literary',
    disciplines: [
      { id: 601, name: 'Poetry & Literature' },
      { id: 602, name: 'Cinema, Film, TV, Drama' },
      { id: 603, name: 'Games / Video Games / Gaming / Casino' },
      { id: 604, name: 'Music' },
      { id: 605, name: 'Art, Arts & Crafts, Painting' },
    ],
  },
  {
    key: 'science',
    name: 'Science',
    disciplines: [
      { id: 701, name: 'Chemistry; Chem Sci/Eng' },
      { id: 702, name: 'Biology (-tech,-chem,micro-)' },
      { id: 703, name: 'Environment & Ecology' },
      { id: 704, name: 'Agriculture' },
    ],
  },
  {
    key: 'social_sciences',
    name: 'Social Sciences',
    disciplines: [
      { id: 801, name: 'Education / Pedagogy' },
      { id: 802, name: 'Government / Politics' },
      { id: 803, name: 'Religion' },
      { id: 804, name: 'Psychology' },
    ],
  },
];

export const DISCIPLINES = FIELD_CATEGORIES.flatMap((c) =>
  c.disciplines.map((d) => ({ ...d, categoryKey: c.key, categoryName: c.name })),
);
export type Discipline = (typeof DISCIPLINES)[number];
export const DISCIPLINE_BY_ID: ReadonlyMap<number, Discipline> = new Map(DISCIPLINES.map((d) => [d.id, d]));

export const SOFTWARES: readonly { id: number; name: string; kind: 'cat' | 'subtitle' | 'qa' | 'other' }[] = [
  { id: 1, name: 'Trados Studio', kind: 'cat' },
  { id: 2, name: 'memoQ', kind: 'cat' },
  { id: 3, name: 'OmegaT', kind: 'cat' },
  { id: 4, name: 'Wordfast', kind: 'cat' },
  { id: 5, name: 'Phrase TMS', kind: 'cat' },
  { id: 6, name: 'MateCat', kind: 'cat' },
  { id: 7, name: 'Déjà Vu', kind: 'cat' },
  { id: 8, name: 'Across', kind: 'cat' },
  { id: 9, name: 'Smartcat', kind: 'cat' },
  { id: 10, name: 'CafeTran Espresso', kind: 'cat' },
  { id: 11, name: 'Subtitle Edit', kind: 'subtitle' },
  { id: 12, name: 'Aegisub', kind: 'subtitle' },
  { id: 13, name: 'EZTitles', kind: 'subtitle' },
  { id: 14, name: 'Xbench', kind: 'qa' },
  { id: 15, name: 'Verifika', kind: 'qa' },
  { id: 16, name: 'Microsoft Office', kind: 'other' },
];

/** Site-search categories (spec §9). */
/** What a mentor can help with: keys, named in every interface language by the dictionaries. */
export const MENTOR_TOPICS = [
  'starting_out',
  'pricing',
  'cat_tools',
  'legal_translation',
  'medical_translation',
  'conference_interpreting',
  'subtitling',
  'marketing',
] as const;

export const SEARCH_CATEGORIES = [
  'freelancers',
  'businesses',
  'jobs',
  'users',
  'forums',
  'memberships',
  'opportunities',
  'language_assessment',
  'news',
  'profile',
  'learn',
  'site_info',
  'support',
  'payments',
  'probono',
  'software-hub',
  'omegat',
  'interpreters-community',
  'wit-community',
  'managed-services',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
