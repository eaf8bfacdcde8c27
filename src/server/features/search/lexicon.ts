/**
 * The interpreter's lexicon: every known word and phrase (folded) with what it
 * means, built once at import. Words not found as typed are retried as Hebrew
 * word + prefixes, as a near miss of a known word (typos), and as a German-style
 * compound ("Fachübersetzer", "Übersetzungsbüro").
 */
import { buildLanguageCodes, buildLanguageNames, COMMON_LANGUAGES } from './languages.ts';
import { type Cue, TERMS } from './terms.ts';
import { bitCount, hebrewPrefixCuts, letterMask, termKey, withinEditDistance } from './text.ts';

export interface Lexicon {
  /** Longest phrase in words. */
  maxPhraseWords: number;
  /** Cues of a folded word or phrase ("sous titrage"). */
  phrase(key: string): readonly Cue[] | undefined;
  /** One folded word, with the fallbacks; several cue lists when the word splits. */
  word(norm: string): (readonly Cue[])[] | undefined;
  /** ISO 639-2/T code of a code users write in pairs ("en", "ger", "deu"). */
  code(norm: string): string | undefined;
}

/** Typos are only looked for in words this long, against known words at least FUZZY_MIN_TARGET long. */
const FUZZY_MIN_WORD = 5;
const FUZZY_MIN_TARGET = 6;
/** Compounds are only split in long words, into parts of at least this many letters. */
const COMPOUND_MIN_WORD = 8;
const COMPOUND_MIN_PART = 4;

function isMeaningful(cues: readonly Cue[]): boolean {
  return cues.some((c) => !['stop', 'plain', 'article', 'from', 'to', 'weakTo'].includes(c.kind));
}

export function buildLexicon(): Lexicon {
  const entries = new Map<string, readonly Cue[]>();
  for (const [cues, forms] of TERMS) {
    for (const form of forms.split('|')) {
      const key = termKey(form);
      // The first list wins: the table is ordered so the more specific meaning comes first.
      if (key && !entries.has(key)) entries.set(key, cues);
    }
  }
  const languageNames = buildLanguageNames();
  for (const [name, code] of languageNames) {
    if (!entries.has(name)) entries.set(name, [{ kind: 'lang', code }]);
  }
  const codes = buildLanguageCodes();

  let maxPhraseWords = 1;
  const fuzzyByLength = new Map<number, { key: string; mask: number }[]>();
  for (const [key, cues] of entries) {
    const words = key.split(' ').length;
    if (words > maxPhraseWords) maxPhraseWords = words;
    if (words > 1 || key.length < FUZZY_MIN_TARGET || !isMeaningful(cues)) continue;
    const lang = cues.find((c) => c.kind === 'lang');
    if (lang && !COMMON_LANGUAGES.has(lang.code)) continue;
    const bucket = fuzzyByLength.get(key.length) ?? [];
    bucket.push({ key, mask: letterMask(key) });
    fuzzyByLength.set(key.length, bucket);
  }

  const direct = (norm: string): readonly Cue[] | undefined =>
    entries.get(norm) ??
    // German typed without umlauts: "uebersetzer".
    (/(ae|oe|ue)/.test(norm)
      ? entries.get(norm.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u'))
      : undefined);

  /** "מאנגלית" = from + English, "לעברית" = to + Hebrew, "הפרופיל" = the + profile. */
  const hebrew = (norm: string): (readonly Cue[])[] | undefined => {
    for (const { prefix, stem } of hebrewPrefixCuts(norm)) {
      const cues = entries.get(stem);
      if (!cues) continue;
      const isLanguage = cues.some((c) => c.kind === 'lang');
      const direction = [...prefix].reverse().find((ch) => ch === 'מ' || ch === 'ל');
      if (isLanguage && direction) return [[{ kind: direction === 'מ' ? 'from' : 'to' }], cues];
      return [cues];
    }
    return undefined;
  };

  const nearMiss = (norm: string): readonly Cue[] | undefined => {
    if (norm.length < FUZZY_MIN_WORD) return undefined;
    const maxDistance = norm.length >= 9 ? 2 : 1;
    const mask = letterMask(norm);
    for (let distance = 1; distance <= maxDistance; distance++) {
      for (let length = norm.length - distance; length <= norm.length + distance; length++) {
        for (const { key, mask: keyMask } of fuzzyByLength.get(length) ?? []) {
          // Typos rarely hit both of the first two letters; that and the letter sets keep the scan cheap.
          if (key[0] !== norm[0] && key[1] !== norm[1]) continue;
          if (bitCount(mask ^ keyMask) > 2 * distance) continue;
          if (withinEditDistance(norm, key, distance)) return entries.get(key);
        }
      }
    }
    return undefined;
  };

  /**
   * Head + tail, where the head may end in a linking "s" ("Übersetzungs|büro").
   * Prefers a split into two known words, then an unknown modifier before a known
   * noun ("Konferenz|dolmetscher"), then a known field before an unknown noun ("Finanz|berichte").
   */
  const compound = (norm: string): (readonly Cue[])[] | undefined => {
    if (norm.length < COMPOUND_MIN_WORD) return undefined;
    const known = (part: string) => {
      const cues = entries.get(part) ?? (part.endsWith('s') ? entries.get(part.slice(0, -1)) : undefined);
      return cues && isMeaningful(cues) ? cues : undefined;
    };
    const splits = [];
    for (let cut = COMPOUND_MIN_PART; cut <= norm.length - COMPOUND_MIN_PART; cut++) {
      splits.push({ head: known(norm.slice(0, cut)), tail: known(norm.slice(cut)), cut });
    }
    const both = splits.find((s) => s.head && s.tail);
    if (both) return [both.head!, both.tail!];
    const plain: readonly Cue[] = [{ kind: 'plain' }];
    const noun = splits.find((s) => s.tail && norm.length - s.cut >= FUZZY_MIN_TARGET);
    if (noun) return [plain, noun.tail!];
    const modifier = splits.findLast((s) => s.head && s.cut >= FUZZY_MIN_TARGET);
    return modifier ? [modifier.head!, plain] : undefined;
  };

  return {
    maxPhraseWords,
    phrase: (key) => entries.get(key),
    code: (norm) => codes.get(norm),
    word(norm) {
      const found = direct(norm);
      if (found) return [found];
      const prefixed = hebrew(norm);
      if (prefixed) return prefixed;
      const typo = nearMiss(norm);
      return typo ? [typo] : compound(norm);
    },
  };
}
