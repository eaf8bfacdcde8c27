import { describe, expect, it } from 'vitest';
import { ApiError, browserGet, createApi, sendJson, whenSessionEnds } from './api-client.ts';

const answering = (status: number, body: unknown) => createApi(async () => ({ status, body }));

describe("a page loader's call the API refuses", () => {
  it.each([400, 404, 410])('makes the page answer the same %i (not the 500 page)', async (status) => {
    const error = await answering(status, { error: 'No such article' })
      .get('/next/api/news/slug/x')
      .catch((e: unknown) => e);
    // What `throw data(…, { status })` throws: react-router makes it the route's error response.
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status } });
  });

  it('stays an ApiError for the other answers, which the page says in its words', async () => {
    const error = await answering(429, { error: 'Too many requests' })
      .get('/next/api/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(await answering(200, { ok: true }).get('/next/api/x')).toEqual({ ok: true });
  });
});

describe('a signed-in page whose session ended elsewhere', () => {
  const answer = (status: number, error: string) => async () =>
    new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } });

  it('hears of it from the first call answered "Sign in required", and not from any other refusal', async () => {
    const realFetch = globalThis.fetch;
    let ended = 0;
    whenSessionEnds(() => ended++);
    try {
      globalThis.fetch = answer(401, 'Wrong email or password') as typeof fetch;
      await sendJson('POST', '/next/api/auth/signin', {}).catch(() => {});
      globalThis.fetch = answer(403, 'Sign in required') as typeof fetch;
      await browserGet('/next/api/x');
      expect(ended).toBe(0);
      globalThis.fetch = answer(401, 'Sign in required') as typeof fetch;
      expect((await browserGet('/next/api/notifications/unread-count')).status).toBe(401);
      expect(ended).toBe(1);
      await expect(sendJson('POST', '/next/api/notifications/mark-all-read')).rejects.toBeInstanceOf(ApiError);
      expect(ended).toBe(2);
      // A visitor's page (no handler set) is told nothing.
      whenSessionEnds(undefined);
      await browserGet('/next/api/notifications/unread-count');
      expect(ended).toBe(2);
    } finally {
      globalThis.fetch = realFetch;
      whenSessionEnds(undefined);
    }
  });
});
