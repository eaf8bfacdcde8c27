/**
 * Navigation items (spec §3 NavItem) and every rule about them (spec §2.2, §6):
 * which items a viewer may see, where they go, and how they form menus. One
 * pure module, so the server's filter and the header's renderer cannot disagree.
 * The items' schemas are in navigation-schemas.ts: the header is on every page,
 * zod is not (decision 040).
 */
import type { NavItem } from './navigation-schemas.ts';

export type { NavItem, NavItemInput, NavItemUpdate } from './navigation-schemas.ts';

export const NAV_LOCATIONS = ['header', 'admin', 'sub', 'profile'] as const;
export type NavLocation = (typeof NAV_LOCATIONS)[number];

export const NAV_TAGS = ['directlink', 'admin', 'nextphase', 'link_does_not_exist', 'new'] as const;
export type NavTag = (typeof NAV_TAGS)[number];

/** Items whose parent_ids contain this id form the member's personal "my account" menu (spec §6, §9). */
export const PERSONAL_MENU_ID = 790;
/** access_type of items only signed-in members see. */
export const SIGNED_IN_ACCESS = 'liv_free';
/** The profile item whose tailwind marker contains this word is the logout item. */
export const LOGOUT_MARKER = 'logout';
/** Links to the classic site are stored as `classic:/path` and resolved against CLASSIC_SITE_URL. */
export const CLASSIC_LINK_PREFIX = 'classic:';

/** The entries of a comma-separated field (tags, parent_ids). */
export const splitList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

// ---------------------------------------------------------------------------
// Reading an item

type ItemFields = Pick<
  NavItem,
  'nav_item_id' | 'link' | 'tags' | 'access_type' | 'parent_ids' | 'location' | 'tailwind'
>;

export function hasTag(item: Pick<NavItem, 'tags'>, tag: NavTag): boolean {
  return splitList(item.tags.toLowerCase()).includes(tag);
}

export function parentIdsOf(item: Pick<NavItem, 'parent_ids'>): number[] {
  return splitList(item.parent_ids)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Admin-only items carry a lock icon. */
export const isLocked = (item: Pick<NavItem, 'tags'>) => hasTag(item, 'admin');
/** Items whose page is not built yet: admins see them, disabled, pointing nowhere. */
export const isDisabledLink = (item: Pick<NavItem, 'tags'>) => hasTag(item, 'link_does_not_exist');
export const isNewItem = (item: Pick<NavItem, 'tags'>) => hasTag(item, 'new');
export const isClassicLink = (link: string) => link.trim().startsWith(CLASSIC_LINK_PREFIX);
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link.trim());

// ---------------------------------------------------------------------------
// Visibility (spec §6)

/** What the rules need to know about the viewer: a subset of the session roles. */
export interface NavAudience {
  loggedIn: boolean;
  isAdmin: boolean;
  /** Sees items tagged nextphase (admins do). */
  nextphase: boolean;
}

/** What the rules need to know about the site: a subset of the public config. */
export interface NavSite {
  publicUrl: string;
  classicSiteUrl: string | null;
}

/** The rules that look at one item alone. */
export function mayShowItem(item: ItemFields, audience: NavAudience, site: NavSite): boolean {
  if (hasTag(item, 'admin') && !audience.isAdmin) return false;
  if (hasTag(item, 'nextphase') && !audience.nextphase) return false;
  if (hasTag(item, 'link_does_not_exist') && !audience.isAdmin) return false;
  if (item.access_type === SIGNED_IN_ACCESS && !audience.loggedIn) return false;
  // Without a classic site there is nowhere for its links to go.
  if (isClassicLink(item.link) && !site.classicSiteUrl) return false;
  return true;
}

/**
 * The items a viewer may see: the item rules, then the structure rules. A group
 * (an item with children, or one without a link) is hidden from non-admins
 * unless one of its children stays visible; an item stays only while one of
 * its parents does. Repeated until nothing changes, so nested groups settle.
 */
export function filterVisibleItems<T extends ItemFields>(
  items: readonly T[],
  audience: NavAudience,
  site: NavSite,
): T[] {
  const children = childrenById(items);
  const visible = new Set(items.filter((i) => mayShowItem(i, audience, site)).map((i) => i.nav_item_id));
  let changed = true;
  while (changed) {
    changed = false;
    for (const item of items) {
      const id = item.nav_item_id;
      if (!visible.has(id)) continue;
      const parents = parentIdsOf(item);
      const orphaned = parents.length > 0 && !parents.some((p) => visible.has(p));
      const isGroup = children.has(id) || item.link.trim() === '';
      const emptyGroup =
        !audience.isAdmin && isGroup && !(children.get(id) ?? []).some((c) => visible.has(c.nav_item_id));
      if (orphaned || emptyGroup) {
        visible.delete(id);
        changed = true;
      }
    }
  }
  return items.filter((i) => visible.has(i.nav_item_id));
}

function childrenById<T extends ItemFields>(items: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    for (const parent of parentIdsOf(item)) {
      const list = map.get(parent) ?? [];
      list.push(item);
      map.set(parent, list);
    }
  }
  return map;
}

// ---------------------------------------------------------------------------
// Links

/** Strips the legacy prefixes (spec §3): a leading `ng/` or `/next`. Always answers a path starting with `/`. */
export function rewriteLink(link: string): string {
  let path = link.trim();
  if (path.startsWith('ng/')) path = path.slice(3);
  else if (path === '/next' || /^\/next[/?#]/.test(path)) path = path.slice(5);
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Where an item points. `absolute` prefixes our own paths with the site's origin,
 * as the mega-menu does (spec §3). Disabled items point to '#'; groups to ''.
 */
export function navHref(item: Pick<NavItem, 'link' | 'tags'>, site: NavSite, absolute = false): string {
  const link = item.link.trim();
  if (isDisabledLink(item) || link === '#') return '#';
  if (link === '') return '';
  if (isExternalLink(link)) return link;
  if (isClassicLink(link)) {
    if (!site.classicSiteUrl) return '#';
    const path = link.slice(CLASSIC_LINK_PREFIX.length);
    return `${site.classicSiteUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  }
  const path = rewriteLink(link);
  return absolute ? `${site.publicUrl.replace(/\/$/, '')}${path}` : path;
}

/** Whether a link leaves this site (classic site, other hosts): those are plain <a>, not router links. */
export function leavesSite(href: string, site: NavSite): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  return new URL(href).origin !== new URL(site.publicUrl).origin;
}

// ---------------------------------------------------------------------------
// Menus

export interface NavNode<T extends ItemFields = NavItem> {
  item: T;
  children: NavNode<T>[];
}

/** Parents and children from parent_ids; an item with several parents appears under each. Cycles are cut. */
export function buildNavTree<T extends ItemFields>(items: readonly T[], roots: readonly T[]): NavNode<T>[] {
  const children = childrenById(items);
  const grow = (item: T, ancestors: ReadonlySet<number>): NavNode<T> => {
    const path = new Set(ancestors).add(item.nav_item_id);
    const kids = (children.get(item.nav_item_id) ?? []).filter((c) => !path.has(c.nav_item_id));
    return { item, children: kids.map((c) => grow(c, path)) };
  };
  return roots.map((r) => grow(r, new Set()));
}

/** The main navigation (mega-menu and drawer): top-level header items; directlink items go to the profile menu. */
export function mainNavTree<T extends ItemFields>(items: readonly T[]): NavNode<T>[] {
  const main = items.filter((i) => i.location === 'header' && !hasTag(i, 'directlink'));
  return buildNavTree(
    main,
    main.filter((i) => parentIdsOf(i).length === 0),
  );
}

/** Main-nav items tagged directlink: shown in the profile menu. */
export function directLinkItems<T extends ItemFields>(items: readonly T[]): T[] {
  return items.filter((i) => i.location === 'header' && hasTag(i, 'directlink'));
}

export function isLogoutItem(item: ItemFields): boolean {
  return item.location === 'profile' && item.tailwind.toLowerCase().includes(LOGOUT_MARKER);
}

export function findLogoutItem<T extends ItemFields>(items: readonly T[]): T | undefined {
  return items.find(isLogoutItem);
}

/** The personal "my account" menu: the children of item 790, without the logout item (it closes the menu). */
export function personalMenuItems<T extends ItemFields>(items: readonly T[]): T[] {
  return items.filter((i) => parentIdsOf(i).includes(PERSONAL_MENU_ID) && !isLogoutItem(i));
}

export function itemsAt<T extends ItemFields>(items: readonly T[], location: NavLocation): T[] {
  return items.filter((i) => i.location === location);
}

/**
 * How a menu section lays out its children: plain links first (one column
 * without a heading), then each sub-group as a column with its heading.
 */
export function splitSection<T extends ItemFields>(node: NavNode<T>): { links: NavNode<T>[]; groups: NavNode<T>[] } {
  return {
    links: node.children.filter((c) => c.children.length === 0),
    groups: node.children.filter((c) => c.children.length > 0),
  };
}
