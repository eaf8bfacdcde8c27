import { describe, expect, it } from 'vitest';
import { businessDirectoryQuerySchema, userDirectoryQuerySchema } from './directory-schemas.ts';
import { LOCALES } from './locales.ts';
import { jobListQuerySchema } from './opportunities-schemas.ts';
import {
  buildSearchPrompt,
  destinationFor,
  extractUserText,
  type SearchIntent,
  searchIntentSchema,
  searchQuerySchema,
} from './search.ts';
import { randomSearchExample, SEARCH_EXAMPLES } from './search-examples.ts';
import { isBuiltPage } from './site-pages.ts';
import { SEARCH_CATEGORIES, type SearchCategory } from './taxonomy.ts';

const messages = (value: string) => searchQuerySchema.safeParse(value).error?.issues.map((i) => i.message);

describe('searchQuerySchema (spec §5)', () => {
  it('gives one message per failure', () => {
    expect(messages('')).toEqual(['Please enter a search term.']);
    expect(messages('    ')).toEqual(['Please enter a search term.']);
    expect(messages(' ab ')).toEqual(['Please enter at least 3 characters.']);
    expect(messages('x'.repeat(51))).toEqual(['Please enter no more than 50 characters.']);
  });

  it('accepts and trims 3 to 50 characters', () => {
    expect(searchQuerySchema.parse('  abc ')).toBe('abc');
    expect(searchQuerySchema.parse('x'.repeat(50))).toHaveLength(50);
  });
});

const intent = (category: SearchCategory, extra: Partial<SearchIntent> = {}): SearchIntent => ({
  search_for: category,
  searching_for: category,
  services: [],
  languages: { source: null, target: null },
  fields: [],
  keyword: '',
  ...extra,
});

describe('searchIntentSchema', () => {
  it('is strict', () => {
    expect(searchIntentSchema.safeParse(intent('news')).success).toBe(true);
    expect(searchIntentSchema.safeParse({ ...intent('news'), extra: true }).success).toBe(false);
    expect(searchIntentSchema.safeParse(intent('news', { services: ['juggling'] })).success).toBe(false);
    expect(searchIntentSchema.safeParse(intent('news', { languages: { source: 'en', target: null } })).success).toBe(
      false,
    );
  });
});

describe('the search prompt', () => {
  it('carries the text between markers and gives it back', () => {
    expect(extractUserText(buildSearchPrompt('German translator'))).toBe('German translator');
    expect(extractUserText('no markers here')).toBe('no markers here');
    expect(extractUserText(buildSearchPrompt('a >>> b <<< c'))).toBe('a  b  c');
    expect(extractUserText(`<<<${'x'.repeat(500)}>>>`)).toHaveLength(200);
  });
});

describe('destinationFor (spec §7)', () => {
  const path = (category: SearchCategory) =>
    destinationFor(intent(category), 'abc', 42, 'https://classic.example').path;

  it('sends each category to its page with the search text; to help while that page is not built', () => {
    const spec: Record<SearchCategory, string> = {
      freelancers: '/directory?search=abc&service=translators',
      users: '/directory?search=abc&service=translators',
      businesses: '/business?search=abc',
      jobs: '/opportunities?search=abc',
      opportunities: '/opportunities?search=abc',
      forums: 'https://classic.example/forum?search=abc',
      memberships: '/membership?search=abc',
      language_assessment: '/language-assessment?search=abc',
      news: '/news?search=abc',
      profile: '/profile/42?search=abc',
      learn: '/learn?search=abc',
      site_info: '/about/overhaul?search=abc',
      support: '/support-center?search=abc',
      payments: '/wordhivepay/about?search=abc',
      probono: '/community/wordhive-pro-bono?search=abc',
      'software-hub': '/software-hub?search=abc',
      omegat: '/omegat?search=abc',
      'interpreters-community': '/community/interpreters?search=abc',
      'wit-community': '/community/women-in-translation?search=abc',
      'managed-services': '/managed-services?search=abc',
    };
    const expected = (category: SearchCategory) =>
      spec[category].startsWith('/') && !isBuiltPage(spec[category]) ? '/help-center?search=abc' : spec[category];
    for (const category of SEARCH_CATEGORIES) expect(path(category), category).toBe(expected(category));
    expect(path('news')).toBe(isBuiltPage('/news') ? '/news?search=abc' : '/help-center?search=abc');
  });

  it('opens the forum, and payments once their page exists, in a new tab', () => {
    const newTab = SEARCH_CATEGORIES.filter((c) => destinationFor(intent(c), 'abc', 1, 'https://c.example').newTab);
    expect(newTab.sort()).toEqual(isBuiltPage('/wordhivepay/about') ? ['forums', 'payments'] : ['forums']);
  });

  it('falls back to help without a classic site, and to /profile when anonymous', () => {
    expect(destinationFor(intent('forums'), 'abc', null, null)).toEqual({
      path: '/help-center?search=abc',
      newTab: false,
    });
    expect(destinationFor(intent('profile'), 'abc', null).path).toBe('/profile?search=abc');
  });

  it('adds the directory filters the intent implies', () => {
    const medicalInterpreter = intent('freelancers', {
      services: ['interpreting'],
      languages: { source: 'deu', target: 'eng' },
      fields: ['medical'],
    });
    expect(destinationFor(medicalInterpreter, 'German English medical interpreter', null).path).toBe(
      '/directory?search=German+English+medical+interpreter&service=interpreters&source=deu&target=eng&service_id=2&field=medical',
    );
    expect(destinationFor(intent('freelancers', { services: ['captioning'] }), 'captions', null).path).toContain(
      'service=subtitlers&service_id=21',
    );
    expect(destinationFor(intent('freelancers'), 'translation agency', null).path).toContain('service=lscs');
  });

  it('lists only those taking new work when the words ask for someone available, in any interface language', () => {
    const available = (text: string) =>
      new URL(destinationFor(intent('freelancers'), text, null).path, 'http://x').searchParams.get('available');
    for (const text of [
      'available legal translator',
      'Übersetzer verfügbar',
      'traductora disponible',
      'interprète disponible',
      'מתרגם זמין',
      'traduttore disponibile',
      'tradutor disponível',
    ])
      expect(available(text), text).toBe('1');
    for (const text of ['legal translator', 'translator unavailable until May', 'interprète indisponible'])
      expect(available(text), text).toBeNull();
  });

  it('sends job searches to the opportunities list with the filters it reads', () => {
    const legalJobs = intent('jobs', { languages: { source: 'por', target: 'eng' }, fields: ['legal'] });
    const { path } = destinationFor(legalJobs, 'Portuguese English legal jobs', null);
    expect(path.startsWith('/opportunities?')).toBe(true);
    expect(jobListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams))).toMatchObject({
      search: 'Portuguese English legal jobs',
      source: 'por',
      target: 'eng',
      field: 'legal',
    });
  });
});

describe('destinationFor and the directory contract', () => {
  const legalPair = intent('freelancers', {
    services: ['certified_translation'],
    languages: { source: 'por', target: 'eng' },
    fields: ['legal'],
  });
  const paramsOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

  it('sends filters the directory reads as they are', () => {
    const { path } = destinationFor(legalPair, 'sworn translator Portuguese English legal', null);
    expect(path.startsWith('/directory?')).toBe(true);
    expect(userDirectoryQuerySchema.parse(paramsOf(path))).toMatchObject({
      search: 'sworn translator Portuguese English legal',
      service: 'translators',
      source: 'por',
      target: 'eng',
      service_id: 13,
      field: 'legal',
    });
  });

  it('gives the business directory the same filters, without the freelancer section', () => {
    const { path } = destinationFor(
      { ...legalPair, search_for: 'businesses', searching_for: 'businesses' },
      'law firms',
      null,
    );
    expect(path).toBe('/business?search=law+firms&source=por&target=eng&service_id=13&field=legal');
    expect(businessDirectoryQuerySchema.parse(paramsOf(path))).toMatchObject({
      search: 'law firms',
      source: 'por',
      target: 'eng',
      service_id: 13,
      field: 'legal',
    });
  });
});

describe('search examples', () => {
  it('has about 28 valid queries per interface language', () => {
    for (const locale of LOCALES) {
      expect(SEARCH_EXAMPLES[locale].length, locale).toBeGreaterThanOrEqual(25);
      for (const example of SEARCH_EXAMPLES[locale])
        expect(searchQuerySchema.safeParse(example).success, example).toBe(true);
    }
    expect(randomSearchExample('heb', () => 0)).toBe(SEARCH_EXAMPLES.heb[0]);
  });
});
