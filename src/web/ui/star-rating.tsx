import { Star, StarHalf } from 'lucide-react';
import { fmt } from '../../i18n/types.ts';
import { formatNumber, useLocale, useT } from '../i18n.tsx';

/**
 * Five stars filled to the nearest half (spec §9) with the number of ratings.
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
      <span className="inline-flex text-accent" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((position) => (
          <span key={position} className="relative inline-block size-4">
            <Star className="absolute inset-0 size-4 text-line" fill="currentColor" strokeWidth={0} />
            {stars >= position ? (
              <Star className="absolute inset-0 size-4" fill="currentColor" strokeWidth={0} />
            ) : stars >= position - 0.5 ? (
              <StarHalf className="absolute inset-0 size-4 rtl:-scale-x-100" fill="currentColor" strokeWidth={0} />
            ) : null}
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="tabular text-muted">
        {formatNumber(stars, locale)} ({formatNumber(count, locale)})
      </span>
    </span>
  );
}
