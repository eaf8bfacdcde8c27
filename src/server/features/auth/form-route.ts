/**
 * The account forms (sign-in, sign-up, confirm, reset) also work as plain HTML
 * posts, before the page's JavaScript has loaded: the same service call, then a
 * redirect (303) to where the form leads, or back to the form with an error code.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthFormError } from '../../../contract/auth.ts';
import { ACCOUNT_SUSPENDED } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { defineRoute, type RouteDefinition, type RouteExample } from '../../http/route-table.ts';
import { setSessionCookie } from '../../http/session.ts';
import type { AuthService } from './service.ts';
import { SESSION_COOKIE } from './service.ts';

export const requestMeta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** What went wrong with a form post, as the code its page turns into a message. */
function formErrorCode(err: unknown): AuthFormError {
  if (err instanceof z.ZodError) return 'invalid';
  if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
  if (err.statusCode === 401) return 'credentials';
  if (err.statusCode === 429) return 'rate';
  if (err.message.startsWith(ACCOUNT_SUSPENDED)) return 'suspended';
  return err.fields?.token ? 'link' : 'invalid';
}

/** Query of a form post: where to return afterwards. A bad value falls back rather than failing the form. */
export const formQuery = z.object({ callback_url: z.string().optional().catch(undefined) });

/**
 * A new session cookie, and the old session (if any) ended: a planted cookie
 * can never be fixed on a victim.
 */
export function sessionStarter(config: Config, auth: AuthService) {
  return async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    await auth.signout(request.cookies[SESSION_COOKIE]);
    setSessionCookie(reply, config, token);
  };
}

export function formRoute<S extends z.ZodType>(form: {
  url: string;
  summary: string;
  schema: S;
  example: RouteExample;
  run(body: z.output<S>, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Where a success leads. */
  done(query: z.output<typeof formQuery>): string;
  /** The form's page with the error code; `values` are the (already validated as text) fields to keep. */
  retry(code: AuthFormError, values: Record<string, string>, query: z.output<typeof formQuery>): string;
}): RouteDefinition {
  return defineRoute({
    method: 'POST',
    url: form.url,
    tag: 'auth',
    summary: `${form.summary} (a plain HTML form post)`,
    description: 'Redirects (303) where the form leads on success, or back to the form with an error code.',
    access: 'public',
    internal: true,
    form: true,
    rawBody: true,
    query: formQuery,
    body: form.schema,
    response: { status: 303, description: 'Redirect' },
    example: form.example,
    async handler({ query, body }, request, reply) {
      try {
        await form.run(form.schema.parse(body ?? {}) as z.output<S>, request, reply);
        return reply.redirect(form.done(query), 303);
      } catch (err) {
        const code = formErrorCode(err);
        const values: Record<string, string> = {};
        for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
          if (typeof value === 'string' && value.length <= 254 && key !== 'password') values[key] = value;
        }
        return reply.redirect(form.retry(code, values, query), 303);
      }
    },
  });
}
