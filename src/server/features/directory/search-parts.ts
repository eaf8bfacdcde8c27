/**
 * A directory search read into parts: words (with filler dropped), "quoted phrases", -excluded
 * words and cities (place-names.ts), each folded as documents are (search-text.ts).
 */
import { placeAt } from './place-names.ts';
import { STOPWORDS, searchableText } from './search-text.ts';

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
