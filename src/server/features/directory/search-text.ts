/**
 * The directory's text handling. Documents and queries go through the same
 * folding (lower case, no accents or Hebrew points), so "Sao Paulo" finds
 * "São Paulo" and "ubersetzer" finds "Übersetzer" under PostgreSQL's 'simple'
 * configuration, which works for every language because it does no stemming.
 */
import { fold } from '../../../contract/fold.ts';

/**
 * Runs of letters and digits are words; hyphens and apostrophes separate them, so
 * "Tel-Aviv", "post-editing" and "l'anglais" match however they are written.
 */
const WORD = /[\p{L}\p{N}]+/gu;

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
