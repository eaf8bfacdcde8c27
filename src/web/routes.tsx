/**
 * Every page of the site as react-router data routes. Loaders fetch through
 * `apiContext`, so the same route works rendered on the server and in the browser.
 */
import { data, type RouteObject } from 'react-router';
import { AccountPage, accountHandle, requireSignedIn } from './features/account/account-page.tsx';
import { SigninPage } from './features/auth/signin-page.tsx';
import { SignupPage } from './features/auth/signup-page.tsx';
import { NotFoundPage, PageErrorBoundary } from './features/errors/error-pages.tsx';
import { HomePage, homeHandle, homeLoader } from './features/home/home-page.tsx';
import type { RouteHandle } from './meta.ts';
import { RootErrorBoundary, RootLayout, rootLoader, rootShouldRevalidate } from './root.tsx';

const signinHandle: RouteHandle = {
  minimalShell: true,
  meta: ({ dict }) => ({
    title: `${dict.auth.signinTitle}`,
    description: dict.auth.signinIntro,
    canonicalPath: '/auth/signin',
  }),
};
const signupHandle: RouteHandle = {
  minimalShell: true,
  meta: ({ dict }) => ({
    title: dict.auth.signupTitle,
    description: dict.auth.signupIntro,
    canonicalPath: '/auth/signup',
  }),
};
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
          { path: 'account', loader: requireSignedIn, Component: AccountPage, handle: accountHandle },
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
