/**
 * Typed text found inside stored text whatever its case and accents, on both databases: "Jose"
 * finds "José", "ubersetzung" "Übersetzung", "sao paulo" "São Paulo", "שלום" "שָׁלוֹם". The typed
 * side is folded by the directory's fold(); the stored side by the same steps in SQL, with
 * functions PostgreSQL and PGlite share (normalize, regexp_replace), so no extension is needed.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { fold } from '../../contract/fold.ts';
import { isHebrew } from '../features/search/text.ts';

/** Combining marks fold() drops: Latin accents and Hebrew points (not the maqaf or sof pasuq). */
const MARKS = '[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]';
/** A geresh or quote inside a Hebrew word ("צ'כית") is part of the word, as fold() reads it. */
const HEBREW_INNER_MARK = `([\u0590-\u05ff])['\u05f3\u05f4"\u2019](?=[\u0590-\u05ff])`;

/**
 * Written into the statement, not bound, since the expression also defines a generated column (DDL
 * has no parameters); with Unicode escapes (U&'\0300'), so the migration's text is plain ASCII.
 */
const literal = (text: string) =>
  sql.raw(
    `U&'${text.replace(/['\\]|[^\x20-\x7e]/g, (c) =>
      c === "'" ? "''" : c === '\\' ? '\\\\' : `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )}'`,
  );

/** Text for LIKE with its own %, _ and \ taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Stored text folded as fold() folds typed text. Every function in it is immutable, so it can
 * define a generated column that a trigram index makes quick to search (users.search_text).
 */
export function foldedSql(text: SQL | AnyColumn): SQL {
  return sql`lower(replace(regexp_replace(regexp_replace(normalize(${text}, NFD), ${literal(HEBREW_INNER_MARK)}, '\\1', 'g'), ${literal(MARKS)}, '', 'g'), ${literal('ß')}, 'ss'))`;
}

/**
 * What is not part of a word in folded text (lower case). Beyond ASCII the letters are named by
 * block, since PGlite's C locale classes no other character as a letter and both databases must
 * agree with JavaScript: Latin-1's punctuation ("«", "¿") and the general punctuation ("l’anglais")
 * part words, accented letters and other scripts do not.
 */
const NOT_A_WORD = '[^a-z0-9\u00c0-\u1fff\u2070-\uffff]+';
const NOT_A_WORD_RE = new RegExp(NOT_A_WORD, 'g');

/**
 * Stored text as its folded words, each after a space (" tradução …" is " traducao …"): a word then
 * begins wherever " word" is found. Immutable, for a generated column (jobs.search_text).
 */
export function foldedWordsSql(text: SQL | AnyColumn): SQL {
  return sql`' ' || regexp_replace(${foldedSql(text)}, ${literal(NOT_A_WORD)}, ' ', 'g')`;
}

/** foldedWordsSql in JavaScript: how a typed word is read (and what text-match.api.test.ts holds the SQL to). */
export const foldedWords = (text: string) => ` ${fold(text).replace(NOT_A_WORD_RE, ' ')}`;

/** A stem keeps at least this many letters: shorter ones begin too many words ("cas" of "cases"). */
const MIN_STEM = 4;
const VOWEL = /[aeiouy]$/;

/**
 * A typed word without the ending that makes it plural or inflects it, so that it also finds its other
 * forms as they begin words: "leases" finds "lease", "contracts" "contract", "traducciones"
 * "traducción", "contratti" "contratto", "agencies" and "agency" each other. Light and the same in
 * every language (a stem is a beginning of the word, so it finds all the word found, and a little
 * more: "leas" also begins "least"); a word too short to lose a letter is kept.
 */
export function wordStem(word: string): string {
  const keeps = (n: number) => word.length - n >= MIN_STEM;
  if (word.endsWith('ies') && keeps(3)) return word.slice(0, -3);
  // -es after a consonant ("services", "traducciones", "processes"); after a vowel only the s goes ("certidoes").
  if (/[^aeiouy]es$/.test(word) && keeps(2)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && keeps(1)) return word.slice(0, -1);
  // A final vowel of a word of six letters or more: Romance singulars and plurals, English -e and -y ("license", "agency").
  if (VOWEL.test(word) && keeps(2)) return word.slice(0, -1);
  return word;
}

/**
 * The typed word folded and stemmed, after a space so that it begins a word ("port" finds "Porto"
 * and "Portuguese", not "report" or "passport"); a Hebrew word whole and without, so that it is found
 * anywhere: it carries its prefix letters ("לאנגלית", to English).
 */
function typedWord(typed: string): string {
  const word = foldedWords(typed).trim();
  return isHebrew(word) ? word : ` ${wordStem(word)}`;
}

/** The typed word as a LIKE pattern for foldedWordsSql. */
export const wordStartPattern = (typed: string) => `%${escapeLike(typedWord(typed))}%`;

/**
 * Words this long are left out of the words' vector: a tsvector's word holds at most 2,046 bytes, and
 * one pasted without a space (a key, a blob) must not stop a row from being saved. (255: the most a
 * repetition of PostgreSQL's regular expressions counts.)
 */
const VECTOR_WORD_MAX = 255;

/**
 * foldedWordsSql's text as a tsvector: each word once, as written (the cast neither stems nor drops
 * any). Stored beside the words (jobs.search_words) with a GIN index, it finds the rows with a word
 * that begins with a typed word from the index alone, where the trigram index found candidates for
 * every trigram and the planner, not knowing how many, read every row for a common word (decision
 * 060). Every character the cast could trip on (quotes, colons, backslashes) is already a space in
 * folded words.
 */
export function wordsVectorSql(words: SQL | AnyColumn): SQL {
  return sql`(regexp_replace(${words}, ${literal(`[^ ]{${VECTOR_WORD_MAX},}`)}, '', 'g'))::tsvector`;
}

/**
 * Stored words have one that begins with the typed word: the words' vector answers a word of one part
 * from its index alone; a word typed in several parts ("e-mail") must also find them one after the
 * other (the LIKE, on the rows the vector found). A Hebrew word, found anywhere, has only the LIKE (and
 * the trigram index). The answer is wordStartPattern's on either database, and hasWordStart's.
 */
export function wordStartSql(stored: { words: SQL | AnyColumn; vector: SQL | AnyColumn }, typed: string): SQL {
  const like = sql`${stored.words} like ${wordStartPattern(typed)}`;
  const word = typedWord(typed);
  const parts = word.startsWith(' ') ? word.trim().split(' ').filter(Boolean) : [];
  if (!parts.length) return like;
  const found = sql`${stored.vector} @@ ${parts.map((part) => `'${part}':*`).join(' & ')}::tsquery`;
  return parts.length === 1 ? found : sql`(${found} and ${like})`;
}

/** wordStartPattern's match in JavaScript, on a row's stored words (a saved search checked against a new job). */
export const hasWordStart = (words: string, typed: string) => words.includes(typedWord(typed));

/** The typed text as a LIKE pattern for text folded by foldedSql: anywhere in it, case and accents aside. */
export const foldedPattern = (typed: string) => `%${escapeLike(fold(typed))}%`;

/** The stored text contains the typed text, case and accents aside (folding each row: for short lists). */
export function containsFolded(text: SQL | AnyColumn, typed: string): SQL {
  return sql`${foldedSql(text)} like ${foldedPattern(typed)}`;
}
