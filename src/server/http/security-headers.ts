/**
 * Security headers. They never change, so they are built once at start and
 * written by the HTTP server's response class as each head goes out: every
 * answer gets them (API, pages, assets, errors, even Fastify's own 400s for a
 * malformed URL), and no request hook is needed for it. A request hook that
 * set them cost a fifth of a small JSON route's throughput (decision 011).
 * Pages add the ones that only mean something for a document, and a
 * Content-Security-Policy of their own (see ssr.ts); headers a route sets win.
 */
import { createServer, type OutgoingHttpHeaders, type Server, type ServerOptions, ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { Config } from '../config.ts';

function resourceHeaders(config: Config): Record<string, string> {
  return {
    // JSON and assets need no scripts, styles or frames of their own.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    // Not `no-referrer`: with it, browsers send `Origin: null` on form posts and the CSRF check refuses them.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** What only a document (an HTML page) needs on top. */
export const documentHeaders: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
  'x-dns-prefetch-control': 'off',
};

/** The options Fastify hands a server factory, with its defaults filled in. */
interface FastifyServerOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * A response that adds the security headers as its head is written. Fastify
 * writes a reply's head with one `writeHead(status, headers)` call, handing
 * over an object of its own: the missing headers are added to that object, so
 * Node validates and writes them in one pass. (`setHeader` on every request
 * would push each of Fastify's own headers through Node's slower per-header
 * path as well.) Anything else (a stream, an implicit head) gets them through
 * `setHeader`. A header the route set always wins.
 */
function secureResponse(headers: Record<string, string>) {
  const names = Object.keys(headers);
  return class SecureResponse extends ServerResponse {
    override writeHead(statusCode: number, ...rest: unknown[]): this {
      const last = rest[rest.length - 1];
      if (last && typeof last === 'object' && !Array.isArray(last)) {
        const given = last as OutgoingHttpHeaders;
        for (const name of names) if (given[name] === undefined && !this.hasHeader(name)) given[name] = headers[name];
      } else {
        for (const name of names) if (!this.hasHeader(name)) this.setHeader(name, headers[name]!);
      }
      return super.writeHead(statusCode, ...(rest as [OutgoingHttpHeaders]));
    }
  };
}

/**
 * Fastify's HTTP server, with the security headers on every response. It is
 * made as Fastify makes its own (timeouts, keep-alive, requests per socket).
 * `inject()` bypasses the server, so in-process calls carry no such headers;
 * they never reach a browser.
 */
export function secureServerFactory(config: Config): FastifyServerFactory {
  const ServerResponseClass = secureResponse(resourceHeaders(config));
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as FastifyServerOptions;
    const server: Server = createServer({ ...options.http, ServerResponse: ServerResponseClass }, handler);
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
