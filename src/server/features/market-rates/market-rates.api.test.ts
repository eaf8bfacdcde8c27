import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import type { MarketRates } from '../../../contract/market-rates.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
  admin = await t.signIn('admin@demo.wordhive.test');
});
afterAll(() => t.close());

// Finnish → Estonian: no demo member works in it, so every rate in it is one this file set.
const PAIR = { source: 'fin', target: 'est' };
const QUERY = '/next/api/rates?source=fin&target=est&service_id=1';

const get = async (url = QUERY) => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MarketRates;
};
const put = async (cookie: string, url: string, payload: object) => {
  const res = await t.request({ method: 'PUT', url, cookie, payload });
  expect(res.statusCode, res.body).toBe(200);
};

interface Pro {
  entityId: number;
  cookie: string;
}
let n = 0;
/** A translator who offers translation in the pair, at these rates (a pair of null: for all their pairs). */
async function translator(rates: { amount: number; currency?: string; pair?: null }[]): Promise<Pro> {
  n += 1;
  const pro = await t.signUp({
    email: `fin-est-${n}@example.com`,
    name: `Finnish Translator ${n}`,
    accountType: 'translator',
  });
  const at = `?entityId=${pro.entityId}`;
  await put(pro.cookie, `/next/api/user/pairs${at}`, { pairs: [PAIR] });
  await put(pro.cookie, `/next/api/user/services${at}`, { services: [{ serviceId: 1, pairs: [PAIR], languages: [] }] });
  await setRates(pro, rates);
  return pro;
}
const setRates = (pro: Pro, rates: { amount: number; currency?: string; pair?: null }[]) =>
  put(pro.cookie, `/next/api/user/rates?entityId=${pro.entityId}`, {
    rates: rates.map((r) => ({
      serviceId: 1,
      pair: r.pair === null ? null : PAIR,
      unit: 'word',
      currency: r.currency ?? 'EUR',
      amount: r.amount,
    })),
  });

describe('what professionals ask for a service in a pair', () => {
  const pros: Pro[] = [];

  it('gives no figure until five profiles name a rate, then the middle half and the median', async () => {
    expect((await get()).rates).toEqual([]);
    for (const amount of [0.06, 0.08, 0.1, 0.12]) pros.push(await translator([{ amount }]));
    expect((await get()).rates).toEqual([]);
    // The fifth gives no pair: their rate holds for every pair they translate in, this one too.
    pros.push(await translator([{ amount: 0.14, pair: null }]));
    expect(await get()).toEqual({
      ...PAIR,
      serviceId: 1,
      rates: [{ unit: 'word', currency: 'EUR', profiles: 5, lowMilli: 80, medianMilli: 100, highMilli: 120 }],
    });
  });

  it('counts a member once, at the rate they give for the pair rather than their general one', async () => {
    pros.push(await translator([{ amount: 0.2 }, { amount: 0.05, pair: null }]));
    // 0.06 0.08 0.10 0.12 0.14 0.20: quartiles between the rates, as PostgreSQL's percentile_cont reads them.
    expect((await get()).rates).toEqual([
      { unit: 'word', currency: 'EUR', profiles: 6, lowMilli: 85, medianMilli: 110, highMilli: 135 },
    ]);
  });

  it('follows a member’s change of rate at once, and keeps each currency apart', async () => {
    await setRates(pros[5]!, [{ amount: 0.09, currency: 'USD' }]);
    expect((await get()).rates).toEqual([
      { unit: 'word', currency: 'EUR', profiles: 5, lowMilli: 80, medianMilli: 100, highMilli: 120 },
    ]);
  });

  it('leaves out a member who is not in the directory (suspended by staff)', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/next/api/admin/members/${pros[0]!.entityId}/suspend`,
      cookie: admin,
      payload: { reason: 'Reported for fake credentials; under review.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get()).rates).toEqual([]);
    await t.request({ method: 'POST', url: `/next/api/admin/members/${pros[0]!.entityId}/unsuspend`, cookie: admin });
    expect((await get()).rates).toHaveLength(1);
  });

  it('answers for the other direction and other services on their own', async () => {
    expect((await get('/next/api/rates?source=est&target=fin&service_id=1')).rates).toEqual([]);
    expect((await get('/next/api/rates?source=fin&target=est&service_id=2')).rates).toEqual([]);
  });

  it('refuses a question it cannot answer, naming what is wrong', async () => {
    const refused = async (query: string, error: RegExp) => {
      const res = await t.request({ method: 'GET', url: `/next/api/rates?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(error);
    };
    await refused('source=fin&target=fin&service_id=1', /target: Choose two different languages/);
    await refused('source=finnish&target=est&service_id=1', /source: Use a three-letter ISO 639-3 language code/);
    await refused('source=fin&target=est&service_id=999', /service_id: Choose a service from the list/);
    // Copywriting is written in one language.
    await refused('source=fin&target=est&service_id=6', /service_id: Choose a service between two languages/);
    await refused('source=fin&target=est', /service_id/);
    await refused('source=fin&target=est&service_id=1&currency=EUR', /currency/);
  });
});
