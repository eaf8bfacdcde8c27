import { fmt } from '../../i18n/types.ts';
import { useT } from '../i18n.tsx';

export interface LanguageLabel {
  /** What the chip shows: "PT". */
  short: string;
  /** What hover and screen readers get: "Portuguese". */
  name: string;
}

/**
 * A language pair, the unit of this trade, shown the same way everywhere
 * (design/ui.md): a compact "PT → EN" chip, the full names on hover and for
 * screen readers, the arrow pointing the reading way in right-to-left pages.
 */
export function LanguagePairChip({ source, target }: { source: LanguageLabel; target: LanguageLabel }) {
  const t = useT();
  const full = fmt(t.directory.card.pair, { source: source.name, target: target.name });
  return (
    <span
      title={full}
      className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs font-semibold tabular"
    >
      <span aria-hidden="true">{source.short}</span>
      {/* A text arrow, not an icon: a card shows dozens of chips and each SVG weighs hundreds of bytes. */}
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        →
      </span>
      <span aria-hidden="true">{target.short}</span>
      <span className="sr-only">{full}</span>
    </span>
  );
}
