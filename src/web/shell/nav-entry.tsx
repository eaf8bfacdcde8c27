/**
 * One navigation item as the menus show it (spec §6): a lock on admin items, a
 * 'New' badge, missing pages disabled and pointing at '#', new-tab links marked.
 */
import { ExternalLink, Lock } from 'lucide-react';
import type { MouseEvent } from 'react';
import { isDisabledLink, isLocked, isNewItem, type NavItem, navHref } from '../../contract/navigation.ts';
import { EditNavButton } from '../features/nav-editor/nav-editor.tsx';
import { useT } from '../i18n.tsx';
import { Link } from '../ui/link.tsx';
import { useViewer } from '../viewer.ts';

export function NavItemLabel({ item }: { item: NavItem }) {
  const t = useT();
  return (
    <>
      <span>{item.translated_name}</span>
      {isLocked(item) && (
        <Lock role="img" aria-label={t.header.adminOnly} className="size-3.5 shrink-0 text-muted">
          <title>{t.header.adminOnly}</title>
        </Lock>
      )}
      {isNewItem(item) && (
        <span className="rounded-full bg-accent px-1.5 text-xs font-semibold text-on-accent">{t.header.newBadge}</span>
      )}
    </>
  );
}

/** An item and, for link editors, its edit icon beside it (spec §2.10). */
export function NavEntry(props: Parameters<typeof NavLinkEntry>[0]) {
  return (
    <span className="flex w-full items-center">
      <NavLinkEntry {...props} />
      <EditNavButton item={props.item} />
    </span>
  );
}

function NavLinkEntry({
  item,
  absolute = false,
  className = '',
  onNavigate,
}: {
  item: NavItem;
  /** Mega-menu links carry the site's origin (spec §3). */
  absolute?: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  const { publicConfig } = useViewer();
  const href = navHref(item, publicConfig, absolute);
  const classes = `inline-flex items-center gap-2 no-underline ${className}`;

  if (href === '') {
    // A group with nothing in it yet: only admins get these, as a plain label.
    return (
      <span className={classes}>
        <NavItemLabel item={item} />
      </span>
    );
  }
  if (isDisabledLink(item)) {
    const stay = (event: MouseEvent) => event.preventDefault();
    return (
      // biome-ignore lint/a11y/useValidAnchor: spec §6 renders these as links to '#', marked disabled; the click is swallowed.
      <a
        href="#"
        aria-disabled="true"
        title={t.header.notAvailable}
        onClick={stay}
        className={`${classes} cursor-not-allowed opacity-60`}
      >
        <NavItemLabel item={item} />
        <span className="sr-only">({t.header.notAvailable})</span>
      </a>
    );
  }
  const newTab = item.target === '_blank';
  return (
    <Link
      to={href}
      className={classes}
      onClick={onNavigate}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <NavItemLabel item={item} />
      {newTab && (
        <>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-muted rtl:-scale-x-100" />
          <span className="sr-only">{t.header.opensInNewTab}</span>
        </>
      )}
    </Link>
  );
}
