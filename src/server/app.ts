/**
 * buildApp(): the whole server as a Fastify instance, without listening, so
 * tests drive it with inject(). Order: cross-cutting plugins, then the session,
 * then features, then pages.
 */

import type { Server } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createAuditService } from './features/audit/service.ts';
import { createAuthRepository } from './features/auth/repository.ts';
import { createAuthService, SESSIONS_CHANGED, type SessionsChanged } from './features/auth/service.ts';
import { registerFeatures } from './features/index.ts';
import { isApiPath, notFound, registerErrorHandling } from './http/errors.ts';
import { registerFormBodies } from './http/form-body.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './http/rate-limiter.ts';
import { registerEmptyBodies, serverFactory } from './http/server.ts';
import { registerSession } from './http/session.ts';
import { registerSsr, type SsrMode } from './http/ssr.ts';
import { createMemoryBus, createRedisBus, type EventBus } from './realtime/bus.ts';
import { registerGateway } from './realtime/gateway.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** 'none' for API-only tests, 'dev' for Vite middleware, 'prod' for the built bundle. */
  ssr?: SsrMode;
  bus?: EventBus;
  limiter?: RateLimiter;
  fetchImpl?: typeof fetch;
}

export type App = FastifyInstance;

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const perRequestLines = ['info', 'debug', 'trace'].includes(config.logLevel);
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: {
      level: config.env === 'test' ? 'silent' : config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    // A child logger per request carries the request id into per-request lines, which are written
    // at info and below only; error lines name the id themselves (http/errors.ts). The saving is
    // small (a pino child is about 0.6 µs, Fastify's check of a custom factory about 0.4 µs).
    childLoggerFactory: (logger, bindings, options) => (perRequestLines ? logger.child(bindings, options) : logger),
    serverFactory: serverFactory(config),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
  };
  const app = Fastify(serverOptions);

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
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    bus,
    limiter,
    audit: createAuditService(database.db),
    auth,
  };
  app.decorate('ctx', ctx);
  await bus.subscribe(SESSIONS_CHANGED, (change) => auth.forget(change as SessionsChanged));
  app.addHook('onClose', async () => {
    if (!options.bus) await bus.close();
    await redis?.quit();
  });

  registerErrorHandling(app);
  registerEmptyBodies(app);
  registerFormBodies(app);

  // Probes for load balancers and orchestrators: no session, cookies or compression, so they stay cheap.
  // Liveness: the process answers (no database round trip; load balancers poll it often).
  app.get('/livez', async () => ({ status: 'ok' }));

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind, bus: bus.kind };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.status(503).send({ error: 'Database unavailable' });
    }
  });

  app.setNotFoundHandler((request) => {
    throw notFound(isApiPath(request.url) ? 'No such API endpoint' : 'Not found');
  });

  // The site itself (API, pages, WebSocket) in one encapsulated context, so its hooks run for its
  // routes only (docs/decisions/011).
  await app.register(async (site) => {
    await site.register(cookie);
    // Nobody sends us compressed request bodies, so no per-request decompression hook.
    await site.register(compress, { threshold: 1024, globalDecompression: false });
    registerSession(site, config, auth);

    // Server time of every answer, for browsers' dev tools and the benchmark's p95.
    site.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      done(null, payload);
    });

    // In a context of its own: @fastify/websocket's hooks then run for the socket's route only.
    await site.register(async (socket) => registerGateway(socket, bus));
    registerFeatures(site, ctx);
    await registerSsr(site, { config, mode: options.ssr ?? 'none', bus });
  });
  return app;
}
