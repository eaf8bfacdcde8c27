/**
 * The Content-Security-Policy of a page. Our own inline scripts are allowed by
 * hash, so a cached page needs no per-answer nonce. The third-party scripts of
 * naming.md are admitted only when configured: the banner loads them after
 * consent, and a site without them allows no outside script at all.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * `frameAncestors`: the sites a page may be framed by (an embedded networking wall, ourselves
 * included); without it no site may frame the page.
 */
export function pageCsp(
  inlineScripts: readonly string[],
  config: Config,
  dev: boolean,
  frameAncestors?: readonly string[],
): string {
  const ws = config.publicOrigin.replace(/^http/, 'ws');
  // In dev, Vite injects scripts of its own: 'unsafe-inline' (which any hash would switch off) instead.
  const inline = dev
    ? ["'unsafe-inline'"]
    : inlineScripts.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  // Such a script reports to the host it came from.
  const outside = thirdPartyOrigins(config);
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inline, ...outside].join(' ')}`,
    // Radix positions popovers with inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${["'self'", ws, ...outside, ...(dev ? ['ws:', 'http:'] : [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors ? ["'self'", ...frameAncestors].join(' ') : "'none'"}`,
  ].join('; ');
}

function thirdPartyOrigins(config: Config): string[] {
  const { sessionRecording, marketing } = config.thirdPartyScripts;
  return [...new Set([sessionRecording, marketing].flatMap((url) => (url ? [new URL(url).origin] : [])))];
}
