/**
 * Every feature's routes, registered in this order. A feature is a folder with
 * routes.ts (thin), service.ts (rules) and repository.ts (queries).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerDirectoryRoutes } from './directory/routes.ts';
import { registerLookupRoutes } from './lookups/routes.ts';
import { registerNavigationRoutes } from './navigation/routes.ts';
import { registerPrivacyRoutes } from './privacy/routes.ts';
import { registerProfileRoutes } from './profile/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerSiteRoutes } from './site/routes.ts';
import { registerSiteLangRoutes } from './sitelang/routes.ts';

export function registerFeatures(app: FastifyInstance, ctx: AppContext): void {
  registerAuthRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerNavigationRoutes(app, ctx);
  registerSiteLangRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerDirectoryRoutes(app, ctx);
  registerPrivacyRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerLookupRoutes(app);
}
