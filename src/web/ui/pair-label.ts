import type { Dictionary } from '../../i18n/index.ts';
import { fmt } from '../../i18n/types.ts';

/** "Portuguese → English", by the names given; in Hebrew the arrow points left, the way the page reads. */
export const pairLabel = (t: Dictionary, source: string, target: string) =>
  fmt(t.common.fromTo, { from: source, to: target });
