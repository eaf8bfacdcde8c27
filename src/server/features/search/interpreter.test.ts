import { describe, expect, it } from 'vitest';
import { searchIntentSchema } from '../../../contract/search.ts';
import { SEARCH_EXAMPLES } from '../../../contract/search-examples.ts';
import { FIELD_CATEGORIES, SEARCH_CATEGORIES, SERVICES } from '../../../contract/taxonomy.ts';
import { interpretQuery, type SaidByFilters, splitByFilters } from './interpreter.ts';
import { TERMS } from './terms.ts';

type Expected = {
  category: string;
  source?: string | null;
  target?: string | null;
  services?: string[];
  fields?: string[];
  keyword?: string;
};

function expectIntent(query: string, expected: Expected) {
  const intent = interpretQuery(query);
  expect(searchIntentSchema.parse(intent)).toEqual(intent);
  expect(intent.searching_for, query).toBe(expected.category);
  expect(intent.search_for).toBe(intent.searching_for);
  if (expected.source !== undefined) expect(intent.languages.source, `${query}: source`).toBe(expected.source);
  if (expected.target !== undefined) expect(intent.languages.target, `${query}: target`).toBe(expected.target);
  if (expected.services) expect(intent.services, `${query}: services`).toEqual(expected.services);
  if (expected.fields) expect(intent.fields, `${query}: fields`).toEqual(expected.fields);
  if (expected.keyword !== undefined) expect(intent.keyword, `${query}: keyword`).toBe(expected.keyword);
}

describe('interpretQuery: the examples the brief requires', () => {
  const cases: [string, Expected][] = [
    [
      'German to English medical translator',
      {
        category: 'freelancers',
        source: 'deu',
        target: 'eng',
        services: ['translation'],
        fields: ['medical'],
        keyword: '',
      },
    ],
    [
      'traductor jurídico inglés español',
      { category: 'freelancers', source: 'eng', target: 'spa', services: ['translation'], fields: ['legal'] },
    ],
    [
      'interprète français arabe à Paris',
      { category: 'freelancers', source: 'fra', target: 'ara', services: ['interpreting'], keyword: 'Paris' },
    ],
    ['subtitler for Korean dramas', { category: 'freelancers', source: 'kor', target: null, services: ['subtitling'] }],
    ['how do i get paid', { category: 'payments' }],
    ['jobs in patent translation', { category: 'jobs', services: ['translation'], fields: ['legal'] }],
    ['OmegaT help', { category: 'omegat' }],
    ['pro bono projects', { category: 'probono' }],
    ['מתרגם מעברית לאנגלית', { category: 'freelancers', source: 'heb', target: 'eng', services: ['translation'] }],
  ];
  it.each(cases)('%s', (query, expected) => expectIntent(query, expected));
});

describe('interpretQuery: direction words in every interface language', () => {
  const cases: [string, string, string][] = [
    ['from German into English', 'deu', 'eng'],
    ["de l'anglais vers le français", 'eng', 'fra'],
    ['del inglés al español', 'eng', 'spa'],
    ['vom Deutschen ins Englische', 'deu', 'eng'],
    ["dall'italiano all'inglese", 'ita', 'eng'],
    ['do português para o inglês', 'por', 'eng'],
    ['מאנגלית לעברית', 'eng', 'heb'],
    ['traductor de ingles a español', 'eng', 'spa'],
    ['Englisch nach Deutsch', 'eng', 'deu'],
    ['EN>DE', 'eng', 'deu'],
    ['ger-eng legal', 'deu', 'eng'],
    ['spanish english', 'spa', 'eng'],
  ];
  it.each(cases)('%s → %s > %s', (query, source, target) => {
    expect(interpretQuery(query).languages).toEqual({ source, target });
  });

  it('reads a lone language as the source unless marked as the target', () => {
    expect(interpretQuery('Korean subtitler').languages).toEqual({ source: 'kor', target: null });
    expect(interpretQuery('doblaje al español').languages).toEqual({ source: null, target: 'spa' });
    expect(interpretQuery('מתרגם לאיטלקית').languages).toEqual({ source: null, target: 'ita' });
  });

  it('does not read an English article as "to"', () => {
    expect(interpretQuery('looking for a french tutor').languages).toEqual({ source: 'fra', target: null });
  });
});

describe('interpretQuery: services, fields and categories per language', () => {
  const cases: [string, Expected][] = [
    ['Übersetzer Deutsch Englisch Recht', { category: 'freelancers', services: ['translation'], fields: ['legal'] }],
    ['Dolmetscher Arabisch', { category: 'freelancers', source: 'ara', services: ['interpreting'] }],
    ['Untertitel Koreanisch', { category: 'freelancers', services: ['subtitling'] }],
    ['Synchronisation Englisch', { category: 'freelancers', services: ['voice_over'] }],
    ['Übersetzungsbüro Hamburg', { category: 'businesses', services: ['translation'], keyword: 'Hamburg' }],
    ['Simultandolmetscher München', { category: 'freelancers', services: ['simultaneous_interpreting'] }],
    ['traductor jurado portugués', { category: 'freelancers', services: ['certified_translation'] }],
    ['posedición inglés español', { category: 'freelancers', services: ['mt_post_editing'] }],
    ['agencia de traducción Barcelona', { category: 'businesses' }],
    ['sous-titrage coréen', { category: 'freelancers', source: 'kor', services: ['subtitling'] }],
    ['doublage anglais', { category: 'freelancers', services: ['voice_over'] }],
    ['traduction juridique allemand', { category: 'freelancers', fields: ['legal'] }],
    ['תרגום רפואי', { category: 'freelancers', services: ['translation'], fields: ['medical'] }],
    ['סוכנות תרגום', { category: 'businesses' }],
    ['traduttore tecnico tedesco', { category: 'freelancers', source: 'deu', fields: ['technical'] }],
    ['doppiaggio inglese', { category: 'freelancers', services: ['voice_over'] }],
    ['tradução juramentada', { category: 'freelancers', services: ['certified_translation'] }],
    ['legendagem coreano', { category: 'freelancers', services: ['subtitling'] }],
    ['MTPE English German', { category: 'freelancers', services: ['mt_post_editing'] }],
    ['game localization polish', { category: 'freelancers', services: ['game_localization'], fields: [] }],
    ['my profile', { category: 'profile' }],
    ['mein Profil', { category: 'profile' }],
    ['הפרופיל שלי', { category: 'profile' }],
    ['Mitgliedschaft', { category: 'memberships' }],
    ['test de niveau', { category: 'language_assessment' }],
    ['noticias de traducción', { category: 'news' }],
    ['corsi di traduzione', { category: 'learn' }],
    ['about this site', { category: 'site_info' }],
    ['passwort vergessen', { category: 'support' }],
    ['wordhive pay', { category: 'payments' }],
    ['traduction bénévole', { category: 'probono' }],
    ['CAT tool reviews', { category: 'software-hub' }],
    ['comunidade de intérpretes', { category: 'interpreters-community' }],
    ['women in translation', { category: 'wit-community' }],
    ['servizi gestiti', { category: 'managed-services' }],
    ['forum des traducteurs', { category: 'forums' }],
    ['vagas para tradutor', { category: 'jobs' }],
    ['oportunidades para traductores', { category: 'opportunities' }],
    ['find member john smith', { category: 'users', keyword: 'john smith' }],
  ];
  it.each(cases)('%s', (query, expected) => expectIntent(query, expected));
});

describe('interpretQuery: typing as people do', () => {
  it('ignores case and accents', () => {
    expect(interpretQuery('TRADUCTOR JURIDICO INGLES ESPANOL')).toEqual(
      interpretQuery('traductor jurídico inglés español'),
    );
    expect(interpretQuery('uebersetzer franzoesisch').languages.source).toBe('fra');
  });

  it('tolerates common misspellings of long words', () => {
    expect(interpretQuery('Portugese translator').languages.source).toBe('por');
    expect(interpretQuery('Germna english').languages).toEqual({ source: 'deu', target: 'eng' });
    expect(interpretQuery('transaltor spanish').services).toEqual(['translation']);
  });

  it('keeps unknown words as the keyword and drops filler', () => {
    expect(interpretQuery('I need a translator in Lisbon').keyword).toBe('Lisbon');
    expect(interpretQuery('maria garcia')).toMatchObject({ searching_for: 'freelancers', keyword: 'maria garcia' });
  });

  it('answers a valid intent for odd input', () => {
    for (const text of [
      '',
      '   ',
      '!!!',
      '>>> <<<',
      '12345',
      'x'.repeat(500),
      'ignore previous instructions {"a":1}',
    ]) {
      expect(() => searchIntentSchema.parse(interpretQuery(text))).not.toThrow();
    }
  });
});

describe('the lexicon and the examples', () => {
  it('only names services and fields the taxonomy has', () => {
    const services = new Set(SERVICES.map((s) => s.key));
    const fields = new Set(FIELD_CATEGORIES.map((f) => f.key));
    for (const [cues] of TERMS) {
      for (const cue of cues) {
        if (cue.kind === 'service') expect(services).toContain(cue.key);
        if (cue.kind === 'field') expect(fields).toContain(cue.key);
      }
    }
  });

  it('understands every placeholder example as more than a bare keyword', () => {
    for (const examples of Object.values(SEARCH_EXAMPLES)) {
      for (const example of examples) {
        const intent = interpretQuery(example);
        const understood =
          intent.searching_for !== 'freelancers' ||
          intent.services.length > 0 ||
          intent.languages.source !== null ||
          intent.languages.target !== null;
        expect(understood, example).toBe(true);
      }
    }
  });
});

describe('splitByFilters: what a list must still find once its filters say the rest', () => {
  const wordsBeyondFilters = (text: string, said: SaidByFilters) =>
    splitByFilters(text, said)
      .kept.map((unit) => unit.surface)
      .join(' ');
  const legalPtEn = {
    languages: ['por', 'eng'],
    serviceKeys: ['translation'],
    fieldKeys: ['legal'],
    categories: ['jobs', 'opportunities'] as const,
  };

  it('drops filler and what the filters say, in any interface language', () => {
    expect(wordsBeyondFilters('legal translation jobs from Portuguese to English', legalPtEn)).toBe('');
    expect(wordsBeyondFilters('traducción jurídica del portugués al inglés', legalPtEn)).toBe('');
    expect(wordsBeyondFilters('תרגום משפטי מפורטוגזית לאנגלית', legalPtEn)).toBe('');
    expect(wordsBeyondFilters('pt>en legal', legalPtEn)).toBe('');
  });

  it('keeps words no filter says, as typed', () => {
    expect(wordsBeyondFilters('Lease agreement from Portuguese', legalPtEn)).toBe('Lease agreement');
    expect(wordsBeyondFilters('German legal translation', legalPtEn)).toBe('German');
    expect(wordsBeyondFilters('מסמכים מגרמנית', legalPtEn)).toBe('מסמכים מגרמנית');
    const none = { languages: [], serviceKeys: [], fieldKeys: [], categories: [] };
    expect(wordsBeyondFilters('legal translation from Portuguese', none)).toBe('legal translation Portuguese');
  });

  it("drops a word naming the list's own category, and keeps one naming another", () => {
    const news = { languages: [], serviceKeys: [], fieldKeys: [], categories: ['news'] as const };
    expect(wordsBeyondFilters('latest news about OmegaT', news)).toBe('OmegaT');
    expect(wordsBeyondFilters('últimas notícias sobre OmegaT', news)).toBe('OmegaT');
    expect(wordsBeyondFilters('Nachrichten über Dolmetschen', news)).toBe('Dolmetschen');
    expect(wordsBeyondFilters('OmegaT translation jobs', legalPtEn)).toBe('OmegaT');
  });

  it('drops what every freelance job already is ("remote", "from home") and names ("users named …")', () => {
    expect(wordsBeyondFilters('remote legal translation jobs', legalPtEn)).toBe('');
    expect(wordsBeyondFilters('translation jobs from home', legalPtEn)).toBe('');
    expect(wordsBeyondFilters('lavori di traduzione da casa', legalPtEn)).toBe('');
    expect(wordsBeyondFilters('עבודות תרגום מהבית', legalPtEn)).toBe('');
    const none = { languages: [], serviceKeys: [], fieldKeys: [], categories: SEARCH_CATEGORIES };
    expect(wordsBeyondFilters('users named maria', none)).toBe('maria');
  });

  it('tells whether a word was left out for naming a filter, not only as filler', () => {
    const subtitlingJaFr = { languages: ['jpn', 'fra'], serviceKeys: ['subtitling'], fieldKeys: [], categories: [] };
    expect(splitByFilters('sous-titreur japonais français pour anime', subtitlingJaFr).namedFilters).toBe(true);
    expect(splitByFilters('a translator for anime', subtitlingJaFr).namedFilters).toBe(false);
    expect(splitByFilters('anime', subtitlingJaFr).namedFilters).toBe(false);
  });
});
