import type { ReactNode } from 'react';
import { useT } from '../../i18n.tsx';
import { LanguageSelector } from '../../shell/language-selector.tsx';
import { Logo } from '../../shell/logo.tsx';
import { ThemeToggle } from '../../shell/theme-toggle.tsx';
import { Link } from '../../ui/link.tsx';

/**
 * A session page (sign-in, sign-up, the mailed links' pages): the site shows
 * no header or footer under /session/ (spec §2.1–2.3), so the card brings its
 * own way home, the language and the theme.
 */
export function AuthCard({
  title,
  intro,
  formError,
  children,
}: {
  title: string;
  intro: string;
  formError: string | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-screen w-full max-w-md flex-col gap-6 px-4 py-8">
      <div className="flex items-center justify-between gap-4">
        <Logo />
        <Link to="/" className="text-sm">
          {t.common.home}
        </Link>
      </div>
      <div className="rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 mb-6 text-sm text-muted">{intro}</p>
        {formError && (
          <p role="alert" className="mb-4 rounded-card border border-danger px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        )}
        {children}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-4">
        <LanguageSelector />
        <ThemeToggle />
      </div>
    </div>
  );
}
