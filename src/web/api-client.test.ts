import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from './api-client.ts';

const answering = (status: number, body: unknown) => createApi(async () => ({ status, body }));

describe("a page loader's call the API refuses", () => {
  it.each([400, 404, 410, 429])('makes the page answer the same %i (not the 500 page)', async (status) => {
    const error = await answering(status, { error: 'No such article' })
      .get('/next/api/news/slug/x')
      .catch((e: unknown) => e);
    // What `throw data(…, { status })` throws: react-router makes it the route's error response.
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status } });
  });

  it('stays an ApiError for the other answers, which the page says in its words', async () => {
    const error = await answering(403, { error: 'You do not have permission to do this' })
      .get('/next/api/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(await answering(200, { ok: true }).get('/next/api/x')).toEqual({ ok: true });
  });
});
