/**
 * Text as every search on the site compares it: lower case, no accents or Hebrew points, ß as ss, and a
 * geresh or quote inside a Hebrew word ("צ'כית", "צ׳כית") read as part of the word. One function for the
 * server's searches (directory, site search, the SQL twin in db/text-match.ts) and the pickers in the
 * browser, so a word typed anywhere matches the same way.
 */

/** A geresh or quote mark between two Hebrew letters. */
export const HEBREW_INNER_MARK = /(\p{Script=Hebrew})['׳״"’](?=\p{Script=Hebrew})/gu;

export function fold(text: string): string {
  return text
    .replace(HEBREW_INNER_MARK, '$1')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss');
}
