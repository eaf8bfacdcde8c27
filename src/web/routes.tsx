/**
 * Every page of the site as react-router data routes. Loaders fetch through
 * `apiContext`, so the same route works rendered on the server and in the browser.
 */
import { data, type RouteObject, redirect } from 'react-router';
import type { Dictionary } from '../i18n/index.ts';
import { AccountDeletedPage } from './features/account/account-deleted-page.tsx';
import { AccountPage, accountHandle, accountLoader } from './features/account/account-page.tsx';
import { AdminHomePage, AdminLayout, adminHomeHandle, adminLoader } from './features/admin/admin-layout.tsx';
import { AuditLogPage, auditLogHandle, auditLogLoader } from './features/admin/audit-log-page.tsx';
import { FeedbackPage, feedbackHandle, feedbackLoader } from './features/admin/feedback-page.tsx';
import {
  FeedbackReportsPage,
  feedbackReportsHandle,
  feedbackReportsLoader,
} from './features/admin/feedback-reports-page.tsx';
import { MemberPage, memberHandle, memberLoader } from './features/admin/member-page.tsx';
import { MembersPage, membersHandle, membersLoader } from './features/admin/members-page.tsx';
import { NavigationPage, navigationHandle, navigationLoader } from './features/admin/navigation-page.tsx';
import { OutboxPage, outboxHandle, outboxLoader } from './features/admin/outbox-page.tsx';
import { PageVisitsPage, pageVisitsHandle, pageVisitsLoader } from './features/admin/page-visits-page.tsx';
import { ServerInfoPage, serverInfoHandle, serverInfoLoader } from './features/admin/server-info-page.tsx';
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
import { ChatPage, chatHandle, chatLoader } from './features/chat/chat-page.tsx';
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
import { MembershipPage, membershipHandle, membershipLoader } from './features/membership/membership-page.tsx';
import { MentorsPage, mentorsHandle, mentorsLoader } from './features/membership/mentors-page.tsx';
import { WelcomePage, welcomeHandle, welcomeLoader } from './features/onboarding/welcome-page.tsx';
import {
  ownProfileLoader,
  ProfilePage,
  profileHandle,
  profileLoader,
  profileShouldRevalidate,
} from './features/profile/profile-page.tsx';
import { ReviewPage, reviewHandle, reviewLoader } from './features/reviews/review-page.tsx';
import { JoinTeamPage, joinTeamHandle, joinTeamLoader } from './features/teams/join-team-page.tsx';
import { TeamsPage, teamsHandle, teamsLoader } from './features/teams/teams-page.tsx';
import type { RouteHandle } from './meta.ts';
import { RootErrorBoundary, RootLayout, rootLoader, rootShouldRevalidate } from './root.tsx';

function redirectToSession(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`${url.pathname.replace(/^\/auth\//, '/session/')}${url.search}`, 301);
}

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
          { path: 'account', loader: accountLoader, Component: AccountPage, handle: accountHandle },
          {
            path: 'session/account-deleted',
            Component: AccountDeletedPage,
            handle: accountLinkHandle((d) => d.account.deletion.doneTitle),
          },
          {
            path: 'admin',
            loader: adminLoader,
            Component: AdminLayout,
            children: [
              { index: true, Component: AdminHomePage, handle: adminHomeHandle },
              { path: 'members', loader: membersLoader, Component: MembersPage, handle: membersHandle },
              { path: 'members/:entityId', loader: memberLoader, Component: MemberPage, handle: memberHandle },
              { path: 'navigation', loader: navigationLoader, Component: NavigationPage, handle: navigationHandle },
              { path: 'website-feedback', loader: feedbackLoader, Component: FeedbackPage, handle: feedbackHandle },
              {
                path: 'feedback-reports',
                loader: feedbackReportsLoader,
                Component: FeedbackReportsPage,
                handle: feedbackReportsHandle,
              },
              { path: 'page-visits', loader: pageVisitsLoader, Component: PageVisitsPage, handle: pageVisitsHandle },
              { path: 'audit-log', loader: auditLogLoader, Component: AuditLogPage, handle: auditLogHandle },
              { path: 'server-info', loader: serverInfoLoader, Component: ServerInfoPage, handle: serverInfoHandle },
              { path: 'outbox', loader: outboxLoader, Component: OutboxPage, handle: outboxHandle },
            ],
          },
          { path: 'chat', loader: chatLoader, Component: ChatPage, handle: chatHandle },
          { path: 'welcome', loader: welcomeLoader, Component: WelcomePage, handle: welcomeHandle },
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
          { path: 'business', loader: businessDirectoryLoader, Component: DirectoryPage, handle: directoryHandle },
          { path: 'membership', loader: membershipLoader, Component: MembershipPage, handle: membershipHandle },
          { path: 'mentors', loader: mentorsLoader, Component: MentorsPage, handle: mentorsHandle },
          { path: 'review', loader: reviewLoader, Component: ReviewPage, handle: reviewHandle },
          { path: 'teams', loader: teamsLoader, Component: TeamsPage, handle: teamsHandle },
          { path: 'teams/join', loader: joinTeamLoader, Component: JoinTeamPage, handle: joinTeamHandle },
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
