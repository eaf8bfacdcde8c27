/**
 * `npm run dev` renders pages through Vite's dev server (its module runner and
 * middleware). The browser tests run the built bundle, so this is what checks
 * that the dev path renders pages at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/api-helper.ts';

describe('pages in dev mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedMembers: 5, ssr: 'dev' });
  });
  afterAll(() => t.close());

  it('are rendered on the server, with the scripts for hot reload', async () => {
    const res = await t.request({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Wordhive: translators, interpreters and language companies</title>');
    expect(res.body).toContain('"/@vite/client"');
    expect(res.body).toContain('/@react-refresh');
  });

  it('answer an unknown page with the 404 page', async () => {
    const res = await t.request({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it("serve Vite's modules for the browser", async () => {
    const res = await t.request({ url: '/src/web/entry-client.tsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });
});
