/**
 * The raw material generated profiles are made of: places, languages and the
 * texts members write (headlines, feedback, project titles…). Kept apart from
 * the generator so the rules there stay readable.
 */

export type Currency = 'EUR' | 'USD' | 'GBP';

export interface City {
  city: string;
  region: string;
  /** '#' is a digit, '@' an upper-case letter. */
  postal: string;
  /** Telephone area code (without the trunk 0). */
  area: string;
}

export interface Country {
  /** The main language, ISO 639-3. */
  language: string;
  currency: Currency;
  phone: string;
  timezone: string;
  cities: readonly City[];
  streets: readonly string[];
  /** '12 High Street' rather than 'Hauptstraße 12'. */
  numberFirst: boolean;
}

export const COUNTRIES: Readonly<Record<string, Country>> = {
  DE: {
    language: 'deu',
    currency: 'EUR',
    phone: '+49',
    timezone: 'Europe/Berlin',
    numberFirst: false,
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Lindenallee', 'Goethestraße', 'Schillerplatz', 'Gartenweg'],
    cities: [
      { city: 'Berlin', region: 'Berlin', postal: '10###', area: '30' },
      { city: 'Munich', region: 'Bavaria', postal: '80###', area: '89' },
      { city: 'Hamburg', region: 'Hamburg', postal: '20###', area: '40' },
      { city: 'Cologne', region: 'North Rhine-Westphalia', postal: '50###', area: '221' },
      { city: 'Leipzig', region: 'Saxony', postal: '04###', area: '341' },
    ],
  },
  FR: {
    language: 'fra',
    currency: 'EUR',
    phone: '+33',
    timezone: 'Europe/Paris',
    numberFirst: true,
    streets: ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Pasteur', 'rue des Lilas'],
    cities: [
      { city: 'Paris', region: 'Île-de-France', postal: '750##', area: '1' },
      { city: 'Lyon', region: 'Auvergne-Rhône-Alpes', postal: '6900#', area: '4' },
      { city: 'Toulouse', region: 'Occitanie', postal: '3100#', area: '5' },
      { city: 'Bordeaux', region: 'Nouvelle-Aquitaine', postal: '3300#', area: '5' },
      { city: 'Strasbourg', region: 'Grand Est', postal: '6700#', area: '3' },
    ],
  },
  ES: {
    language: 'spa',
    currency: 'EUR',
    phone: '+34',
    timezone: 'Europe/Madrid',
    numberFirst: false,
    streets: ['Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución', 'Calle del Sol', 'Paseo de Gracia'],
    cities: [
      { city: 'Madrid', region: 'Community of Madrid', postal: '280##', area: '91' },
      { city: 'Barcelona', region: 'Catalonia', postal: '080##', area: '93' },
      { city: 'Valencia', region: 'Valencian Community', postal: '460##', area: '96' },
      { city: 'Seville', region: 'Andalusia', postal: '410##', area: '95' },
      { city: 'Granada', region: 'Andalusia', postal: '180##', area: '958' },
    ],
  },
  IT: {
    language: 'ita',
    currency: 'EUR',
    phone: '+39',
    timezone: 'Europe/Rome',
    numberFirst: false,
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele', 'Via Dante', 'Piazza Mazzini'],
    cities: [
      { city: 'Rome', region: 'Lazio', postal: '001##', area: '06' },
      { city: 'Milan', region: 'Lombardy', postal: '201##', area: '02' },
      { city: 'Turin', region: 'Piedmont', postal: '101##', area: '011' },
      { city: 'Bologna', region: 'Emilia-Romagna', postal: '401##', area: '051' },
      { city: 'Florence', region: 'Tuscany', postal: '501##', area: '055' },
    ],
  },
  PT: {
    language: 'por',
    currency: 'EUR',
    phone: '+351',
    timezone: 'Europe/Lisbon',
    numberFirst: false,
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Carmo', 'Rua Garrett'],
    cities: [
      { city: 'Lisbon', region: 'Lisbon', postal: '1###-###', area: '21' },
      { city: 'Porto', region: 'Porto', postal: '4###-###', area: '22' },
      { city: 'Coimbra', region: 'Coimbra', postal: '30##-###', area: '239' },
      { city: 'Braga', region: 'Braga', postal: '47##-###', area: '253' },
      { city: 'Faro', region: 'Faro', postal: '80##-###', area: '289' },
    ],
  },
  BR: {
    language: 'por',
    currency: 'USD',
    phone: '+55',
    timezone: 'America/Sao_Paulo',
    numberFirst: false,
    streets: ['Rua das Flores', 'Avenida Paulista', 'Rua Oscar Freire', 'Avenida Atlântica', 'Rua XV de Novembro'],
    cities: [
      { city: 'São Paulo', region: 'São Paulo', postal: '01###-###', area: '11' },
      { city: 'Rio de Janeiro', region: 'Rio de Janeiro', postal: '22###-###', area: '21' },
      { city: 'Curitiba', region: 'Paraná', postal: '80###-###', area: '41' },
      { city: 'Belo Horizonte', region: 'Minas Gerais', postal: '30###-###', area: '31' },
      { city: 'Porto Alegre', region: 'Rio Grande do Sul', postal: '90###-###', area: '51' },
    ],
  },
  IL: {
    language: 'heb',
    currency: 'USD',
    phone: '+972',
    timezone: 'Asia/Jerusalem',
    numberFirst: false,
    streets: ['Rothschild Boulevard', 'Herzl Street', 'Dizengoff Street', 'Jaffa Road', 'Ben Yehuda Street'],
    cities: [
      { city: 'Tel Aviv', region: 'Tel Aviv District', postal: '6######', area: '3' },
      { city: 'Jerusalem', region: 'Jerusalem District', postal: '9######', area: '2' },
      { city: 'Haifa', region: 'Haifa District', postal: '3######', area: '4' },
      { city: "Be'er Sheva", region: 'Southern District', postal: '84#####', area: '8' },
    ],
  },
  GB: {
    language: 'eng',
    currency: 'GBP',
    phone: '+44',
    timezone: 'Europe/London',
    numberFirst: true,
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue'],
    cities: [
      { city: 'London', region: 'England', postal: 'SE# #@@', area: '20' },
      { city: 'Manchester', region: 'England', postal: 'M# #@@', area: '161' },
      { city: 'Edinburgh', region: 'Scotland', postal: 'EH# #@@', area: '131' },
      { city: 'Bristol', region: 'England', postal: 'BS# #@@', area: '117' },
      { city: 'Cardiff', region: 'Wales', postal: 'CF## #@@', area: '29' },
    ],
  },
  US: {
    language: 'eng',
    currency: 'USD',
    phone: '+1',
    timezone: 'America/New_York',
    numberFirst: true,
    streets: ['Main Street', 'Oak Avenue', 'Maple Drive', 'Washington Street', 'Elm Street'],
    cities: [
      { city: 'New York', region: 'New York', postal: '100##', area: '212' },
      { city: 'Chicago', region: 'Illinois', postal: '606##', area: '312' },
      { city: 'San Francisco', region: 'California', postal: '941##', area: '415' },
      { city: 'Miami', region: 'Florida', postal: '331##', area: '305' },
      { city: 'Seattle', region: 'Washington', postal: '981##', area: '206' },
    ],
  },
  MX: {
    language: 'spa',
    currency: 'USD',
    phone: '+52',
    timezone: 'America/Mexico_City',
    numberFirst: false,
    streets: ['Avenida Reforma', 'Calle Madero', 'Avenida Insurgentes', 'Calle Hidalgo', 'Avenida Juárez'],
    cities: [
      { city: 'Mexico City', region: 'Mexico City', postal: '06###', area: '55' },
      { city: 'Guadalajara', region: 'Jalisco', postal: '44###', area: '33' },
      { city: 'Monterrey', region: 'Nuevo León', postal: '64###', area: '81' },
      { city: 'Puebla', region: 'Puebla', postal: '72###', area: '222' },
    ],
  },
  EG: {
    language: 'ara',
    currency: 'USD',
    phone: '+20',
    timezone: 'Africa/Cairo',
    numberFirst: true,
    streets: ['Tahrir Street', 'Qasr El Nil Street', 'El Horreya Road', 'Talaat Harb Street'],
    cities: [
      { city: 'Cairo', region: 'Cairo Governorate', postal: '11###', area: '2' },
      { city: 'Alexandria', region: 'Alexandria Governorate', postal: '21###', area: '3' },
      { city: 'Giza', region: 'Giza Governorate', postal: '12###', area: '2' },
    ],
  },
  CN: {
    language: 'zho',
    currency: 'USD',
    phone: '+86',
    timezone: 'Asia/Shanghai',
    numberFirst: true,
    streets: ['Nanjing Road', 'Chang’an Avenue', 'Huaihai Road', 'Zhongshan Road'],
    cities: [
      { city: 'Beijing', region: 'Beijing', postal: '100###', area: '10' },
      { city: 'Shanghai', region: 'Shanghai', postal: '200###', area: '21' },
      { city: 'Shenzhen', region: 'Guangdong', postal: '518###', area: '755' },
      { city: 'Chengdu', region: 'Sichuan', postal: '610###', area: '28' },
    ],
  },
  JP: {
    language: 'jpn',
    currency: 'USD',
    phone: '+81',
    timezone: 'Asia/Tokyo',
    numberFirst: true,
    streets: ['Chuo-dori', 'Omotesando', 'Meiji-dori', 'Sakura-dori'],
    cities: [
      { city: 'Tokyo', region: 'Tokyo', postal: '1##-####', area: '3' },
      { city: 'Osaka', region: 'Osaka', postal: '5##-####', area: '6' },
      { city: 'Kyoto', region: 'Kyoto', postal: '60#-####', area: '75' },
      { city: 'Yokohama', region: 'Kanagawa', postal: '22#-####', area: '45' },
    ],
  },
  KR: {
    language: 'kor',
    currency: 'USD',
    phone: '+82',
    timezone: 'Asia/Seoul',
    numberFirst: true,
    streets: ['Sejong-daero', 'Teheran-ro', 'Gangnam-daero', 'Jongno'],
    cities: [
      { city: 'Seoul', region: 'Seoul', postal: '0####', area: '2' },
      { city: 'Busan', region: 'Busan', postal: '4####', area: '51' },
      { city: 'Incheon', region: 'Incheon', postal: '2####', area: '32' },
    ],
  },
  PL: {
    language: 'pol',
    currency: 'EUR',
    phone: '+48',
    timezone: 'Europe/Warsaw',
    numberFirst: false,
    streets: ['ulica Marszałkowska', 'ulica Floriańska', 'ulica Piotrkowska', 'aleja Jerozolimskie', 'ulica Długa'],
    cities: [
      { city: 'Warsaw', region: 'Masovian', postal: '00-###', area: '22' },
      { city: 'Kraków', region: 'Lesser Poland', postal: '31-###', area: '12' },
      { city: 'Wrocław', region: 'Lower Silesian', postal: '50-###', area: '71' },
      { city: 'Gdańsk', region: 'Pomeranian', postal: '80-###', area: '58' },
    ],
  },
  NL: {
    language: 'nld',
    currency: 'EUR',
    phone: '+31',
    timezone: 'Europe/Amsterdam',
    numberFirst: false,
    streets: ['Keizersgracht', 'Kalverstraat', 'Stationsweg', 'Dorpsstraat', 'Kerkstraat'],
    cities: [
      { city: 'Amsterdam', region: 'North Holland', postal: '10## @@', area: '20' },
      { city: 'Rotterdam', region: 'South Holland', postal: '30## @@', area: '10' },
      { city: 'Utrecht', region: 'Utrecht', postal: '35## @@', area: '30' },
      { city: 'The Hague', region: 'South Holland', postal: '25## @@', area: '70' },
    ],
  },
};

/** Languages people translate from and into most, with relative weights. */
export const PARTNER_LANGUAGES: readonly (readonly [string, number])[] = [
  ['eng', 50],
  ['fra', 10],
  ['deu', 10],
  ['spa', 10],
  ['ita', 5],
  ['por', 5],
  ['rus', 5],
  ['zho', 4],
  ['jpn', 3],
  ['ara', 3],
  ['nld', 2],
  ['pol', 2],
  ['kor', 2],
  ['tur', 2],
  ['ukr', 2],
  ['swe', 1],
  ['heb', 1],
];

/** Typical price per word in EUR for work into a language (other units scale from their own ranges). */
export const WORD_RATE_EUR: Readonly<Record<string, number>> = {
  eng: 0.1,
  deu: 0.11,
  nld: 0.11,
  swe: 0.12,
  fra: 0.095,
  ita: 0.09,
  spa: 0.085,
  por: 0.085,
  pol: 0.07,
  ukr: 0.06,
  rus: 0.065,
  tur: 0.065,
  zho: 0.09,
  jpn: 0.12,
  kor: 0.1,
  ara: 0.08,
  heb: 0.1,
};

/** EUR to the other two currencies, rounded as people quote them. */
export const FROM_EUR: Readonly<Record<Currency, number>> = { EUR: 1, USD: 1.08, GBP: 0.85 };

export const HEADLINES = {
  translator: [
    '{field} translator, {src} to {tgt}',
    'Certified {src}–{tgt} translator for {field} texts',
    '{tgt} translations that read like originals',
    'Precise {field} translation, {src} > {tgt}',
    '{field} specialist translating into {tgt}',
  ],
  interpreter: [
    'Conference interpreter, {src} and {tgt}',
    'Court and {field} interpreter ({src} ↔ {tgt})',
    'Remote and on-site interpreting, {src}/{tgt}',
    'Simultaneous interpreter for {field} events',
  ],
  subtitler: [
    'Subtitler and audiovisual translator, {src} to {tgt}',
    'Subtitles and captions for film, TV and streaming',
    'SDH captions and {tgt} subtitles',
  ],
  company: [
    'Translation and localization in {pairs} language pairs',
    'ISO 17100 certified language services',
    'Your partner for {field} translation',
    'Multilingual content, delivered on time',
  ],
  outsourcer: [
    'Localization manager',
    'Project manager, outsourcing translation',
    'Content lead buying {field} translation',
    'Vendor manager',
  ],
} as const;

export const BIO_OPENINGS = {
  translator: 'I am a {tgt} native speaker translating from {src} with {years} years of experience, mostly in {field}.',
  interpreter: 'I interpret between {src} and {tgt} at conferences, negotiations and in court, for {years} years now.',
  subtitler: 'I write {tgt} subtitles and captions for film, series and corporate video, with {years} years behind me.',
  company:
    '{name} is a language service company founded {years} years ago, working with a network of vetted linguists.',
  outsourcer: 'I buy translation and interpreting for our {field} content and work with freelancers directly.',
} as const;

export const BIO_MIDDLES = [
  'Clients value my attention to terminology and consistent style across long projects.',
  'I work with translation memories and termbases and deliver files ready to publish.',
  'Every job is revised against the source before delivery; a second linguist reviews on request.',
  'I hold myself to confidentiality agreements and handle sensitive documents securely.',
  'I am used to tight deadlines and keep clients informed at every step.',
  'Before starting I ask the questions that save a round of corrections later.',
  'My background in the field means I understand the documents, not only the words.',
] as const;

/** What a client says of how they work with linguists (the middles above are a linguist's). */
export const CLIENT_BIO_MIDDLES = [
  'We keep a termbase for our products and share it with everyone who works on them.',
  'Most of our projects run to tight deadlines, so we value early questions and clear updates.',
  'Our documents are often confidential: we sign an NDA with every linguist we work with.',
  'We prefer to build long-term relationships with a few linguists per language.',
  'We send reference material with every job and answer questions within the day.',
] as const;

/**
 * The companies generated clients buy for, by the field their bio names: a law firm buys legal
 * translation, a hospital group medical. Nimbus Health is also the demo client's company.
 */
export const CLIENT_COMPANIES: Readonly<Record<string, readonly string[]>> = {
  legal: ['Alder & Finch LLP', 'Marlowe Partners'],
  medical: ['Nimbus Health', 'Corvane Pharma'],
  technical: ['Helix Robotics', 'Brightline Engineering'],
  business: ['Northgate Capital', 'Fairhaven Insurance'],
  marketing: ['Northwind Travel', 'Orbital Games'],
  art_literary: ['Quillstone Press'],
};

export const BIO_CLOSINGS = [
  'Feel free to send a sample for a quote.',
  'I answer enquiries within one working day.',
  'Happy to do a short test translation for new clients.',
  'Let us talk about your next project.',
] as const;

export const FEEDBACK_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Excellent work, delivered ahead of the deadline. Will definitely work together again.',
    'Meticulous with terminology and very responsive to questions. Highly recommended.',
    'The translation read naturally and needed no changes. A pleasure to work with.',
    'Handled a long, technical file with great care and kept us updated throughout.',
    'Reliable, precise and friendly. Our reviewers had nothing to correct.',
    'Saved our launch with a weekend turnaround, quality was outstanding.',
  ],
  4: [
    'Very good quality and on time; a few terms needed alignment with our glossary.',
    'Solid work and good communication. Would hire again.',
    'Good translation overall, clear queries during the project.',
  ],
  3: [
    'Acceptable quality, but the delivery was a day late.',
    'The translation was correct but needed some stylistic editing on our side.',
  ],
  2: ['Several terminology errors had to be fixed by our reviewer.'],
  1: ['Missed the agreed deadline and did not reply to our messages.'],
};

export const COLLEAGUE_COMMENTS = [
  'A careful reviser with a sharp eye for consistency. I happily send overflow work.',
  'We have shared several large projects; always professional and on time.',
  'Knows the field inside out. My first call for anything in this pair.',
  'Generous with advice and a great team player on multi-linguist projects.',
] as const;

export const BB_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Clear instructions, fair rates and payment within 30 days as agreed.',
    'Great project managers, reference material provided up front. Paid promptly.',
    'A pleasure to work for: realistic deadlines and quick answers to queries.',
    'Paid early, friendly communication, would gladly work for them again.',
  ],
  4: [
    'Good client; payment came a week after the due date but without reminders.',
    'Interesting projects and fair rates, deadlines sometimes tight.',
  ],
  3: ['Payment was late and needed a reminder, but it came in full.', 'Instructions changed mid-project.'],
  2: ['Paid two months late after several reminders.'],
  1: ['Still waiting for payment for a job delivered months ago.'],
};

export const PROJECT_TITLES: Readonly<Record<string, readonly string[]>> = {
  legal: [
    'Share purchase agreement',
    'Employment contracts for a subsidiary',
    'Court judgment and appeal',
    'Power of attorney and notarial deeds',
    'Patent claims for a medical device',
    'Terms and conditions for an online shop',
  ],
  medical: [
    'Clinical trial protocol',
    'Informed consent forms',
    'Instructions for use of an infusion pump',
    'Summary of product characteristics',
    'Hospital discharge reports',
  ],
  technical: [
    'Operating manual for industrial pumps',
    'Software user interface strings',
    'Safety data sheets',
    'Automotive service documentation',
    'Wind turbine maintenance guide',
  ],
  business: [
    'Annual report and financial statements',
    'Investor presentation',
    'Insurance policy wording',
    'Audit report',
    'Fund prospectus',
  ],
  marketing: [
    'Product launch campaign',
    'Hotel website and brochures',
    'Cosmetics packaging copy',
    'Travel guide for a tourism board',
    'Newsletter series for an e-commerce brand',
  ],
  art_literary: [
    'Documentary film subtitles',
    'Crime novel (chapters 1–12)',
    'Streaming series, season 2',
    'Museum exhibition texts',
    'Video game dialogue and UI',
  ],
  science: [
    'Research paper on soil microbiology',
    'Environmental impact assessment',
    'Laboratory procedures',
    'Agricultural field trial report',
  ],
  social_sciences: [
    'School curriculum materials',
    'Government policy paper',
    'Psychology assessment questionnaires',
    'NGO annual report',
  ],
};

export const ARTICLE_TOPICS = [
  {
    category: 'business',
    title: 'How I set my rates as a {field} translator',
    summary: 'What goes into a per-word price, when to charge by the hour, and how to talk about money with clients.',
  },
  {
    category: 'technology',
    title: 'Five CAT tool habits that save me an hour a day',
    summary: 'Termbase hygiene, QA profiles and keyboard shortcuts that pay off on every project.',
  },
  {
    category: 'translation',
    title: 'False friends in {src} and {tgt} {field} texts',
    summary: 'The pairs of words that look alike and mean something else, with examples from real documents.',
  },
  {
    category: 'career',
    title: 'From in-house to freelance: my first year',
    summary: 'Finding clients, building a portfolio and the mistakes I would avoid next time.',
  },
  {
    category: 'interpreting',
    title: 'Preparing for a technical conference in three days',
    summary: 'Glossaries, speaker research and booth etiquette when the preparation time is short.',
  },
  {
    category: 'technology',
    title: 'Post-editing machine translation without losing your voice',
    summary: 'When MT helps, when it hurts, and how to quote post-editing fairly.',
  },
] as const;

export const FORUM_TOPICS = [
  { forum: 'Business issues', title: 'How do you handle clients who pay late?' },
  { forum: 'CAT tools', title: 'Trados or memoQ for a beginner in 2025?' },
  { forum: 'Money matters', title: 'Rates for certified translations in Europe' },
  { forum: 'Interpreting', title: 'Remote simultaneous interpreting platforms compared' },
  { forum: 'Subtitling', title: 'Reading speed guidelines for streaming platforms' },
  { forum: 'Getting established', title: 'Is a specialisation worth it early on?' },
  { forum: 'Machine translation', title: 'Quoting MTPE: per word or per hour?' },
  { forum: 'Translation theory', title: 'Translating humour in marketing copy' },
] as const;

export const EVENTS = [
  { title: 'Wordhive Virtual Conference', kind: 'conference', online: true, location: 'Online' },
  { title: 'Translating Europe Forum', kind: 'conference', online: false, location: 'Brussels' },
  { title: 'Legal translation masterclass', kind: 'workshop', online: true, location: 'Online' },
  { title: 'Interpreters’ spring meetup', kind: 'meetup', online: false, location: '{city}' },
  { title: 'Terminology management webinar', kind: 'webinar', online: true, location: 'Online' },
  { title: 'Audiovisual translation days', kind: 'conference', online: false, location: 'Barcelona' },
  { title: 'Wordhive local powwow', kind: 'meetup', online: false, location: '{city}' },
  { title: 'Pricing your services webinar', kind: 'webinar', online: true, location: 'Online' },
] as const;

export const CALENDAR_ENTRIES = [
  { kind: 'booked', title: 'Booked: long-term project' },
  { kind: 'booked', title: 'Booked: on-site assignment' },
  { kind: 'time_off', title: 'Holiday' },
  { kind: 'time_off', title: 'Training course' },
  { kind: 'deadline', title: 'Delivery deadline' },
  { kind: 'available', title: 'Available for new projects' },
] as const;

/** Degrees that fit the work: a subtitler does not hold an interpreting degree. */
export const DEGREES: Readonly<Record<'translator' | 'interpreter' | 'subtitler', readonly string[]>> = {
  translator: [
    'BA in Translation and Interpreting',
    'MA in Translation Studies',
    'BA in Modern Languages',
    'LLM in Comparative Law',
    'MSc in Biomedical Sciences',
  ],
  interpreter: [
    'BA in Translation and Interpreting',
    'MA in Conference Interpreting',
    'BA in Modern Languages',
    'LLM in Comparative Law',
  ],
  subtitler: [
    'MA in Audiovisual Translation',
    'MA in Translation Studies',
    'BA in Modern Languages',
    'BA in Film Studies',
  ],
};

export const UNIVERSITIES: Readonly<Record<string, readonly string[]>> = {
  DE: ['University of Heidelberg', 'Johannes Gutenberg University Mainz', 'Leipzig University'],
  FR: ['ESIT, Sorbonne Nouvelle University', 'ISIT Paris', 'University of Strasbourg'],
  ES: ['University of Granada', 'Pompeu Fabra University', 'Complutense University of Madrid'],
  IT: ['University of Bologna (Forlì)', 'University of Trieste', 'Sapienza University of Rome'],
  PT: ['University of Lisbon', 'NOVA University Lisbon', 'University of Porto'],
  BR: ['University of São Paulo', 'PUC-Rio', 'Federal University of Santa Catarina'],
  IL: ['Bar-Ilan University', 'Tel Aviv University', 'Hebrew University of Jerusalem'],
  GB: ['University of Bath', 'University College London', 'University of Leeds'],
  US: ['Middlebury Institute of International Studies', 'Kent State University', 'New York University'],
  MX: ['UNAM', 'University of Guadalajara'],
  EG: ['Cairo University', 'Al-Alsun, Ain Shams University'],
  CN: ['Beijing Foreign Studies University', 'Shanghai International Studies University'],
  JP: ['Kobe College', 'Rikkyo University'],
  KR: ['Hankuk University of Foreign Studies', 'Ewha Womans University'],
  PL: ['University of Warsaw', 'Jagiellonian University'],
  NL: ['University of Amsterdam', 'Utrecht University'],
};

export const CERTIFICATIONS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  DE: [
    ['Publicly appointed and sworn translator', 'Regional Court Berlin'],
    ['Member', 'BDÜ (Federal Association of Interpreters and Translators)'],
  ],
  FR: [
    ['Court-approved translator (traducteur expert)', 'Court of Appeal of Paris'],
    ['Member', 'SFT (Société française des traducteurs)'],
  ],
  ES: [['Sworn translator (traductor jurado)', 'Ministry of Foreign Affairs of Spain']],
  IT: [['Member', 'AITI (Italian Association of Translators and Interpreters)']],
  PT: [['Member', 'APT (Portuguese Translators Association)']],
  BR: [
    ['Public sworn translator (tradutor público)', 'Board of Trade of São Paulo'],
    ['Member', 'ABRATES'],
  ],
  IL: [['Member', 'Israel Translators Association']],
  GB: [
    ['Diploma in Translation (DipTrans)', 'Chartered Institute of Linguists'],
    ['Member', 'ITI (Institute of Translation and Interpreting)'],
  ],
  US: [
    ['ATA Certified Translator', 'American Translators Association'],
    ['Certified Court Interpreter', 'National Center for State Courts'],
  ],
  MX: [['Expert translator (perito traductor)', 'Superior Court of Justice of Mexico City']],
  EG: [['Member', 'Egyptian Translators Association']],
  CN: [['CATTI Level 2 Translator', 'China Accreditation Test for Translators and Interpreters']],
  JP: [['JTF Translation Quality Certificate', 'Japan Translation Federation']],
  KR: [['ITT Certified Translator', 'Interpretation and Translation Test of Korea']],
  PL: [['Sworn translator (tłumacz przysięgły)', 'Ministry of Justice of Poland']],
  NL: [['Sworn translator (beëdigd vertaler)', 'Bureau Wbtv']],
};

/** Short parallel texts for portfolio samples: field → language → text. */
export const SAMPLE_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  legal: {
    eng: 'The Seller warrants that the goods are free from any lien or encumbrance and shall indemnify the Buyer against any claim by a third party.',
    por: 'O Vendedor garante que os bens se encontram livres de quaisquer ónus ou encargos e indemnizará o Comprador por qualquer reclamação de terceiros.',
    deu: 'Der Verkäufer gewährleistet, dass die Ware frei von Rechten Dritter ist, und stellt den Käufer von allen Ansprüchen Dritter frei.',
    fra: 'Le Vendeur garantit que les biens sont libres de tout privilège ou charge et indemnisera l’Acheteur de toute réclamation d’un tiers.',
    spa: 'El Vendedor garantiza que los bienes están libres de toda carga o gravamen y mantendrá indemne al Comprador frente a cualquier reclamación de terceros.',
    ita: 'Il Venditore garantisce che i beni sono liberi da qualsiasi vincolo o gravame e manleverà l’Acquirente da qualsiasi pretesa di terzi.',
  },
  medical: {
    eng: 'Patients should be monitored for signs of hypersensitivity during the first infusion. If a severe reaction occurs, stop the infusion immediately.',
    por: 'Os doentes devem ser monitorizados quanto a sinais de hipersensibilidade durante a primeira perfusão. Em caso de reação grave, interrompa imediatamente a perfusão.',
    deu: 'Patienten sind während der ersten Infusion auf Anzeichen einer Überempfindlichkeit zu überwachen. Bei einer schweren Reaktion ist die Infusion sofort abzubrechen.',
    fra: 'Les patients doivent être surveillés afin de détecter tout signe d’hypersensibilité pendant la première perfusion. En cas de réaction grave, arrêtez immédiatement la perfusion.',
    spa: 'Se debe vigilar a los pacientes por si presentan signos de hipersensibilidad durante la primera perfusión. Si se produce una reacción grave, interrumpa la perfusión de inmediato.',
    ita: 'I pazienti devono essere monitorati per individuare segni di ipersensibilità durante la prima infusione. In caso di reazione grave, interrompere immediatamente l’infusione.',
  },
  technical: {
    eng: 'Before carrying out any maintenance, disconnect the pump from the power supply and make sure it cannot be switched on again accidentally.',
    por: 'Antes de efetuar qualquer manutenção, desligue a bomba da alimentação elétrica e certifique-se de que não pode ser ligada de novo acidentalmente.',
    deu: 'Trennen Sie die Pumpe vor allen Wartungsarbeiten von der Stromversorgung und sichern Sie sie gegen unbeabsichtigtes Wiedereinschalten.',
    fra: 'Avant toute opération de maintenance, débranchez la pompe de l’alimentation électrique et assurez-vous qu’elle ne peut pas être remise en marche accidentellement.',
    spa: 'Antes de realizar cualquier tarea de mantenimiento, desconecte la bomba de la alimentación eléctrica y asegúrese de que no pueda volver a encenderse accidentalmente.',
    ita: 'Prima di eseguire qualsiasi intervento di manutenzione, scollegare la pompa dall’alimentazione elettrica e assicurarsi che non possa essere riaccesa accidentalmente.',
  },
  marketing: {
    eng: 'Wake up to the sound of the sea. Our rooms open onto private terraces, so your morning coffee comes with the best view in town.',
    por: 'Acorde ao som do mar. Os nossos quartos abrem-se para terraços privados, para que o seu café da manhã venha com a melhor vista da cidade.',
    deu: 'Wachen Sie mit dem Rauschen des Meeres auf. Unsere Zimmer öffnen sich zu privaten Terrassen – Ihr Morgenkaffee mit dem schönsten Blick der Stadt.',
    fra: 'Réveillez-vous au son de la mer. Nos chambres donnent sur des terrasses privées : votre café du matin s’accompagne de la plus belle vue de la ville.',
    spa: 'Despierte con el sonido del mar. Nuestras habitaciones se abren a terrazas privadas, para que su café de la mañana llegue con la mejor vista de la ciudad.',
    ita: 'Svegliatevi con il suono del mare. Le nostre camere si affacciano su terrazze private: il caffè del mattino con la vista più bella della città.',
  },
};

/** Glossary entries for the sample terms of a glossary: field → language → terms (same order in every language). */
export const GLOSSARY_TERMS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  legal: {
    eng: ['power of attorney', 'plaintiff', 'breach of contract', 'statute of limitations'],
    por: ['procuração', 'autor', 'incumprimento contratual', 'prazo de prescrição'],
    deu: ['Vollmacht', 'Kläger', 'Vertragsbruch', 'Verjährungsfrist'],
    fra: ['procuration', 'demandeur', 'rupture de contrat', 'délai de prescription'],
    spa: ['poder notarial', 'demandante', 'incumplimiento de contrato', 'plazo de prescripción'],
    ita: ['procura', 'attore', 'inadempimento contrattuale', 'termine di prescrizione'],
  },
  medical: {
    eng: ['adverse event', 'informed consent', 'dosage', 'side effect'],
    por: ['acontecimento adverso', 'consentimento informado', 'posologia', 'efeito secundário'],
    deu: ['unerwünschtes Ereignis', 'Einwilligungserklärung', 'Dosierung', 'Nebenwirkung'],
    fra: ['événement indésirable', 'consentement éclairé', 'posologie', 'effet secondaire'],
    spa: ['acontecimiento adverso', 'consentimiento informado', 'posología', 'efecto secundario'],
    ita: ['evento avverso', 'consenso informato', 'posologia', 'effetto collaterale'],
  },
  technical: {
    eng: ['torque', 'circuit breaker', 'bearing', 'user interface'],
    por: ['binário', 'disjuntor', 'rolamento', 'interface do utilizador'],
    deu: ['Drehmoment', 'Leistungsschalter', 'Lager', 'Benutzeroberfläche'],
    fra: ['couple', 'disjoncteur', 'roulement', 'interface utilisateur'],
    spa: ['par de apriete', 'disyuntor', 'rodamiento', 'interfaz de usuario'],
    ita: ['coppia', 'interruttore automatico', 'cuscinetto', 'interfaccia utente'],
  },
  business: {
    eng: ['balance sheet', 'shareholder', 'invoice', 'cash flow'],
    por: ['balanço', 'acionista', 'fatura', 'fluxo de caixa'],
    deu: ['Bilanz', 'Aktionär', 'Rechnung', 'Cashflow'],
    fra: ['bilan', 'actionnaire', 'facture', 'flux de trésorerie'],
    spa: ['balance', 'accionista', 'factura', 'flujo de caja'],
    ita: ['stato patrimoniale', 'azionista', 'fattura', 'flusso di cassa'],
  },
};
