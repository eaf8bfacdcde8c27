import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this region. The region takes the focus, so a
 * keyboard can scroll it even when no row holds a link or a button (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Named by a heading (`labelledBy`) or by `label`.
 */
export function TableScroll({
  label,
  labelledBy,
  className = '',
  children,
}: ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never }) & {
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
    <section aria-label={label} aria-labelledby={labelledBy} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
