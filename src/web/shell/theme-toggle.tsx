import { Moon, Sun } from 'lucide-react';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_S } from '../../contract/theme.ts';
import { useT } from '../i18n.tsx';

/** Flips between light and dark and remembers it in a cookie, so the server renders the same theme next time. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const toggle = () => {
    const root = document.documentElement;
    const current = root.dataset.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    const next = current === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the server reads to render the theme.
    document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=${THEME_COOKIE_MAX_AGE_S}; samesite=lax`;
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t.common.themeToggle}
      title={t.common.themeToggle}
      className={`inline-flex size-10 items-center justify-center rounded-card text-fg hover:bg-surface-2 ${className}`}
    >
      {/* Both icons are rendered; CSS shows the one for the current theme, so server and browser agree. */}
      <Moon className="theme-icon-light size-5" aria-hidden="true" />
      <Sun className="theme-icon-dark size-5" aria-hidden="true" />
    </button>
  );
}
