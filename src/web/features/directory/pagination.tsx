import { ChevronLeft, ChevronRight } from 'lucide-react';
import { fmt } from '../../../i18n/types.ts';
import { formatNumber, useLocale, useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';

/** Page numbers around the current one, with the first and last always reachable: 1 … 4 5 [6] 7 8 … 40. */
export function pageWindow(current: number, total: number, radius = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  const from = Math.max(1, current - radius);
  const to = Math.min(total, current + radius);
  if (from > 1) pages.push(1);
  if (from > 2) pages.push('gap');
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < total - 1) pages.push('gap');
  if (to < total) pages.push(total);
  return pages;
}

/** Real links (crawlers follow them), with rel prev/next and the current page marked for screen readers. */
export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const d = t.directory;
  if (totalPages <= 1) return null;
  const item =
    'inline-flex min-w-10 items-center justify-center gap-1 rounded-card border px-3 py-2 text-sm no-underline';
  const link = `${item} border-line bg-surface text-fg hover:bg-surface-2`;
  return (
    <nav aria-label={d.pagination} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={link}>
              <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {d.previous}
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${item} border-accent bg-accent font-semibold text-on-accent`}>
                  <span aria-hidden="true">{formatNumber(p, locale)}</span>
                  <span className="sr-only">{fmt(d.currentPage, { page: formatNumber(p, locale) })}</span>
                </span>
              ) : (
                <Link to={href(p)} aria-label={fmt(d.pageN, { page: formatNumber(p, locale) })} className={link}>
                  {formatNumber(p, locale)}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link to={href(page + 1)} rel="next" className={link}>
              {d.next}
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
