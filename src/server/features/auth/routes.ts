import { z } from 'zod';
import { authPath, safeCallbackPath } from '../../../contract/auth.ts';
import { classicSigninSchema, signinSchema } from '../../../contract/auth-schemas.ts';
import { idSchema } from '../../../contract/ids.ts';
import { sessionResponseSchema, sessionUserSchema } from '../../../contract/session-schemas.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { clearSessionCookie } from '../../http/session.ts';
import { formRoute, requestMeta as meta, sessionStarter } from './form-route.ts';
import { SESSION_COOKIE } from './service.ts';

export const signedIn = z.object({ ok: z.literal(true), user: sessionUserSchema });
const demoSignin = { email: 'translator@demo.wordhive.test', password: 'demo-password' };

/** Spec §5: the entity id must be a positive integer. */
const impersonateSchema = z.object({ pseudoId: idSchema('Please enter a valid entity ID (positive number)') });

/** Signing in and out, impersonation, and the session itself. */
export function authRoutes({ config, auth, audit }: AppContext): RouteDefinition[] {
  const startSession = sessionStarter(config, auth);

  return [
    defineRoute({
      method: 'POST',
      url: '/next/api/auth/signin',
      tag: 'auth',
      summary: 'Sign in with email and password',
      description: 'Sets the HttpOnly session cookie. Failed attempts are rate-limited per address and account.',
      access: 'public',
      body: signinSchema,
      response: { schema: signedIn },
      errors: [401, 429],
      example: { body: demoSignin },
      async handler({ body }, request, reply) {
        const { token, user } = await auth.signin(body, meta(request));
        await startSession(request, reply, token);
        return { ok: true, user };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/auth/classic-signin',
      tag: 'auth',
      summary: 'Sign in through the classic site’s session (legacy bridge)',
      description:
        'Only when the server runs with CLASSIC_SITE_URL: the classic site says whose PHPSESSID this is ' +
        '(spec §4 credentials sign-in, with isPseudo for impersonation). Otherwise 404.',
      access: 'public',
      internal: true,
      body: classicSigninSchema,
      response: { schema: signedIn },
      errors: [401, 404, 429],
      example: { body: { phpSessionId: 'classic-session-id', isPseudo: false, pseudoId: 0, adminEntityId: 0 } },
      async handler({ body }, request, reply) {
        if (!config.classicSiteUrl) throw notFound('The classic-site bridge is not enabled on this server');
        const { token, user } = await auth.signinWithClassicSession(body, meta(request));
        await startSession(request, reply, token);
        return { ok: true, user };
      },
    }),

    formRoute({
      url: '/session/signin',
      summary: 'Sign in',
      schema: signinSchema,
      example: { body: demoSignin },
      async run(body, request, reply) {
        const { token } = await auth.signin(body, meta(request));
        await startSession(request, reply, token);
      },
      done: (query) => safeCallbackPath(query.callback_url),
      retry(error, values, query) {
        const back = new URLSearchParams({ error, ...(values.email ? { email: values.email } : {}) });
        const callback = safeCallbackPath(query.callback_url);
        if (callback !== '/') back.set('callback_url', callback);
        return `${authPath('/session/signin', '/')}?${back}`;
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/auth/impersonate',
      tag: 'auth',
      summary: 'Act as a member (admins; a pseudo session may switch member)',
      description:
        'Starts a new session acting as the member: the page should reload. Admins are never impersonated. ' +
        'Recorded in the audit log with both identities.',
      access: 'member',
      internal: true,
      body: impersonateSchema,
      response: { schema: signedIn },
      errors: [404],
      example: { body: { pseudoId: 6 } },
      async handler({ body }, request, reply) {
        const { token, user } = await auth.impersonate(request.viewer, body.pseudoId, meta(request));
        await audit.record(request, 'impersonation.start', body.pseudoId);
        await startSession(request, reply, token);
        return { ok: true, user };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/auth/impersonation-candidates',
      tag: 'auth',
      summary: 'The demo accounts an admin may pick in the impersonation popup',
      access: 'member',
      internal: true,
      errors: [403],
      response: {
        schema: z.object({
          users: z.array(z.object({ entityId: z.number().int(), name: z.string(), accountType: z.string() })),
        }),
      },
      handler: (_input, request) => auth.impersonationCandidates(request.viewer),
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/auth/impersonate/stop',
      tag: 'auth',
      summary: 'Stop impersonating: back to one’s own admin session',
      access: 'member',
      internal: true,
      response: { schema: signedIn },
      async handler(_input, request, reply) {
        const { token, user } = await auth.stopImpersonating(request.viewer, meta(request));
        await audit.record(request, 'impersonation.stop', request.viewer.entityId);
        await startSession(request, reply, token);
        return { ok: true, user };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/next/api/auth/session',
      tag: 'auth',
      summary: 'The signed-in user, or null',
      access: 'public',
      response: { schema: sessionResponseSchema },
      handler(_input, request, reply) {
        reply.header('cache-control', 'private, no-store');
        return { user: request.viewer.user };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/next/api/session/logout',
      tag: 'auth',
      summary: 'Sign out this browser (in a pseudo session: stop impersonating)',
      description: 'Spec §4: logging out of a pseudo session only ends the impersonation.',
      access: 'public',
      response: { schema: z.object({ ok: z.literal(true), stoppedImpersonation: z.boolean() }) },
      async handler(_input, request, reply) {
        if (request.viewer.user?.is_pseudo) {
          const { token } = await auth.stopImpersonating(request.viewer, meta(request));
          await audit.record(request, 'impersonation.stop', request.viewer.entityId);
          await startSession(request, reply, token);
          return { ok: true, stoppedImpersonation: true };
        }
        await auth.signout(request.cookies[SESSION_COOKIE]);
        await auth.classicLogout(request.cookies.PHPSESSID);
        clearSessionCookie(reply, config);
        return { ok: true, stoppedImpersonation: false };
      },
    }),

    // The classic site used this to mint its PHP session for the new site; natively the
    // session cookie is the whole story, so bootstrap reports whether one is live.
    defineRoute({
      method: 'POST',
      url: '/next/api/session/bootstrap',
      notAnAct: true,
      tag: 'auth',
      summary: 'Whether this browser has a live session',
      access: 'public',
      internal: true,
      response: { schema: z.object({ ok: z.boolean(), user: sessionUserSchema.nullable() }) },
      handler(_input, request) {
        return { ok: request.viewer.loggedIn, user: request.viewer.user };
      },
    }),
  ];
}
