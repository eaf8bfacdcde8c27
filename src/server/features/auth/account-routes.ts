/** Sign-up, its confirmation link, choosing a new password through a mailed link, and the member's own account security. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CheckEmailReason, safeCallbackPath } from '../../../contract/auth.ts';
import {
  changeEmailSchema,
  changePasswordSchema,
  checkEmailSchema,
  confirmEmailChangeSchema,
  confirmSignupSchema,
  deleteAccountSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signedOutOthersSchema,
  signupSchema,
} from '../../../contract/auth-schemas.ts';
import { entityIdSchema } from '../../../contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { resolveLocale } from '../../http/locale.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { clearSessionCookie } from '../../http/session.ts';
import { refreshMemberSearch } from '../directory/service.ts';
import { announceProfileChange } from '../profile/profile-changed.ts';
import { createAccountLinks } from './account-links.ts';
import { formRoute, requestMeta as meta, sessionStarter } from './form-route.ts';
import { createAuthRepository } from './repository.ts';
import { signedIn } from './routes.ts';

const checkEmail = { status: 'check-email' } as const;
const checkEmailPage = (reason: CheckEmailReason) => `/session/check-email?for=${reason}`;
const demoSignup = {
  email: 'new.member@example.com',
  password: 'a-long-password',
  name: 'Ana Lima',
  accountType: 'translator',
};
const demoToken = 'mailed-link-token-from-the-email';
/** Where a newly confirmed member lands: the onboarding's few steps, then their profile. */
export const AFTER_CONFIRM = '/welcome';
/** Where a member lands after choosing a new password. */
export const AFTER_RESET = '/account';
/** How often the sign-ups nobody confirmed are looked for. */
const PURGE_EVERY_MS = 60 * 60_000;

export function accountRoutes(ctx: AppContext): RouteDefinition[] {
  const { config, auth, limiter, mailer } = ctx;
  const links = createAccountLinks({
    config,
    repo: createAuthRepository(ctx.db),
    auth,
    mailer,
    limiter,
    background: ctx.background,
  });
  if (config.env !== 'test') setInterval(() => void links.purgeUnconfirmed().catch(() => {}), PURGE_EVERY_MS).unref();
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
      url: '/session/signup',
      summary: 'Sign up',
      schema: signupSchema,
      example: { body: demoSignup },
      run: (body, request) => links.signup(body, meta(request), locale(request)),
      done: () => checkEmailPage('signup'),
      retry: (error, values, query) =>
        back('/session/signup', error, { ...values, callback_url: safeCallbackPath(query.callback_url, '') }, [
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
        const { token, user } = await confirmSignup(body.token, request);
        await startSession(request, reply, token);
        return { ok: true, user };
      },
    }),
    formRoute({
      url: '/session/confirm',
      summary: 'Confirm a sign-up',
      schema: confirmSignupSchema,
      example: { body: { token: demoToken } },
      async run(body, request, reply) {
        const { token } = await confirmSignup(body.token, request);
        await startSession(request, reply, token);
      },
      done: () => AFTER_CONFIRM,
      retry: (error) => back('/session/confirm', error, {}, []),
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
      url: '/session/password-reset',
      summary: 'Ask for a password reset link',
      schema: passwordResetRequestSchema,
      example: { body: { email: 'translator@demo.wordhive.test' } },
      run: (body, request) => links.requestReset(body.email, meta(request), locale(request)),
      done: () => checkEmailPage('reset'),
      retry: (error, values) => back('/session/forgot', error, values, ['email']),
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
      url: '/session/password-reset/confirm',
      summary: 'Choose a new password',
      schema: passwordResetSchema,
      example: { body: { token: demoToken, password: 'a-new-long-password' } },
      async run(body, request, reply) {
        const { token } = await links.resetPassword(body, meta(request));
        await startSession(request, reply, token);
      },
      done: () => AFTER_RESET,
      retry: (error, values) => back('/session/reset', error, values, ['token']),
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/account/password',
      tag: 'auth',
      summary: 'Change one’s own password: the current one is required, and every other session ends',
      description: 'A notice goes to the member’s address. Not in a pseudo session. Password checks are rate-limited.',
      access: 'member',
      body: changePasswordSchema,
      response: { schema: z.object({ ok: z.literal(true) }) },
      errors: [429],
      example: { body: { currentPassword: 'the-current-password', newPassword: 'a-new-long-password' } },
      async handler({ body }, request) {
        const { entityId, sessionTokenHash } = ownAccount(request);
        await links.changePassword(entityId, sessionTokenHash, body, locale(request));
        await ctx.audit.record(request, 'account.password', entityId, {});
        return { ok: true as const };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/account/sign-out-others',
      tag: 'auth',
      summary: 'Sign out of every other device and browser; this session stays',
      access: 'member',
      response: { schema: signedOutOthersSchema },
      async handler(_input, request) {
        const { entityId, sessionTokenHash } = ownAccount(request);
        return { ended: await auth.endSessionsOf(entityId, sessionTokenHash) };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/account/email',
      tag: 'auth',
      summary: 'Move one’s account to a new email address: a confirmation link goes to that address',
      description:
        'The current password is required. The address changes when the link is opened. Not in a pseudo session.',
      access: 'member',
      body: changeEmailSchema,
      response: { status: 202, schema: checkEmailSchema },
      errors: [429],
      example: { body: { email: 'new.address@example.com', currentPassword: 'the-current-password' } },
      async handler({ body }, request, reply) {
        const { entityId } = ownAccount(request);
        await links.requestEmailChange(entityId, body, meta(request), locale(request));
        return reply.status(202).send(checkEmail);
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/auth/change-email/confirm',
      tag: 'auth',
      summary: 'Open an email-change link: the account’s address becomes the new one',
      description: 'Works signed in or not: the link itself proves the address. The old address is told.',
      access: 'public',
      body: confirmEmailChangeSchema,
      response: { schema: z.object({ email: z.string() }) },
      example: { body: { token: demoToken } },
      async handler({ body }, request) {
        const { email, entityId } = await links.confirmEmailChange(body.token, locale(request), request.viewer);
        await ctx.audit.record(request, 'account.email', entityId, {});
        return { email };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/next/api/account/delete',
      tag: 'auth',
      summary: 'Delete one’s own account and everything that is theirs; this session ends',
      description:
        'The current password is required. The profile leaves the directory and search at once; what the member ' +
        'shared with others stays with them, naming a "Deleted member" (conversations, awarded quotes, jobs others ' +
        'quoted on, feedback given). 409 while money is held in a payment with them or on their balance. Not in a ' +
        'pseudo session, nor for an admin or staff account.',
      access: 'member',
      changesPages: true,
      body: deleteAccountSchema,
      response: { schema: z.object({ ok: z.literal(true) }) },
      errors: [409, 429],
      example: { body: { currentPassword: 'the-current-password' } },
      async handler({ body }, request, reply) {
        const { entityId } = ownAccount(request);
        if (request.viewer.user?.is_admin || request.viewer.user?.is_staff) {
          throw forbidden('An admin or staff account cannot be deleted: another admin must first remove the role');
        }
        await links.deleteAccount(entityId, body, locale(request));
        clearSessionCookie(reply, config);
        await announceProfileChange(ctx, entityId);
        await ctx.audit.record(request, 'account.delete', entityId, {});
        return { ok: true as const };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/admin/members/:entityId/password-reset',
      tag: 'admin',
      summary: 'Mail a member a link to choose a new password',
      description:
        'The link goes to the member’s own address, in their language, and the mail says Wordhive staff sent it. ' +
        'With SMTP configured nobody else sees the link (the outbox shows no mail’s text). On the record: ' +
        'the admin, the member and the address it went to.',
      access: 'admin',
      internal: true,
      params: z.object({ entityId: entityIdSchema }),
      response: { status: 202, schema: z.object({ ok: z.literal(true) }) },
      errors: [404],
      example: { params: { entityId: 6 } },
      async handler({ params }, request, reply) {
        const member = await links.sendResetTo(params.entityId, locale(request));
        if (!member) throw notFound('No member with this entity id');
        await ctx.audit.record(request, 'member.password-reset', params.entityId, {
          member: member.name,
          sentTo: member.email,
        });
        return reply.status(202).send({ ok: true as const });
      },
    }),

    formRoute({
      url: '/session/change-email/confirm',
      summary: 'Confirm a new email address',
      schema: confirmEmailChangeSchema,
      example: { body: { token: demoToken } },
      async run(body, request) {
        const { entityId } = await links.confirmEmailChange(body.token, locale(request), request.viewer);
        await ctx.audit.record(request, 'account.email', entityId, {});
      },
      done: () => '/session/change-email?done=1',
      retry: (error) => back('/session/change-email', error, {}, []),
    }),
  ];

  /** Activates the account; a new linguist is listed in the directory from now on, as a rebuild would list them. */
  async function confirmSignup(token: string, request: FastifyRequest) {
    const confirmed = await links.confirmSignup(token, meta(request));
    await refreshMemberSearch(ctx, [confirmed.user.entity_id]);
    return confirmed;
  }

  /** The signed-in member acting on their own account, in a session of their own (never an impersonation). */
  function ownAccount(request: FastifyRequest): { entityId: number; sessionTokenHash: string } {
    const { viewer } = request;
    if (!viewer.sessionTokenHash || viewer.entityId <= 0) throw forbidden('Sign in to change your account');
    if (viewer.user?.is_pseudo)
      throw forbidden('Your account cannot be changed while viewing the site as another member');
    return { entityId: viewer.entityId, sessionTokenHash: viewer.sessionTokenHash };
  }
}
