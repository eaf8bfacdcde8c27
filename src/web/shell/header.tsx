import { Link } from 'react-router';
import { useT } from '../i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { useViewer } from '../viewer.ts';
import { Logo } from './logo.tsx';
import type { HeaderKind } from './shell-rules.ts';
import { ThemeToggle } from './theme-toggle.tsx';

export function Header({ kind }: { kind: HeaderKind }) {
  const t = useT();
  const { user } = useViewer();
  if (kind === 'none') return null;
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Logo />
        {kind === 'minimal' ? (
          <nav aria-label={t.common.siteName} className="ms-auto flex items-center gap-4 text-sm">
            <Link to="/">{t.common.home}</Link>
            <Link to="/about">{t.common.about}</Link>
            <Link to="/help-center">{t.common.help}</Link>
            <ThemeToggle />
          </nav>
        ) : (
          <div className="ms-auto flex items-center gap-2">
            <ThemeToggle />
            {user ? (
              <ButtonLink to="/account" variant="secondary">
                {user.name}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/auth/signin" variant="ghost">
                  {t.common.signIn}
                </ButtonLink>
                <ButtonLink to="/auth/signup">{t.common.signUp}</ButtonLink>
              </>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
