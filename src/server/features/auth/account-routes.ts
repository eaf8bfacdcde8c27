/** Sign-up, its confirmation link, and choosing a new password through a mailed link. */
import type { FastifyRequest } from 'fastify';
import {
  type CheckEmailReason,
  checkEmailSchema,
  confirmSignupSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  safeCallbackPath,
  signupSchema,
} from '../../../contract/auth.ts';
import type { AppContext } from '../../context.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createAccountLinks } from './account-links.ts';
import { formRoute, requestMeta as meta, sessionStarter } from './form-route.ts';
import { createAuthRepository } from './repository.ts';
import { signedIn } from './routes.ts';

const checkEmail = { status: 'check-email' } as const;
const checkEmailPage = (reason: CheckEmailReason) => `/auth/check-email?for=${reason}`;
const demoSignup = {
  email: 'new.member@example.com',
  password: 'a-long-password',
  name: 'Ana Lima',
  accountType: 'translator',
};
const demoToken = 'mailed-link-token-from-the-email';
/** Where a newly confirmed member lands: their own profile, to fill it in. */
export const AFTER_CONFIRM = '/profile';
/** Where a member lands after choosing a new password. */
export const AFTER_RESET = '/account';

export function accountRoutes(ctx: AppContext): RouteDefinition[] {
  const { config, auth, limiter, mailer } = ctx;
  const links = createAccountLinks({ config, repo: createAuthRepository(ctx.db), auth, mailer, limiter });
  const startSession = sessionStarter(config, auth);
  const locale = (request: FastifyRequest) => resolveLocale(request);
  const back = (page: string, error: string, values: Record<string, string>, keep: string[]) => {
    const params = new URLSearchParams({ error });
    for (const key of keep) if (values[key]) params.set(key, values[key]);
    return `${page}?${params}`;
  };

  return [
    defineRoute({
      method: 'POST',
      url: '/next/api/auth/signup',
      tag: 'auth',
      summary: 'Sign up: a confirmation link goes to the address',
      description:
        'Answers the same for every address (202, "check your email"): a new address gets a link that ' +
        'activates the account, a registered one a note that it already has an account.',
      access: 'public',
      body: signupSchema,
      response: { status: 202, schema: checkEmailSchema },
      errors: [429],
      example: { body: demoSignup },
      async handler({ body }, request, reply) {
        await links.signup(body, meta(request), locale(request));
        return reply.status(202).send(checkEmail);
      },
    }),
    formRoute({
      url: '/auth/signup',
      summary: 'Sign up',
      schema: signupSchema,
      example: { body: demoSignup },
      run: (body, request) => links.signup(body, meta(request), locale(request)),
      done: () => checkEmailPage('signup'),
      retry: (error, values, query) =>
        back('/auth/signup', error, { ...values, callback_url: safeCallbackPath(query.callback_url, '') }, [
          'email',
          'name',
          'callback_url',
        ]),
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/auth/confirm',
      tag: 'auth',
      summary: 'Open a sign-up’s confirmation link: activates the account and signs in',
      access: 'public',
      body: confirmSignupSchema,
      response: { schema: signedIn },
      example: { body: { token: demoToken } },
      async handler({ body }, request, reply) {
        const { token, user } = await links.confirmSignup(body.token, meta(request));
        await startSession(request, reply, token);
        return { ok: true, user };
      },
    }),
    formRoute({
      url: '/auth/confirm',
      summary: 'Confirm a sign-up',
      schema: confirmSignupSchema,
      example: { body: { token: demoToken } },
      async run(body, request, reply) {
        const { token } = await links.confirmSignup(body.token, meta(request));
        await startSession(request, reply, token);
      },
      done: () => AFTER_CONFIRM,
      retry: (error) => back('/auth/confirm', error, {}, []),
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/auth/password-reset',
      tag: 'auth',
      summary: 'Forgot password: a link to choose a new one goes to the address',
      description: 'Answers the same (202) whether or not the address has an account.',
      access: 'public',
      body: passwordResetRequestSchema,
      response: { status: 202, schema: checkEmailSchema },
      errors: [429],
      example: { body: { email: 'translator@demo.wordhive.test' } },
      async handler({ body }, request, reply) {
        await links.requestReset(body.email, meta(request), locale(request));
        return reply.status(202).send(checkEmail);
      },
    }),
    formRoute({
      url: '/auth/password-reset',
      summary: 'Ask for a password reset link',
      schema: passwordResetRequestSchema,
      example: { body: { email: 'translator@demo.wordhive.test' } },
      run: (body, request) => links.requestReset(body.email, meta(request), locale(request)),
      done: () => checkEmailPage('reset'),
      retry: (error, values) => back('/auth/forgot', error, values, ['email']),
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/auth/password-reset/confirm',
      tag: 'auth',
      summary: 'Open a reset link with a new password: every other session ends, and this one signs in',
      access: 'public',
      body: passwordResetSchema,
      response: { schema: signedIn },
      example: { body: { token: demoToken, password: 'a-new-long-password' } },
      async handler({ body }, request, reply) {
        const { token, user } = await links.resetPassword(body, meta(request));
        await startSession(request, reply, token);
        return { ok: true, user };
      },
    }),
    formRoute({
      url: '/auth/password-reset/confirm',
      summary: 'Choose a new password',
      schema: passwordResetSchema,
      example: { body: { token: demoToken, password: 'a-new-long-password' } },
      async run(body, request, reply) {
        const { token } = await links.resetPassword(body, meta(request));
        await startSession(request, reply, token);
      },
      done: () => AFTER_RESET,
      retry: (error, values) => back('/auth/reset', error, values, ['token']),
    }),
  ];
}
