/**
 * The OpenAPI 3.1 document, generated from the route table: every route with
 * its parameters, body, answers, errors, who may call it and an example. Zod 4
 * writes JSON Schema 2020-12, which is what OpenAPI 3.1 schemas are.
 */
import { z } from 'zod';
import { TOKEN_SCOPES } from '../../contract/tokens.ts';
import { SESSION_COOKIE } from '../features/auth/service.ts';
import type { Access, RouteDefinition } from './route-table.ts';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  101: 'Switching protocols',
  200: 'OK',
  201: 'Created',
  204: 'No content',
  303: 'See other',
  400: 'Bad input: `error` says what, `fields` names each bad field',
  401: 'Not signed in, or the access token is invalid, expired or revoked',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'Gone',
  413: 'Request body too large',
  415: 'The body is not of a media type this endpoint takes',
  429: 'Too many requests: wait for the seconds in Retry-After',
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone.',
  member: 'Signed-in members.',
  linkEditor: 'Link editors and admins.',
  staff: 'Staff and admins.',
  admin: 'Admins only.',
};

/** What each tag's operations are about, as the reference page lists them (a tag missing here is caught by the lint test). */
const TAG_TEXT: Record<string, string> = {
  probes: 'Liveness and health checks for load balancers and monitors.',
  realtime: 'The WebSocket that carries chat, typing and notifications live.',
  auth: 'Signing up, in and out, confirming an address and recovering an account.',
  admin: 'Staff tools: members, impersonation, moderation, the outbox and the audit log.',
  site: 'What the home page and the site shell show.',
  navigation: 'The menus, and their in-place editing by link editors.',
  languages: 'Languages and language pairs, as the directories and profiles name them.',
  search: 'The AI-assisted site search.',
  directory: 'Finding professionals and companies by language pair, service and field.',
  privacy: 'What of a member’s profile and contact details others may see.',
  profile: 'Public profiles and the member’s own profile, photo and calendar.',
  reviews: 'Reviews of members and the Blue Board of outsourcers, and their moderation.',
  favorites: 'Members a member keeps for later.',
  teams: 'Teams of professionals who quote together.',
  opportunities: 'Jobs: posting, quoting, inviting, awarding and delivering.',
  membership: 'Membership plans, purchases and renewals.',
  payments: 'Wordhive Pay: payments between members, balances, withdrawals, invoices and exports.',
  networking: 'Networking walls and the profiles posted on them.',
  testimonials: 'Testimonials about Wordhive, moderated before they show.',
  'software-hub': 'Translation software and members’ reviews of it.',
  'managed-services': 'Requests for projects Wordhive manages for a client.',
  news: 'News for the profession, and its RSS feed.',
  events: 'Events, conferences and webinars, with iCalendar files.',
  sitemap: 'robots.txt and the sitemaps search engines read.',
  courses: 'Courses and lessons, and members’ enrolments.',
  communities: 'Communities of members by language, field or place.',
  'language-assessment': 'Language assessments: pairs, tests and grading.',
  lookups: 'Lists the forms choose from: countries, services, fields, currencies.',
  feedback: 'Feedback about the website.',
  'page-visits': 'Page-visit analytics for staff.',
  notifications: 'In-app notifications and their settings.',
  termhelp: 'Questions about terms, answered by the community.',
  chat: 'One-to-one conversations and channels.',
  tokens: 'Personal access tokens for scripts and tools.',
  api: 'This reference and the OpenAPI document.',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query', example?: Record<string, unknown>) {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
    ...(example?.[name] !== undefined ? { example: example[name] } : {}),
  }));
}

function errorStatuses(route: RouteDefinition): number[] {
  const statuses = new Set(route.errors ?? []);
  if (route.params || route.query || route.body || route.upload) statuses.add(400);
  if (route.upload) statuses.add(413).add(415);
  if (route.access !== 'public') statuses.add(401);
  if (route.access !== 'public' && route.access !== 'member') statuses.add(403);
  if (route.owner) statuses.add(403);
  // A token without one of the route's scopes is refused with 403, as a member without the role is.
  if (route.scopes?.length) statuses.add(401).add(403);
  return [...statuses].sort();
}

function security(route: RouteDefinition) {
  const bearer = route.scopes?.length ? [{ accessToken: [...route.scopes] }] : [];
  if (route.access === 'public') return [{}, ...bearer];
  return [{ sessionCookie: [] }, ...bearer];
}

function operation(route: RouteDefinition) {
  const success = route.response.status ?? 200;
  const who = [
    ACCESS_TEXT[route.access],
    route.owner ? 'Only for one’s own data, unless admin or in a pseudo session.' : '',
    route.scopes?.length ? `Access tokens with scope ${route.scopes.join(' or ')}.` : 'No access tokens.',
  ]
    .filter(Boolean)
    .join(' ');
  // A non-JSON answer (RSS, iCalendar, PDF, CSV, robots.txt…) still says its media type: its body is text
  // or bytes of that type.
  const content = route.response.schema
    ? { [route.response.contentType ?? 'application/json']: { schema: jsonSchema(route.response.schema, 'output') } }
    : route.response.contentType
      ? { [route.response.contentType]: { schema: { type: 'string' } } }
      : undefined;
  const responses: Record<string, unknown> = {
    [success]: {
      description: route.response.description ?? STATUS_TEXT[success] ?? 'OK',
      ...(content ? { content } : {}),
    },
  };
  for (const status of errorStatuses(route)) responses[status] = { $ref: `#/components/responses/Error${status}` };
  const bodyTypes = [
    'application/json',
    ...(route.form ? ['application/x-www-form-urlencoded'] : []),
    ...(route.beacon ? ['text/plain'] : []),
  ];
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    summary: route.summary,
    description: [route.description, `**Who:** ${who}`].filter(Boolean).join('\n\n'),
    tags: [route.tag],
    ...(route.internal ? { 'x-internal': true } : {}),
    'x-access': route.access,
    parameters: [
      ...parameters(route.params, 'path', route.example?.params),
      ...parameters(route.query, 'query', route.example?.query),
      ...(route.idempotent
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              description: 'One key per intended action, sent again on every retry: the first answer is replayed.',
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
            },
          ]
        : []),
    ],
    ...(route.upload
      ? {
          requestBody: {
            required: true,
            description: `The file itself as the body (at most ${Math.round(route.upload.maxBytes / 1024 / 1024)} MB).`,
            content: Object.fromEntries(
              route.upload.types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
            ),
          },
        }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              bodyTypes.map((type) => [
                type,
                {
                  schema: jsonSchema(route.body!, 'input'),
                  ...(route.example?.body !== undefined ? { example: route.example.body } : {}),
                },
              ]),
            ),
          },
        }
      : {}),
    responses,
    security: security(route),
  };
}

export function openApiDocument(routes: readonly RouteDefinition[], { publicUrl }: { publicUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  const errorStatusList = [...new Set(routes.flatMap(errorStatuses))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wordhive API',
      version: '1',
      summary: 'The community and marketplace for language professionals.',
      description:
        'Every answer is JSON. Errors are `{error}` (plus `fields` for bad input) with a 4xx status. ' +
        'Call it as a signed-in browser (session cookie) or from a script with a personal access token ' +
        '(`Authorization: Bearer whp_…`, made on your account page) where a route lists token scopes. ' +
        'Operations marked `x-internal` serve our own pages and may change without notice.',
      contact: { name: 'Wordhive support', url: `${publicUrl}/support-center` },
      license: { name: 'Proprietary: the API is for Wordhive members and their own tools', url: `${publicUrl}/terms` },
    },
    servers: [{ url: publicUrl }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, description: TAG_TEXT[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal access token; scopes: ${TOKEN_SCOPES.join(', ')}.`,
        },
      },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
      responses: Object.fromEntries(
        errorStatusList.map((status) => [
          `Error${status}`,
          {
            description: STATUS_TEXT[status] ?? 'Error',
            ...(status === 429
              ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } }
              : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}

export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
