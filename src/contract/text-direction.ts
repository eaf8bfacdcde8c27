/**
 * Direction of user-written text (spec §5, §9: Hebrew and Arabic ranges), so a
 * Hebrew bio reads right-to-left on an English page and the other way round.
 */

// Hebrew (incl. presentation forms) and Arabic (incl. supplement, extended-A and presentation forms).
const RTL_RANGE = /[\u0590-\u05FF\uFB1D-\uFB4F\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const ANY_LETTER = /\p{L}/u;

/**
 * 'rtl' when Hebrew or Arabic letters outnumber the other letters, 'ltr' when
 * other letters do, null when the text has no letters (digits, emoji, empty).
 * Counting letters rather than taking the first one keeps a Hebrew sentence
 * that starts with a brand name right-to-left.
 */
export function textDirection(text: string): 'rtl' | 'ltr' | null {
  let rtl = 0;
  let ltr = 0;
  for (const ch of text) {
    if (!ANY_LETTER.test(ch)) continue;
    if (RTL_RANGE.test(ch)) rtl++;
    else ltr++;
  }
  if (rtl === 0 && ltr === 0) return null;
  return rtl > ltr ? 'rtl' : 'ltr';
}

export const isRtlText = (text: string): boolean => textDirection(text) === 'rtl';
