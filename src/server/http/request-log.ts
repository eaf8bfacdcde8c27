/**
 * What the server writes about its work. On a terminal (LOG_FORMAT=auto, the default, or pretty)
 * one short line a request, "12:01:03 GET /directory 200 12 ms", and the other lines as plain
 * sentences; elsewhere (a file, a log collector) pino's JSON, one object a line. Either way a
 * request is one line, written when it is answered: Fastify's own pair ("incoming request",
 * "request completed") is off. What nobody reads the log for (routine()) is written at debug.
 */
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import pretty, { colorizerFactory } from 'pino-pretty';
import type { Config } from '../config.ts';

/** The logger options for Fastify: level, secrets redacted, and where and how lines are written. */
export function loggerOptions(config: Config): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  const options = {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  };
  const format = config.logFormat === 'auto' ? (process.stdout.isTTY ? 'pretty' : 'json') : config.logFormat;
  if (format === 'json') return options;
  // Colour only for a person at a terminal: pino-pretty's default follows colorette, which takes any
  // FORCE_COLOR (npm test sets FORCE_COLOR=0 for its phases) as a request for colour.
  const tty = process.stdout.isTTY ?? false;
  const colour = colorizerFactory(tty);
  return {
    ...options,
    stream: pretty({
      sync: true,
      colorize: tty,
      // "12:01:03 GET /directory 200 12 ms": the time and the message, the level only when it is not routine.
      ignore: 'time,level,pid,hostname,reqId,req,res,responseTime,mailId,kind',
      messageFormat: (log, messageKey) => {
        const level = Number(log.level);
        const time = new Date(Number(log.time)).toTimeString().slice(0, 8);
        return `${time} ${level === 30 ? '' : `${colour(level)} `}${String(log[messageKey])}`;
      },
      singleLine: true,
    }),
  };
}

/**
 * Requests nobody reading the log asks about: a page's own parts (its render's calls to our API
 * through light-my-request's inject, its bundle files) and the probes a load balancer sends every
 * few seconds.
 */
const PROBES = new Set(['/livez', '/healthz']);
const routine = (request: FastifyRequest) =>
  '_lightMyRequest' in request.raw || request.url.startsWith('/assets/') || PROBES.has(request.routeOptions.url ?? '');

/** One line a request, when it is answered. */
export function registerRequestLog(app: FastifyInstance): void {
  // Above info (a benchmark, a quiet production log) a request costs no hook at all.
  if (!['info', 'debug', 'trace'].includes(app.log.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    const text = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`;
    if (routine(request)) request.log.debug(line, text);
    else request.log.info(line, text);
    done();
  });
}
