import type { ReactNode } from 'react';
import { Link } from './link.tsx';

/** A link that narrows a list (a topic, a community), marked as the current page when it is the one shown. */
export function FilterChip({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`inline-block rounded-full border px-3 py-1 text-sm no-underline ${
        active ? 'border-accent bg-accent text-on-accent' : 'border-line text-fg hover:bg-surface-2'
      }`}
    >
      {children}
    </Link>
  );
}
