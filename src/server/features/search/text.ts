/**
 * Text folding and tokenising for the search interpreter. The lexicon and the
 * user's query go through the same functions, so a lexicon key matches however
 * the user types it (case, accents, apostrophes, Hebrew points and geresh).
 */

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
/** Geresh and quote marks inside Hebrew words ("צ'כית", "צ׳כית") are part of the word. */
const HEBREW_INNER_MARK = /(\p{Script=Hebrew})['׳״"’](?=\p{Script=Hebrew})/gu;

export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('ß', 'ss');
}

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

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent
 * transpositions), giving up as soon as it must exceed `max`.
 */
export function withinEditDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return false;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]! <= max;
}
