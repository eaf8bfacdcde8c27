/**
 * Every feature's routes, in the order they are registered. A feature is a
 * folder with routes.ts (thin: its entries of the route table), service.ts
 * (rules) and repository.ts (queries).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { RouteDefinition } from '../http/route-table.ts';
import { adminRoutes } from './admin/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { communityRoutes } from './communities/routes.ts';
import { courseRoutes } from './courses/routes.ts';
import { directoryRoutes } from './directory/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { favoriteRoutes } from './favorites/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { assessmentRoutes } from './language-assessment/routes.ts';
import { lookupRoutes } from './lookups/routes.ts';
import { mailRoutes } from './mail/routes.ts';
import { managedServiceRoutes } from './managed-services/routes.ts';
import { marketRateRoutes } from './market-rates/routes.ts';
import { missedCallRoutes } from './missed-calls/routes.ts';
import { navigationRoutes } from './navigation/routes.ts';
import { networkingRoutes } from './networking/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { jobRoutes } from './opportunities/routes.ts';
import { pageVisitRoutes } from './page-visits/routes.ts';
import { payRoutes } from './payments/routes.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { siteLangRoutes } from './sitelang/routes.ts';
import { sitemapRoutes } from './sitemap/routes.ts';
import { softwareHubRoutes } from './software-hub/routes.ts';
import { teamRoutes } from './teams/routes.ts';
import { testimonialRoutes } from './testimonials/routes.ts';

export function featureRoutes(ctx: AppContext, log: FastifyBaseLogger): RouteDefinition[] {
  return [
    ...authRoutes(ctx),
    ...accountRoutes(ctx),
    ...siteRoutes(ctx),
    ...navigationRoutes(ctx),
    ...siteLangRoutes(ctx),
    ...searchRoutes(ctx, log),
    ...directoryRoutes(ctx),
    ...privacyRoutes(ctx),
    ...profileRoutes(ctx),
    ...reviewRoutes(ctx),
    ...favoriteRoutes(ctx),
    ...teamRoutes(ctx),
    ...jobRoutes(ctx),
    ...marketRateRoutes(ctx),
    ...payRoutes(ctx),
    ...networkingRoutes(ctx),
    ...testimonialRoutes(ctx),
    ...softwareHubRoutes(ctx),
    ...managedServiceRoutes(ctx),
    ...newsRoutes(ctx),
    ...eventRoutes(ctx),
    ...sitemapRoutes(ctx),
    ...courseRoutes(ctx),
    ...communityRoutes(ctx),
    ...assessmentRoutes(ctx),
    ...missedCallRoutes(ctx),
    ...lookupRoutes(),
    ...adminRoutes(ctx),
    ...auditRoutes(ctx),
    ...feedbackRoutes(ctx),
    ...pageVisitRoutes(ctx),
    ...mailRoutes(ctx.mailer),
    ...notificationRoutes(ctx.notifications),
    ...chatRoutes(ctx),
  ];
}
