/**
 * Language names as users type them in the seven interface languages, mapped
 * to ISO 639-2/T codes. Nouns come from ICU (`Intl.DisplayNames`) for every
 * language that has an ISO 639-1 code; adjective and inflected forms are
 * derived with each locale's regular endings, plus a few hand-added forms ICU
 * cannot know (demonyms, "Mandarin", "Farsi").
 */
import { iso6393 } from 'iso-639-3';
import { fold } from '../../../contract/fold.ts';
import { termKey } from './text.ts';

const LOCALES = ['en', 'de', 'es', 'fr', 'he', 'it', 'pt'] as const;
type Locale = (typeof LOCALES)[number];

/** Regular adjective and inflected forms, on folded (accent-free) names. */
const INFLECT: Record<Locale, (name: string) => string[]> = {
  en: () => [],
  // Englisch → Englische/Englischen (ins Englische, vom Englischen), Deutsch → Deutschen.
  de: (n) => (n.endsWith('sch') ? ['e', 'en', 'er', 'es'].map((e) => n + e) : []),
  // inglés → inglesa/ingleses, alemán → alemana, español → española, ruso → rusa/rusos.
  es: (n) => {
    if (/(es|an|ol)$/.test(n)) return [`${n}a`, `${n}as`, `${n}es`];
    if (n.endsWith('o')) return ['a', 'os', 'as'].map((e) => n.slice(0, -1) + e);
    return /[aei]$/.test(n) ? [`${n}s`] : [];
  },
  // anglais → anglaise, allemand → allemande, italien → italienne, coréen → coréenne.
  fr: (n) => {
    if (/(ais|ois|and|ol)$/.test(n)) return [`${n}e`, `${n}es`];
    if (n.endsWith('en')) return [`${n}ne`, `${n}nes`, `${n}s`];
    return n.endsWith('e') ? [`${n}s`] : [];
  },
  // גרמנית → גרמני ("מתרגם גרמני").
  he: (n) => (n.endsWith('ית') && n.length >= 5 ? [n.slice(0, -1)] : []),
  // tedesco → tedesca/tedeschi, inglese → inglesi.
  it: (n) => {
    if (n.endsWith('co')) return ['ca', 'chi', 'che'].map((e) => n.slice(0, -1) + e);
    if (n.endsWith('o') && n.length >= 5) return ['a', 'i', 'e'].map((e) => n.slice(0, -1) + e);
    return n.endsWith('ese') ? [`${n.slice(0, -1)}i`] : [];
  },
  // inglês → inglesa, alemão → alemã/alemães, espanhol → espanhola, russo → russa.
  pt: (n) => {
    if (n.endsWith('ao')) return [n.slice(0, -1), `${n.slice(0, -1)}es`];
    if (/(es|ol)$/.test(n)) return [`${n}a`, `${n}as`, `${n}es`];
    if (n.endsWith('o')) return ['a', 'os', 'as'].map((e) => n.slice(0, -1) + e);
    return [];
  },
};

/** Forms ICU does not give. */
const EXTRA_FORMS: Record<string, string[]> = {
  eng: ['british', 'american', 'englischsprachig'],
  por: [
    'brazilian',
    'brasileiro',
    'brasileira',
    'brasileño',
    'brasileña',
    'brésilien',
    'brésilienne',
    'brasilianisch',
    'brasiliano',
    'brasiliana',
  ],
  zho: ['mandarin', 'mandarim', 'mandarino', 'cantonese', 'cantonais', 'cantonés', 'kantonesisch', 'cantonês'],
  fas: ['farsi', 'persan', 'persisch', 'persiano'],
  nld: ['flemish', 'flämisch', 'flamand', 'fiammingo', 'holländisch'],
  spa: ['castilian', 'castellano', 'castillan', 'kastilisch', 'castigliano', 'castelhano'],
  heb: ['hébraïque', 'ivrit', 'עברי'],
  deu: ['tedeschi', 'deutschsprachig'],
  fil: ['filipino', 'filipina'],
};

/**
 * ICU names that are everyday words in some interface language ("corso" is Italian
 * for a course, "שונה" Hebrew for different). "latino" is Latin in Italian but in
 * searches usually Latin-American Spanish ("español latino").
 */
const NOT_LANGUAGE_NAMES = new Set(
  [
    'latino',
    'latina',
    'ido',
    'yi',
    'ewe',
    'corso',
    'corsa',
    'corsi',
    'corse',
    'avaro',
    'avar',
    'dongo',
    'ful',
    'venda',
    'שונה',
    'לאו',
    'קרי',
    'קומי',
  ].map(fold),
);

/** Languages people search for most; only these are matched despite a typo, so rare names don't swallow city names. */
export const COMMON_LANGUAGES = new Set(
  (
    'eng deu fra spa ita por rus zho jpn kor ara heb nld pol tur swe nor dan fin ell ces hun ron bul hrv srp slk slv ukr ' +
    'hin ben urd fas vie tha ind msa cat eus glg lit lav est kat hye aze kaz uzb tgl swa amh afr alb sqi isl gle cym yid'
  ).split(' '),
);

function withoutParentheses(name: string): string[] {
  const bare = name.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  return bare === name ? [name] : [name, bare];
}

/** Folded name or form (possibly several words) → ISO 639-2/T code. */
export function buildLanguageNames(): Map<string, string> {
  const names = new Map<string, string>();
  const add = (form: string, code: string) => {
    const key = termKey(form);
    if (key && !NOT_LANGUAGE_NAMES.has(key) && !names.has(key)) names.set(key, code);
  };
  const displayNames = LOCALES.map(
    (locale) => [locale, new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' })] as const,
  );
  const entries = iso6393.filter((l) => l.iso6391).map((l) => ({ code: l.iso6392T ?? l.iso6393, iso1: l.iso6391! }));
  // Filipino has no 639-1 code but is common on a translators' marketplace.
  entries.push({ code: 'fil', iso1: 'fil' });
  // Common languages first, so a name two languages share goes to the one people mean.
  entries.sort((a, b) => Number(COMMON_LANGUAGES.has(b.code)) - Number(COMMON_LANGUAGES.has(a.code)));
  for (const { code, iso1 } of entries) {
    for (const [locale, dn] of displayNames) {
      const name = dn.of(iso1);
      if (!name) continue;
      for (const variant of withoutParentheses(name)) {
        const key = termKey(variant);
        add(key, code);
        if (!key.includes(' ')) for (const form of INFLECT[locale](key)) add(form, code);
      }
    }
  }
  for (const l of iso6393) if (l.iso6391) add(l.name.replace(/\s*\(.*?\)/g, ''), l.iso6392T ?? l.iso6393);
  for (const [code, forms] of Object.entries(EXTRA_FORMS)) for (const form of forms) add(form, code);
  return names;
}

/** Two- and three-letter codes users write in pairs ("EN>DE", "ger-eng"), mapped to 639-2/T. */
export function buildLanguageCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const l of iso6393) {
    if (!l.iso6391) continue;
    const code = l.iso6392T ?? l.iso6393;
    for (const alias of [l.iso6391, l.iso6392B, l.iso6392T, l.iso6393]) if (alias) codes.set(alias, code);
  }
  return codes;
}
