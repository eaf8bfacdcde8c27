import type { FastifyInstance, FastifyRequest } from 'fastify';
import { classicSigninSchema, signinSchema, signupSchema } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.ts';
import { type AuthService, SESSION_COOKIE } from './service.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export function registerAuthRoutes(app: FastifyInstance, { config, auth }: { config: Config; auth: AuthService }) {
  app.post('/next/api/auth/signup', async (request, reply) => {
    const input = signupSchema.parse(request.body ?? {});
    await auth.signout(request.cookies[SESSION_COOKIE]);
    const { token, user } = await auth.signup(input, meta(request));
    setSessionCookie(reply, config, token);
    return reply.status(201).send({ user });
  });

  app.post('/next/api/auth/signin', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const signin =
      config.classicSiteUrl && typeof body.phpSessionId === 'string'
        ? auth.signinWithClassicSession(classicSigninSchema.parse(body), meta(request))
        : auth.signin(signinSchema.parse(body), meta(request));
    const { token, user } = await signin;
    // A new token on every sign-in: the old one (if any) dies, so a planted cookie cannot be fixed on a victim.
    await auth.signout(request.cookies[SESSION_COOKIE]);
    setSessionCookie(reply, config, token);
    return { ok: true, user };
  });

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
