/**
 * Typed text found inside stored text whatever its case and accents, on both databases: "Jose"
 * finds "José", "ubersetzung" "Übersetzung", "sao paulo" "São Paulo", "שלום" "שָׁלוֹם". The typed
 * side is folded by the directory's fold(); the stored side by the same steps in SQL, with
 * functions PostgreSQL and PGlite share (normalize, regexp_replace), so no extension is needed.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { fold } from '../features/directory/search-text.ts';

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
 * define a generated column (jobs.search_text) that a trigram index makes quick to search.
 */
export function foldedSql(text: SQL | AnyColumn): SQL {
  return sql`lower(replace(regexp_replace(regexp_replace(normalize(${text}, NFD), ${literal(HEBREW_INNER_MARK)}, '\\1', 'g'), ${literal(MARKS)}, '', 'g'), ${literal('ß')}, 'ss'))`;
}

/** The typed text as a LIKE pattern for text folded by foldedSql: anywhere in it, case and accents aside. */
export const foldedPattern = (typed: string) => `%${escapeLike(fold(typed))}%`;

/** The stored text contains the typed text, case and accents aside (folding each row: for short lists). */
export function containsFolded(text: SQL | AnyColumn, typed: string): SQL {
  return sql`${foldedSql(text)} like ${foldedPattern(typed)}`;
}
