/**
 * Every page of the site as react-router data routes. Loaders fetch through
 * `apiContext`, so the same route works rendered on the server and in the browser.
 */
import { data, matchRoutes, type RouteObject, redirect } from 'react-router';
import { COMMUNITY_KEYS, COMMUNITY_PAGES } from '../contract/communities.ts';
import type { Dictionary } from '../i18n/index.ts';
import { NotFoundPage, PageErrorBoundary } from './features/errors/error-pages.tsx';
import type { RouteHandle } from './meta.ts';
import { RootErrorBoundary, RootLayout, rootLoader, rootShouldRevalidate } from './root.tsx';

/** A permanent redirect from an old or alternative address: `from` (a path prefix) becomes `to`, query kept. */
function redirectPrefix(from: RegExp, to: string) {
  return ({ request }: { request: Request }): never => {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(from, to)}${url.search}`, 301);
  };
}

/**
 * A page's code: a chunk of its own, loaded with the page and not with every page. `id` is its
 * source file (the key of Vite's manifest): the server links the chunks of the page it renders
 * so the browser fetches them with the main script, not after it (page-modules.test.ts checks
 * that each id names the file its `load` imports).
 */
export interface PageModule<M = unknown> {
  id: string;
  load: () => Promise<M>;
}
function pageModule<M>(id: string, load: () => Promise<M>): PageModule<M> {
  return { id, load };
}

type LazyPage = Pick<RouteObject, 'loader' | 'Component' | 'handle' | 'shouldRevalidate'>;
type Loaded<T extends readonly PageModule[]> = { [K in keyof T]: T[K] extends PageModule<infer M> ? M : never };
/** The route's `lazy`, carrying the modules it loads (read by the server before any page renders). */
type LazyRoute = (() => Promise<LazyPage>) & { modules: readonly PageModule[] };

/**
 * A page anyone may open. The server resolves every page before it serves (entry-server.tsx), so
 * the anonymous page cache reads its handle; the browser loads the page's code before hydrating
 * (entry-client.tsx), so a first load shows no loading state.
 */
function page<const T extends readonly PageModule[]>(modules: T, pick: (loaded: Loaded<T>) => LazyPage): LazyRoute {
  const lazy = async () => pick((await Promise.all(modules.map((m) => m.load()))) as Loaded<T>);
  return Object.assign(lazy, { modules });
}

/**
 * Loads a route's page code and makes it part of the route, as react-router would on navigation:
 * the server does it for every page before serving, the browser for the matched ones before
 * hydrating. Returns the modules it loaded (none for a route that was not lazy).
 */
export async function resolvePage(route: RouteObject): Promise<readonly PageModule[]> {
  if (typeof route.lazy !== 'function') return [];
  const lazy = route.lazy as LazyRoute;
  Object.assign(route, await lazy(), { lazy: undefined });
  return lazy.modules;
}

/**
 * Starts fetching the code of the page at `pathname`, so that following a link to it does not wait
 * for it: the browser calls this when a visitor points at, focuses or touches a link (entry-client.tsx).
 * react-router's own `lazy` then finds the modules loaded.
 */
export function preloadPageCode(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazy = route.lazy as LazyRoute | undefined;
    // A failed fetch (offline) is the navigation's to report, if the visitor follows the link.
    if (typeof lazy === 'function') for (const m of lazy.modules) m.load().catch(() => {});
  }
}

/**
 * A page that shows the member's own things, or must show changes at once (new jobs, a course's
 * progress): never served from the anonymous page cache, whatever its handle says.
 */
function privatePage<const T extends readonly PageModule[]>(
  modules: T,
  pick: (loaded: Loaded<T>) => LazyPage,
): LazyRoute {
  return page(modules, (loaded) => {
    const resolved = pick(loaded);
    return { ...resolved, handle: { ...(resolved.handle as RouteHandle | undefined), cacheQuery: () => null } };
  });
}

const M = {
  home: pageModule('src/web/features/home/home-page.tsx', () => import('./features/home/home-page.tsx')),
  signin: pageModule('src/web/features/auth/signin-page.tsx', () => import('./features/auth/signin-page.tsx')),
  signup: pageModule('src/web/features/auth/signup-page.tsx', () => import('./features/auth/signup-page.tsx')),
  accountLinks: pageModule(
    'src/web/features/auth/account-link-pages.tsx',
    () => import('./features/auth/account-link-pages.tsx'),
  ),
  account: pageModule('src/web/features/account/account-page.tsx', () => import('./features/account/account-page.tsx')),
  accountDeleted: pageModule(
    'src/web/features/account/account-deleted-page.tsx',
    () => import('./features/account/account-deleted-page.tsx'),
  ),
  adminLayout: pageModule('src/web/features/admin/admin-layout.tsx', () => import('./features/admin/admin-layout.tsx')),
  adminMembers: pageModule(
    'src/web/features/admin/members-page.tsx',
    () => import('./features/admin/members-page.tsx'),
  ),
  adminMember: pageModule('src/web/features/admin/member-page.tsx', () => import('./features/admin/member-page.tsx')),
  adminNavigation: pageModule(
    'src/web/features/admin/navigation-page.tsx',
    () => import('./features/admin/navigation-page.tsx'),
  ),
  adminFeedback: pageModule(
    'src/web/features/admin/feedback-page.tsx',
    () => import('./features/admin/feedback-page.tsx'),
  ),
  adminFeedbackReports: pageModule(
    'src/web/features/admin/feedback-reports-page.tsx',
    () => import('./features/admin/feedback-reports-page.tsx'),
  ),
  adminPageVisits: pageModule(
    'src/web/features/admin/page-visits-page.tsx',
    () => import('./features/admin/page-visits-page.tsx'),
  ),
  adminAuditLog: pageModule(
    'src/web/features/admin/audit-log-page.tsx',
    () => import('./features/admin/audit-log-page.tsx'),
  ),
  adminServerInfo: pageModule(
    'src/web/features/admin/server-info-page.tsx',
    () => import('./features/admin/server-info-page.tsx'),
  ),
  adminOutbox: pageModule('src/web/features/admin/outbox-page.tsx', () => import('./features/admin/outbox-page.tsx')),
  adminPayments: pageModule(
    'src/web/features/admin/payments-page.tsx',
    () => import('./features/admin/payments-page.tsx'),
  ),
  adminTestimonials: pageModule(
    'src/web/features/testimonials/admin-testimonials-page.tsx',
    () => import('./features/testimonials/admin-testimonials-page.tsx'),
  ),
  adminContent: pageModule(
    'src/web/features/learn/admin-content-pages.tsx',
    () => import('./features/learn/admin-content-pages.tsx'),
  ),
  adminProBono: pageModule(
    'src/web/features/communities/admin-pro-bono-page.tsx',
    () => import('./features/communities/admin-pro-bono-page.tsx'),
  ),
  adminAssessments: pageModule(
    'src/web/features/language-assessment/admin-assessments-page.tsx',
    () => import('./features/language-assessment/admin-assessments-page.tsx'),
  ),
  adminWalls: pageModule(
    'src/web/features/networking/admin-walls-page.tsx',
    () => import('./features/networking/admin-walls-page.tsx'),
  ),
  chat: pageModule('src/web/features/chat/chat-page.tsx', () => import('./features/chat/chat-page.tsx')),
  welcome: pageModule(
    'src/web/features/onboarding/welcome-page.tsx',
    () => import('./features/onboarding/welcome-page.tsx'),
  ),
  profile: pageModule('src/web/features/profile/profile-page.tsx', () => import('./features/profile/profile-page.tsx')),
  about: pageModule('src/web/features/info/about-page.tsx', () => import('./features/info/about-page.tsx')),
  overhaul: pageModule('src/web/features/info/overhaul-page.tsx', () => import('./features/info/overhaul-page.tsx')),
  accessibility: pageModule(
    'src/web/features/info/accessibility-page.tsx',
    () => import('./features/info/accessibility-page.tsx'),
  ),
  helpCenter: pageModule(
    'src/web/features/info/help-center-page.tsx',
    () => import('./features/info/help-center-page.tsx'),
  ),
  apiHelp: pageModule('src/web/features/info/api-help-page.tsx', () => import('./features/info/api-help-page.tsx')),
  supportCenter: pageModule(
    'src/web/features/info/support-center-page.tsx',
    () => import('./features/info/support-center-page.tsx'),
  ),
  directory: pageModule(
    'src/web/features/directory/directory-page.tsx',
    () => import('./features/directory/directory-page.tsx'),
  ),
  payments: pageModule(
    'src/web/features/payments/payments-pages.tsx',
    () => import('./features/payments/payments-pages.tsx'),
  ),
  paySettings: pageModule(
    'src/web/features/payments/settings-page.tsx',
    () => import('./features/payments/settings-page.tsx'),
  ),
  payment: pageModule(
    'src/web/features/payments/payment-pages.tsx',
    () => import('./features/payments/payment-pages.tsx'),
  ),
  payAbout: pageModule('src/web/features/payments/about-page.tsx', () => import('./features/payments/about-page.tsx')),
  membership: pageModule(
    'src/web/features/membership/membership-page.tsx',
    () => import('./features/membership/membership-page.tsx'),
  ),
  mentors: pageModule(
    'src/web/features/membership/mentors-page.tsx',
    () => import('./features/membership/mentors-page.tsx'),
  ),
  walls: pageModule('src/web/features/networking/walls-page.tsx', () => import('./features/networking/walls-page.tsx')),
  wall: pageModule('src/web/features/networking/wall-page.tsx', () => import('./features/networking/wall-page.tsx')),
  softwareHub: pageModule(
    'src/web/features/software-hub/software-hub-pages.tsx',
    () => import('./features/software-hub/software-hub-pages.tsx'),
  ),
  managedServices: pageModule(
    'src/web/features/managed-services/managed-services-pages.tsx',
    () => import('./features/managed-services/managed-services-pages.tsx'),
  ),
  memberServices: pageModule(
    'src/web/features/managed-services/member-services-desk.tsx',
    () => import('./features/managed-services/member-services-desk.tsx'),
  ),
  news: pageModule('src/web/features/learn/news-pages.tsx', () => import('./features/learn/news-pages.tsx')),
  courses: pageModule('src/web/features/learn/course-pages.tsx', () => import('./features/learn/course-pages.tsx')),
  events: pageModule('src/web/features/learn/events-page.tsx', () => import('./features/learn/events-page.tsx')),
  assessment: pageModule(
    'src/web/features/language-assessment/assessment-page.tsx',
    () => import('./features/language-assessment/assessment-page.tsx'),
  ),
  community: pageModule(
    'src/web/features/communities/community-page.tsx',
    () => import('./features/communities/community-page.tsx'),
  ),
  testimonials: pageModule(
    'src/web/features/testimonials/testimonials-page.tsx',
    () => import('./features/testimonials/testimonials-page.tsx'),
  ),
  review: pageModule('src/web/features/reviews/review-page.tsx', () => import('./features/reviews/review-page.tsx')),
  jobs: pageModule(
    'src/web/features/opportunities/jobs-page.tsx',
    () => import('./features/opportunities/jobs-page.tsx'),
  ),
  jobForm: pageModule(
    'src/web/features/opportunities/job-form-page.tsx',
    () => import('./features/opportunities/job-form-page.tsx'),
  ),
  myJobs: pageModule(
    'src/web/features/opportunities/my-jobs-page.tsx',
    () => import('./features/opportunities/my-jobs-page.tsx'),
  ),
  alerts: pageModule(
    'src/web/features/opportunities/alerts-page.tsx',
    () => import('./features/opportunities/alerts-page.tsx'),
  ),
  job: pageModule('src/web/features/opportunities/job-page.tsx', () => import('./features/opportunities/job-page.tsx')),
  teams: pageModule('src/web/features/teams/teams-page.tsx', () => import('./features/teams/teams-page.tsx')),
  joinTeam: pageModule(
    'src/web/features/teams/join-team-page.tsx',
    () => import('./features/teams/join-team-page.tsx'),
  ),
} as const;
export const PAGE_MODULES: readonly PageModule[] = Object.values(M);

/** The forms carry a return path, an error and the email typed: not worth a cached copy each. */
const uncachedWithQuery = (url: URL) => (url.search ? null : '');

// Session pages have neither header nor footer (paths containing /session/, spec §2.1): no minimalShell.
const accountLinkHandle = (
  title: (dict: Dictionary) => string,
  cacheQuery: RouteHandle['cacheQuery'] = uncachedWithQuery,
): RouteHandle => ({
  cacheQuery,
  meta: ({ dict }) => ({ title: `${title(dict)} · ${dict.common.siteName}`, noindex: true }),
});

const notFoundHandle: RouteHandle = {
  minimalShell: true,
  meta: ({ dict }) => ({ title: `${dict.errors.notFoundTitle} · ${dict.common.siteName}`, noindex: true }),
};

/** A page a mailed link leads to: its component and its title, both from its module. */
const accountLink = (
  pick: (m: Loaded<[typeof M.accountLinks]>[0]) => [LazyPage['Component'], (dict: Dictionary) => string],
) =>
  page([M.accountLinks], ([m]) => {
    const [Component, title] = pick(m);
    return { Component, handle: accountLinkHandle(title) };
  });

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: rootShouldRevalidate,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        ErrorBoundary: PageErrorBoundary,
        children: [
          {
            index: true,
            lazy: page([M.home], ([m]) => ({ loader: m.homeLoader, Component: m.HomePage, handle: m.homeHandle })),
          },
          // Session pages moved under /session/ (issue 21): links and bookmarks to the old addresses still work.
          { path: 'auth/*', loader: redirectPrefix(/^\/auth\//, '/session/') },
          // Spec §2.1 names the admin pages /admin… or /next/admin… (the classic site's prefix): one set of pages.
          { path: 'next/admin/*', loader: redirectPrefix(/^\/next\/admin(?=\/|$)/, '/admin') },
          {
            path: 'session/signin',
            lazy: page([M.signin], ([m]) => ({
              Component: m.SigninPage,
              handle: { cacheQuery: uncachedWithQuery, meta: m.signinMeta },
            })),
          },
          {
            path: 'session/signup',
            lazy: page([M.signup], ([m]) => ({
              Component: m.SignupPage,
              handle: { cacheQuery: uncachedWithQuery, meta: m.signupMeta },
            })),
          },
          {
            path: 'session/check-email',
            lazy: page([M.accountLinks], ([m]) => ({
              Component: m.CheckEmailPage,
              handle: accountLinkHandle(m.accountLinkTitles.checkEmail, m.checkEmailCacheQuery),
            })),
          },
          {
            path: 'session/confirm',
            lazy: accountLink((m) => [m.ConfirmPage, m.accountLinkTitles.confirm]),
          },
          {
            path: 'session/forgot',
            lazy: accountLink((m) => [m.ForgotPasswordPage, m.accountLinkTitles.forgot]),
          },
          {
            path: 'session/reset',
            lazy: accountLink((m) => [m.ResetPasswordPage, m.accountLinkTitles.reset]),
          },
          {
            path: 'session/change-email',
            lazy: accountLink((m) => [m.ChangeEmailPage, m.accountLinkTitles.changeEmail]),
          },
          {
            path: 'account',
            lazy: privatePage([M.account], ([m]) => ({
              loader: m.accountLoader,
              Component: m.AccountPage,
              handle: m.accountHandle,
            })),
          },
          {
            path: 'session/account-deleted',
            lazy: page([M.accountDeleted], ([m]) => ({
              Component: m.AccountDeletedPage,
              handle: accountLinkHandle(m.accountDeletedTitle),
            })),
          },
          {
            path: 'admin',
            lazy: privatePage([M.adminLayout], ([m]) => ({ loader: m.adminLoader, Component: m.AdminLayout })),
            children: [
              {
                index: true,
                lazy: privatePage([M.adminLayout], ([m]) => ({
                  Component: m.AdminHomePage,
                  handle: m.adminHomeHandle,
                })),
              },
              {
                path: 'members',
                lazy: privatePage([M.adminMembers], ([m]) => ({
                  loader: m.membersLoader,
                  Component: m.MembersPage,
                  handle: m.membersHandle,
                })),
              },
              {
                path: 'members/:entityId',
                lazy: privatePage([M.adminMember], ([m]) => ({
                  loader: m.memberLoader,
                  Component: m.MemberPage,
                  handle: m.memberHandle,
                })),
              },
              {
                path: 'navigation',
                lazy: privatePage([M.adminNavigation], ([m]) => ({
                  loader: m.navigationLoader,
                  Component: m.NavigationPage,
                  handle: m.navigationHandle,
                })),
              },
              {
                path: 'website-feedback',
                lazy: privatePage([M.adminFeedback], ([m]) => ({
                  loader: m.feedbackLoader,
                  Component: m.FeedbackPage,
                  handle: m.feedbackHandle,
                })),
              },
              {
                path: 'feedback-reports',
                lazy: privatePage([M.adminFeedbackReports], ([m]) => ({
                  loader: m.feedbackReportsLoader,
                  Component: m.FeedbackReportsPage,
                  handle: m.feedbackReportsHandle,
                })),
              },
              {
                path: 'page-visits',
                lazy: privatePage([M.adminPageVisits], ([m]) => ({
                  loader: m.pageVisitsLoader,
                  Component: m.PageVisitsPage,
                  handle: m.pageVisitsHandle,
                })),
              },
              {
                path: 'audit-log',
                lazy: privatePage([M.adminAuditLog], ([m]) => ({
                  loader: m.auditLogLoader,
                  Component: m.AuditLogPage,
                  handle: m.auditLogHandle,
                })),
              },
              {
                path: 'server-info',
                lazy: privatePage([M.adminServerInfo], ([m]) => ({
                  loader: m.serverInfoLoader,
                  Component: m.ServerInfoPage,
                  handle: m.serverInfoHandle,
                })),
              },
              {
                path: 'outbox',
                lazy: privatePage([M.adminOutbox], ([m]) => ({
                  loader: m.outboxLoader,
                  Component: m.OutboxPage,
                  handle: m.outboxHandle,
                })),
              },
              {
                path: 'payments',
                lazy: privatePage([M.adminPayments], ([m]) => ({
                  loader: m.adminPaymentsLoader,
                  Component: m.AdminPaymentsPage,
                  handle: m.adminPaymentsHandle,
                })),
              },
              {
                path: 'testimonials',
                lazy: privatePage([M.adminTestimonials], ([m]) => ({
                  loader: m.adminTestimonialsLoader,
                  Component: m.AdminTestimonialsPage,
                  handle: m.adminTestimonialsHandle,
                })),
              },
              {
                path: 'news',
                lazy: privatePage([M.adminContent], ([m]) => ({
                  loader: m.adminNewsLoader,
                  Component: m.AdminNewsPage,
                  handle: m.adminNewsHandle,
                })),
              },
              {
                path: 'courses',
                lazy: privatePage([M.adminContent], ([m]) => ({
                  loader: m.adminCoursesLoader,
                  Component: m.AdminCoursesPage,
                  handle: m.adminCoursesHandle,
                })),
              },
              {
                path: 'events',
                lazy: privatePage([M.adminContent], ([m]) => ({
                  loader: m.adminEventsLoader,
                  Component: m.AdminEventsPage,
                  handle: m.adminEventsHandle,
                })),
              },
              {
                path: 'pro-bono',
                lazy: privatePage([M.adminProBono], ([m]) => ({
                  loader: m.adminProBonoLoader,
                  Component: m.AdminProBonoPage,
                  handle: m.adminProBonoHandle,
                })),
              },
              {
                path: 'assessments',
                lazy: privatePage([M.adminAssessments], ([m]) => ({
                  loader: m.adminAssessmentsLoader,
                  Component: m.AdminAssessmentsPage,
                  handle: m.adminAssessmentsHandle,
                })),
              },
              {
                path: 'networking-walls',
                lazy: privatePage([M.adminWalls], ([m]) => ({
                  loader: m.adminWallsLoader,
                  Component: m.AdminWallsPage,
                  handle: m.adminWallsHandle,
                })),
              },
            ],
          },
          {
            path: 'chat',
            lazy: privatePage([M.chat], ([m]) => ({
              loader: m.chatLoader,
              Component: m.ChatPage,
              handle: m.chatHandle,
            })),
          },
          {
            path: 'welcome',
            lazy: privatePage([M.welcome], ([m]) => ({
              loader: m.welcomeLoader,
              Component: m.WelcomePage,
              handle: m.welcomeHandle,
            })),
          },
          {
            path: 'profile',
            lazy: page([M.profile], ([m]) => ({
              loader: m.ownProfileLoader,
              shouldRevalidate: m.profileShouldRevalidate,
              Component: m.ProfilePage,
              handle: m.profileHandle,
            })),
          },
          {
            path: 'profile/:entityId',
            lazy: page([M.profile], ([m]) => ({
              loader: m.profileLoader,
              shouldRevalidate: m.profileShouldRevalidate,
              Component: m.ProfilePage,
              handle: m.profileHandle,
            })),
          },
          {
            path: 'about',
            lazy: page([M.about], ([m]) => ({ loader: m.aboutLoader, Component: m.AboutPage, handle: m.aboutHandle })),
          },
          {
            path: 'about/overhaul',
            lazy: page([M.overhaul], ([m]) => ({
              loader: m.infoLoader,
              Component: m.OverhaulPage,
              handle: m.overhaulHandle,
            })),
          },
          {
            path: 'accessibility',
            lazy: page([M.accessibility], ([m]) => ({
              loader: m.infoLoader,
              Component: m.AccessibilityPage,
              handle: m.accessibilityHandle,
            })),
          },
          {
            path: 'help-center',
            lazy: page([M.helpCenter], ([m]) => ({
              loader: m.infoLoader,
              Component: m.HelpCenterPage,
              handle: m.helpCenterHandle,
            })),
          },
          {
            path: 'help-center/api',
            lazy: page([M.apiHelp], ([m]) => ({
              loader: m.infoLoader,
              Component: m.ApiHelpPage,
              handle: m.apiHelpHandle,
            })),
          },
          {
            path: 'support-center',
            lazy: page([M.supportCenter], ([m]) => ({
              loader: m.infoLoader,
              Component: m.SupportCenterPage,
              handle: m.supportCenterHandle,
            })),
          },
          ...(['directory', 'directory/certified', 'business'] as const).map((path) => ({
            path,
            lazy: page([M.directory], ([m]) => ({
              loader: path === 'business' ? m.businessDirectoryLoader : m.userDirectoryLoader,
              Component: m.DirectoryPage,
              handle: m.directoryHandle,
            })),
          })),
          // Wordhive Pay: the member's payments (never cached), and the public page about it.
          {
            path: 'payments',
            id: 'payments',
            lazy: privatePage([M.payments], ([m]) => ({ loader: m.payLayoutLoader, Component: m.PaymentsLayout })),
            children: [
              {
                index: true,
                lazy: privatePage([M.payments], ([m]) => ({
                  loader: m.overviewLoader,
                  Component: m.OverviewPage,
                  handle: m.payHandle((pay) => pay.tabs.overview),
                })),
              },
              {
                path: 'pending',
                lazy: privatePage([M.payments], ([m]) => ({
                  loader: m.pendingLoader,
                  Component: m.PendingPage,
                  handle: m.payHandle((pay) => pay.tabs.pending),
                })),
              },
              ...(['received', 'sent', 'withdrawn', 'debits'] as const).map((kind) => ({
                path: kind,
                lazy: privatePage([M.payments], ([m]) => ({
                  loader: m.listLoader(kind),
                  Component: m.ListPage,
                  handle: m.payHandle((pay) => pay.tabs[kind]),
                })),
              })),
              {
                path: 'businesses',
                lazy: privatePage([M.payments], ([m]) => ({
                  loader: m.businessesLoader,
                  Component: m.BusinessesPage,
                  handle: m.payHandle((pay) => pay.tabs.businesses),
                })),
              },
              {
                path: 'activity',
                lazy: privatePage([M.payments], ([m]) => ({
                  loader: m.feedLoader,
                  Component: m.FeedPage,
                  handle: m.payHandle((pay) => pay.tabs.feed),
                })),
              },
              {
                path: 'settings',
                lazy: privatePage([M.payments, M.paySettings], ([m, s]) => ({
                  Component: s.PaySettingsPage,
                  handle: m.payHandle((pay) => pay.tabs.settings),
                })),
              },
              {
                path: 'new',
                lazy: privatePage([M.payments, M.payment], ([m, p]) => ({
                  loader: p.newPaymentLoader,
                  Component: p.NewPaymentPage,
                  handle: m.payHandle((pay) => pay.form.title),
                })),
              },
              {
                path: ':paymentId',
                lazy: privatePage([M.payments, M.payment], ([m, p]) => ({
                  loader: p.paymentLoader,
                  Component: p.PaymentPage,
                  handle: m.payHandle((pay) => pay.title),
                })),
              },
            ],
          },
          {
            path: 'wordhivepay/about',
            lazy: page([M.payAbout], ([m]) => ({
              loader: m.payAboutLoader,
              Component: m.PayAboutPage,
              handle: m.payAboutHandle,
            })),
          },
          {
            path: 'membership',
            lazy: page([M.membership], ([m]) => ({
              loader: m.membershipLoader,
              Component: m.MembershipPage,
              handle: m.membershipHandle,
            })),
          },
          {
            path: 'mentors',
            lazy: page([M.mentors], ([m]) => ({
              loader: m.mentorsLoader,
              Component: m.MentorsPage,
              handle: m.mentorsHandle,
            })),
          },
          {
            path: 'networking',
            lazy: page([M.walls], ([m]) => ({ loader: m.wallsLoader, Component: m.WallsPage, handle: m.wallsHandle })),
          },
          {
            path: 'software-hub',
            lazy: page([M.softwareHub], ([m]) => ({
              loader: m.hubLoader,
              Component: m.SoftwareHubPage,
              handle: m.hubHandle,
            })),
          },
          {
            path: 'managed-services',
            lazy: page([M.managedServices], ([m]) => ({
              loader: m.managedServicesLoader,
              Component: m.ManagedServicesPage,
              handle: m.managedServicesHandle,
            })),
          },
          {
            path: 'member-services',
            lazy: privatePage([M.memberServices], ([m]) => ({
              loader: m.deskLoader,
              Component: m.MemberServicesDesk,
              handle: m.deskHandle,
            })),
          },
          {
            path: 'software-hub/:slug',
            lazy: page([M.softwareHub], ([m]) => ({
              loader: m.toolLoader,
              Component: m.ToolPage,
              handle: m.toolHandle,
            })),
          },
          {
            path: 'omegat',
            lazy: page([M.softwareHub], ([m]) => ({
              loader: m.omegatLoader,
              Component: m.OmegatPage,
              handle: m.omegatHandle,
            })),
          },
          {
            path: 'news',
            lazy: page([M.news], ([m]) => ({ loader: m.newsLoader, Component: m.NewsPage, handle: m.newsHandle })),
          },
          {
            path: 'news/:slug',
            lazy: page([M.news], ([m]) => ({
              loader: m.articleLoader,
              Component: m.ArticlePage,
              handle: m.articleHandle,
            })),
          },
          {
            path: 'learn',
            lazy: page([M.courses], ([m]) => ({
              loader: m.learnLoader,
              Component: m.LearnPage,
              handle: m.learnHandle,
            })),
          },
          {
            path: 'learn/courses',
            lazy: page([M.courses], ([m]) => ({
              loader: m.coursesLoader,
              Component: m.CoursesPage,
              handle: m.coursesHandle,
            })),
          },
          // A course and a community show the member's own place in them: never cached.
          {
            path: 'learn/courses/:slug',
            lazy: privatePage([M.courses], ([m]) => ({
              loader: m.courseLoader,
              Component: m.CoursePage,
              handle: m.courseHandle,
            })),
          },
          {
            path: 'events',
            lazy: page([M.events], ([m]) => ({
              loader: m.eventsLoader,
              Component: m.EventsPage,
              handle: m.eventsHandle,
            })),
          },
          {
            path: 'events/:eventId',
            lazy: page([M.events], ([m]) => ({
              loader: m.eventLoader,
              Component: m.EventPage,
              handle: m.eventHandle,
            })),
          },
          {
            path: 'language-assessment',
            lazy: page([M.assessment], ([m]) => ({
              loader: m.assessmentLoader,
              Component: m.AssessmentPage,
              handle: m.assessmentHandle,
            })),
          },
          ...COMMUNITY_KEYS.map((key) => ({
            path: COMMUNITY_PAGES[key].path.slice(1),
            lazy: privatePage([M.community], ([m]) => ({
              loader: m.communityLoader(key),
              Component: m.CommunityPage,
              handle: m.communityHandle(key),
            })),
          })),
          {
            path: 'testimonials',
            lazy: page([M.testimonials], ([m]) => ({
              loader: m.testimonialsLoader,
              Component: m.TestimonialsPage,
              handle: m.testimonialsHandle,
            })),
          },
          {
            path: 'networking/embed/:wall',
            lazy: page([M.wall], ([m]) => ({
              loader: m.wallLoader,
              shouldRevalidate: m.wallShouldRevalidate,
              Component: m.WallEmbedPage,
              handle: m.wallEmbedHandle,
            })),
          },
          {
            path: 'networking/:wall',
            lazy: page([M.wall], ([m]) => ({
              loader: m.wallLoader,
              shouldRevalidate: m.wallShouldRevalidate,
              Component: m.WallPage,
              handle: m.wallHandle,
            })),
          },
          // Opened by anyone holding a mailed link: its handle says never cached.
          {
            path: 'review',
            lazy: page([M.review], ([m]) => ({
              loader: m.reviewLoader,
              Component: m.ReviewPage,
              handle: m.reviewHandle,
            })),
          },
          // The jobs marketplace: never cached (new jobs and quotes show at once).
          {
            path: 'opportunities',
            lazy: privatePage([M.jobs], ([m]) => ({
              loader: m.jobsLoader,
              Component: m.JobsPage,
              handle: m.jobsHandle,
            })),
          },
          {
            path: 'opportunities/new',
            lazy: privatePage([M.jobForm], ([m]) => ({
              loader: m.jobFormLoader,
              Component: m.JobFormPage,
              handle: m.jobFormHandle,
            })),
          },
          {
            path: 'opportunities/mine',
            lazy: privatePage([M.myJobs], ([m]) => ({
              loader: m.myJobsLoader,
              Component: m.MyJobsPage,
              handle: m.myJobsHandle,
            })),
          },
          {
            path: 'opportunities/alerts',
            lazy: privatePage([M.alerts], ([m]) => ({
              loader: m.alertsLoader,
              Component: m.AlertsPage,
              handle: m.alertsHandle,
            })),
          },
          {
            path: 'opportunities/:jobId',
            lazy: privatePage([M.job], ([m]) => ({ loader: m.jobLoader, Component: m.JobPage, handle: m.jobHandle })),
          },
          {
            path: 'opportunities/:jobId/edit',
            lazy: privatePage([M.jobForm], ([m]) => ({
              loader: m.jobFormLoader,
              Component: m.JobFormPage,
              handle: m.jobFormHandle,
            })),
          },
          {
            path: 'teams',
            lazy: privatePage([M.teams], ([m]) => ({
              loader: m.teamsLoader,
              Component: m.TeamsPage,
              handle: m.teamsHandle,
            })),
          },
          {
            path: 'teams/join',
            lazy: privatePage([M.joinTeam], ([m]) => ({
              loader: m.joinTeamLoader,
              Component: m.JoinTeamPage,
              handle: m.joinTeamHandle,
            })),
          },
          {
            path: '*',
            loader: () => {
              throw data('Not found', { status: 404 });
            },
            Component: NotFoundPage,
            handle: notFoundHandle,
          },
        ],
      },
    ],
  },
];
