/**
 * The directory's text handling. Documents and queries go through the same
 * folding (lower case, no accents or Hebrew points), so "Sao Paulo" finds
 * "São Paulo" and "ubersetzer" finds "Übersetzer" under PostgreSQL's 'simple'
 * configuration, which works for every language because it does no stemming.
 */

import { placeAt } from './place-names.ts';

/**
 * Runs of letters and digits are words; hyphens and apostrophes separate them, so
 * "Tel-Aviv", "post-editing" and "l'anglais" match however they are written.
 */
const WORD = /[\p{L}\p{N}]+/gu;
/** A geresh or quote inside a Hebrew word ("צ'כית") is part of the word. */
const HEBREW_INNER_MARK = /(\p{Script=Hebrew})['׳״"’](?=\p{Script=Hebrew})/gu;

export function fold(text: string): string {
  return text
    .replace(HEBREW_INNER_MARK, '$1')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss');
}

/** Folded words joined by spaces: what goes into to_tsvector('simple', …) and websearch_to_tsquery. */
export function searchableText(...parts: readonly (string | null | undefined)[]): string {
  const words: string[] = [];
  for (const part of parts) if (part) for (const m of fold(part).matchAll(WORD)) words.push(m[0]);
  return words.join(' ');
}

/**
 * Words that carry no meaning in a directory search, in the seven interface
 * languages: what people type around the words that matter ("a translator
 * from German to English in Lisbon"). The search modal sends its whole text.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  [
    // English
    'a an the and or of to from into in on at by for with near need needed want looking find search who is are i me my we our some any',
    // German
    'der die das den dem des ein eine einen einem einer und oder von vom aus nach ins im in am an auf bei fur mit zu zum zur ich suche brauche',
    // Spanish
    'el la los las un una unos unas y o de del desde a al hacia para por con en que busco necesito',
    // French
    'le la les l un une des et ou de du d a au aux vers pour par avec en dans sur je cherche besoin',
    // Italian
    'il lo la i gli le un uno una e o di del della dei delle da dal dalla a al alla in nel nella per con su cerco',
    // Portuguese
    'o a os as um uma uns umas e ou de do da dos das para pelo pela por com em no na nos nas procuro preciso',
    // Hebrew
    'של עם או את על אל אני מחפש מחפשת צריך צריכה עבור',
  ]
    .join(' ')
    .split(' ')
    .map(fold),
);

/** Words shorter than this are searched as typed: too few letters to guess a typo from. */
export const MIN_TYPO_WORD = 4;

export type SearchPart =
  /** A word: must match, or one of its near spellings must. */
  | { kind: 'word'; word: string }
  /** A quoted phrase: its words next to each other. */
  | { kind: 'phrase'; text: string }
  /** A word after '-': must not match. */
  | { kind: 'not'; word: string }
  /** A city (place-names.ts): any of its names, folded, must match ("münchen" finds "Munich"). */
  | { kind: 'place'; names: readonly string[] };

/**
 * The user's text as search parts: "quoted phrases", -excluded words and plain
 * words, with filler words dropped. An empty list means "no text filter".
 */
export function parseSearch(text: string): SearchPart[] {
  const parts: SearchPart[] = [];
  const seen = new Set<string>();
  const add = (part: SearchPart, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    parts.push(part);
  };
  // Plain words are read a run at a time, between quoted phrases and excluded words, since a
  // city's name may take several of them ("nueva york", "rio de janeiro") and filler among them.
  let run: string[] = [];
  const readRun = () => {
    for (let i = 0; i < run.length; i++) {
      const word = run[i]!;
      const place = placeAt(run, i);
      if (place) {
        add({ kind: 'place', names: place.names }, `@${place.names[0]}`);
        i += place.length - 1;
      } else if (!STOPWORDS.has(word)) add({ kind: 'word', word }, word);
    }
    run = [];
  };
  const QUOTED_OR_WORD = /"([^"]*)"?|(-?)(\S+)/g;
  for (const m of text.matchAll(QUOTED_OR_WORD)) {
    const words = searchableText(m[1] ?? m[3])
      .split(' ')
      .filter(Boolean);
    if (m[1] === undefined && m[2] !== '-') {
      run.push(...words);
      continue;
    }
    readRun();
    if (m[2] === '-') {
      for (const word of words) add({ kind: 'not', word }, `-${word}`);
      continue;
    }
    const phrase = words.join(' ');
    if (words.length > 1) add({ kind: 'phrase', text: phrase }, `"${phrase}`);
    else if (phrase) add({ kind: 'word', word: phrase }, phrase);
  }
  readRun();
  return parts;
}

/** Words worth looking up for near spellings: long enough and not digits. */
export function typoCandidates(parts: readonly SearchPart[]): string[] {
  return parts
    .filter((p): p is Extract<SearchPart, { kind: 'word' }> => p.kind === 'word')
    .map((p) => p.word)
    .filter((w) => [...w].length >= MIN_TYPO_WORD && !/^\d+$/.test(w));
}
