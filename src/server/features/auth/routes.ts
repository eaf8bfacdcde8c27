import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  type AuthFormError,
  classicSigninSchema,
  safeCallbackPath,
  signinSchema,
  signupSchema,
} from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.ts';
import { type AuthService, SESSION_COOKIE } from './service.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** What went wrong with a plain-HTML form post, as the code the page turns into a message. */
function formErrorCode(err: unknown): AuthFormError {
  const status = err instanceof HttpError ? err.statusCode : err instanceof ZodError ? 400 : 500;
  if (status === 500) throw err;
  return status === 401 ? 'credentials' : status === 409 ? 'taken' : status === 429 ? 'rate' : 'invalid';
}

export function registerAuthRoutes(app: FastifyInstance, { config, auth }: { config: Config; auth: AuthService }) {
  async function signup(request: FastifyRequest, reply: FastifyReply) {
    const input = signupSchema.parse(request.body ?? {});
    const { token, user } = await auth.signup(input, meta(request));
    await auth.signout(request.cookies[SESSION_COOKIE]);
    setSessionCookie(reply, config, token);
    return user;
  }

  async function signin(request: FastifyRequest, reply: FastifyReply) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { token, user } = await (config.classicSiteUrl && typeof body.phpSessionId === 'string'
      ? auth.signinWithClassicSession(classicSigninSchema.parse(body), meta(request))
      : auth.signin(signinSchema.parse(body), meta(request)));
    // A new token on every sign-in: the old one (if any) dies, so a planted cookie cannot be fixed on a victim.
    await auth.signout(request.cookies[SESSION_COOKIE]);
    setSessionCookie(reply, config, token);
    return user;
  }

  app.post('/next/api/auth/signup', async (request, reply) => {
    const user = await signup(request, reply);
    return reply.status(201).send({ user });
  });

  app.post('/next/api/auth/signin', async (request, reply) => {
    const user = await signin(request, reply);
    return { ok: true, user };
  });

  // The same two forms posted as plain HTML (before the page's JavaScript runs): answer with a redirect.
  for (const [path, handler] of [
    ['/auth/signin', signin],
    ['/auth/signup', signup],
  ] as const) {
    app.post(path, async (request, reply) => {
      const callback = safeCallbackPath((request.query as Record<string, string | undefined>).callback_url);
      try {
        await handler(request, reply);
        return reply.redirect(callback, 303);
      } catch (err) {
        const email = (request.body as Record<string, unknown> | undefined)?.email;
        const back = new URLSearchParams({ error: formErrorCode(err) });
        if (typeof email === 'string' && email.length <= 254) back.set('email', email);
        if (callback !== '/') back.set('callback_url', callback);
        return reply.redirect(`${path}?${back}`, 303);
      }
    });
  }

  app.get('/next/api/auth/session', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { user: request.viewer.user };
  });

  app.post('/next/api/session/logout', async (request, reply) => {
    await auth.signout(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, config);
    return { ok: true };
  });

  // The classic site used this to mint its PHP session for the new site; natively the
  // session cookie is the whole story, so bootstrap reports whether one is live.
  app.post('/next/api/session/bootstrap', async (request) => {
    return { ok: request.viewer.loggedIn, user: request.viewer.user };
  });
}
