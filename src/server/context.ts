/** What every feature gets when it registers: settings, database and the shared services. */
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { AuditService } from './features/audit/service.ts';
import type { AuthService } from './features/auth/service.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { EventBus } from './realtime/bus.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  limiter: RateLimiter;
  audit: AuditService;
  auth: AuthService;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
