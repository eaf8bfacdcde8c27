/**
 * The Node HTTP server under Fastify, made as Fastify makes its own (timeouts,
 * keep-alive, requests per socket) with two differences:
 * - its responses carry the security headers (security-headers.ts);
 * - a request that announces no body (no Content-Length, no Transfer-Encoding:
 *   every GET) starts with its body stream already ended (Node's
 *   `optimizeEmptyRequests`), which spares the stream events and ticks that
 *   an empty body would otherwise cost on every such request
 *   (docs/decisions/013).
 */
import { createServer, type Server, type ServerOptions } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { Config } from '../config.ts';
import { secureResponse } from './security-headers.ts';

/** The options Fastify hands a server factory, with its defaults filled in. */
interface FastifyServerOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** `inject()` bypasses the server, so in-process calls carry no security headers; they never reach a browser. */
export function serverFactory(config: Config): FastifyServerFactory {
  const ServerResponse = secureResponse(config);
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as FastifyServerOptions;
    const server: Server = createServer({ ...options.http, ServerResponse, optimizeEmptyRequests: true }, handler);
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * The one request the ended body stream would break: a POST (or PUT…) with a
 * Content-Type but no Content-Length or Transfer-Encoding. By HTTP/1.1 its
 * body is empty, but Fastify hands it to the content-type parser, which waits
 * for an 'end' event that an already-ended stream never sends, and the
 * request would hang. Such a request gets an empty stream to parse instead,
 * so it is answered as any empty body is (for JSON: 400).
 */
export function registerEmptyBodies(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.raw.readableEnded && request.headers['content-type'] !== undefined) done(null, Readable.from([]));
    else done(null, payload);
  });
}
