/**
 * Text folding and tokenising for the search interpreter. The lexicon and the
 * user's query go through the same functions, so a lexicon key matches however
 * the user types it (case, accents, apostrophes, Hebrew points and geresh).
 */
import { fold, HEBREW_INNER_MARK } from '../../../contract/fold.ts';

export interface Token {
  /** As typed, for the leftover keyword. */
  surface: string;
  /** Folded: lowercase, no accents or points. */
  norm: string;
  start: number;
  end: number;
}

/** Words, plus the symbols that carry meaning for language pairs ("en>de", "de-en", "eng/deu", "->"). */
const TOKEN = /[\p{L}\p{M}\p{N}]+|->|=>|[>→⇒\-/_]/gu;

export function isSymbol(token: Token): boolean {
  return !/[\p{L}\p{N}]/u.test(token.norm);
}

export function tokenize(text: string): Token[] {
  const joined = text.replace(HEBREW_INNER_MARK, '$1');
  const tokens: Token[] = [];
  for (const match of joined.matchAll(TOKEN)) {
    const surface = match[0];
    tokens.push({ surface, norm: fold(surface), start: match.index, end: match.index + surface.length });
  }
  return tokens;
}

/** The lexicon's key for a word or phrase: folded words joined by single spaces. */
export function termKey(phrase: string): string {
  return tokenize(phrase)
    .filter((t) => !isSymbol(t))
    .map((t) => t.norm)
    .join(' ');
}

export function isHebrew(word: string): boolean {
  return /\p{Script=Hebrew}/u.test(word);
}

/** Hebrew one-letter prefixes: and, the, in, to, from, that, as. */
export const HEBREW_PREFIXES = 'והבלמשכ';

/**
 * A Hebrew word read as one or two prefix letters and a word: "מאנגלית" is from + "אנגלית",
 * "ולעברית" and + to + "עברית". Shortest prefix first; none for a word in another script.
 */
export function hebrewPrefixCuts(word: string): { prefix: string; stem: string }[] {
  const cuts: { prefix: string; stem: string }[] = [];
  if (!isHebrew(word)) return cuts;
  for (let cut = 1; cut <= 2 && cut < word.length - 1; cut++) {
    const prefix = word.slice(0, cut);
    if (![...prefix].every((ch) => HEBREW_PREFIXES.includes(ch))) break;
    cuts.push({ prefix, stem: word.slice(cut) });
  }
  return cuts;
}

/** Rows reused across calls: the interpreter checks hundreds of near misses per unknown word. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent
 * transpositions) is at most `max`; gives up as soon as a row exceeds it.
 */
export function withinEditDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [prevPrev, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return false;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[b.length]! <= max;
}

/** Which letters a word contains, as bits: one edit changes at most two bits, so a cheap filter before the distance. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) % 31);
  return mask;
}

export function bitCount(n: number): number {
  let count = 0;
  for (let v = n >>> 0; v; v &= v - 1) count++;
  return count;
}
