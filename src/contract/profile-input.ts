/**
 * What a member writes on their own profile (PUT /next/api/user/{group}): each group's limits and
 * choices, and the messages its schema gives under the dictionary keys the editors show them by.
 * The zod schemas, used by the editors when they save and by the server alike, are in
 * profile-input-schemas.ts: a profile, its owner's included, loads zod only when something is
 * saved (decision 040). What the API answers is in profile.ts.
 */
export type {
  About,
  AccountTypeInput,
  ArticlesInput,
  CareersInput,
  ContactInput,
  CredentialsInput,
  EventsInput,
  FaqInput,
  FieldsInput,
  GenderPronouns,
  GlossariesInput,
  KnownLanguagesInput,
  MentorInput,
  PairsInput,
  PoolInput,
  PortfolioInput,
  ProjectsInput,
  RatesInput,
  SamplesInput,
  ServicesInput,
  SoftwaresInput,
  WebsitesInput,
} from './profile-input-schemas.ts';

export const HEADLINE_MAX = 120;
export const BIO_MAX = 2000;
export const YEARS_EXPERIENCE_MAX = 70;
/** How far ahead a member may say when they take new work again. */
export const BACK_ON_DAYS_MAX = 365;
export const PAIRS_MAX = 20;
export const AVAILABILITIES = ['available', 'limited', 'unavailable'] as const;

/** Gender and pronouns (spec §2.14): one's own to say, never required. */
export const GENDERS = ['', 'woman', 'man', 'non_binary', 'self_described', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];
export const PRONOUNS_MAX = 40;

export const PROFICIENCIES = ['native', 'bilingual', 'fluent', 'advanced', 'intermediate', 'basic'] as const;
export const KNOWN_LANGUAGES_MAX = 20;
export const FIELDS_MAX = 30;
export const SPECIALTIES_MAX = 3;

export const WEBSITE_KINDS = ['website', 'blog', 'linkedin', 'portfolio', 'social'] as const;
export type WebsiteKind = (typeof WEBSITE_KINDS)[number];
export const isWebsiteKind = (kind: string): kind is WebsiteKind => (WEBSITE_KINDS as readonly string[]).includes(kind);
export const WEBSITES_MAX = 10;
export const WEBSITE_URL_MAX = 300;
export const WEBSITE_LABEL_MAX = 60;
export const RATE_UNITS = ['word', 'hour', 'minute', 'page', 'day'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
/** The currencies members price in most; amounts are shown as the member wrote them, never converted. */
export const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'BRL',
  'MXN',
  'ARS',
  'ILS',
  'JPY',
  'CNY',
  'INR',
  'PLN',
  'SEK',
  'NOK',
  'DKK',
  'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const RATES_MAX = 60;
export const RATE_AMOUNT_MAX = 100_000;

export const CREDENTIAL_KINDS = ['certification', 'degree', 'membership'] as const;
export const CREDENTIALS_MAX = 30;
export const CREDENTIAL_TEXT_MAX = 150;
export const CREDENTIAL_YEAR_MIN = 1950;

export const SAMPLES_MAX = 10;
export const SAMPLE_TITLE_MAX = 120;
export const SAMPLE_TEXT_MAX = 3000;

export const GLOSSARIES_MAX = 20;
export const GLOSSARY_SAMPLES_MAX = 10;
export const GLOSSARY_TERM_MAX = 100;
export const GLOSSARY_TERMS_MAX = 1_000_000;

export const ARTICLE_CATEGORIES = ['business', 'translation', 'interpreting', 'technology', 'career'] as const;
export const ARTICLES_MAX = 30;
export const ARTICLE_SUMMARY_MAX = 1000;

export const EVENT_KINDS = ['conference', 'webinar', 'meetup', 'workshop'] as const;
export const EVENT_ROLES = ['speaker', 'organiser', 'attendee'] as const;
export const EVENTS_MAX = 50;

export const WORK_KINDS = ['book', 'document', 'website', 'software', 'video', 'game', 'conference', 'other'] as const;
export const WORKS_MAX = 30;
export const WORK_DESCRIPTION_MAX = 600;

export const CAREERS_MAX = 30;
export const CAREER_DESCRIPTION_MAX = 600;

export const FAQ_CATEGORIES_MAX = 10;
export const FAQ_QUESTIONS_MAX = 50;
export const FAQ_CATEGORY_MAX = 60;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 1000;

export const CLIENT_TYPES = ['agency', 'direct_client', 'company', 'public_sector', 'ngo', 'individual'] as const;
export const VOLUME_UNITS = ['words', 'pages', 'hours', 'minutes', 'days'] as const;
export const PROJECTS_MAX = 100;
export const PROJECT_VOLUME_MAX = 100_000_000;
export const POOL_AVAILABILITY = ['weekdays', 'weekends', 'evenings', 'on_call', 'full_time'] as const;
export const POOL_MODES = ['on_site', 'remote_video', 'phone'] as const;
export const POOL_REGION_MAX = 100;
export const POOL_RADIUS_MAX = 2000;
export const POOL_BIO_MAX = 1000;

/**
 * Every message the profile write schemas (and the profile service) can give, with {n} for a
 * limit, under the dictionary key the editors show it by (`profile.editing.errors`).
 */
export const PROFILE_ERROR_KEYS = {
  'Choose one of the listed genders': 'gender',
  'Use at most {n} characters': 'tooLong',
  'Describe your gender, or choose another option': 'describeGender',
  'Use a whole number of years': 'wholeYears',
  'Use at most {n} years': 'maxYears',
  'Choose one of the listed availabilities': 'availability',
  'Choose a day after today': 'backOnPast',
  'Choose a day within {n} days': 'backOnFar',
  'Choose a language': 'chooseLanguage',
  'Add at most {n} language pairs': 'maxPairs',
  'Choose two different languages': 'differentLanguages',
  'This pair is already in the list': 'duplicatePair',
  'Choose one of the listed levels': 'level',
  'Add at most {n} languages': 'maxLanguages',
  'This language is already in the list': 'duplicateLanguage',
  'Choose a field from the list': 'chooseField',
  'Say whether this is a main field': 'mainField',
  'Choose at most {n} fields': 'maxFields',
  'This field is already in the list': 'duplicateField',
  'Mark at most {n} main fields': 'maxMainFields',
  'Choose software from the list': 'chooseSoftware',
  'This software is already in the list': 'duplicateSoftware',
  'Choose a service from the list': 'chooseService',
  'Choose at most {n} pairs': 'maxServicePairs',
  'Choose at most {n} languages': 'maxServiceLanguages',
  'Choose services from the list': 'chooseServices',
  'This service is already in the list': 'duplicateService',
  'Choose one of your language pairs': 'ownPair',
  'Choose languages from the list': 'chooseLanguages',
  'Choose at least one of your language pairs': 'atLeastOnePair',
  'This service is offered in language pairs': 'offeredInPairs',
  'Choose at least one language': 'atLeastOneLanguage',
  'This service is offered in single languages': 'offeredInLanguages',
  'Choose what kind of page this is': 'websiteKind',
  'Enter a web address starting with https://': 'websiteUrl',
  'Add at most {n} websites': 'maxWebsites',
  'This address is already in the list': 'duplicateWebsite',
  'Choose an account type': 'accountType',
  'Enter a phone number: digits, spaces and + ( ) - . only': 'phone',
  'Enter a valid email address': 'email',
  'Choose a country from the list': 'country',
  'Choose a time zone from the list': 'timezone',
  'Choose one of your services': 'ownService',
  'Choose a unit from the list': 'unit',
  'Choose a currency from the list': 'currency',
  'Enter a price, such as 0.08 or 45': 'price',
  'Enter a price above zero': 'pricePositive',
  'Enter a price of at most {n}': 'priceMax',
  'Use at most 3 decimals': 'decimals',
  'Add at most {n} rates': 'maxRates',
  'This rate is already in the list': 'duplicateRate',
  'Enter a title': 'title',
  'Use at least {n} characters': 'tooShort',
  'This entry is already in the list': 'duplicateEntry',
  'Choose what kind of credential this is': 'credentialKind',
  'Enter a year, such as 2015': 'year',
  'Enter a year from {n}': 'yearMin',
  'Enter a year that has begun': 'yearFuture',
  'Add at most {n} credentials': 'maxCredentials',
  'Paste the source text': 'sourceText',
  'Paste your translation': 'targetText',
  'Add at most {n} samples': 'maxSamples',
  'Enter how many terms the glossary has': 'termCount',
  'Enter at most {n} terms': 'maxTermCount',
  'Enter the term': 'term',
  'Enter its translation': 'termTranslation',
  'Add at least one sample entry': 'atLeastOneTerm',
  'Add at most {n} sample entries': 'maxSampleTerms',
  'The glossary has at least as many terms as its samples': 'termCountSamples',
  'Add at most {n} glossaries': 'maxGlossaries',
  'Choose a category from the list': 'category',
  'Add at most {n} articles': 'maxArticles',
  'Choose what kind of event this is': 'eventKind',
  'Choose your role': 'eventRole',
  'Say whether the event is online': 'online',
  'Enter a date': 'date',
  'Say where it takes place, or mark it online': 'eventPlace',
  'Choose an end on or after the start': 'endAfterStart',
  'Add at most {n} events': 'maxEvents',
  'This service is not offered in pairs': 'notPairService',
  'Choose what kind of work this is': 'workKind',
  'Add at most {n} works': 'maxWorks',
  'Add at most {n} positions': 'maxCareers',
  'Write the answer': 'answer',
  'Add at most {n} questions': 'maxQuestions',
  'Add at most {n} categories': 'maxCategories',
  'This category is already in the list': 'duplicateCategory',
  'Choose a month, such as 2024-05': 'month',
  'Choose a month that has begun': 'monthFuture',
  'Enter the volume as a whole number': 'volume',
  'Enter at most {n}': 'maxNumber',
  'Choose a kind of client from the list': 'clientType',
  'Add at most {n} projects': 'maxProjects',
  'Enter a distance in whole kilometres': 'distance',
  'Enter at most {n} km': 'maxDistance',
  'Choose from the list': 'chooseFromList',
  'Choose at least one': 'atLeastOne',
  'Say whether you take short-notice work': 'shortNotice',
  'Say whether you mentor': 'isMentor',
  'Choose at least one topic': 'atLeastOneTopic',
  // Review requests and the answers clients give (contract/reviews.ts).
  'Enter a name': 'enterName',
  'Ask a client, not yourself': 'notYourself',
  'Choose one of your projects': 'chooseProject',
  'Say whether you would work with them again': 'willingAgain',
  'Choose a rating from 1 to 5 stars': 'rating',
  'Say whether this project happened as listed': 'confirmed',
} as const;
export type ProfileErrorKey = (typeof PROFILE_ERROR_KEYS)[keyof typeof PROFILE_ERROR_KEYS];
