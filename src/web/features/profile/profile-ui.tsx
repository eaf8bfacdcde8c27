/** Small pieces every profile section uses: the section frame, lists that collapse, language labels. */
import { iso6393To1 } from 'iso-639-3/iso6393-to-1.js';
import { Children, type ReactNode } from 'react';
import type { LanguagePair } from '../../../contract/profile.ts';
import { SERVICE_BY_ID } from '../../../contract/taxonomy.ts';
import { entry, fmt } from '../../../i18n/types.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import { LanguagePairChip } from '../../ui/language-pair-chip.tsx';

/** A titled card. `id` makes the heading a target for in-page links and labels the region. */
export function Section({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * A list that shows its first `visible` items and folds the rest into a
 * native <details>, so it opens without JavaScript and keyboards reach it.
 */
export function CollapsibleList({
  children,
  visible = 3,
  className = '',
}: {
  children: ReactNode;
  visible?: number;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const items = Children.toArray(children);
  const rest = items.slice(visible);
  return (
    <>
      <ul className={className}>{items.slice(0, visible)}</ul>
      {rest.length > 0 && (
        <details className="group mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-link group-open:mb-3">
            {fmt(t.profile.showAll, { n: formatNumber(items.length, locale) })}
          </summary>
          <ul className={className}>{rest}</ul>
        </details>
      )}
    </>
  );
}

/** "PT" for Portuguese (ISO 639-1 where it exists, else the three letters). */
export function shortCode(iso3: string): string {
  return ((iso6393To1 as Record<string, string>)[iso3] ?? iso3).toUpperCase();
}

export function PairChip({ pair }: { pair: LanguagePair }) {
  return (
    <LanguagePairChip
      source={{ short: shortCode(pair.source), name: pair.sourceName }}
      target={{ short: shortCode(pair.target), name: pair.targetName }}
    />
  );
}

/** Taxonomy names in the viewer's language, falling back to the English name the API sent. */
export function useTaxonomyNames() {
  const t = useT();
  return {
    discipline: (id: number | null, fallback: string | null) =>
      (id !== null && t.taxonomy.disciplines[id as keyof typeof t.taxonomy.disciplines]) || fallback || '',
    service: (id: number, fallback: string) => {
      const key = SERVICE_BY_ID.get(id)?.key;
      return (key && t.taxonomy.services[key as keyof typeof t.taxonomy.services]) || fallback;
    },
    category: (key: string, fallback: string) => entry(t.taxonomy.fieldCategories, key) ?? fallback,
  };
}

export function Badge({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'accent' | 'success' }) {
  const tones = {
    plain: 'border border-line text-fg',
    accent: 'bg-accent text-on-accent',
    success: 'border border-success text-success',
  };
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** A calendar date (YYYY-MM-DD) as the middle of that day in UTC, so no time zone moves it to a neighbouring day. */
export function midday(date: string): string {
  return `${date}T12:00:00Z`;
}
