/**
 * Words that name something the directory filters on, in all seven interface
 * languages: language names ("Portuguese", "portugais", "Portugiesisch",
 * "פורטוגזית"), services, fields of expertise (their labels, and the search
 * modal's words for them), account types and countries.
 * A search word found here also matches members by that filter token, so
 * "Übersetzer Portugiesisch Recht" finds a Portuguese legal translator
 * without every profile carrying those words in seven languages.
 */
import { COUNTRY_CODES } from '../../../contract/countries.ts';
import { LOCALE_INFO, LOCALES } from '../../../contract/locales.ts';
import { type AccountType, DISCIPLINES, FIELD_CATEGORIES, SERVICES } from '../../../contract/taxonomy.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { allLanguages } from '../languages/catalog.ts';
import { TERMS } from '../search/terms.ts';
import { hebrewPrefixCuts } from '../search/text.ts';
import { searchableText } from './search-text.ts';

/** Each word of a label, from 3 letters up: "Law: Contracts" → law, contracts. */
const MIN_WORD = 3;

/** The directory section an account type's name leads to. */
const LIST_OF: Record<AccountType, string | null> = {
  translator: 'list:translators',
  interpreter: 'list:interpreters',
  subtitler: 'list:subtitlers',
  company: 'list:lscs',
  outsourcer: null,
};

/** A service's filter token by the key the search modal's lexicon names it with. */
const SERVICE_FACET_BY_KEY = new Map(SERVICES.map((s) => [s.key, `svc:${s.id}`]));

/** Short names of countries, as folded search words; their full names come from ICU in every language. */
const COUNTRY_ABBREVIATIONS = [
  ['uk', 'GB'],
  ['usa', 'US'],
  ['uae', 'AE'],
  ['eua', 'US'],
  ['eeuu', 'US'],
] as const;

/** Generic words inside labels that would match half the directory ("general", "services"). */
const TOO_GENERIC = new Set(['general', 'generale', 'geral', 'allgemein', 'כללי']);

let built: ReadonlyMap<string, readonly string[]> | undefined;

function add(map: Map<string, Set<string>>, label: string | undefined, facet: string) {
  if (!label) return;
  for (const word of searchableText(label).split(' ')) {
    if ([...word].length < MIN_WORD || TOO_GENERIC.has(word) || /^\d+$/.test(word)) continue;
    const facets = map.get(word) ?? new Set<string>();
    facets.add(facet);
    map.set(word, facets);
  }
}

function build(): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, Set<string>>();
  for (const locale of LOCALES) {
    const t = dictionaries[locale].taxonomy;
    for (const [type, facet] of Object.entries(LIST_OF)) {
      if (facet) add(map, t.accountTypes[type as AccountType], facet);
    }
    for (const s of SERVICES) add(map, t.services[s.key as keyof typeof t.services], `svc:${s.id}`);
    for (const c of FIELD_CATEGORIES)
      add(map, t.fieldCategories[c.key as keyof typeof t.fieldCategories], `field:${c.key}`);
    for (const d of DISCIPLINES) add(map, t.disciplines[d.id as keyof typeof t.disciplines], `disc:${d.id}`);
    const regions = new Intl.DisplayNames([LOCALE_INFO[locale].bcp47], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) add(map, regions.of(code), `country:${code}`);
  }
  // The search modal's words for a field or a service ("legal", "juridique", "Recht", "court"; "sworn",
  // "MTPE", "dubbing"): labels say "Law/Patents" and "Certified translation", and without these the
  // sentence the modal sends ("legal translator …", search={text} beside field=legal) kept only the
  // members whose own words say "legal", half of those the field's filter finds ("sworn translator
  // Italian to English": none of the 15 certified translators the filters find).
  for (const [cues, forms] of TERMS) {
    for (const cue of cues) {
      const facet =
        cue.kind === 'field'
          ? `field:${cue.key}`
          : cue.kind === 'service'
            ? SERVICE_FACET_BY_KEY.get(cue.key)
            : undefined;
      if (!facet) continue;
      for (const form of forms.split('|')) if (!form.includes(' ')) add(map, form, facet);
    }
  }
  // Countries people write short ("translation company uk"): shorter than a label's words may be.
  for (const [abbreviation, code] of COUNTRY_ABBREVIATIONS) {
    const facets = map.get(abbreviation) ?? new Set<string>();
    map.set(abbreviation, facets.add(`country:${code}`));
  }
  // Languages people work in have a two-letter code; the other 7,000 would only add noise.
  for (const language of allLanguages()) {
    if (!language.iso1) continue;
    const names = [language.name, ...Object.values(language.names)].map((n) => n.replace(/\s*\(.*?\)/g, ''));
    for (const name of names) add(map, name, `lang:${language.iso3}`);
  }
  return new Map([...map].map(([word, facets]) => [word, [...facets]]));
}

/** Folded word → the filter tokens it names. */
export function searchVocabulary(): ReadonlyMap<string, readonly string[]> {
  built ??= build();
  return built;
}

/** The form of a folded word the vocabulary knows: itself, or a Hebrew word without its prefix letters ("לאנגלית" → "אנגלית"). */
export function vocabularyForm(folded: string): string | undefined {
  const vocabulary = searchVocabulary();
  if (vocabulary.has(folded)) return folded;
  return hebrewPrefixCuts(folded).find((cut) => vocabulary.has(cut.stem))?.stem;
}

/**
 * The filter tokens a word as typed names ("Português" → lang:por, "לאנגלית" → lang:eng). For lists
 * that read words alone (the job list); the directory reads them with its own typo and city steps
 * (service.ts).
 */
export function wordFacets(word: string): string[] {
  const facets = new Set<string>();
  for (const folded of searchableText(word).split(' ')) {
    const form = folded ? vocabularyForm(folded) : undefined;
    for (const facet of form ? (searchVocabulary().get(form) ?? []) : []) facets.add(facet);
  }
  return [...facets];
}
