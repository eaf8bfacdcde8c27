import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import type { MentorsResponse, Newcomer } from '../../../contract/directory.ts';
import { refreshMemberSearch } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 300 });
});
afterAll(() => t.close());

const SOFIA = 6;
const JONAS = 7; // joined in 2019
const DAY = 86_400_000;

async function rows<T>(query: string): Promise<T[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

async function newMembers(query = ''): Promise<Newcomer[]> {
  const res = await t.request({ url: `/next/api/membership/new-members?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['data']);
  return body.data;
}

async function newBusinesses(query = ''): Promise<Newcomer[]> {
  const res = await t.request({ url: `/next/api/membership/new-businesses?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.data;
}

const ids = (list: { entity_id: number }[]) => list.map((m) => m.entity_id);
const byNewest = (list: Newcomer[]) => list.map((m) => m.new_since).every((d, i, all) => i === 0 || all[i - 1]! >= d);

/** Members of these account types who joined in the last `days` days, newest first. */
async function joinedWithin(days: number, types: string[]): Promise<number[]> {
  const found = await rows<{ entity_id: number }>(
    `select entity_id from users where account_type in (${types.map((x) => `'${x}'`).join(',')})
     and created_at >= now() - interval '${days} days' order by created_at desc, entity_id desc`,
  );
  return found.map((r) => r.entity_id);
}
const FREELANCERS = ['translator', 'interpreter', 'subtitler'];

/** A country that some of the new freelancers are from, though not the newest of them. */
async function countryOfAnOlderNewcomer(list: Newcomer[]): Promise<string> {
  const newest = list[0]!.location.country;
  const other = list.find((m) => m.location.country && m.location.country !== newest);
  expect(other, 'the seed has new members from more than one country').toBeDefined();
  return other!.location.country!;
}

describe('GET /next/api/membership/new-members', () => {
  it('lists freelancers who joined in the last 30 days, newest first, at most 50, as {data}', async () => {
    const res = await t.request({ url: '/next/api/membership/new-members' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const list = await newMembers();
    const expected = await joinedWithin(30, FREELANCERS);
    expect(expected.length).toBeGreaterThan(2);
    expect(ids(list)).toEqual(expected.slice(0, 50));
    expect(list.every((m) => m.new_because === 'joined' && m.new_since === m.joined_at)).toBe(true);
    expect(byNewest(list)).toBe(true);
  });

  it('limit and days_window narrow the list', async () => {
    expect(await newMembers('limit=2')).toHaveLength(2);
    const week = await newMembers('days_window=7');
    expect(ids(week)).toEqual((await joinedWithin(7, FREELANCERS)).slice(0, 50));
    expect(week.every((m) => Date.now() - Date.parse(m.new_since) <= 7 * DAY)).toBe(true);
  });

  it('exclude_ids leaves those members out', async () => {
    const [first, second, third] = ids(await newMembers());
    const list = await newMembers(`exclude_ids=${first},${second}`);
    expect(ids(list)).not.toContain(first);
    expect(ids(list)).not.toContain(second);
    expect(ids(list)[0]).toBe(third);
  });

  it('country_first (on by default) puts members from country_code first, keeping newest first within each group', async () => {
    const plain = await newMembers();
    const country = await countryOfAnOlderNewcomer(plain);
    const list = await newMembers(`country_code=${country}`);
    const fromCountry = list.filter((m) => m.location.country === country);
    expect(list.slice(0, fromCountry.length)).toEqual(fromCountry);
    expect(byNewest(fromCountry) && byNewest(list.slice(fromCountry.length))).toBe(true);
    expect(await newMembers(`country_code=${country}&country_first=0`)).toEqual(plain);
  });

  it('prioritize_country=1 chooses members from the country before newer ones from elsewhere', async () => {
    const plain = await newMembers();
    const country = await countryOfAnOlderNewcomer(plain);
    const [chosen] = await newMembers(`country_code=${country}&country_first=0&prioritize_country=1&limit=1`);
    expect(chosen!.location.country).toBe(country);
    const [newest] = await newMembers(`country_code=${country}&country_first=0&prioritize_country=0&limit=1`);
    expect(newest!.entity_id).toBe(plain[0]!.entity_id);
  });

  it('include_first_time_paid=1 adds older members who took their first paid membership in the window', async () => {
    await rows(
      `update member_profiles set membership_plan = 'professional', first_time_paid = true,
        membership_since = now() - interval '2 days', membership_until = now() + interval '363 days'
       where entity_id = ${JONAS}`,
    );
    await refreshMemberSearch(t.app.ctx, [JONAS]);
    expect(ids(await newMembers())).not.toContain(JONAS);
    const list = await newMembers('include_first_time_paid=1');
    const jonas = list.find((m) => m.entity_id === JONAS)!;
    expect(jonas).toMatchObject({ new_because: 'first_paid', is_member: true });
    expect(Date.now() - Date.parse(jonas.new_since)).toBeLessThan(3 * DAY);
    expect(byNewest(list)).toBe(true);

    // A renewal is not a newcomer.
    await rows(`update member_profiles set first_time_paid = false where entity_id = ${JONAS}`);
    await refreshMemberSearch(t.app.ctx, [JONAS]);
    expect(ids(await newMembers('include_first_time_paid=1'))).not.toContain(JONAS);
  });

  it('leaves out language companies and clients', async () => {
    const list = await newMembers('days_window=365&limit=100');
    expect(list.every((m) => FREELANCERS.includes(m.account_type))).toBe(true);
  });
});

describe('GET /next/api/membership/new-businesses', () => {
  it('lists new language companies as {success, data}, newest first', async () => {
    const list = await newBusinesses('days_window=365');
    expect(list.length).toBeGreaterThan(0);
    expect(ids(list)).toEqual((await joinedWithin(365, ['company'])).slice(0, 50));
    expect(list.every((m) => m.account_type === 'company')).toBe(true);
  });

  it('keeps date order for a country_code unless country_first=1', async () => {
    const plain = await newBusinesses('days_window=365');
    const country = plain.findLast((m) => m.location.country)!.location.country!;
    expect(await newBusinesses(`days_window=365&country_code=${country}`)).toEqual(plain);
    const first = await newBusinesses(`days_window=365&country_code=${country}&country_first=1`);
    expect(first[0]!.location.country).toBe(country);
  });
});

describe('newcomer parameters: 400 naming the parameter', () => {
  const cases: [string, string][] = [
    ['country_code=XX', 'country_code'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['country_first=2', 'country_first'],
    ['days_window=0', 'days_window'],
    ['days_window=366', 'days_window'],
    ['prioritize_country=yes', 'prioritize_country'],
    ['exclude_ids=12,abc', 'exclude_ids'],
    ['include_first_time_paid=true', 'include_first_time_paid'],
    ['country=PT', 'country'],
  ];
  for (const path of ['new-members', 'new-businesses']) {
    it.each(cases)(`${path}?%s`, async (query, field) => {
      const res = await t.request({ url: `/next/api/membership/${path}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      expect(res.json().error).toContain(`${field}:`);
    });
  }
});

describe('GET /next/api/mentors', () => {
  async function mentors(query = ''): Promise<MentorsResponse> {
    const res = await t.request({ url: `/next/api/mentors?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('lists the mentors, best rated first, with what they can help with', async () => {
    const body = await mentors('pageSize=100');
    const [count] = await rows<{ n: number }>(
      `select count(*)::int as n from member_profiles p join users u on u.entity_id = p.entity_id
       where p.is_mentor and u.account_type in ('translator', 'interpreter', 'subtitler')`,
    );
    expect(body.totalResults).toBe(count!.n);
    expect(ids(body.data)).toContain(SOFIA);
    expect(body.data.every((m) => m.is_mentor && m.mentor_topics.length > 0)).toBe(true);
    const stars = body.data.map((m) => m.rating?.stars ?? -1);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
  });

  it('pages and filters by pair and field', async () => {
    const first = await mentors('pageSize=2');
    expect(first.data).toHaveLength(2);
    expect(first.totalPages).toBe(Math.ceil(first.totalResults / 2));
    const second = await mentors('pageSize=2&page=2');
    expect(ids(second.data).some((id) => ids(first.data).includes(id))).toBe(false);
    expect(ids((await mentors('source=por&target=eng&field=legal')).data)).toContain(SOFIA);
    expect(ids((await mentors('source=deu&target=jpn')).data)).not.toContain(SOFIA);
  });

  it('refuses bad parameters by name', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['field=cooking', 'field'],
      ['source=xx', 'source'],
      ['topic=cat', 'topic'],
    ]) {
      const res = await t.request({ url: `/next/api/mentors?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });
});
