/**
 * The site's navigation in its four locations (spec §2.2): the main menu
 * (header), admin tools (admin), utility links (sub) and the personal
 * "my account" menu (profile, parent 790). Names are the English fallback;
 * every sid has a translation in the `_new_site_nav` dictionary section.
 *
 * Links keep the forms the navigation editor accepts: paths, `classic:/path`
 * for the classic site (shown only when CLASSIC_SITE_URL is set), and a few
 * legacy `ng/` and `/next` prefixes that the rules in contract/navigation.ts strip.
 */
import { isClassicLink, isExternalLink, PERSONAL_MENU_ID, rewriteLink } from '../../../contract/navigation.ts';
import { isBuiltPage } from '../../../contract/site-pages.ts';
import type { Db } from '../client.ts';
import { navItems } from '../schema/index.ts';

interface SeedItem {
  id: number;
  name: string;
  sid: string;
  link?: string;
  parent?: number;
  tags?: string;
  target?: string;
  access?: string;
  location?: 'header' | 'admin' | 'sub' | 'profile';
  tailwind?: string;
}

const MAIN: SeedItem[] = [
  { id: 100, name: 'Find talent', sid: 'find_talent' },
  { id: 110, name: 'Freelance linguists', sid: 'freelance_linguists', parent: 100 },
  { id: 111, name: 'Translators', sid: 'translators', link: '/directory?service=translators', parent: 110 },
  { id: 112, name: 'Interpreters', sid: 'interpreters', link: '/directory?service=interpreters', parent: 110 },
  { id: 113, name: 'Subtitlers', sid: 'subtitlers', link: '/directory?service=subtitlers', parent: 110 },
  {
    id: 114,
    name: 'Certified translators',
    sid: 'certified_translators',
    link: '/directory/certified',
    parent: 110,
  },
  { id: 120, name: 'Companies', sid: 'companies', parent: 100 },
  { id: 121, name: 'Language companies', sid: 'language_companies', link: '/directory?service=lscs', parent: 120 },
  { id: 122, name: 'Business directory', sid: 'business_directory', link: '/business', parent: 120 },
  { id: 130, name: 'Mentoring', sid: 'mentoring', parent: 100 },
  { id: 131, name: 'Mentors', sid: 'mentors', link: '/mentors', parent: 130 },

  { id: 200, name: 'Work', sid: 'work' },
  { id: 210, name: 'Find work', sid: 'find_work', parent: 200 },
  { id: 211, name: 'Opportunities', sid: 'opportunities', link: 'ng/opportunities', parent: 210 },
  { id: 212, name: 'Job alerts', sid: 'job_alerts', link: '/opportunities/alerts', parent: 210, access: 'liv_free' },
  { id: 213, name: 'Managed services', sid: 'managed_services', link: '/next/managed-services', parent: 210 },
  { id: 214, name: 'Team workspaces', sid: 'team_workspaces', link: '/teams', parent: 210, tags: 'nextphase' },
  { id: 220, name: 'Get paid', sid: 'get_paid', parent: 200 },
  { id: 221, name: 'Wordhive Pay', sid: 'wordhive_pay', link: '/wordhivepay/about', parent: 220, target: '_blank' },
  { id: 222, name: 'Invoicing', sid: 'invoicing', link: 'classic:/invoice', parent: 220 },

  { id: 300, name: 'Learn', sid: 'learn' },
  { id: 310, name: 'Learn and grow', sid: 'learn_and_grow', parent: 300 },
  { id: 311, name: 'Learning hub', sid: 'learning_hub', link: '/learn', parent: 310 },
  { id: 312, name: 'Courses', sid: 'courses', link: '/learn/courses', parent: 310 },
  { id: 313, name: 'Language assessment', sid: 'language_assessment', link: '/language-assessment', parent: 310 },
  { id: 314, name: 'News', sid: 'news', link: '/news', parent: 310 },
  { id: 320, name: 'Tools and resources', sid: 'tools_resources', parent: 300 },
  { id: 321, name: 'Software hub', sid: 'software_hub', link: '/software-hub', parent: 320, tags: 'new' },
  { id: 322, name: 'OmegaT', sid: 'omegat', link: '/omegat', parent: 320 },
  { id: 323, name: 'Terminology search', sid: 'terminology_search', link: 'classic:/search', parent: 320 },

  { id: 400, name: 'Community', sid: 'community' },
  { id: 410, name: 'Get involved', sid: 'get_involved', parent: 400 },
  { id: 411, name: 'Forums', sid: 'forums', link: 'classic:/forum', parent: 410 },
  { id: 412, name: 'Events', sid: 'events', link: '/events', parent: 410 },
  { id: 413, name: 'Membership', sid: 'membership', link: '/membership', parent: 410 },
  { id: 420, name: 'Communities', sid: 'communities', parent: 400 },
  {
    id: 421,
    name: 'Interpreters community',
    sid: 'interpreters_community',
    link: '/community/interpreters',
    parent: 420,
  },
  {
    id: 422,
    name: 'Women in translation',
    sid: 'women_in_translation',
    link: '/community/women-in-translation',
    parent: 420,
  },
  { id: 423, name: 'Pro bono', sid: 'pro_bono', link: '/community/wordhive-pro-bono', parent: 420 },

  { id: 500, name: 'Site admin', sid: 'site_admin', tags: 'admin' },
  {
    id: 501,
    name: 'Networking walls',
    sid: 'admin_networking_walls',
    link: '/admin/networking-walls',
    parent: 500,
    tags: 'admin',
  },
  { id: 502, name: 'Testimonials', sid: 'admin_testimonials', link: '/admin/testimonials', parent: 500, tags: 'admin' },
  {
    id: 503,
    name: 'Website feedback',
    sid: 'admin_website_feedback',
    link: '/admin/website-feedback',
    parent: 500,
    tags: 'admin',
  },

  // Shortcuts a member uses daily: in the profile menu rather than the main menu.
  { id: 600, name: 'Messages', sid: 'messages', link: '/chat', tags: 'directlink' },
  { id: 601, name: 'Account settings', sid: 'account_settings', link: '/account', tags: 'directlink' },
];

const ADMIN: SeedItem[] = [
  { id: 700, name: 'Audit log', sid: 'audit_log', link: '/admin/audit-log', tags: 'admin' },
  { id: 701, name: 'Navigation', sid: 'navigation_editor', link: '/admin/navigation', tags: 'admin' },
  { id: 702, name: 'Server info', sid: 'server_info', link: '/admin/server-info', tags: 'admin' },
  { id: 703, name: 'Members', sid: 'admin_members', link: '/admin/members', tags: 'admin' },
  { id: 704, name: 'Page visits', sid: 'page_visits', link: '/admin/page-visits', tags: 'admin' },
  { id: 705, name: 'Mail outbox', sid: 'mail_outbox', link: '/admin/outbox', tags: 'admin' },
  { id: 706, name: 'Reported reviews', sid: 'feedback_reports', link: '/admin/feedback-reports', tags: 'admin' },
].map((i) => ({ ...i, location: 'admin' as const }));

const SUB: SeedItem[] = [
  { id: 750, name: 'About this new site', sid: 'about_new_site', link: '/about/overhaul' },
  { id: 751, name: 'Help center', sid: 'help_center', link: '/help-center' },
  { id: 752, name: 'Get help', sid: 'get_help', link: '/support-center' },
  { id: 753, name: 'Classic site', sid: 'classic_site', link: 'classic:/' },
].map((i) => ({ ...i, location: 'sub' as const }));

const PROFILE: SeedItem[] = [
  { id: PERSONAL_MENU_ID, name: 'My account', sid: 'my_account' },
  { id: 791, name: 'Payments', sid: 'payments', link: '/payments', parent: PERSONAL_MENU_ID },
  { id: 792, name: 'Networking walls', sid: 'networking_walls', link: '/networking', parent: PERSONAL_MENU_ID },
  { id: 793, name: 'Invoices', sid: 'invoices', link: 'classic:/invoice', parent: PERSONAL_MENU_ID },
  {
    id: 794,
    name: 'Accessibility settings',
    sid: 'accessibility_settings',
    link: 'classic:/accessibility-settings',
    parent: PERSONAL_MENU_ID,
  },
  {
    id: 799,
    name: 'Log out',
    sid: 'log_out',
    link: '/session/signin',
    parent: PERSONAL_MENU_ID,
    tailwind: 'logout text-danger',
  },
].map((i) => ({ ...i, location: 'profile' as const }));

export const SEED_NAV_ITEMS: readonly SeedItem[] = [...MAIN, ...ADMIN, ...SUB, ...PROFILE];

/** An item's tags, with `link_does_not_exist` on a link to one of our pages that is not built yet. */
function tagsOf(item: SeedItem): string {
  const link = item.link ?? '';
  const ours = link !== '' && !isClassicLink(link) && !isExternalLink(link);
  const tags = item.tags ? [item.tags] : [];
  if (ours && !isBuiltPage(rewriteLink(link))) tags.push('link_does_not_exist');
  return tags.join(',');
}

export async function seedNavigation(db: Db): Promise<void> {
  await db.insert(navItems).values(
    SEED_NAV_ITEMS.map((item, index) => ({
      navItemId: item.id,
      name: item.name,
      sid: item.sid,
      link: item.link ?? '',
      target: item.target ?? '',
      tags: tagsOf(item),
      accessType: item.access ?? '',
      parentIds: item.parent ? String(item.parent) : '',
      location: item.location ?? 'header',
      tailwind: item.tailwind ?? '',
      sortOrder: index,
    })),
  );
}
