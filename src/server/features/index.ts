/**
 * Every feature's routes, registered in this order. A feature is a folder with
 * routes.ts (thin), service.ts (rules) and repository.ts (queries).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerSiteRoutes } from './site/routes.ts';

export function registerFeatures(app: FastifyInstance, ctx: AppContext): void {
  registerAuthRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
}
