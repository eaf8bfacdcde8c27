import { useT } from '../i18n.tsx';
import { Link } from '../ui/link.tsx';

/** `compact`: only the mark below 768 px, where the header needs the room for its buttons and links. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <Link
      to="/"
      className="inline-flex shrink-0 items-center gap-2 font-bold text-fg no-underline"
      aria-label={t.common.siteName}
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <path fill="#f59e0b" d="M16 2l12 7v14l-12 7-12-7V9z" />
        <path fill="#1c1917" d="M16 9l6 3.5v7L16 23l-6-3.5v-7z" opacity=".85" />
      </svg>
      <span className={`text-lg ${compact ? 'max-md:hidden' : ''}`}>{t.common.siteName}</span>
    </Link>
  );
}
