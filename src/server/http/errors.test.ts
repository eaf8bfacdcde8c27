import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';

/** An app with the site's error handling, and what it logged. */
async function appLogging() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandling(app);
  app.get('/broken', () => {
    throw new Error('a bug');
  });
  app.get('/left', () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  await app.ready();
  return { app, lines };
}

describe('server errors', () => {
  it('answer 500 without the details, and log a failure as an error', async () => {
    const { app, lines } = await appLogging();
    const res = await app.inject('/broken');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['request failed']);
  });

  it('log a client that left before the answer as information, not an error', async () => {
    const { app, lines } = await appLogging();
    await app.inject('/left');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain('client left before the answer');
  });
});
