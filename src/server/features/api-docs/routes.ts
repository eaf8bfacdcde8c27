/**
 * The API's own description: the OpenAPI document generated from the route
 * table, and a browsable reference (Swagger UI, served from our own origin
 * with a Content-Security-Policy of its own: external scripts only, no inline
 * code, nothing loaded from elsewhere).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { openApiDocument } from '../../http/openapi.ts';
import { type CachedPage, encodedBody } from '../../http/page-cache.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { documentHeaders } from '../../http/security-headers.ts';

export const OPENAPI_PATH = '/next/api/openapi.json';
export const DOCS_PATH = '/next/api/docs';

const UI_ASSETS = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
} as const;
type UiAsset = keyof typeof UI_ASSETS;

const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI positions and highlights with inline style attributes; styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    persistAuthorization: false,
    defaultModelsExpandDepth: 0
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Wordhive API reference</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"><p>Loading the Wordhive API reference… It needs JavaScript; the raw document is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></main>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

/** Kept as bytes with their compressed forms, made once: the bundle is 1.7 MB. */
function bytes(body: string | Buffer): CachedPage {
  return { status: 200, csp: DOCS_CSP, body: Buffer.from(body), encoded: {}, expiresAt: Number.POSITIVE_INFINITY };
}

function sendBytes(request: FastifyRequest, reply: FastifyReply, page: CachedPage, type: string) {
  const { body, encoding } = encodedBody(page, request.headers['accept-encoding']);
  reply.header('content-type', type).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

export function apiDocsRoutes(config: Config, table: () => readonly RouteDefinition[]): RouteDefinition[] {
  const uiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const assets = new Map<UiAsset, CachedPage>();
  const asset = (name: UiAsset) => {
    let page = assets.get(name);
    if (!page) {
      page = bytes(name === 'init.js' ? INIT_SCRIPT : readFileSync(join(uiDir, name)));
      assets.set(name, page);
    }
    return page;
  };
  let document: CachedPage | undefined;
  const page = bytes(PAGE);

  return [
    defineRoute({
      method: 'GET',
      url: OPENAPI_PATH,
      tag: 'api',
      summary: 'This API’s OpenAPI 3.1 document',
      access: 'public',
      response: { schema: z.looseObject({ openapi: z.literal('3.1.0') }) },
      handler(_input, request, reply) {
        document ??= bytes(JSON.stringify(openApiDocument(table(), { publicUrl: config.publicUrl })));
        reply.header('cache-control', 'public, max-age=300');
        return sendBytes(request, reply, document, 'application/json; charset=utf-8');
      },
    }),

    defineRoute({
      method: 'GET',
      url: DOCS_PATH,
      tag: 'api',
      summary: 'The browsable API reference (HTML)',
      access: 'public',
      response: { contentType: 'text/html', description: 'The reference page' },
      handler(_input, request, reply) {
        reply.headers(documentHeaders).header('content-security-policy', DOCS_CSP).header('cache-control', 'no-cache');
        return sendBytes(request, reply, page, 'text/html; charset=utf-8');
      },
    }),

    defineRoute({
      method: 'GET',
      url: `${DOCS_PATH}/:asset`,
      tag: 'api',
      summary: 'The reference page’s script and style',
      access: 'public',
      internal: true,
      params: z.object({
        asset: z.enum(Object.keys(UI_ASSETS) as [UiAsset, ...UiAsset[]], { error: 'No such file' }),
      }),
      response: { description: 'The file', contentType: 'text/javascript' },
      example: { params: { asset: 'init.js' } },
      handler({ params }, request, reply) {
        reply.header('cache-control', 'public, max-age=86400');
        return sendBytes(request, reply, asset(params.asset), UI_ASSETS[params.asset]);
      },
    }),
  ];
}
