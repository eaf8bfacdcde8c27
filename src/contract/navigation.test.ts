import { describe, expect, it } from 'vitest';
import {
  directLinkItems,
  filterVisibleItems,
  findLogoutItem,
  isDisabledLink,
  isLocked,
  leavesSite,
  mainNavTree,
  type NavAudience,
  type NavItem,
  navHref,
  personalMenuItems,
  rewriteLink,
  splitSection,
} from './navigation.ts';
import { navItemInputSchema, navItemUpdateSchema } from './navigation-schemas.ts';

let nextId = 1;
function item(fields: Partial<NavItem>): NavItem {
  const id = fields.nav_item_id ?? nextId++;
  return {
    nav_item_id: id,
    name: `Item ${id}`,
    sid: '',
    translated_name: `Item ${id}`,
    link: `/page-${id}`,
    target: '',
    tags: '',
    access_type: '',
    parent_ids: '',
    location: 'header',
    tailwind: '',
    ...fields,
  };
}

const anonymous: NavAudience = { loggedIn: false, isAdmin: false, nextphase: false };
const member: NavAudience = { loggedIn: true, isAdmin: false, nextphase: false };
const admin: NavAudience = { loggedIn: true, isAdmin: true, nextphase: true };
const site = { publicUrl: 'https://wordhive.example', classicSiteUrl: null };
const withClassic = { ...site, classicSiteUrl: 'https://classic.example' };

const ids = (items: NavItem[]) => items.map((i) => i.nav_item_id);

describe('visibility of single items (spec §6)', () => {
  const plain = item({ nav_item_id: 1 });
  const adminOnly = item({ nav_item_id: 2, tags: 'admin' });
  const nextphase = item({ nav_item_id: 3, tags: 'new,nextphase' });
  const missing = item({ nav_item_id: 4, tags: 'link_does_not_exist' });
  const signedIn = item({ nav_item_id: 5, access_type: 'liv_free' });
  const classic = item({ nav_item_id: 6, link: 'classic:/forum' });
  const all = [plain, adminOnly, nextphase, missing, signedIn, classic];

  it('shows an anonymous visitor neither admin, nextphase, missing-page, signed-in nor classic items', () => {
    expect(ids(filterVisibleItems(all, anonymous, site))).toEqual([1]);
  });

  it('shows liv_free items once signed in', () => {
    expect(ids(filterVisibleItems(all, member, site))).toEqual([1, 5]);
  });

  it('shows admins everything, classic links only when a classic site is configured', () => {
    expect(ids(filterVisibleItems(all, admin, site))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterVisibleItems(all, admin, withClassic))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterVisibleItems(all, anonymous, withClassic))).toEqual([1, 6]);
  });

  it('reads tags whatever their spacing and case', () => {
    expect(ids(filterVisibleItems([item({ nav_item_id: 9, tags: ' new , ADMIN ' })], member, site))).toEqual([]);
  });

  it('marks admin items as locked and missing pages as disabled', () => {
    expect(isLocked(adminOnly)).toBe(true);
    expect(isLocked(plain)).toBe(false);
    expect(isDisabledLink(missing)).toBe(true);
    expect(navHref(missing, site)).toBe('#');
  });
});

describe('groups and their children', () => {
  const group = item({ nav_item_id: 10, link: '' });
  const secret = item({ nav_item_id: 11, parent_ids: '10', tags: 'admin' });
  const open = item({ nav_item_id: 12, parent_ids: '10' });

  it('hides a group from non-admins when none of its children is visible to them', () => {
    expect(ids(filterVisibleItems([group, secret], member, site))).toEqual([]);
    expect(ids(filterVisibleItems([group, secret, open], member, site))).toEqual([10, 12]);
  });

  it('keeps an empty group for admins, who may need to fill it', () => {
    expect(ids(filterVisibleItems([group], admin, site))).toEqual([10]);
    expect(ids(filterVisibleItems([group], member, site))).toEqual([]);
  });

  it('settles nested groups: a column with only hidden links hides its menu too', () => {
    const top = item({ nav_item_id: 20, link: '' });
    const column = item({ nav_item_id: 21, link: '', parent_ids: '20' });
    const link = item({ nav_item_id: 22, parent_ids: '21', access_type: 'liv_free' });
    expect(ids(filterVisibleItems([top, column, link], anonymous, site))).toEqual([]);
    expect(ids(filterVisibleItems([top, column, link], member, site))).toEqual([20, 21, 22]);
  });

  it('drops the children of a hidden parent, so nothing below an admin group leaks', () => {
    const adminGroup = item({ nav_item_id: 30, link: '', tags: 'admin' });
    const child = item({ nav_item_id: 31, parent_ids: '30' });
    expect(ids(filterVisibleItems([adminGroup, child], member, site))).toEqual([]);
  });

  it('keeps an item with several parents while one of them is visible', () => {
    const a = item({ nav_item_id: 40, link: '', tags: 'admin' });
    const b = item({ nav_item_id: 41, link: '' });
    const shared = item({ nav_item_id: 42, parent_ids: '40, 41' });
    expect(ids(filterVisibleItems([a, b, shared], member, site))).toEqual([41, 42]);
  });
});

describe('links', () => {
  it('strips a leading ng/ or /next', () => {
    expect(rewriteLink('ng/opportunities')).toBe('/opportunities');
    expect(rewriteLink('/next/managed-services')).toBe('/managed-services');
    expect(rewriteLink('/next')).toBe('/');
    expect(rewriteLink('/next?x=1')).toBe('/?x=1');
    expect(rewriteLink('/nextphase')).toBe('/nextphase');
    expect(rewriteLink('/news')).toBe('/news');
  });

  it('prefixes relative links with the site origin in the mega-menu only', () => {
    const news = item({ link: 'ng/news' });
    expect(navHref(news, site, true)).toBe('https://wordhive.example/news');
    expect(navHref(news, site)).toBe('/news');
  });

  it('leaves web addresses alone and resolves classic links against the classic site', () => {
    expect(navHref(item({ link: 'https://omegat.org/' }), site, true)).toBe('https://omegat.org/');
    expect(navHref(item({ link: 'classic:/forum' }), withClassic, true)).toBe('https://classic.example/forum');
    expect(navHref(item({ link: 'classic:/' }), withClassic)).toBe('https://classic.example/');
  });

  it('gives groups no destination', () => {
    expect(navHref(item({ link: '' }), site)).toBe('');
  });

  it('tells links that leave the site from our own', () => {
    expect(leavesSite('https://classic.example/forum', site)).toBe(true);
    expect(leavesSite('https://wordhive.example/news', site)).toBe(false);
    expect(leavesSite('/news', site)).toBe(false);
  });
});

describe('menus', () => {
  const find = item({ nav_item_id: 100, link: '' });
  const column = item({ nav_item_id: 110, link: '', parent_ids: '100' });
  const translators = item({ nav_item_id: 111, parent_ids: '110' });
  const mentors = item({ nav_item_id: 131, parent_ids: '100' });
  const chat = item({ nav_item_id: 600, link: '/chat', tags: 'directlink' });
  const account = item({ nav_item_id: 790, link: '', location: 'profile' });
  const payments = item({ nav_item_id: 791, parent_ids: '790', location: 'profile' });
  const logout = item({ nav_item_id: 799, parent_ids: '790', location: 'profile', tailwind: 'logout text-danger' });
  const adminTool = item({ nav_item_id: 700, location: 'admin' });
  const all = [find, column, translators, mentors, chat, account, payments, logout, adminTool];

  it('builds the main menu from header items, without directlink items', () => {
    const tree = mainNavTree(all);
    expect(tree.map((n) => n.item.nav_item_id)).toEqual([100]);
    expect(tree[0]!.children.map((n) => n.item.nav_item_id)).toEqual([110, 131]);
    expect(tree[0]!.children[0]!.children.map((n) => n.item.nav_item_id)).toEqual([111]);
  });

  it('lays out a section as plain links first, then headed columns', () => {
    const { links, groups } = splitSection(mainNavTree(all)[0]!);
    expect(links.map((n) => n.item.nav_item_id)).toEqual([131]);
    expect(groups.map((n) => n.item.nav_item_id)).toEqual([110]);
  });

  it('puts directlink items in the profile menu', () => {
    expect(ids(directLinkItems(all))).toEqual([600]);
  });

  it('makes the children of 790 the personal menu and finds the logout item by its marker', () => {
    expect(ids(personalMenuItems(all))).toEqual([791]);
    expect(findLogoutItem(all)?.nav_item_id).toBe(799);
    expect(findLogoutItem([payments])).toBeUndefined();
  });

  it('cuts cycles in parent_ids instead of looping', () => {
    const a = item({ nav_item_id: 1, link: '', parent_ids: '' });
    const b = item({ nav_item_id: 2, link: '', parent_ids: '1,3' });
    const c = item({ nav_item_id: 3, parent_ids: '2' });
    const tree = mainNavTree([a, b, c]);
    expect(tree[0]!.children[0]!.children[0]!.item.nav_item_id).toBe(3);
    // 3 would hold 2 again (2 lists 3 as a parent): cut, since 2 is already above it.
    expect(tree[0]!.children[0]!.children[0]!.children).toEqual([]);
  });
});

describe('the item schema', () => {
  const valid = { name: ' Courses ', location: 'header', link: '/learn/courses', tags: 'new, admin' };

  it('trims the name and normalises tags and parent ids', () => {
    const parsed = navItemInputSchema.parse({ ...valid, parent_ids: '300, 310,310' });
    expect(parsed).toMatchObject({ name: 'Courses', tags: 'new,admin', parent_ids: '300,310', target: '' });
  });

  it('refuses a blank name with the spec message', () => {
    const result = navItemInputSchema.safeParse({ ...valid, name: '   ' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Please provide a valid name' });
    expect(navItemInputSchema.safeParse({ location: 'header' }).error?.issues[0]?.message).toBe(
      'Please provide a valid name',
    );
  });

  it('names the field of each other mistake', () => {
    const fieldOf = (patch: object) => navItemInputSchema.safeParse({ ...valid, ...patch }).error?.issues[0]?.path;
    expect(fieldOf({ location: 'footer' })).toEqual(['location']);
    expect(fieldOf({ tags: 'admin,secret' })).toEqual(['tags']);
    expect(fieldOf({ parent_ids: '790,abc' })).toEqual(['parent_ids']);
    expect(fieldOf({ target: '_top' })).toEqual(['target']);
    expect(fieldOf({ link: 'javascript:alert(1)' })).toEqual(['link']);
    expect(fieldOf({ link: '//evil.example/' })).toEqual(['link']);
  });

  it('accepts every link form the menus understand', () => {
    for (const link of ['', '#', '/chat', 'ng/news', '/next/x', 'https://omegat.org', 'classic:/forum']) {
      expect(navItemInputSchema.safeParse({ ...valid, link }).success, link).toBe(true);
    }
  });

  it('needs the item id to update', () => {
    expect(navItemUpdateSchema.safeParse(valid).error?.issues[0]?.path).toEqual(['nav_item_id']);
  });
});
