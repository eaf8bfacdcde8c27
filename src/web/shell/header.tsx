/**
 * The site header (spec §2.2). Minimal on the paths of shell-rules.ts: logo,
 * Home, About, Help and the theme toggle. Full everywhere else: the drawer
 * button (1280 px and below), the logo, the mega-menu (above 1280 px), search,
 * the theme toggle, and the profile menu or the Sign in / Sign up buttons.
 */

import { useLocation } from 'react-router';
import { authPath } from '../../contract/auth.ts';
import { mainNavTree } from '../../contract/navigation.ts';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { SearchButton } from '../features/search/search-button.tsx';
import { useT } from '../i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Link } from '../ui/link.tsx';
import { useViewer } from '../viewer.ts';
import { Logo } from './logo.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { NavPlaceholders, WithNavItems } from './navigation-data.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { ServerInfoPopover } from './server-info-popover.tsx';
import type { HeaderKind } from './shell-rules.ts';
import { ThemeToggle } from './theme-toggle.tsx';

export function Header({ kind }: { kind: HeaderKind }) {
  if (kind === 'none') return null;
  return (
    // `relative`: the mega-menu panels hang from the header's bottom edge, full width.
    <header className="relative border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 max-[359px]:gap-0.5 max-[359px]:px-2 sm:gap-2">
        {kind === 'minimal' ? <MinimalBar /> : <FullBar />}
      </div>
    </header>
  );
}

function MinimalBar() {
  const t = useT();
  return (
    <>
      <Logo compact />
      <nav
        aria-label={t.common.siteName}
        className="ms-auto flex items-center gap-3 text-sm whitespace-nowrap sm:gap-4"
      >
        <Link to="/">{t.common.home}</Link>
        <Link to="/about">{t.common.about}</Link>
        <Link to="/help-center">{t.common.help}</Link>
        <ThemeToggle />
      </nav>
    </>
  );
}

function FullBar() {
  const { user } = useViewer();
  return (
    <>
      <NavDrawer />
      <Logo compact />
      <div className="ms-6 hidden min-[1281px]:block">
        <WithNavItems placeholder={<NavPlaceholders layout="row" />}>
          {(items) => <MegaMenu tree={mainNavTree(items)} />}
        </WithNavItems>
      </div>
      <div className="ms-auto flex items-center gap-1 max-[359px]:gap-0.5 sm:gap-2">
        <SearchButton />
        {/* On phones the theme lives in the drawer ('Appearance'), to leave room for the account buttons. */}
        <span className="hidden sm:contents">
          <ThemeToggle />
        </span>
        {user ? (
          <>
            {user.is_admin && <ServerInfoPopover />}
            <NotificationBell />
            <ProfileMenu user={user} />
          </>
        ) : (
          <SignInButtons />
        )}
      </div>
    </>
  );
}

/**
 * On a phone both buttons share the row with the menu, the logo and search: tighter, and a label of
 * two words wraps onto a second line ('Iniciar sesión') rather than push the row past the screen
 * (at 360 px in German, Spanish, French and Italian it did). `max-sm:px-2` does override the button's
 * own `px-4`: Tailwind writes a breakpoint's utilities after the plain ones. Below 360 px (the
 * smallest phones, 320) a word of one piece ('Registrieren', 'S’inscrire') is set a little smaller.
 */
const SIGN_IN_BUTTON =
  'max-sm:px-2 max-[359px]:px-1.5 max-[359px]:text-[0.8125rem] text-center leading-tight md:whitespace-nowrap';

function SignInButtons() {
  const t = useT();
  const { publicConfig } = useViewer();
  const location = useLocation();
  const signupHref = publicConfig.classicSiteUrl ? `${publicConfig.classicSiteUrl}/next/signup` : '/session/signup';
  return (
    <>
      <ButtonLink
        to={authPath('/session/signin', location.pathname + location.search)}
        variant="ghost"
        className={SIGN_IN_BUTTON}
      >
        {t.common.signIn}
      </ButtonLink>
      <ButtonLink to={signupHref} className={SIGN_IN_BUTTON}>
        {t.common.signUp}
      </ButtonLink>
    </>
  );
}
