/**
 * Server-rendered pages, compressed for the browser that asked. A page rendered for one request (a
 * member's) is bytes in memory when it is sent. @fastify/compress sends anything above 8 KB (on two
 * cores) through a zlib stream on the thread pool, which costs far more than the compression itself:
 * measured on a 62 KB signed-in home page, zstd takes 0.10 ms of CPU in one call and 0.65 ms through
 * a stream. So zstd, which Chrome and Firefox ask for, is made here in one call, on the main thread.
 * Brotli and gzip (Safari) take 0.5–0.6 ms even in one call: they stay on the plugin's stream, where
 * that work runs beside the main thread.
 */
import { zstdCompressSync } from 'node:zlib';

export type PageEncoding = 'zstd' | 'br' | 'gzip';

/** Whether Accept-Encoding names this coding with a weight above 0 ("br;q=0" refuses brotli). */
export function accepts(acceptEncoding: string | undefined, coding: PageEncoding): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (name?.toLowerCase() !== coding) return false;
    const weight = params.find((p) => /^q=/i.test(p));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/** A page rendered for this request: zstd in one call when the browser accepts it, else as it is. */
export function encodeRenderedPage(
  body: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'zstd' } {
  return accepts(acceptEncoding, 'zstd') ? { body: zstdCompressSync(body), encoding: 'zstd' } : { body };
}
