/**
 * The profile menu's content (profile-menu.tsx), loaded on demand: My Profile, Privacy Settings
 * when allowed, the main-nav shortcuts tagged directlink, the personal "my account" menu (parent
 * 790), admin tools for admins, the language selector and the logout item.
 */
import { BriefcaseBusiness, LogOut, ShieldCheck, UserCog, UserRound, X } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_INFO } from '../../contract/locales.ts';
import {
  directLinkItems,
  findLogoutItem,
  itemsAt,
  type NavItem,
  PERSONAL_MENU_ID,
  personalMenuItems,
} from '../../contract/navigation.ts';
import { rolesOf, type SessionUser } from '../../contract/session.ts';
import { fmt } from '../../i18n/types.ts';
import { IMPERSONATE_FLAG, impersonationMessage, stopImpersonating } from '../features/impersonation/impersonation.ts';
import { useLocale, useT } from '../i18n.tsx';
import { AnchoredPopover } from '../ui/anchored-popover.tsx';
import { Link } from '../ui/link.tsx';
import type { PopupProps } from '../ui/popup-trigger.ts';
import { useQueryFlag } from '../ui/use-query-flag.ts';
import { LanguageSelector } from './language-selector.tsx';
import { logOut } from './logout.ts';
import { NavEntry } from './nav-entry.tsx';
import { NavPlaceholders, WithNavItems } from './navigation-data.tsx';
import { Avatar } from './profile-menu.tsx';
import { privacySettingsHref } from './profile-menu-rules.ts';

const ROW = 'flex w-full items-center gap-3 rounded-card px-3 py-2 text-sm text-fg no-underline hover:bg-surface-2';

export function ProfileMenuPanel({ user, avatar, ...popup }: PopupProps & { user: SessionUser; avatar: string }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const privacyHref = privacySettingsHref(location.pathname, user);
  const close = () => popup.onOpenChange(false);

  return (
    <AnchoredPopover
      {...popup}
      // Popper alignment is physical: the avatar sits at the left edge in right-to-left pages.
      align={LOCALE_INFO[locale].dir === 'rtl' ? 'start' : 'end'}
      sideOffset={8}
      collisionPadding={8}
      // Radix would skip links and focus the language <select>; start at the top of the menu instead.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement).querySelector<HTMLElement>('a[href], button')?.focus();
      }}
      className="z-50 max-h-[calc(100vh-5rem)] w-72 overflow-y-auto rounded-card border border-line bg-surface p-2 shadow-lg"
    >
      <div className="flex items-center gap-3 border-b border-line px-2 pt-1 pb-3">
        <Avatar src={avatar} name={user.name} size="large" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.name}</p>
          <p className="truncate text-sm text-muted">{user.contact_email}</p>
        </div>
      </div>
      <nav aria-label={t.header.accountMenu} className="py-2">
        <ul>
          <li>
            <MenuLink to="/profile" icon={UserRound} onNavigate={close}>
              {t.header.myProfile}
            </MenuLink>
          </li>
          {privacyHref && (
            <li>
              <MenuLink to={privacyHref} icon={ShieldCheck} onNavigate={close}>
                {t.header.privacySettings}
              </MenuLink>
            </li>
          )}
          <ImpersonationEntry user={user} onNavigate={close} />
          {/* Admins reach the admin area from the admin tools below; staff have its content pages. */}
          {user.is_staff && !user.is_admin && (
            <li>
              <MenuLink to="/admin" icon={BriefcaseBusiness} onNavigate={close}>
                {t.header.staffTools}
              </MenuLink>
            </li>
          )}
        </ul>
        <WithNavItems placeholder={<NavPlaceholders layout="column" />}>
          {(items) => <NavItemSections items={items} onNavigate={close} />}
        </WithNavItems>
      </nav>
      <div className="border-t border-line px-3 py-3">
        <LanguageSelector />
      </div>
      <div className="border-t border-line pt-2">
        <WithNavItems placeholder={null}>{(items) => <LogoutButton item={findLogoutItem(items)} />}</WithNavItems>
      </div>
    </AnchoredPopover>
  );
}

/** Spec §2.5: 'Impersonate User' for admins; in a pseudo session 'Viewing as {site_name}' with an X that stops. */
function ImpersonationEntry({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const t = useT();
  const location = useLocation();
  const flag = useQueryFlag(IMPERSONATE_FLAG);
  const [failure, setFailure] = useState('');
  const roles = rolesOf(user);
  if (!roles.isAdmin && !roles.isPseudo) return null;
  const href = location.pathname + flag.href(location.search);
  if (!roles.isPseudo) {
    return (
      <li>
        <MenuLink to={href} icon={UserCog} onNavigate={onNavigate}>
          {t.impersonation.menuItem}
        </MenuLink>
      </li>
    );
  }
  return (
    <li>
      <div className="flex items-center gap-1">
        <MenuLink to={href} icon={UserCog} onNavigate={onNavigate}>
          {fmt(t.impersonation.viewingAs, { site_name: user.site_name || user.name })}
        </MenuLink>
        <button
          type="button"
          onClick={() => void stopImpersonating().then((r) => setFailure(impersonationMessage(r, t)))}
          aria-label={t.impersonation.stop}
          title={t.impersonation.stop}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded hover:bg-surface-2"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {failure && (
        <p role="alert" className="px-3 text-sm text-danger">
          {failure}
        </p>
      )}
    </li>
  );
}

function NavItemSections({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const t = useT();
  const personalTitle = items.find((i) => i.nav_item_id === PERSONAL_MENU_ID)?.translated_name;
  return (
    <>
      <ItemList items={directLinkItems(items)} onNavigate={onNavigate} />
      <ItemList title={personalTitle} items={personalMenuItems(items)} onNavigate={onNavigate} />
      <ItemList title={t.header.adminTools} items={itemsAt(items, 'admin')} onNavigate={onNavigate} />
    </>
  );
}

function ItemList({ title, items, onNavigate }: { title?: string; items: NavItem[]; onNavigate: () => void }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-2 border-t border-line pt-2">
      {title && <p className="px-3 pt-1 pb-1 text-xs font-semibold uppercase text-muted">{title}</p>}
      <ul>
        {items.map((item) => (
          <li key={item.nav_item_id}>
            <NavEntry item={item} onNavigate={onNavigate} className={ROW} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MenuLink({
  to,
  icon: Icon,
  onNavigate,
  children,
}: {
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} onClick={onNavigate} className={ROW}>
      <Icon aria-hidden className="size-4 text-muted" />
      {children}
    </Link>
  );
}

/** The logout item of the navigation; the common 'Sign out' if an editor removed it, so nobody is locked in. */
function LogoutButton({ item }: { item: NavItem | undefined }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const onClick = () => {
    setState('loading');
    logOut().catch(() => setState('failed'));
  };
  return (
    <>
      <button type="button" onClick={onClick} disabled={state === 'loading'} className={`${ROW} disabled:opacity-60`}>
        <LogOut aria-hidden="true" className="size-4 text-muted rtl:-scale-x-100" />
        {item?.translated_name ?? t.common.signOut}
      </button>
      {state === 'failed' && (
        <p role="alert" className="px-3 py-1 text-sm text-danger">
          {t.common.unexpectedError}
        </p>
      )}
    </>
  );
}
