/**
 * Security headers. They never change, so they are built once at start and
 * written by the HTTP server's response class as each head goes out: every
 * answer gets them (API, pages, assets, errors, even Fastify's own 400s for a
 * malformed URL), and no request hook is needed for it. A request hook that
 * set them cost a fifth of a small JSON route's throughput (decision 011).
 * Pages add the ones that only mean something for a document, and a
 * Content-Security-Policy of their own (see ssr.ts); headers a route sets win.
 * Each header goes where it has an effect: an API answer carries what keeps it
 * from being framed, sniffed or read across origins, and nothing else, since
 * on HTTP/1.1 every line is paid for by the client of every answer
 * (docs/decisions/014).
 */
import {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http';
import type { Config } from '../config.ts';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** What every answer carries. */
export function resourceHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  return {
    // JSON and assets need no scripts, styles or frames of their own.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    // Powerful features nothing of ours uses, refused to our pages and anything they embed (a
    // consented third-party script, a wall framed elsewhere); passkeys are the one kept, for our
    // own origin (issue 57). On every answer, not only documents: a browser reads it wherever
    // a response becomes a document (an opened attachment, an SVG, a worker), and it is one line.
    'permissions-policy': PERMISSIONS_POLICY,
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** What only a document (an HTML page) needs on top. */
export const documentHeaders: Readonly<Record<string, string>> = {
  // A referrer policy governs the requests a document makes (and a redirect's next hop: the page
  // route's redirects carry it too), never what a JSON answer does: so here, not in every answer.
  // Not `no-referrer`: with it, browsers send `Origin: null` on form posts and the CSRF check refuses them.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
  'x-dns-prefetch-control': 'off',
};

/** The method every head goes through: Node's, not in its public types. */
type StoreHeader = (
  this: ServerResponse,
  firstLine: string,
  headers: OutgoingHttpHeaders | readonly unknown[] | null,
) => void;

const nodeStoreHeader = (ServerResponse.prototype as unknown as { _storeHeader?: StoreHeader })._storeHeader;

/**
 * Whether a head's headers, in any of the forms Node accepts, already name this (lower-case)
 * header. An object's names are taken as lower case, as Node's own header map (`setHeader`) and
 * Fastify's replies keep them; only a raw array is searched without regard to case.
 */
function alreadySet(headers: OutgoingHttpHeaders | readonly unknown[], name: string): boolean {
  if (!Array.isArray(headers)) return (headers as OutgoingHttpHeaders)[name] !== undefined;
  const named = (entry: unknown) => String(entry).toLowerCase() === name;
  // writeHead's raw forms: [[name, value]…] or [name, value, name, value…].
  if (Array.isArray(headers[0])) return headers.some((pair) => named((pair as unknown[])[0]));
  for (let i = 0; i < headers.length; i += 2) if (named(headers[i])) return true;
  return false;
}

/**
 * A response that writes the security headers into its head. Every head,
 * whether from `writeHead` or implied by the first write, goes through Node's
 * `_storeHeader(statusLine, headers)`, which validates each header and appends
 * it to the status line. The security headers are validated once, here, and
 * ride in as text after the status line. Handed to `writeHead` instead, every
 * name and value would go through Node's regular expressions on every request:
 * about 0.5 µs, 5 % of a raw server's CPU per request (docs/decisions/013).
 * A header the route set always wins: it is left out of the text.
 */
export function secureResponse(config: Config) {
  const headers = resourceHeaders(config);
  if (typeof nodeStoreHeader !== 'function') {
    throw new Error('node:http no longer writes heads through _storeHeader; security-headers.ts needs another way in');
  }
  const entries = Object.entries(headers);
  for (const [name, value] of entries) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  }
  // The text for each combination of headers a route left unset (bit i: entries[i]), made on first use.
  const texts: string[] = [];
  const textFor = (unset: number) =>
    (texts[unset] ??= entries
      .filter((_, i) => unset & (1 << i))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join(''));
  const all = (1 << entries.length) - 1;
  return class SecureResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
    _storeHeader(firstLine: string, given: OutgoingHttpHeaders | readonly unknown[] | null): void {
      let unset = all;
      if (given) for (let i = 0; i < entries.length; i++) if (alreadySet(given, entries[i]![0])) unset &= ~(1 << i);
      nodeStoreHeader!.call(this, firstLine + textFor(unset), given);
    }
  };
}
