/**
 * Every page of the site as react-router data routes. Loaders fetch through
 * `apiContext`, so the same route works rendered on the server and in the browser.
 */
import { data, type RouteObject, redirect } from 'react-router';
import { COMMUNITY_KEYS, COMMUNITY_PAGES } from '../contract/communities.ts';
import type { Dictionary } from '../i18n/index.ts';
import { AccountDeletedPage } from './features/account/account-deleted-page.tsx';
import {
  ChangeEmailPage,
  CheckEmailPage,
  ConfirmPage,
  checkEmailCacheQuery,
  ForgotPasswordPage,
  ResetPasswordPage,
} from './features/auth/account-link-pages.tsx';
import { SigninPage } from './features/auth/signin-page.tsx';
import { SignupPage } from './features/auth/signup-page.tsx';
import { businessDirectoryLoader, userDirectoryLoader } from './features/directory/directory-data.ts';
import { DirectoryPage, directoryHandle } from './features/directory/directory-page.tsx';
import { NotFoundPage, PageErrorBoundary } from './features/errors/error-pages.tsx';
import { HomePage, homeHandle, homeLoader } from './features/home/home-page.tsx';
import { AboutPage, aboutHandle, aboutLoader } from './features/info/about-page.tsx';
import { AccessibilityPage, accessibilityHandle } from './features/info/accessibility-page.tsx';
import { ApiHelpPage, apiHelpHandle } from './features/info/api-help-page.tsx';
import { HelpCenterPage, helpCenterHandle } from './features/info/help-center-page.tsx';
import { OverhaulPage, overhaulHandle } from './features/info/overhaul-page.tsx';
import { SupportCenterPage, supportCenterHandle } from './features/info/support-center-page.tsx';
import { AssessmentPage, assessmentHandle, assessmentLoader } from './features/language-assessment/assessment-page.tsx';
import {
  CoursesPage,
  coursesHandle,
  coursesLoader,
  LearnPage,
  learnHandle,
  learnLoader,
} from './features/learn/course-pages.tsx';
import { EventsPage, eventsHandle, eventsLoader } from './features/learn/events-page.tsx';
import {
  ArticlePage,
  articleHandle,
  articleLoader,
  NewsPage,
  newsHandle,
  newsLoader,
} from './features/learn/news-pages.tsx';
import {
  ManagedServicesPage,
  managedServicesHandle,
  managedServicesLoader,
} from './features/managed-services/managed-services-pages.tsx';
import { MembershipPage, membershipHandle, membershipLoader } from './features/membership/membership-page.tsx';
import { MentorsPage, mentorsHandle, mentorsLoader } from './features/membership/mentors-page.tsx';
import {
  WallEmbedPage,
  WallPage,
  wallEmbedHandle,
  wallHandle,
  wallLoader,
  wallShouldRevalidate,
} from './features/networking/wall-page.tsx';
import { WallsPage, wallsHandle, wallsLoader } from './features/networking/walls-page.tsx';
import { PayAboutPage, payAboutHandle, payAboutLoader } from './features/payments/about-page.tsx';
import {
  ownProfileLoader,
  ProfilePage,
  profileHandle,
  profileLoader,
  profileShouldRevalidate,
} from './features/profile/profile-page.tsx';
import { ReviewPage, reviewHandle, reviewLoader } from './features/reviews/review-page.tsx';
import {
  hubHandle,
  hubLoader,
  OmegatPage,
  omegatHandle,
  omegatLoader,
  SoftwareHubPage,
  ToolPage,
  toolHandle,
  toolLoader,
} from './features/software-hub/software-hub-pages.tsx';
import {
  TestimonialsPage,
  testimonialsHandle,
  testimonialsLoader,
} from './features/testimonials/testimonials-page.tsx';
import type { RouteHandle } from './meta.ts';
import { RootErrorBoundary, RootLayout, rootLoader, rootShouldRevalidate } from './root.tsx';

function redirectToSession(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`${url.pathname.replace(/^\/auth\//, '/session/')}${url.search}`, 301);
}

/**
 * A page whose code loads with it, not with every page: the pages only signed-in members open.
 * The server resolves it before rendering, the browser before hydrating (entry-client.tsx), so a
 * first load shows no loading state. Pages anyone may open stay in the main bundle: the page
 * cache reads their static `handle` before anything loads (and never caches a lazy page).
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => LazyPage) {
  return async () => pick(await load());
}
type LazyPage = Pick<RouteObject, 'loader' | 'Component' | 'handle' | 'shouldRevalidate'>;
const ADMIN_LAYOUT = () => import('./features/admin/admin-layout.tsx');
const JOBS_PAGE = () => import('./features/opportunities/jobs-page.tsx');
const PAY_PAGES = () => import('./features/payments/payments-pages.tsx');
const JOB_FORM_PAGE = () => import('./features/opportunities/job-form-page.tsx');
const CONTENT_ADMIN = () => import('./features/learn/admin-content-pages.tsx');
const COURSE_PAGE = () => import('./features/learn/course-pages.tsx');
const COMMUNITY_PAGE = () => import('./features/communities/community-page.tsx');

/** The forms carry a return path, an error and the email typed: not worth a cached copy each. */
const uncachedWithQuery = (url: URL) => (url.search ? null : '');

// Session pages have neither header nor footer (paths containing /session/, spec §2.1): no minimalShell.
const signinHandle: RouteHandle = {
  cacheQuery: uncachedWithQuery,
  meta: ({ dict }) => ({
    title: `${dict.auth.signinTitle}`,
    description: dict.auth.signinIntro,
    canonicalPath: '/session/signin',
  }),
};
const signupHandle: RouteHandle = {
  cacheQuery: uncachedWithQuery,
  meta: ({ dict }) => ({
    title: dict.auth.signupTitle,
    description: dict.auth.signupIntro,
    canonicalPath: '/session/signup',
  }),
};
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
          { index: true, loader: homeLoader, Component: HomePage, handle: homeHandle },
          // Session pages moved under /session/ (issue 21): links and bookmarks to the old addresses still work.
          { path: 'auth/*', loader: ({ request }) => redirectToSession(request) },
          { path: 'session/signin', Component: SigninPage, handle: signinHandle },
          { path: 'session/signup', Component: SignupPage, handle: signupHandle },
          {
            path: 'session/check-email',
            Component: CheckEmailPage,
            handle: accountLinkHandle((d) => d.auth.checkEmailTitle, checkEmailCacheQuery),
          },
          { path: 'session/confirm', Component: ConfirmPage, handle: accountLinkHandle((d) => d.auth.confirmTitle) },
          {
            path: 'session/forgot',
            Component: ForgotPasswordPage,
            handle: accountLinkHandle((d) => d.auth.forgotTitle),
          },
          { path: 'session/reset', Component: ResetPasswordPage, handle: accountLinkHandle((d) => d.auth.resetTitle) },
          {
            path: 'session/change-email',
            Component: ChangeEmailPage,
            handle: accountLinkHandle((d) => d.auth.changeEmailTitle),
          },
          {
            path: 'account',
            lazy: page(
              () => import('./features/account/account-page.tsx'),
              (m) => ({
                loader: m.accountLoader,
                Component: m.AccountPage,
                handle: m.accountHandle,
              }),
            ),
          },
          {
            path: 'session/account-deleted',
            Component: AccountDeletedPage,
            handle: accountLinkHandle((d) => d.account.deletion.doneTitle),
          },
          {
            path: 'admin',
            lazy: page(ADMIN_LAYOUT, (m) => ({ loader: m.adminLoader, Component: m.AdminLayout })),
            children: [
              {
                index: true,
                lazy: page(ADMIN_LAYOUT, (m) => ({ Component: m.AdminHomePage, handle: m.adminHomeHandle })),
              },
              {
                path: 'members',
                lazy: page(
                  () => import('./features/admin/members-page.tsx'),
                  (m) => ({
                    loader: m.membersLoader,
                    Component: m.MembersPage,
                    handle: m.membersHandle,
                  }),
                ),
              },
              {
                path: 'members/:entityId',
                lazy: page(
                  () => import('./features/admin/member-page.tsx'),
                  (m) => ({
                    loader: m.memberLoader,
                    Component: m.MemberPage,
                    handle: m.memberHandle,
                  }),
                ),
              },
              {
                path: 'navigation',
                lazy: page(
                  () => import('./features/admin/navigation-page.tsx'),
                  (m) => ({
                    loader: m.navigationLoader,
                    Component: m.NavigationPage,
                    handle: m.navigationHandle,
                  }),
                ),
              },
              {
                path: 'website-feedback',
                lazy: page(
                  () => import('./features/admin/feedback-page.tsx'),
                  (m) => ({
                    loader: m.feedbackLoader,
                    Component: m.FeedbackPage,
                    handle: m.feedbackHandle,
                  }),
                ),
              },
              {
                path: 'feedback-reports',
                lazy: page(
                  () => import('./features/admin/feedback-reports-page.tsx'),
                  (m) => ({
                    loader: m.feedbackReportsLoader,
                    Component: m.FeedbackReportsPage,
                    handle: m.feedbackReportsHandle,
                  }),
                ),
              },
              {
                path: 'page-visits',
                lazy: page(
                  () => import('./features/admin/page-visits-page.tsx'),
                  (m) => ({
                    loader: m.pageVisitsLoader,
                    Component: m.PageVisitsPage,
                    handle: m.pageVisitsHandle,
                  }),
                ),
              },
              {
                path: 'audit-log',
                lazy: page(
                  () => import('./features/admin/audit-log-page.tsx'),
                  (m) => ({
                    loader: m.auditLogLoader,
                    Component: m.AuditLogPage,
                    handle: m.auditLogHandle,
                  }),
                ),
              },
              {
                path: 'server-info',
                lazy: page(
                  () => import('./features/admin/server-info-page.tsx'),
                  (m) => ({
                    loader: m.serverInfoLoader,
                    Component: m.ServerInfoPage,
                    handle: m.serverInfoHandle,
                  }),
                ),
              },
              {
                path: 'outbox',
                lazy: page(
                  () => import('./features/admin/outbox-page.tsx'),
                  (m) => ({
                    loader: m.outboxLoader,
                    Component: m.OutboxPage,
                    handle: m.outboxHandle,
                  }),
                ),
              },
              {
                path: 'payments',
                lazy: page(
                  () => import('./features/admin/payments-page.tsx'),
                  (m) => ({
                    loader: m.adminPaymentsLoader,
                    Component: m.AdminPaymentsPage,
                    handle: m.adminPaymentsHandle,
                  }),
                ),
              },
              {
                path: 'testimonials',
                lazy: page(
                  () => import('./features/testimonials/admin-testimonials-page.tsx'),
                  (m) => ({
                    loader: m.adminTestimonialsLoader,
                    Component: m.AdminTestimonialsPage,
                    handle: m.adminTestimonialsHandle,
                  }),
                ),
              },
              {
                path: 'news',
                lazy: page(CONTENT_ADMIN, (m) => ({
                  loader: m.adminNewsLoader,
                  Component: m.AdminNewsPage,
                  handle: m.adminNewsHandle,
                })),
              },
              {
                path: 'courses',
                lazy: page(CONTENT_ADMIN, (m) => ({
                  loader: m.adminCoursesLoader,
                  Component: m.AdminCoursesPage,
                  handle: m.adminCoursesHandle,
                })),
              },
              {
                path: 'events',
                lazy: page(CONTENT_ADMIN, (m) => ({
                  loader: m.adminEventsLoader,
                  Component: m.AdminEventsPage,
                  handle: m.adminEventsHandle,
                })),
              },
              {
                path: 'pro-bono',
                lazy: page(
                  () => import('./features/communities/admin-pro-bono-page.tsx'),
                  (m) => ({
                    loader: m.adminProBonoLoader,
                    Component: m.AdminProBonoPage,
                    handle: m.adminProBonoHandle,
                  }),
                ),
              },
              {
                path: 'assessments',
                lazy: page(
                  () => import('./features/language-assessment/admin-assessments-page.tsx'),
                  (m) => ({
                    loader: m.adminAssessmentsLoader,
                    Component: m.AdminAssessmentsPage,
                    handle: m.adminAssessmentsHandle,
                  }),
                ),
              },
              {
                path: 'networking-walls',
                lazy: page(
                  () => import('./features/networking/admin-walls-page.tsx'),
                  (m) => ({
                    loader: m.adminWallsLoader,
                    Component: m.AdminWallsPage,
                    handle: m.adminWallsHandle,
                  }),
                ),
              },
            ],
          },
          {
            path: 'chat',
            lazy: page(
              () => import('./features/chat/chat-page.tsx'),
              (m) => ({
                loader: m.chatLoader,
                Component: m.ChatPage,
                handle: m.chatHandle,
              }),
            ),
          },
          {
            path: 'welcome',
            lazy: page(
              () => import('./features/onboarding/welcome-page.tsx'),
              (m) => ({
                loader: m.welcomeLoader,
                Component: m.WelcomePage,
                handle: m.welcomeHandle,
              }),
            ),
          },
          {
            path: 'profile',
            loader: ownProfileLoader,
            shouldRevalidate: profileShouldRevalidate,
            Component: ProfilePage,
            handle: profileHandle,
          },
          {
            path: 'profile/:entityId',
            loader: profileLoader,
            shouldRevalidate: profileShouldRevalidate,
            Component: ProfilePage,
            handle: profileHandle,
          },
          { path: 'about', loader: aboutLoader, Component: AboutPage, handle: aboutHandle },
          { path: 'about/overhaul', Component: OverhaulPage, handle: overhaulHandle },
          { path: 'accessibility', Component: AccessibilityPage, handle: accessibilityHandle },
          { path: 'help-center', Component: HelpCenterPage, handle: helpCenterHandle },
          { path: 'help-center/api', Component: ApiHelpPage, handle: apiHelpHandle },
          { path: 'support-center', Component: SupportCenterPage, handle: supportCenterHandle },
          { path: 'directory', loader: userDirectoryLoader, Component: DirectoryPage, handle: directoryHandle },
          {
            path: 'directory/certified',
            loader: userDirectoryLoader,
            Component: DirectoryPage,
            handle: directoryHandle,
          },
          // Wordhive Pay: the member's payments (never cached), and the public page about it.
          {
            path: 'payments',
            id: 'payments',
            lazy: page(PAY_PAGES, (m) => ({ loader: m.payLayoutLoader, Component: m.PaymentsLayout })),
            children: [
              {
                index: true,
                lazy: page(PAY_PAGES, (m) => ({
                  loader: m.overviewLoader,
                  Component: m.OverviewPage,
                  handle: m.payHandle((d) => d.pay.tabs.overview),
                })),
              },
              {
                path: 'pending',
                lazy: page(PAY_PAGES, (m) => ({
                  loader: m.pendingLoader,
                  Component: m.PendingPage,
                  handle: m.payHandle((d) => d.pay.tabs.pending),
                })),
              },
              ...(['received', 'sent', 'withdrawn', 'debits'] as const).map((kind) => ({
                path: kind,
                lazy: page(PAY_PAGES, (m) => ({
                  loader: m.listLoader(kind),
                  Component: m.ListPage,
                  handle: m.payHandle((d) => d.pay.tabs[kind]),
                })),
              })),
              {
                path: 'businesses',
                lazy: page(PAY_PAGES, (m) => ({
                  loader: m.businessesLoader,
                  Component: m.BusinessesPage,
                  handle: m.payHandle((d) => d.pay.tabs.businesses),
                })),
              },
              {
                path: 'activity',
                lazy: page(PAY_PAGES, (m) => ({
                  loader: m.feedLoader,
                  Component: m.FeedPage,
                  handle: m.payHandle((d) => d.pay.tabs.feed),
                })),
              },
              {
                path: 'settings',
                lazy: page(
                  () => Promise.all([PAY_PAGES(), import('./features/payments/settings-page.tsx')]),
                  ([m, s]) => ({ Component: s.PaySettingsPage, handle: m.payHandle((d) => d.pay.tabs.settings) }),
                ),
              },
              {
                path: 'new',
                lazy: page(
                  () => Promise.all([PAY_PAGES(), import('./features/payments/payment-pages.tsx')]),
                  ([m, p]) => ({
                    loader: p.newPaymentLoader,
                    Component: p.NewPaymentPage,
                    handle: m.payHandle((d) => d.pay.form.title),
                  }),
                ),
              },
              {
                path: ':paymentId',
                lazy: page(
                  () => Promise.all([PAY_PAGES(), import('./features/payments/payment-pages.tsx')]),
                  ([m, p]) => ({
                    loader: p.paymentLoader,
                    Component: p.PaymentPage,
                    handle: m.payHandle((d) => d.pay.title),
                  }),
                ),
              },
            ],
          },
          { path: 'wordhivepay/about', loader: payAboutLoader, Component: PayAboutPage, handle: payAboutHandle },
          { path: 'business', loader: businessDirectoryLoader, Component: DirectoryPage, handle: directoryHandle },
          { path: 'membership', loader: membershipLoader, Component: MembershipPage, handle: membershipHandle },
          { path: 'mentors', loader: mentorsLoader, Component: MentorsPage, handle: mentorsHandle },
          { path: 'networking', loader: wallsLoader, Component: WallsPage, handle: wallsHandle },
          { path: 'software-hub', loader: hubLoader, Component: SoftwareHubPage, handle: hubHandle },
          {
            path: 'managed-services',
            loader: managedServicesLoader,
            Component: ManagedServicesPage,
            handle: managedServicesHandle,
          },
          {
            path: 'member-services',
            lazy: page(
              () => import('./features/managed-services/member-services-desk.tsx'),
              (m) => ({ loader: m.deskLoader, Component: m.MemberServicesDesk, handle: m.deskHandle }),
            ),
          },
          { path: 'software-hub/:slug', loader: toolLoader, Component: ToolPage, handle: toolHandle },
          { path: 'omegat', loader: omegatLoader, Component: OmegatPage, handle: omegatHandle },
          { path: 'news', loader: newsLoader, Component: NewsPage, handle: newsHandle },
          { path: 'news/:slug', loader: articleLoader, Component: ArticlePage, handle: articleHandle },
          { path: 'learn', loader: learnLoader, Component: LearnPage, handle: learnHandle },
          { path: 'learn/courses', loader: coursesLoader, Component: CoursesPage, handle: coursesHandle },
          // A course and a community show the member's own place in them: never cached, so their code loads with them.
          {
            path: 'learn/courses/:slug',
            lazy: page(COURSE_PAGE, (m) => ({
              loader: m.courseLoader,
              Component: m.CoursePage,
              handle: m.courseHandle,
            })),
          },
          { path: 'events', loader: eventsLoader, Component: EventsPage, handle: eventsHandle },
          {
            path: 'language-assessment',
            loader: assessmentLoader,
            Component: AssessmentPage,
            handle: assessmentHandle,
          },
          ...COMMUNITY_KEYS.map((key) => ({
            path: COMMUNITY_PAGES[key].path.slice(1),
            lazy: page(COMMUNITY_PAGE, (m) => ({
              loader: m.communityLoader(key),
              Component: m.CommunityPage,
              handle: m.communityHandle(key),
            })),
          })),
          {
            path: 'testimonials',
            loader: testimonialsLoader,
            Component: TestimonialsPage,
            handle: testimonialsHandle,
          },
          {
            path: 'networking/embed/:wall',
            loader: wallLoader,
            shouldRevalidate: wallShouldRevalidate,
            Component: WallEmbedPage,
            handle: wallEmbedHandle,
          },
          {
            path: 'networking/:wall',
            loader: wallLoader,
            shouldRevalidate: wallShouldRevalidate,
            Component: WallPage,
            handle: wallHandle,
          },
          // Opened by anyone holding a mailed link: its handle (never cached) must be there before loading.
          { path: 'review', loader: reviewLoader, Component: ReviewPage, handle: reviewHandle },
          // The jobs marketplace: never cached (new jobs and quotes show at once), so its code loads with it.
          {
            path: 'opportunities',
            lazy: page(JOBS_PAGE, (m) => ({ loader: m.jobsLoader, Component: m.JobsPage, handle: m.jobsHandle })),
          },
          {
            path: 'opportunities/new',
            lazy: page(JOB_FORM_PAGE, (m) => ({
              loader: m.jobFormLoader,
              Component: m.JobFormPage,
              handle: m.jobFormHandle,
            })),
          },
          {
            path: 'opportunities/mine',
            lazy: page(
              () => import('./features/opportunities/my-jobs-page.tsx'),
              (m) => ({ loader: m.myJobsLoader, Component: m.MyJobsPage, handle: m.myJobsHandle }),
            ),
          },
          {
            path: 'opportunities/alerts',
            lazy: page(
              () => import('./features/opportunities/alerts-page.tsx'),
              (m) => ({ loader: m.alertsLoader, Component: m.AlertsPage, handle: m.alertsHandle }),
            ),
          },
          {
            path: 'opportunities/:jobId',
            lazy: page(
              () => import('./features/opportunities/job-page.tsx'),
              (m) => ({ loader: m.jobLoader, Component: m.JobPage, handle: m.jobHandle }),
            ),
          },
          {
            path: 'opportunities/:jobId/edit',
            lazy: page(JOB_FORM_PAGE, (m) => ({
              loader: m.jobFormLoader,
              Component: m.JobFormPage,
              handle: m.jobFormHandle,
            })),
          },
          {
            path: 'teams',
            lazy: page(
              () => import('./features/teams/teams-page.tsx'),
              (m) => ({
                loader: m.teamsLoader,
                Component: m.TeamsPage,
                handle: m.teamsHandle,
              }),
            ),
          },
          {
            path: 'teams/join',
            lazy: page(
              () => import('./features/teams/join-team-page.tsx'),
              (m) => ({
                loader: m.joinTeamLoader,
                Component: m.JoinTeamPage,
                handle: m.joinTeamHandle,
              }),
            ),
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
