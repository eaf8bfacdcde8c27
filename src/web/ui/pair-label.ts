import type { LanguagePair } from '../../contract/profile.ts';
import type { Dictionary } from '../../i18n/index.ts';
import { fmt } from '../../i18n/types.ts';

/** "Portuguese → English", by the names given; in Hebrew the arrow points left, the way the page reads. */
export const pairLabel = (t: Dictionary, source: string, target: string) =>
  fmt(t.common.fromTo, { from: source, to: target });

/** Each language these pairs name, by its code, with the name the API gave it. */
export const languageNamesOf = (pairs: readonly LanguagePair[]): Map<string, string> =>
  new Map(pairs.flatMap((p) => [[p.source, p.sourceName] as const, [p.target, p.targetName] as const]));
