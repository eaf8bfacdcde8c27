/**
 * Plain HTML form posts (application/x-www-form-urlencoded), so forms that
 * matter (sign-in, sign-up) work before the page's JavaScript has loaded.
 */
import type { FastifyInstance } from 'fastify';

export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
