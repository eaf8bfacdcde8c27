/**
 * The zod schema of each group a member writes on their own profile (PUT /next/api/user/{group}),
 * used by the editor in the browser when it saves and by the server alike. Their limits, choices
 * and message keys are in profile-input.ts, which pages import without zod.
 */
import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { calendarDay } from './fields.ts';
import { ID_MAX } from './ids.ts';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_SUMMARY_MAX,
  ARTICLES_MAX,
  AVAILABILITIES,
  BACK_ON_DAYS_MAX,
  BIO_MAX,
  CAREER_DESCRIPTION_MAX,
  CAREERS_MAX,
  CLIENT_TYPES,
  CREDENTIAL_KINDS,
  CREDENTIAL_TEXT_MAX,
  CREDENTIAL_YEAR_MIN,
  CREDENTIALS_MAX,
  CURRENCIES,
  EVENT_KINDS,
  EVENT_ROLES,
  EVENTS_MAX,
  FAQ_ANSWER_MAX,
  FAQ_CATEGORIES_MAX,
  FAQ_CATEGORY_MAX,
  FAQ_QUESTION_MAX,
  FAQ_QUESTIONS_MAX,
  FIELDS_MAX,
  GENDERS,
  GLOSSARIES_MAX,
  GLOSSARY_SAMPLES_MAX,
  GLOSSARY_TERM_MAX,
  GLOSSARY_TERMS_MAX,
  HEADLINE_MAX,
  KNOWN_LANGUAGES_MAX,
  PAIRS_MAX,
  POOL_AVAILABILITY,
  POOL_BIO_MAX,
  POOL_MODES,
  POOL_RADIUS_MAX,
  POOL_REGION_MAX,
  PROFICIENCIES,
  PROJECT_VOLUME_MAX,
  PROJECTS_MAX,
  PRONOUNS_MAX,
  RATE_AMOUNT_MAX,
  RATE_UNITS,
  RATES_MAX,
  SAMPLE_TEXT_MAX,
  SAMPLE_TITLE_MAX,
  SAMPLES_MAX,
  SPECIALTIES_MAX,
  VOLUME_UNITS,
  WEBSITE_KINDS,
  WEBSITE_LABEL_MAX,
  WEBSITE_URL_MAX,
  WEBSITES_MAX,
  WORK_DESCRIPTION_MAX,
  WORK_KINDS,
  WORKS_MAX,
  YEARS_EXPERIENCE_MAX,
} from './profile-input.ts';
import {
  ACCOUNT_TYPES,
  DISCIPLINES,
  MENTOR_TOPICS,
  SERVICE_BY_ID,
  SERVICES,
  SOFTWARES,
  serviceType,
} from './taxonomy.ts';
import { isTimeZone } from './time-zones.ts';
/** Gender and pronouns (POST /next/api/user/gender-pronouns). */
export const genderPronounsSchema = z
  .object({
    gender: z.enum(GENDERS, { error: 'Choose one of the listed genders' }),
    genderCustom: z
      .string()
      .trim()
      .max(PRONOUNS_MAX, { error: `Use at most ${PRONOUNS_MAX} characters` })
      .default(''),
    pronouns: z
      .string()
      .trim()
      .max(PRONOUNS_MAX, { error: `Use at most ${PRONOUNS_MAX} characters` })
      .default(''),
  })
  .refine((v) => v.gender !== 'self_described' || v.genderCustom.length > 0, {
    path: ['genderCustom'],
    error: 'Describe your gender, or choose another option',
  })
  .transform((v) => ({ ...v, genderCustom: v.gender === 'self_described' ? v.genderCustom : '' }));
export type GenderPronouns = z.output<typeof genderPronounsSchema>;

const DATE_MESSAGE = 'Enter a date';
/** A day as YYYY-MM-DD, days after `from` (today, UTC): for a date the member looks ahead to. */
const dayAfter = (day: string, from: number) => (Date.parse(`${day}T00:00:00Z`) - from) / 86_400_000;
const todayUtc = () => Date.parse(new Date().toISOString().slice(0, 10));

/** The profile's introduction: headline, bio, experience and availability. */
export const aboutSchema = z
  .object({
    headline: z
      .string()
      .trim()
      .max(HEADLINE_MAX, { error: `Use at most ${HEADLINE_MAX} characters` }),
    bio: z
      .string()
      .trim()
      .max(BIO_MAX, { error: `Use at most ${BIO_MAX} characters` }),
    yearsExperience: z
      .number({ error: 'Use a whole number of years' })
      .int({ error: 'Use a whole number of years' })
      .min(0, { error: 'Use a whole number of years' })
      .max(YEARS_EXPERIENCE_MAX, { error: `Use at most ${YEARS_EXPERIENCE_MAX} years` })
      .nullable(),
    availability: z.enum(AVAILABILITIES, { error: 'Choose one of the listed availabilities' }),
    /**
     * The day a limited or unavailable member takes new work again (their profile then says available):
     * from tomorrow to a year ahead. Ignored, and cleared, when they say they are available.
     */
    backOn: calendarDay(DATE_MESSAGE)
      .refine((v) => dayAfter(v, todayUtc()) >= 1, 'Choose a day after today')
      .refine((v) => dayAfter(v, todayUtc()) <= BACK_ON_DAYS_MAX, `Choose a day within ${BACK_ON_DAYS_MAX} days`)
      .nullable()
      .default(null),
  })
  .transform((about) => (about.availability === 'available' ? { ...about, backOn: null } : about));
export type About = z.output<typeof aboutSchema>;

const pairLanguage = z.string({ error: 'Choose a language' }).regex(/^[a-z]{3}$/, { error: 'Choose a language' });

/** Working pairs in the member's order (the first is the main pair). */
export const pairsInputSchema = z.object({
  pairs: z
    .array(z.object({ source: pairLanguage, target: pairLanguage }))
    .max(PAIRS_MAX, { error: `Add at most ${PAIRS_MAX} language pairs` })
    .superRefine((pairs, ctx) => {
      const seen = new Set<string>();
      pairs.forEach((p, i) => {
        const key = `${p.source}>${p.target}`;
        if (p.source === p.target)
          ctx.addIssue({ code: 'custom', path: [i, 'target'], message: 'Choose two different languages' });
        else if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i, 'target'], message: 'This pair is already in the list' });
        seen.add(key);
      });
    }),
});
export type PairsInput = z.output<typeof pairsInputSchema>;

/** Refuses a list that names the same thing twice, pointing at the repeat. */
function unique<T>(key: (item: T) => unknown, message: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      if (seen.has(key(item))) ctx.addIssue({ code: 'custom', path: [i], message });
      seen.add(key(item));
    });
  };
}

/** The languages the member speaks and how well (native ones first on the profile). */
export const knownLanguagesInputSchema = z.object({
  languages: z
    .array(
      z.object({
        language: pairLanguage,
        proficiency: z.enum(PROFICIENCIES, { error: 'Choose one of the listed levels' }),
      }),
    )
    .max(KNOWN_LANGUAGES_MAX, { error: `Add at most ${KNOWN_LANGUAGES_MAX} languages` })
    .superRefine(unique((l) => l.language, 'This language is already in the list')),
});
export type KnownLanguagesInput = z.output<typeof knownLanguagesInputSchema>;

const DISCIPLINE_IDS: ReadonlySet<number> = new Set(DISCIPLINES.map((d) => d.id));
const SOFTWARE_IDS: ReadonlySet<number> = new Set(SOFTWARES.map((s) => s.id));

/** Fields of expertise (discipline ids); up to 3 marked as the fields the member leads with. */
export const fieldsInputSchema = z.object({
  fields: z
    .array(
      z.object({
        disciplineId: z
          .number({ error: 'Choose a field from the list' })
          .int({ error: 'Choose a field from the list' })
          .refine((id) => DISCIPLINE_IDS.has(id), { error: 'Choose a field from the list' }),
        specialty: z.boolean({ error: 'Say whether this is a main field' }),
      }),
    )
    .max(FIELDS_MAX, { error: `Choose at most ${FIELDS_MAX} fields` })
    .superRefine(unique((f) => f.disciplineId, 'This field is already in the list'))
    .refine((fields) => fields.filter((f) => f.specialty).length <= SPECIALTIES_MAX, {
      error: `Mark at most ${SPECIALTIES_MAX} main fields`,
    }),
});
export type FieldsInput = z.output<typeof fieldsInputSchema>;

/** The software the member works with (taxonomy ids). */
export const softwaresInputSchema = z.object({
  softwareIds: z
    .array(
      z
        .number({ error: 'Choose software from the list' })
        .int({ error: 'Choose software from the list' })
        .refine((id) => SOFTWARE_IDS.has(id), { error: 'Choose software from the list' }),
    )
    .max(SOFTWARES.length, { error: 'Choose software from the list' })
    .superRefine(unique((id) => id, 'This software is already in the list')),
});
export type SoftwaresInput = z.output<typeof softwaresInputSchema>;

/**
 * The services a member offers: a pair service (translation, interpreting…)
 * in some of the member's pairs, a single-language one (copywriting,
 * transcription…) in some languages. The server also checks that each pair is
 * one of the member's.
 */
export const servicesInputSchema = z.object({
  services: z
    .array(
      z
        .object({
          serviceId: z
            .number({ error: 'Choose a service from the list' })
            .int({ error: 'Choose a service from the list' })
            .refine((id) => SERVICE_BY_ID.has(id), { error: 'Choose a service from the list' }),
          pairs: z
            .array(z.object({ source: pairLanguage, target: pairLanguage }))
            .max(PAIRS_MAX, { error: `Choose at most ${PAIRS_MAX} pairs` })
            .superRefine(unique((p) => `${p.source}>${p.target}`, 'This pair is already in the list')),
          languages: z
            .array(pairLanguage)
            .max(KNOWN_LANGUAGES_MAX, { error: `Choose at most ${KNOWN_LANGUAGES_MAX} languages` })
            .superRefine(unique((l) => l, 'This language is already in the list')),
        })
        .superRefine((service, ctx) => {
          if (!SERVICE_BY_ID.has(service.serviceId)) return;
          if (serviceType(service.serviceId) === 'pair') {
            if (!service.pairs.length)
              ctx.addIssue({ code: 'custom', path: ['pairs'], message: 'Choose at least one of your language pairs' });
            if (service.languages.length)
              ctx.addIssue({
                code: 'custom',
                path: ['languages'],
                message: 'This service is offered in language pairs',
              });
          } else {
            if (!service.languages.length)
              ctx.addIssue({ code: 'custom', path: ['languages'], message: 'Choose at least one language' });
            if (service.pairs.length)
              ctx.addIssue({ code: 'custom', path: ['pairs'], message: 'This service is offered in single languages' });
          }
        }),
    )
    .max(SERVICES.length, { error: 'Choose services from the list' })
    .superRefine(unique((s) => s.serviceId, 'This service is already in the list')),
});
export type ServicesInput = z.output<typeof servicesInputSchema>;

const WEBSITE_URL = 'Enter a web address starting with https://';
const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: WEBSITE_URL });
const isWebAddress = (value: string) => webAddress.safeParse(value).success;

/** The member's own sites and pages, linked from the profile (shown as the privacy settings say). */
export const websitesInputSchema = z.object({
  websites: z
    .array(
      z.object({
        kind: z.enum(WEBSITE_KINDS, { error: 'Choose what kind of page this is' }),
        url: z
          .string({ error: WEBSITE_URL })
          .trim()
          .max(WEBSITE_URL_MAX, { error: `Use at most ${WEBSITE_URL_MAX} characters` })
          .pipe(webAddress),
        label: z
          .string()
          .trim()
          .max(WEBSITE_LABEL_MAX, { error: `Use at most ${WEBSITE_LABEL_MAX} characters` })
          .default(''),
      }),
    )
    .max(WEBSITES_MAX, { error: `Add at most ${WEBSITES_MAX} websites` })
    .superRefine(unique((w) => w.url.toLowerCase(), 'This address is already in the list')),
});
export type WebsitesInput = z.output<typeof websitesInputSchema>;

/** What the member is on the site: it decides their directory and how they are rated. */
export const accountTypeInputSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose an account type' }),
});
export type AccountTypeInput = z.output<typeof accountTypeInputSchema>;

const CONTACT_MAX = { city: 80, region: 80, address: 200, postal_code: 20, skype: 60, agency_name: 120 } as const;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters` })
    .default('');
const PHONE_MESSAGE = 'Enter a phone number: digits, spaces and + ( ) - . only';
const phone = z
  .string()
  .trim()
  .max(30, { error: 'Use at most 30 characters' })
  .regex(/^(\+?[\d\s().-]*\d[\d\s().-]*)?$/, { error: PHONE_MESSAGE })
  .default('');

/**
 * The member's contact details, as the API names them (contract/privacy.ts
 * CONTACT_FIELDS) plus the time zone. Who sees each one is the privacy settings' call.
 */
export const contactInputSchema = z.object({
  country_code: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isCountryCode(v), { error: 'Choose a country from the list' })
    .default(''),
  region: text(CONTACT_MAX.region),
  city: text(CONTACT_MAX.city),
  address: text(CONTACT_MAX.address),
  postal_code: text(CONTACT_MAX.postal_code),
  phone,
  skype: text(CONTACT_MAX.skype),
  fax: phone,
  email: z
    .string()
    .trim()
    .max(254, { error: 'Use at most 254 characters' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'Enter a valid email address' })
    .default(''),
  website: z
    .string()
    .trim()
    .max(WEBSITE_URL_MAX, { error: `Use at most ${WEBSITE_URL_MAX} characters` })
    .refine((v) => v === '' || isWebAddress(v), { error: WEBSITE_URL })
    .default(''),
  agency_name: text(CONTACT_MAX.agency_name),
  timezone: z
    .string()
    .trim()
    .refine((v) => v === '' || isTimeZone(v), { error: 'Choose a time zone from the list' })
    .default(''),
});
export type ContactInput = z.output<typeof contactInputSchema>;

const pairOrNull = z.object({ source: pairLanguage, target: pairLanguage }).nullable();

/**
 * Prices per unit: a service the member offers, optionally in one of its pairs
 * (a pair service without a pair is the member's rate for any of their pairs).
 * The server checks the service and pair against the member's own.
 */
export const ratesInputSchema = z.object({
  rates: z
    .array(
      z.object({
        serviceId: z
          .number({ error: 'Choose a service from the list' })
          .int({ error: 'Choose a service from the list' })
          .refine((id) => SERVICE_BY_ID.has(id), { error: 'Choose a service from the list' }),
        pair: pairOrNull,
        unit: z.enum(RATE_UNITS, { error: 'Choose a unit from the list' }),
        currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list' }),
        amount: z
          .number({ error: 'Enter a price, such as 0.08 or 45' })
          .positive({ error: 'Enter a price above zero' })
          .max(RATE_AMOUNT_MAX, { error: `Enter a price of at most ${RATE_AMOUNT_MAX}` })
          .refine((v) => Math.round(v * 1000) / 1000 === v, { error: 'Use at most 3 decimals' }),
      }),
    )
    .max(RATES_MAX, { error: `Add at most ${RATES_MAX} rates` })
    .superRefine(
      unique(
        (r) => `${r.serviceId}|${r.pair ? `${r.pair.source}>${r.pair.target}` : ''}|${r.unit}|${r.currency}`,
        'This rate is already in the list',
      ),
    ),
});
export type RatesInput = z.output<typeof ratesInputSchema>;

const title = (min: number, max: number) =>
  z
    .string({ error: 'Enter a title' })
    .trim()
    .min(min, { error: `Use at least ${min} characters` })
    .max(max, { error: `Use at most ${max} characters` });
/** An existing entry keeps its id (and what only staff or time set on it); a new one has none. */
const entryId = z.number().int().positive().max(ID_MAX).optional();
const disciplineOrNull = z
  .number({ error: 'Choose a field from the list' })
  .int({ error: 'Choose a field from the list' })
  .refine((id) => DISCIPLINE_IDS.has(id), { error: 'Choose a field from the list' })
  .nullable();

/** A year of a member's working life: from 1950, and begun. */
const pastYear = z
  .number({ error: 'Enter a year, such as 2015' })
  .int({ error: 'Enter a year, such as 2015' })
  .min(CREDENTIAL_YEAR_MIN, { error: `Enter a year from ${CREDENTIAL_YEAR_MIN}` })
  .refine((y) => y <= new Date().getUTCFullYear(), { error: 'Enter a year that has begun' });

/**
 * Certifications, degrees and memberships. Staff verify them; changing a
 * verified one (anything but its place in the list) sends it back to unverified.
 */
export const credentialsInputSchema = z.object({
  credentials: z
    .array(
      z.object({
        id: entryId,
        kind: z.enum(CREDENTIAL_KINDS, { error: 'Choose what kind of credential this is' }),
        title: title(2, CREDENTIAL_TEXT_MAX),
        issuer: title(2, CREDENTIAL_TEXT_MAX),
        pair: pairOrNull,
        year: pastYear.nullable(),
      }),
    )
    .max(CREDENTIALS_MAX, { error: `Add at most ${CREDENTIALS_MAX} credentials` })
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list')),
});
export type CredentialsInput = z.output<typeof credentialsInputSchema>;

/** Translation samples: a short source excerpt and the member's translation of it. */
export const samplesInputSchema = z.object({
  samples: z
    .array(
      z.object({
        id: entryId,
        title: title(2, SAMPLE_TITLE_MAX),
        pair: z.object({ source: pairLanguage, target: pairLanguage }),
        disciplineId: disciplineOrNull,
        sourceText: z
          .string()
          .trim()
          .min(1, { error: 'Paste the source text' })
          .max(SAMPLE_TEXT_MAX, { error: `Use at most ${SAMPLE_TEXT_MAX} characters` }),
        targetText: z
          .string()
          .trim()
          .min(1, { error: 'Paste your translation' })
          .max(SAMPLE_TEXT_MAX, { error: `Use at most ${SAMPLE_TEXT_MAX} characters` }),
      }),
    )
    .max(SAMPLES_MAX, { error: `Add at most ${SAMPLES_MAX} samples` })
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list')),
});
export type SamplesInput = z.output<typeof samplesInputSchema>;

/** Glossaries the member keeps: their size and a few entries as a taste. */
export const glossariesInputSchema = z.object({
  glossaries: z
    .array(
      z
        .object({
          id: entryId,
          title: title(2, SAMPLE_TITLE_MAX),
          pair: z.object({ source: pairLanguage, target: pairLanguage }),
          disciplineId: disciplineOrNull,
          termCount: z
            .number({ error: 'Enter how many terms the glossary has' })
            .int({ error: 'Enter how many terms the glossary has' })
            .min(1, { error: 'Enter how many terms the glossary has' })
            .max(GLOSSARY_TERMS_MAX, { error: `Enter at most ${GLOSSARY_TERMS_MAX} terms` }),
          sampleTerms: z
            .array(
              z.object({
                source: z
                  .string()
                  .trim()
                  .min(1, { error: 'Enter the term' })
                  .max(GLOSSARY_TERM_MAX, { error: `Use at most ${GLOSSARY_TERM_MAX} characters` }),
                target: z
                  .string()
                  .trim()
                  .min(1, { error: 'Enter its translation' })
                  .max(GLOSSARY_TERM_MAX, { error: `Use at most ${GLOSSARY_TERM_MAX} characters` }),
              }),
            )
            .min(1, { error: 'Add at least one sample entry' })
            .max(GLOSSARY_SAMPLES_MAX, { error: `Add at most ${GLOSSARY_SAMPLES_MAX} sample entries` }),
        })
        .refine((g) => g.termCount >= g.sampleTerms.length, {
          path: ['termCount'],
          error: 'The glossary has at least as many terms as its samples',
        }),
    )
    .max(GLOSSARIES_MAX, { error: `Add at most ${GLOSSARIES_MAX} glossaries` })
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list')),
});
export type GlossariesInput = z.output<typeof glossariesInputSchema>;

/** Articles the member wrote, each with a summary and where to read it. */
export const articlesInputSchema = z.object({
  articles: z
    .array(
      z.object({
        id: entryId,
        title: title(2, CREDENTIAL_TEXT_MAX),
        summary: z
          .string()
          .trim()
          .min(20, { error: 'Use at least 20 characters' })
          .max(ARTICLE_SUMMARY_MAX, { error: `Use at most ${ARTICLE_SUMMARY_MAX} characters` }),
        category: z.enum(ARTICLE_CATEGORIES, { error: 'Choose a category from the list' }),
        url: z
          .string()
          .trim()
          .max(WEBSITE_URL_MAX, { error: `Use at most ${WEBSITE_URL_MAX} characters` })
          .refine((v) => v === '' || isWebAddress(v), { error: WEBSITE_URL })
          .default(''),
      }),
    )
    .max(ARTICLES_MAX, { error: `Add at most ${ARTICLES_MAX} articles` })
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list')),
});
export type ArticlesInput = z.output<typeof articlesInputSchema>;

const eventDate = calendarDay(DATE_MESSAGE).refine((v) => v >= '2000' && v < '2101', DATE_MESSAGE);

/** Conferences, webinars, meetups and workshops the member speaks at, organises or attends. */
export const eventsInputSchema = z.object({
  events: z
    .array(
      z
        .object({
          id: entryId,
          title: title(2, CREDENTIAL_TEXT_MAX),
          kind: z.enum(EVENT_KINDS, { error: 'Choose what kind of event this is' }),
          role: z.enum(EVENT_ROLES, { error: 'Choose your role' }),
          location: text(CREDENTIAL_TEXT_MAX),
          online: z.boolean({ error: 'Say whether the event is online' }),
          startsOn: eventDate,
          endsOn: eventDate,
        })
        .refine((e) => e.online || e.location !== '', {
          path: ['location'],
          error: 'Say where it takes place, or mark it online',
        })
        .refine((e) => e.endsOn >= e.startsOn, { path: ['endsOn'], error: 'Choose an end on or after the start' }),
    )
    .max(EVENTS_MAX, { error: `Add at most ${EVENTS_MAX} events` })
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list')),
});
export type EventsInput = z.output<typeof eventsInputSchema>;

/** An optional web address: empty, or one starting with https:// (or http://). */
const optionalWebAddress = z
  .string()
  .trim()
  .max(WEBSITE_URL_MAX, { error: `Use at most ${WEBSITE_URL_MAX} characters` })
  .refine((v) => v === '' || isWebAddress(v), { error: WEBSITE_URL })
  .default('');

/** Portfolio works: finished pieces the member can point to, beside the samples that show the text. */
export const portfolioInputSchema = z.object({
  works: z
    .array(
      z.object({
        id: entryId,
        title: title(2, SAMPLE_TITLE_MAX),
        kind: z.enum(WORK_KINDS, { error: 'Choose what kind of work this is' }),
        client: text(CREDENTIAL_TEXT_MAX),
        year: pastYear.nullable(),
        pair: pairOrNull,
        disciplineId: disciplineOrNull,
        url: optionalWebAddress,
        description: text(WORK_DESCRIPTION_MAX),
      }),
    )
    .max(WORKS_MAX, { error: `Add at most ${WORKS_MAX} works` })
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list')),
});
export type PortfolioInput = z.output<typeof portfolioInputSchema>;

/** Work history: roles held, where and when, in the member's order. */
export const careersInputSchema = z.object({
  careers: z
    .array(
      z
        .object({
          id: entryId,
          role: title(2, CREDENTIAL_TEXT_MAX),
          organisation: title(2, CREDENTIAL_TEXT_MAX),
          startYear: pastYear,
          endYear: pastYear.nullable(),
          description: text(CAREER_DESCRIPTION_MAX),
        })
        .refine((c) => c.endYear === null || c.endYear >= c.startYear, {
          path: ['endYear'],
          error: 'Choose an end on or after the start',
        }),
    )
    .max(CAREERS_MAX, { error: `Add at most ${CAREERS_MAX} positions` })
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list')),
});
export type CareersInput = z.output<typeof careersInputSchema>;

/**
 * Questions clients ask, answered once, under categories the member names and
 * orders. The whole FAQ is written at once: the categories drawer and the
 * questions drawer each send it back with their change.
 */
export const faqInputSchema = z.object({
  categories: z
    .array(
      z.object({
        id: entryId,
        name: title(2, FAQ_CATEGORY_MAX),
        questions: z
          .array(
            z.object({
              id: entryId,
              question: title(5, FAQ_QUESTION_MAX),
              answer: z
                .string({ error: 'Write the answer' })
                .trim()
                .min(1, { error: 'Write the answer' })
                .max(FAQ_ANSWER_MAX, { error: `Use at most ${FAQ_ANSWER_MAX} characters` }),
            }),
          )
          .max(FAQ_QUESTIONS_MAX, { error: `Add at most ${FAQ_QUESTIONS_MAX} questions` }),
      }),
    )
    .max(FAQ_CATEGORIES_MAX, { error: `Add at most ${FAQ_CATEGORIES_MAX} categories` })
    .superRefine(unique((c) => c.name.toLocaleLowerCase(), 'This category is already in the list'))
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list'))
    .superRefine((categories, ctx) => {
      const questions = categories.flatMap((c, i) => c.questions.map((q, j) => ({ q, path: [i, 'questions', j] })));
      if (questions.length > FAQ_QUESTIONS_MAX)
        ctx.addIssue({ code: 'custom', path: [], message: `Add at most ${FAQ_QUESTIONS_MAX} questions` });
      const seen = new Set<number>();
      for (const { q, path } of questions) {
        if (q.id === undefined) continue;
        if (seen.has(q.id)) ctx.addIssue({ code: 'custom', path, message: 'This entry is already in the list' });
        seen.add(q.id);
      }
    }),
});
export type FaqInput = z.output<typeof faqInputSchema>;

const MONTH_MESSAGE = 'Choose a month, such as 2024-05';

/** A month of a member's working life: 'YYYY-MM', from 1950, begun. */
const pastMonth = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE })
  .refine((v) => Number(v.slice(0, 4)) >= CREDENTIAL_YEAR_MIN, { error: `Enter a year from ${CREDENTIAL_YEAR_MIN}` })
  .refine((v) => v <= new Date().toISOString().slice(0, 7), { error: 'Choose a month that has begun' });

/**
 * Project history: what the member delivered, for whom (the kind of client,
 * never a name), in which pair and field, how much and when. An entry a
 * client confirmed stays confirmed while it is left as it was.
 */
export const projectsInputSchema = z.object({
  projects: z
    .array(
      z
        .object({
          id: entryId,
          title: title(2, CREDENTIAL_TEXT_MAX),
          serviceId: z
            .number({ error: 'Choose a service from the list' })
            .int({ error: 'Choose a service from the list' })
            .refine((id) => SERVICE_BY_ID.has(id), { error: 'Choose a service from the list' }),
          pair: pairOrNull,
          disciplineId: disciplineOrNull,
          volume: z
            .number({ error: 'Enter the volume as a whole number' })
            .int({ error: 'Enter the volume as a whole number' })
            .positive({ error: 'Enter the volume as a whole number' })
            .max(PROJECT_VOLUME_MAX, { error: `Enter at most ${PROJECT_VOLUME_MAX}` }),
          volumeUnit: z.enum(VOLUME_UNITS, { error: 'Choose a unit from the list' }),
          completedOn: pastMonth,
          clientType: z.enum(CLIENT_TYPES, { error: 'Choose a kind of client from the list' }),
        })
        .superRefine((p, ctx) => {
          if (!SERVICE_BY_ID.has(p.serviceId)) return;
          if (serviceType(p.serviceId) === 'pair' && !p.pair)
            ctx.addIssue({ code: 'custom', path: ['pair'], message: 'This service is offered in language pairs' });
          if (serviceType(p.serviceId) === 'single' && p.pair)
            ctx.addIssue({ code: 'custom', path: ['pair'], message: 'This service is not offered in pairs' });
          if (p.pair && p.pair.source === p.pair.target)
            ctx.addIssue({ code: 'custom', path: ['pair'], message: 'Choose two different languages' });
        }),
    )
    .max(PROJECTS_MAX, { error: `Add at most ${PROJECTS_MAX} projects` })
    .superRefine(unique((c) => c.id ?? Symbol(), 'This entry is already in the list')),
});
export type ProjectsInput = z.output<typeof projectsInputSchema>;

/**
 * The interpreter pool entry: where and how the interpreter can be booked,
 * with a short bio and a video introduction. null leaves the pools.
 */
export const poolInputSchema = z.object({
  pool: z
    .object({
      region: title(2, POOL_REGION_MAX),
      travelRadiusKm: z
        .number({ error: 'Enter a distance in whole kilometres' })
        .int({ error: 'Enter a distance in whole kilometres' })
        .min(0, { error: 'Enter a distance in whole kilometres' })
        .max(POOL_RADIUS_MAX, { error: `Enter at most ${POOL_RADIUS_MAX} km` }),
      availability: z
        .array(z.enum(POOL_AVAILABILITY, { error: 'Choose from the list' }))
        .min(1, { error: 'Choose at least one' })
        .superRefine(unique((v) => v, 'This entry is already in the list')),
      modes: z
        .array(z.enum(POOL_MODES, { error: 'Choose from the list' }))
        .min(1, { error: 'Choose at least one' })
        .superRefine(unique((v) => v, 'This entry is already in the list')),
      shortNotice: z.boolean({ error: 'Say whether you take short-notice work' }),
      bio: text(POOL_BIO_MAX),
      videoUrl: optionalWebAddress,
    })
    .nullable(),
});
export type PoolInput = z.output<typeof poolInputSchema>;

/** Mentoring: on with the topics the member helps with, or off. */
export const mentorInputSchema = z
  .object({
    isMentor: z.boolean({ error: 'Say whether you mentor' }),
    topics: z
      .array(z.enum(MENTOR_TOPICS, { error: 'Choose from the list' }))
      .superRefine(unique((v) => v, 'This entry is already in the list')),
  })
  .refine((m) => !m.isMentor || m.topics.length > 0, { path: ['topics'], error: 'Choose at least one topic' });
export type MentorInput = z.output<typeof mentorInputSchema>;
