import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import type { QuoteRequest } from '../../../contract/managed-services.ts';

let t: TestApp;
let staff: string;
let admin: string;
let sofia: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 10 });
  staff = await t.signIn('member-services@wordhive.test');
  admin = await t.signIn('admin@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
});
afterAll(() => t.close());

const call = (method: string, url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, ...(payload ? { payload } : {}), ...(cookie ? { cookie } : {}) });

async function unchanged(request: () => Promise<{ statusCode: number; body: string }>, status: number, error?: string) {
  const before = await dbFingerprint(t.database.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  if (error) expect(JSON.parse(res.body).error).toContain(error);
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

const asked = {
  name: 'Greta Quote',
  email: 'Greta.Quote@Example.com',
  sourceLang: 'deu',
  targetLangs: ['eng', 'fra'],
  serviceId: 1,
  volume: 5000,
  unit: 'words',
  details: 'Website of a small hotel in Vienna, about forty pages.',
};

describe('managed services', () => {
  it('takes a visitor’s request, tells member services, and refuses bad input changing nothing', async () => {
    await unchanged(
      () => call('POST', '/next/api/managed-services/requests', undefined, { ...asked, details: 'Short' }),
      400,
      '20',
    );
    await unchanged(
      () => call('POST', '/next/api/managed-services/requests', undefined, { ...asked, targetLangs: [] }),
      400,
      'target language',
    );
    await unchanged(
      () => call('POST', '/next/api/managed-services/requests', undefined, { ...asked, deadline: '2020-01-01' }),
      400,
      'from today on',
    );
    await unchanged(
      () => call('POST', '/next/api/managed-services/requests', undefined, { ...asked, serviceId: 999 }),
      400,
      'service',
    );
    const sent = await call('POST', '/next/api/managed-services/requests', undefined, asked);
    expect(sent.statusCode, sent.body).toBe(201);
    const told = (await call('GET', '/next/api/notifications', staff)).body;
    expect(told).toContain('Quote request from Greta Quote');
    expect(told).toContain('greta.quote@example.com');
    // Members are not told, nor may they read the requests.
    expect((await call('GET', '/next/api/notifications', sofia)).body).not.toContain('Greta Quote');
    await unchanged(() => call('GET', '/next/api/managed-services/requests', sofia), 403);
  });

  it('lists requests for staff, newest first, and marks them handled (audited)', async () => {
    const open = (await call('GET', '/next/api/managed-services/requests', staff)).json().items as QuoteRequest[];
    expect(open[0]).toMatchObject({ name: 'Greta Quote', email: 'greta.quote@example.com', entityId: null });
    expect(open.every((r) => r.handledAt === null)).toBe(true);
    const id = open[0]!.id;
    await unchanged(
      () => call('POST', `/next/api/managed-services/requests/${id}/handled`, sofia, { handled: true }),
      403,
    );
    expect(
      (await call('POST', `/next/api/managed-services/requests/${id}/handled`, staff, { handled: true })).json(),
    ).toEqual({
      handled: true,
    });
    const handled = (await call('GET', '/next/api/managed-services/requests?state=handled', staff)).json().items;
    expect(handled.find((r: QuoteRequest) => r.id === id)?.handledByName).toBe('Marta Kowalska');
    expect((await call('GET', '/next/api/admin/audit-log?action=quote-request.', admin)).body).toContain(
      'quote-request.handled',
    );
    expect(
      (await call('POST', '/next/api/managed-services/requests/99999/handled', staff, { handled: true })).statusCode,
    ).toBe(404);
  });
});
