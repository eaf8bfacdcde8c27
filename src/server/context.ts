/** What every feature gets when it registers: settings, database and the shared services. */
import type { BackgroundTasks } from './background.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { AuditService } from './features/audit/service.ts';
import type { AuthService } from './features/auth/service.ts';
import type { ChatService } from './features/chat/service.ts';
import type { Mailer } from './features/mail/service.ts';
import type { NotificationService } from './features/notifications/service.ts';
import type { TokenService } from './features/tokens/service.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { EventBus } from './realtime/bus.ts';
import type { FileStore } from './storage/file-store.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  limiter: RateLimiter;
  audit: AuditService;
  auth: AuthService;
  tokens: TokenService;
  mailer: Mailer;
  notifications: NotificationService;
  /** The chat: its routes, and "typing" from the socket. */
  chat: ChatService;
  /** Uploaded files (photos): under DATA_DIR, or an S3-compatible bucket. */
  files: FileStore;
  /** Work that answers do not wait for (background.ts). */
  background: BackgroundTasks;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
