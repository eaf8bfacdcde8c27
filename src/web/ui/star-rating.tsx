import type { CSSProperties } from 'react';
import { fmt } from '../../i18n/types.ts';
import { formatNumber, useLocale, useT } from '../i18n.tsx';

/**
 * Five stars filled to the nearest half (spec §9) with the number of ratings;
 * the caller rounds. A half star is half of the fourth tile's star.
 * Screen readers hear one sentence instead of five icons.
 */
export function StarRating({ stars, count }: { stars: number; count: number }) {
  const t = useT();
  const locale = useLocale();
  const label = fmt(count === 1 ? t.directory.card.ratedOne : t.directory.card.rated, {
    stars: formatNumber(stars, locale),
    count: formatNumber(count, locale),
  });
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex items-center gap-1 text-sm">
      {/* One element drawn by CSS (styles.css .wh-stars): five SVG stars per rating made lists heavy. */}
      <span
        aria-hidden="true"
        className="wh-stars"
        style={{ '--wh-stars-fill': `${(stars / 5) * 100}%` } as CSSProperties}
      />
      <span aria-hidden="true" className="tabular text-muted">
        {formatNumber(stars, locale)} ({formatNumber(count, locale)})
      </span>
    </span>
  );
}
