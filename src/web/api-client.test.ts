import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_MESSAGES } from '../contract/http-messages.ts';
import { dictionaries } from '../i18n/all.ts';
import { ApiError, createApi, sendJson, serverErrorText } from './api-client.ts';

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

describe("what a failed call's message says of the server's answer (spec §8: '{message or Unknown error}')", () => {
  afterEach(() => vi.unstubAllGlobals());
  /** The browser's fetch answering as the server would, or failing as a dropped connection does. */
  const answer = (status: number, body?: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
  const failureOf = (call: Promise<unknown>) =>
    call.then(
      () => expect.unreachable(),
      (e: unknown) => e,
    );
  const save = () => failureOf(sendJson('POST', '/next/api/user/preferences?entityId=6', { category: 'privacy' }));
  const { eng, deu } = dictionaries;

  it("is the server's own error text", async () => {
    answer(403, { error: "You don't have permission to edit privacy settings for this profile." });
    expect(serverErrorText(await save(), eng)).toBe(
      "You don't have permission to edit privacy settings for this profile.",
    );
  });

  it('is said in the reader’s language when it is an answer any call may get', async () => {
    answer(403, { error: HTTP_MESSAGES.forbidden });
    expect(serverErrorText(await save(), deu)).toBe(deu.errors.api.forbidden);
    answer(429, { error: HTTP_MESSAGES.tooManyRequests });
    expect(serverErrorText(await save(), eng)).toBe(eng.errors.api.tooManyRequests);
  });

  it("is nothing, never 'HTTP 500', when the answer gave no reason or none came", async () => {
    answer(500);
    const silent = await save();
    expect(silent).toBeInstanceOf(ApiError);
    expect(serverErrorText(silent, eng)).toBeNull();
    answer(503, {});
    expect(serverErrorText(await save(), eng)).toBeNull();
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(serverErrorText(await save(), eng)).toBeNull();
  });
});
