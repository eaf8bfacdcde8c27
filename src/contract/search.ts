/**
 * The AI site search (spec §2.4, §5, §7): what the modal accepts, the prompt it
 * sends to `GET /next/api/llm`, the JSON intent the server answers with, and the
 * page that intent leads to. Shared by server and web so both read one shape.
 */
import { z } from 'zod';
import { isBuiltPage } from './site-pages.ts';
import { FIELD_CATEGORIES, SEARCH_CATEGORIES, SERVICES, type SearchCategory } from './taxonomy.ts';

export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 50;
/** The route answers 400 to longer prompts. */
export const SEARCH_PROMPT_MAX = 2000;
/** The interpreters read at most this much of the user's text. */
export const SEARCH_TEXT_MAX = 200;
/** The Search button shows its spinner this long after a submit (spec §9). */
export const SEARCH_SPINNER_MS = 1500;

/** The modal's input (spec §5). `abort` keeps one message per failure. */
export const searchQuerySchema = z
  .string()
  .trim()
  .min(1, { error: 'Please enter a search term.', abort: true })
  .min(SEARCH_QUERY_MIN, { error: 'Please enter at least 3 characters.', abort: true })
  .max(SEARCH_QUERY_MAX, { error: 'Please enter no more than 50 characters.' });

const serviceKeys = SERVICES.map((s) => s.key) as [string, ...string[]];
const fieldKeys = FIELD_CATEGORIES.map((c) => c.key) as [string, ...string[]];
const categorySchema = z.enum(SEARCH_CATEGORIES);
/** ISO 639-2/T: three lowercase letters. */
const isoCodeSchema = z.string().regex(/^[a-z]{3}$/);

/** The JSON carried in the llm answer's `content`. */
export const searchIntentSchema = z.strictObject({
  search_for: categorySchema,
  searching_for: categorySchema,
  services: z.array(z.enum(serviceKeys)).max(SERVICES.length),
  languages: z.strictObject({ source: isoCodeSchema.nullable(), target: isoCodeSchema.nullable() }),
  fields: z.array(z.enum(fieldKeys)).max(FIELD_CATEGORIES.length),
  keyword: z.string().max(SEARCH_TEXT_MAX),
});
export type SearchIntent = z.infer<typeof searchIntentSchema>;

/** `GET /next/api/llm?prompt=…`: one prompt, bounded, so the server is no open relay to a model. */
export const llmQuerySchema = z.object({
  prompt: z
    .string({ error: 'Enter a prompt' })
    .trim()
    .min(1, { error: 'Enter a prompt' })
    .max(SEARCH_PROMPT_MAX, { error: `Use at most ${SEARCH_PROMPT_MAX} characters` }),
});

export const llmResponseSchema = z.object({ content: z.string() });
export type LlmResponse = z.infer<typeof llmResponseSchema>;

const OPEN = '<<<';
const CLOSE = '>>>';

/**
 * The prompt the modal sends. The text sits between markers so the server can
 * take it back out and never has to trust the surrounding instructions.
 */
export function buildSearchPrompt(text: string): string {
  const clean = text.replaceAll(OPEN, '').replaceAll(CLOSE, '');
  return [
    'Interpret this search on a marketplace for translators, interpreters and language companies.',
    'Answer only JSON with keys search_for, searching_for, services, languages {source, target} (ISO 639-2), fields and keyword.',
    `Search: ${OPEN}${clean}${CLOSE}`,
  ].join('\n');
}

/** The user's text inside the markers; a prompt without markers is all text. */
export function extractUserText(prompt: string): string {
  const start = prompt.indexOf(OPEN);
  const end = start === -1 ? -1 : prompt.indexOf(CLOSE, start + OPEN.length);
  const text = end === -1 ? prompt : prompt.slice(start + OPEN.length, end);
  return text.trim().slice(0, SEARCH_TEXT_MAX);
}

export interface SearchDestination {
  path: string;
  newTab: boolean;
}

const STATIC_PATHS: Record<Exclude<SearchCategory, 'freelancers' | 'users' | 'forums' | 'profile'>, string> = {
  businesses: '/business',
  jobs: '/opportunities',
  opportunities: '/opportunities',
  memberships: '/membership',
  language_assessment: '/language-assessment',
  news: '/news',
  learn: '/learn',
  site_info: '/about/overhaul',
  support: '/support-center',
  payments: '/wordhivepay/about',
  probono: '/community/wordhive-pro-bono',
  'software-hub': '/software-hub',
  omegat: '/omegat',
  'interpreters-community': '/community/interpreters',
  'wit-community': '/community/women-in-translation',
  'managed-services': '/managed-services',
};

const HELP_PATH = '/help-center';

const INTERPRETING = new Set([
  'interpreting',
  'consecutive_interpreting',
  'simultaneous_interpreting',
  'remote_interpreting',
]);
const SUBTITLING = new Set(['subtitling', 'captioning']);
/** Company words in the seven interface languages: they send a directory search to language companies. */
const COMPANY_TEXT =
  /\b(agenc|compan|firm|lsps?\b|lscs?\b|bureau|agentur|büro|buro|unternehmen|empresa|agence|soci[ée]t[ée]|entreprise|agenzia|aziend|societ[àa]|ag[êe]ncia)|סוכנות|חברת/i;

/** "Available" in the seven interface languages: a directory search lists those taking new work (decision 056). */
const AVAILABLE_TEXT = /\b(available|availability|verf(ü|ue)gbar|disponib|dispon(í|i)ve)|זמי[ןנ]/i;

function directoryService(intent: SearchIntent, text: string): 'translators' | 'interpreters' | 'subtitlers' | 'lscs' {
  if (COMPANY_TEXT.test(text)) return 'lscs';
  if (intent.services.some((s) => INTERPRETING.has(s))) return 'interpreters';
  if (intent.services.some((s) => SUBTITLING.has(s))) return 'subtitlers';
  return 'translators';
}

/** Language, service and field filters, understood by the directory and the opportunities list. */
function filterParams(intent: SearchIntent, query: URLSearchParams): void {
  if (intent.languages.source) query.set('source', intent.languages.source);
  if (intent.languages.target) query.set('target', intent.languages.target);
  const service = SERVICES.find((s) => s.key === intent.services[0]);
  if (service) query.set('service_id', String(service.id));
  if (intent.fields[0]) query.set('field', intent.fields[0]);
}

/**
 * Where a search leads (spec §7): the category's page with `search={text}`;
 * directory-like pages also get the recognised filters.
 * `classicBase` is CLASSIC_SITE_URL; without it the forum link falls back to help.
 */
export function destinationFor(
  intent: SearchIntent,
  text: string,
  ownEntityId: number | null,
  classicBase: string | null = null,
): SearchDestination {
  const query = new URLSearchParams({ search: text });
  const withQuery = (path: string) => `${path}?${query.toString()}`;
  const category = intent.searching_for;
  if (category in STATIC_PATHS && !isBuiltPage(STATIC_PATHS[category as keyof typeof STATIC_PATHS])) {
    // The category's page is not built yet: help rather than a 404 (the same as forums with no classic site).
    return { path: withQuery(HELP_PATH), newTab: false };
  }
  switch (category) {
    case 'freelancers':
    case 'users':
      query.set('service', directoryService(intent, text));
      filterParams(intent, query);
      if (AVAILABLE_TEXT.test(text)) query.set('available', '1');
      return { path: withQuery('/directory'), newTab: false };
    case 'businesses':
    case 'jobs':
    case 'opportunities':
      filterParams(intent, query);
      return { path: withQuery(STATIC_PATHS[category]), newTab: false };
    case 'forums':
      return classicBase
        ? { path: withQuery(`${classicBase.replace(/\/+$/, '')}/forum`), newTab: true }
        : { path: withQuery(HELP_PATH), newTab: false };
    case 'profile':
      return { path: withQuery(ownEntityId ? `/profile/${ownEntityId}` : '/profile'), newTab: false };
    case 'payments':
      return { path: withQuery(STATIC_PATHS.payments), newTab: true };
    default:
      return { path: withQuery(STATIC_PATHS[category]), newTab: false };
  }
}
