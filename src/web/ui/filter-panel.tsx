import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const NARROW = '(max-width: 1023px)';

/**
 * A list's filters (the directory, the opportunities): always open on wide
 * screens; on phones a disclosure with the number of active filters on it,
 * closed on arrival and after each search so the results come first.
 */
export function FilterPanel({
  title,
  activeLabel,
  children,
}: {
  title: string;
  /** "2 active", or null when no filter narrows the list. */
  activeLabel: string | null;
  children: ReactNode;
}) {
  const { search } = useLocation();
  const panel = useRef<HTMLDetailsElement>(null);
  // The page arrives with the panel closed, so nothing moves on a phone; on a wide screen it opens
  // beside the results (which stay where they are). Each new search (a new URL) closes it again on a
  // phone, over the new results.
  useEffect(() => {
    if (panel.current) panel.current.open = !window.matchMedia(NARROW).matches;
  }, [search]);
  return (
    <details
      ref={panel}
      className="rounded-card border border-line bg-surface p-4 lg:border-0 lg:bg-transparent lg:p-0"
    >
      {/* Without JavaScript a wide screen shows the summary too, so the filters can still be opened. */}
      <summary className="flex cursor-pointer items-center gap-2 font-semibold lg:[[open]>&]:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {title}
        {activeLabel && <span className="text-sm font-normal text-muted">({activeLabel})</span>}
      </summary>
      <h2 className="mb-4 hidden text-lg font-semibold lg:block">{title}</h2>
      {children}
    </details>
  );
}
