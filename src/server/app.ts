/**
 * buildApp(): the whole server as a Fastify instance, without listening, so
 * tests drive it with inject(). Order: cross-cutting plugins, then the session,
 * then features, then pages.
 */

import type { Server } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { createBackgroundTasks } from './background.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { apiDocsRoutes } from './features/api-docs/routes.ts';
import { registerPseudoWriteAudit } from './features/audit/pseudo-writes.ts';
import { createAuditService } from './features/audit/service.ts';
import { createAuthRepository } from './features/auth/repository.ts';
import { createAuthService, SESSIONS_CHANGED, type SessionsChanged } from './features/auth/service.ts';
import { createChatRepository } from './features/chat/repository.ts';
import { createChatService } from './features/chat/service.ts';
import { featureRoutes } from './features/index.ts';
import { createMailRepository } from './features/mail/repository.ts';
import { createMailer } from './features/mail/service.ts';
import { createNotificationRepository } from './features/notifications/repository.ts';
import { createNotificationService } from './features/notifications/service.ts';
import { createTokenRepository } from './features/tokens/repository.ts';
import { tokenRoutes } from './features/tokens/routes.ts';
import { createTokenService, TOKENS_CHANGED, type TokensChanged } from './features/tokens/service.ts';
import { isApiPath, notFound, registerErrorHandling } from './http/errors.ts';
import { registerFormBodies } from './http/form-body.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './http/rate-limiter.ts';
import { loggerOptions, registerRequestLog } from './http/request-log.ts';
import { assertValidTable, defineRoute, type RouteDefinition, registerRoutes } from './http/route-table.ts';
import { registerEmptyBodies, serverFactory } from './http/server.ts';
import { registerSession } from './http/session.ts';
import { registerSsr, type SsrMode } from './http/ssr.ts';
import { createMemoryBus, createRedisBus, type EventBus } from './realtime/bus.ts';
import { gatewayRoutes, registerGateway } from './realtime/gateway.ts';
import { createFileStore, type FileStore } from './storage/file-store.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** 'none' for API-only tests, 'dev' for Vite middleware, 'prod' for the built bundle. */
  ssr?: SsrMode;
  bus?: EventBus;
  limiter?: RateLimiter;
  fetchImpl?: typeof fetch;
  /** Where uploads go; by default as the settings say (DATA_DIR, or S3). */
  files?: FileStore;
  /** Sees every route as it is registered (the test that proves the route table complete). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app answers besides pages and static files (http/route-table.ts). */
    routeTable: readonly RouteDefinition[];
  }
}

const statusSchema = z.object({ status: z.literal('ok') });

/** Probes for load balancers and orchestrators: no session, cookies or compression, so they stay cheap. */
function probeRoutes(database: Database, bus: EventBus): RouteDefinition[] {
  return [
    // Liveness: the process answers (no database round trip; load balancers poll it often).
    defineRoute({
      method: 'GET',
      url: '/livez',
      tag: 'probes',
      summary: 'Liveness: the process answers',
      access: 'public',
      response: { schema: statusSchema },
      handler: () => ({ status: 'ok' }),
    }),
    defineRoute({
      method: 'GET',
      url: '/healthz',
      tag: 'probes',
      summary: 'Readiness: a database round trip',
      access: 'public',
      response: {
        schema: statusSchema.extend({ database: z.enum(['pglite', 'postgres']), bus: z.enum(['memory', 'redis']) }),
      },
      errors: [503],
      async handler(_input, request, reply) {
        try {
          await database.ping();
          return { status: 'ok', database: database.kind, bus: bus.kind };
        } catch (err) {
          request.log.error({ err }, 'health check failed');
          return reply.status(503).send({ error: 'Database unavailable' });
        }
      },
    }),
  ];
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const perRequestLines = ['info', 'debug', 'trace'].includes(config.logLevel);
  // A hop count trusts that many proxies nearest the server (Fastify takes a number too, but its types do not).
  const trust = config.trustProxy;
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: loggerOptions(config),
    // One line a request, written by registerRequestLog when it is answered.
    logController: new LogController({ disableRequestLogging: true }),
    // A child logger per request carries the request id into per-request lines, which are written
    // at info and below only; error lines name the id themselves (http/errors.ts). The saving is
    // small (a pino child is about 0.6 µs, Fastify's check of a custom factory about 0.4 µs).
    childLoggerFactory: (logger, bindings, options) => (perRequestLines ? logger.child(bindings, options) : logger),
    serverFactory: serverFactory(config),
    bodyLimit: 256 * 1024,
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    forceCloseConnections: 'idle',
    // Starting waits for what the site needs (the Vite dev server, the built pages) however long a
    // busy machine takes: avvio's 10 s default failed a test app while two suites shared two cores
    // (issue 59). A start that hangs shows as a process that never says it is ready.
    pluginTimeout: 0,
  };
  const app = Fastify(serverOptions);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const redis = config.redisUrl && !options.limiter ? new Redis(config.redisUrl) : undefined;
  const bus = options.bus ?? (config.redisUrl ? createRedisBus(config.redisUrl) : createMemoryBus());
  const limiter = options.limiter ?? (redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter());
  const auth = createAuthService({
    config,
    repo: createAuthRepository(database.db),
    limiter,
    publish: (change) => bus.publish(SESSIONS_CHANGED, change),
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });
  const audit = createAuditService(database.db);
  const tokens = createTokenService({
    repo: createTokenRepository(database.db),
    auth,
    audit,
    limiter,
    rateLimitScale: config.rateLimitScale,
    publish: (change) => bus.publish(TOKENS_CHANGED, change),
  });
  const mailer = createMailer({ config, repo: createMailRepository(database.db), log: app.log });
  const notifications = createNotificationService({ repo: createNotificationRepository(database.db), bus });
  // The chat's routes and the socket's "typing" share one service (and its channels seen).
  const chat = createChatService({ repo: createChatRepository(database.db), bus, limiter, config, notifications });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    bus,
    limiter,
    audit,
    auth,
    tokens,
    mailer,
    notifications,
    chat,
    files: options.files ?? createFileStore(config),
    background: createBackgroundTasks(app.log),
  };
  app.decorate('ctx', ctx);
  await bus.subscribe(SESSIONS_CHANGED, (change) => {
    auth.forget(change as SessionsChanged);
    if ('entityId' in (change as SessionsChanged)) tokens.forget(change as TokensChanged);
  });
  await bus.subscribe(TOKENS_CHANGED, (change) => tokens.forget(change as TokensChanged));
  app.addHook('onClose', async () => {
    await ctx.background.idle();
    mailer.close();
    if (!options.bus) await bus.close();
    await redis?.quit();
  });

  registerErrorHandling(app);
  registerRequestLog(app);
  registerEmptyBodies(app);
  registerFormBodies(app);

  const probes = probeRoutes(database, bus);
  const socket = await gatewayRoutes(bus, auth, chat, ctx.limiter, config.rateLimitScale, app.log);
  const site = [...featureRoutes(ctx, app.log), ...tokenRoutes(tokens), ...apiDocsRoutes(config, () => app.routeTable)];
  const table = [...probes, ...socket, ...site];
  assertValidTable(table);
  app.decorate('routeTable', table);

  registerRoutes(app, probes);

  app.setNotFoundHandler((request) => {
    throw notFound(isApiPath(request.url) ? 'No such API endpoint' : 'Not found');
  });

  // The site itself (API, pages, WebSocket) in one encapsulated context, so its hooks run for its
  // routes only (docs/decisions/011).
  await app.register(async (scope) => {
    await scope.register(cookie);
    // Nobody sends us compressed request bodies, so no per-request decompression hook.
    await scope.register(compress, { threshold: 1024, globalDecompression: false });
    registerSession(scope, config, auth, (secret) => tokens.resolve(secret));
    registerPseudoWriteAudit(scope, audit);

    // Server time of every answer, for browsers' dev tools and the benchmark's p95.
    scope.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      done(null, payload);
    });
    scope.addHook('onResponse', (request, reply, done) => {
      if (!request.apiToken) return done();
      tokens.recordCall(request, request.apiToken, reply.statusCode).then(() => done(), done);
    });

    await scope.register(async (sockets) => registerGateway(sockets, socket));
    registerRoutes(scope, site);
    await registerSsr(scope, { config, mode: options.ssr ?? 'none', bus });
  });
  return app;
}
