/**
 * Every page of the site as react-router data routes. Loaders fetch through
 * `apiContext`, so the same route works rendered on the server and in the browser.
 */
import { data, type RouteObject } from 'react-router';
import type { Dictionary } from '../i18n/index.ts';
import { AccountPage, accountHandle, accountLoader } from './features/account/account-page.tsx';
import { OutboxPage, outboxHandle, outboxLoader } from './features/admin/outbox-page.tsx';
import {
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
import { ApiHelpPage, apiHelpHandle } from './features/info/api-help-page.tsx';
import { HelpCenterPage, helpCenterHandle } from './features/info/help-center-page.tsx';
import { OverhaulPage, overhaulHandle } from './features/info/overhaul-page.tsx';
import { SupportCenterPage, supportCenterHandle } from './features/info/support-center-page.tsx';
import { MembershipPage, membershipHandle, membershipLoader } from './features/membership/membership-page.tsx';
import { MentorsPage, mentorsHandle, mentorsLoader } from './features/membership/mentors-page.tsx';
import {
  ownProfileLoader,
  ProfilePage,
  profileHandle,
  profileLoader,
  profileShouldRevalidate,
} from './features/profile/profile-page.tsx';
import type { RouteHandle } from './meta.ts';
import { RootErrorBoundary, RootLayout, rootLoader, rootShouldRevalidate } from './root.tsx';

/** The forms carry a return path, an error and the email typed: not worth a cached copy each. */
const uncachedWithQuery = (url: URL) => (url.search ? null : '');

const signinHandle: RouteHandle = {
  minimalShell: true,
  cacheQuery: uncachedWithQuery,
  meta: ({ dict }) => ({
    title: `${dict.auth.signinTitle}`,
    description: dict.auth.signinIntro,
    canonicalPath: '/auth/signin',
  }),
};
const signupHandle: RouteHandle = {
  minimalShell: true,
  cacheQuery: uncachedWithQuery,
  meta: ({ dict }) => ({
    title: dict.auth.signupTitle,
    description: dict.auth.signupIntro,
    canonicalPath: '/auth/signup',
  }),
};
const accountLinkHandle = (
  title: (dict: Dictionary) => string,
  cacheQuery: RouteHandle['cacheQuery'] = uncachedWithQuery,
): RouteHandle => ({
  minimalShell: true,
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
          { path: 'auth/signin', Component: SigninPage, handle: signinHandle },
          { path: 'auth/signup', Component: SignupPage, handle: signupHandle },
          {
            path: 'auth/check-email',
            Component: CheckEmailPage,
            handle: accountLinkHandle((d) => d.auth.checkEmailTitle, checkEmailCacheQuery),
          },
          { path: 'auth/confirm', Component: ConfirmPage, handle: accountLinkHandle((d) => d.auth.confirmTitle) },
          { path: 'auth/forgot', Component: ForgotPasswordPage, handle: accountLinkHandle((d) => d.auth.forgotTitle) },
          { path: 'auth/reset', Component: ResetPasswordPage, handle: accountLinkHandle((d) => d.auth.resetTitle) },
          { path: 'account', loader: accountLoader, Component: AccountPage, handle: accountHandle },
          { path: 'admin/outbox', loader: outboxLoader, Component: OutboxPage, handle: outboxHandle },
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
          { path: 'help-center', Component: HelpCenterPage, handle: helpCenterHandle },
          { path: 'help-center/api', Component: ApiHelpPage, handle: apiHelpHandle },
          { path: 'support-center', Component: SupportCenterPage, handle: supportCenterHandle },
          { path: 'directory', loader: userDirectoryLoader, Component: DirectoryPage, handle: directoryHandle },
          { path: 'business', loader: businessDirectoryLoader, Component: DirectoryPage, handle: directoryHandle },
          { path: 'membership', loader: membershipLoader, Component: MembershipPage, handle: membershipHandle },
          { path: 'mentors', loader: mentorsLoader, Component: MentorsPage, handle: mentorsHandle },
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
