import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import type { MemberCard, UserDirectoryResponse } from '../../../contract/directory.ts';
import { destinationFor } from '../../../contract/search.ts';
import { DISCIPLINES } from '../../../contract/taxonomy.ts';
import { interpretQuery } from '../search/interpreter.ts';
import { DIRECTORY_CHANGED, refreshMemberSearch } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  // Hundreds of anonymous searches from one address: the limit per address (decision 123) has its own test.
  t = await createTestApp({ seedMembers: 150, env: { RATE_LIMIT_SCALE: '100' } });
});
afterAll(() => t.close());

const SOFIA = 6; // Portuguese → English legal translator in Lisbon (demo-profiles.ts)
const JONAS = 7; // conference interpreter in Berlin
const LINGUABRIDGE = 8; // London language company

async function rows<T>(query: string): Promise<T[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

async function users(query: string, cookie?: string) {
  const res = await t.request({ url: `/next/api/users?${query}`, ...(cookie ? { cookie } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserDirectoryResponse;
}

/** Every result of a query, through all its pages. */
async function allUsers(query: string): Promise<MemberCard[]> {
  const first = await users(`${query}&pageSize=100`);
  const cards = [...first.results];
  for (let page = 2; page <= first.totalPages; page++)
    cards.push(...(await users(`${query}&pageSize=100&page=${page}`)).results);
  return cards;
}

const ids = (cards: MemberCard[]) => cards.map((c) => c.entity_id).sort((a, b) => a - b);

/** Listed freelancers matching a SQL condition on users u / member_profiles p, straight from the profile tables. */
async function freelancersWhere(condition: string): Promise<number[]> {
  const found = await rows<{ entity_id: number }>(
    `select u.entity_id from users u left join member_profiles p on p.entity_id = u.entity_id
     where u.account_type in ('translator', 'interpreter', 'subtitler') and ${condition} order by u.entity_id`,
  );
  return found.map((r) => r.entity_id);
}

describe('GET /next/api/users', () => {
  it('lists freelancers 20 to a page with the totals, cacheable for 300 s by anyone when anonymous', async () => {
    const res = await t.request({ url: '/next/api/users' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.vary).toContain('Cookie');
    const body = res.json() as UserDirectoryResponse;
    expect(Object.keys(body).sort()).toEqual(['results', 'totalPages', 'totalResults']);
    expect(body.results).toHaveLength(20);
    expect(body.totalResults).toBe((await freelancersWhere('true')).length);
    expect(body.totalPages).toBe(Math.ceil(body.totalResults / 20));
    for (const card of body.results) expect(['translator', 'interpreter', 'subtitler']).toContain(card.account_type);
  });

  it('answers a signed-in viewer privately, since what they may see depends on them', async () => {
    const cookie = await t.signIn('outsourcer@demo.wordhive.test');
    const res = await t.request({ url: '/next/api/users?search=Almeida', cookie });
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it('shows a member card as the directory needs it', async () => {
    const { results } = await users('search=Sofia%20Almeida');
    const sofia = results.find((c) => c.entity_id === SOFIA)!;
    expect(sofia).toMatchObject({
      name: 'Sofia Almeida',
      account_type: 'translator',
      photo_url: null,
      location: { city: 'Lisbon', country: 'PT' },
      is_member: true,
    });
    expect(sofia.pairs[0]).toEqual({ source: 'por', target: 'eng' });
    expect(sofia.fields.length).toBeGreaterThan(0);
    expect(sofia.rating!.count).toBeGreaterThan(0);
    expect(sofia.rating!.stars * 2).toBe(Math.round(sofia.rating!.stars * 2));
  });

  it('rounds the stars to halves (4.74 shows 4.5, 4.75 shows 5)', async () => {
    await rows(`update member_profiles set rating_avg = 4.74, rating_count = 3 where entity_id = ${SOFIA}`);
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
    expect((await users('search=Almeida')).results[0]!.rating).toEqual({ stars: 4.5, count: 3 });
    await rows(`update member_profiles set rating_avg = 4.75 where entity_id = ${SOFIA}`);
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
    expect((await users('search=Almeida')).results[0]!.rating).toEqual({ stars: 5, count: 3 });
  });

  describe('sections (service=)', () => {
    it('lists interpreters: interpreter accounts and freelancers offering interpreting', async () => {
      const cards = await allUsers('service=interpreters');
      expect(ids(cards)).toContain(JONAS);
      const expected = await freelancersWhere(
        `(u.account_type = 'interpreter' or exists (select 1 from member_services s where s.entity_id = u.entity_id
          and s.service_id in (2, 14, 15, 16)))`,
      );
      expect(ids(cards)).toEqual(expected);
    });

    it('lists translators and subtitlers in their own sections', async () => {
      const translators = await allUsers('service=translators');
      expect(ids(translators)).toContain(SOFIA);
      expect(ids(translators)).not.toContain(LINGUABRIDGE);
      const subtitlers = await allUsers('service=subtitlers');
      expect(subtitlers.length).toBeGreaterThan(0);
      expect(subtitlers.every((c) => c.account_type !== 'company')).toBe(true);
    });

    it('lists language companies with service=lscs', async () => {
      const cards = await allUsers('service=lscs');
      expect(ids(cards)).toContain(LINGUABRIDGE);
      expect(cards.every((c) => c.account_type === 'company')).toBe(true);
    });
  });

  describe('filters', () => {
    it('source and target: members with that pair in that direction', async () => {
      const cards = await allUsers('source=por&target=eng');
      expect(ids(cards)).toContain(SOFIA);
      expect(ids(cards)).toEqual(
        await freelancersWhere(
          `exists (select 1 from language_pairs lp where lp.entity_id = u.entity_id
            and lp.source_lang = 'por' and lp.target_lang = 'eng')`,
        ),
      );
      // The reverse direction is another list.
      expect(ids(await allUsers('source=eng&target=por'))).toEqual(
        await freelancersWhere(
          `exists (select 1 from language_pairs lp where lp.entity_id = u.entity_id
            and lp.source_lang = 'eng' and lp.target_lang = 'por')`,
        ),
      );
    });

    it('source or target alone', async () => {
      expect(ids(await allUsers('target=deu'))).toEqual(
        await freelancersWhere(
          `exists (select 1 from language_pairs lp where lp.entity_id = u.entity_id and lp.target_lang = 'deu')`,
        ),
      );
    });

    it('service_id: members offering the service', async () => {
      expect(ids(await allUsers('service_id=13'))).toEqual(
        await freelancersWhere(
          'exists (select 1 from member_services s where s.entity_id = u.entity_id and s.service_id = 13)',
        ),
      );
    });

    it('field: a whole category by key, or one discipline by id', async () => {
      const legal = DISCIPLINES.filter((d) => d.categoryKey === 'legal').map((d) => d.id);
      const cards = await allUsers('field=legal');
      expect(ids(cards)).toContain(SOFIA);
      expect(ids(cards)).toEqual(
        await freelancersWhere(
          `exists (select 1 from member_fields f where f.entity_id = u.entity_id and f.discipline_id in (${legal}))`,
        ),
      );
      expect(ids(await allUsers('field=102'))).toEqual(
        await freelancersWhere(
          'exists (select 1 from member_fields f where f.entity_id = u.entity_id and f.discipline_id = 102)',
        ),
      );
    });

    it('country: members who show that country', async () => {
      const cards = await allUsers('country=pt');
      expect(ids(cards)).toContain(SOFIA);
      expect(cards.every((c) => c.location.country === 'PT')).toBe(true);
      expect(ids(cards)).toEqual(
        await freelancersWhere(
          `p.country_code = 'PT' and coalesce((select contact_country_visible from privacy_settings s
            where s.entity_id = u.entity_id), 'y') = 'y'`,
        ),
      );
    });

    it('min_rating: stars as shown, so 4 includes members shown with 4 stars', async () => {
      const cards = await allUsers('min_rating=4.5');
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((c) => c.rating !== null && c.rating.stars >= 4.5)).toBe(true);
      expect(ids(cards)).toEqual(await freelancersWhere('p.rating_count > 0 and p.rating_avg >= 4.25'));
    });

    it('membership=1: paying members whose membership runs', async () => {
      const cards = await allUsers('membership=1');
      expect(ids(cards)).toContain(SOFIA);
      expect(cards.every((c) => c.is_member)).toBe(true);
      expect(ids(cards)).toEqual(
        await freelancersWhere(
          `p.membership_plan <> 'none' and (p.membership_until is null or p.membership_until > now())`,
        ),
      );
      expect((await users('membership=0')).totalResults).toBe((await users('')).totalResults);
    });

    it('available=1: professionals taking new work, as their profiles say, and at once when one changes', async () => {
      const taking = await allUsers('available=1');
      expect(ids(taking)).toEqual(await freelancersWhere(`coalesce(p.availability, 'available') <> 'unavailable'`));
      expect(taking.every((c) => c.availability !== 'unavailable')).toBe(true);
      // The seeded directory has members of all three kinds: the filter leaves some out, and keeps the limited.
      const everyone = await allUsers('');
      expect(taking.length).toBeLessThan(everyone.length);
      expect(taking.some((c) => c.availability === 'limited')).toBe(true);
      expect(everyone.some((c) => c.availability === 'unavailable')).toBe(true);

      // Sofia says she takes no new work: she leaves the filtered list, and her card says so.
      const sofia = await t.signIn('translator@demo.wordhive.test');
      const profile = (await t.request({ url: `/next/api/profile/${SOFIA}` })).json().member;
      const about = (availability: string) =>
        t.request({
          method: 'PUT',
          url: `/next/api/user/about?entityId=${SOFIA}`,
          payload: {
            headline: profile.headline,
            bio: profile.bio,
            yearsExperience: profile.yearsExperience,
            availability,
          },
          cookie: sofia,
        });
      expect((await about('unavailable')).statusCode).toBe(200);
      expect(ids(await allUsers('available=1&search=Almeida'))).not.toContain(SOFIA);
      expect((await users('search=Almeida')).results.find((c) => c.entity_id === SOFIA)?.availability).toBe(
        'unavailable',
      );
      expect((await about('available')).statusCode).toBe(200);
      expect(ids(await allUsers('available=1&search=Almeida'))).toContain(SOFIA);

      const bad = await t.request({ url: '/next/api/users?available=yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('available=1');
      // Businesses are not filtered by it: clients take no work.
      const business = await t.request({ url: '/next/api/businesses?available=1' });
      expect(business.statusCode).toBe(400);
      expect(business.json().fields).toEqual({ available: 'Unknown parameter' });
    });

    it('shows the pair a search asked for first on each card', async () => {
      const sofia = (await users('source=eng&target=por&search=Almeida')).results.find((c) => c.entity_id === SOFIA)!;
      expect(sofia.pairs[0]).toEqual({ source: 'eng', target: 'por' });
      for (const card of (await users('source=eng&target=deu&pageSize=100')).results) {
        expect(card.pairs[0]).toEqual({ source: 'eng', target: 'deu' });
      }
    });

    it('combines filters: Portuguese → English, legal, Portugal', async () => {
      const cards = await allUsers('source=por&target=eng&field=legal&country=PT');
      expect(ids(cards)).toContain(SOFIA);
      expect(cards.every((c) => c.location.country === 'PT')).toBe(true);
    });
  });

  describe('text search', () => {
    it('finds a member by name, best match first', async () => {
      expect((await users('search=Sofia Almeida')).results[0]!.entity_id).toBe(SOFIA);
    });

    it('finds words of the headline and bio, and a city', async () => {
      expect(ids((await users('search=notaries')).results)).toContain(SOFIA);
      expect(ids((await users('search=Lisbon&source=por&target=eng')).results)).toContain(SOFIA);
    });

    it('finds members by their city named in any language, of one word or several', async () => {
      for (const name of ['Lissabon', 'Lisbonne', 'Lisboa', 'ליסבון', 'בליסבון']) {
        expect(ids((await users(`search=${encodeURIComponent(name)}&source=por&target=eng`)).results), name).toContain(
          SOFIA,
        );
      }
      expect(ids((await users(`search=${encodeURIComponent('Dolmetscher Berlim')}`)).results)).toContain(JONAS);
      const newYork = ids(await allUsers('search=New%20York'));
      expect(newYork.length).toBeGreaterThan(0);
      for (const name of ['Nueva York', 'Nova Iorque', 'ניו יורק', 'NYC']) {
        expect(ids(await allUsers(`search=${encodeURIComponent(name)}`)), name).toEqual(newYork);
      }
      // Filler inside a name, which the search drops from a sentence before it reads the rest.
      const mexicoCity = ids(await allUsers('search=Mexico%20City'));
      expect(mexicoCity.length).toBeGreaterThan(0);
      for (const name of ['en Ciudad de México', 'a Città del Messico']) {
        expect(ids(await allUsers(`search=${encodeURIComponent(name)}`)), name).toEqual(mexicoCity);
      }
    });

    it('reads a Hebrew word with its prefix letters as the language it carries ("לאנגלית", into English)', async () => {
      const plain = ids(await allUsers(`search=${encodeURIComponent('מתרגם עברית אנגלית')}`));
      expect(plain.length).toBeGreaterThan(0);
      for (const text of ['מתרגם מעברית לאנגלית', 'מתרגם ומעברית לאנגלית']) {
        expect(ids(await allUsers(`search=${encodeURIComponent(text)}`)), text).toEqual(plain);
      }
    });

    it('forgives typos by trigram similarity: "Portugese", "Lisbn", "Almieda"', async () => {
      for (const typo of ['Portugese legal', 'Lisbn', 'Almieda']) {
        expect(ids((await users(`search=${encodeURIComponent(typo)}&source=por&target=eng`)).results), typo).toContain(
          SOFIA,
        );
      }
    });

    it('understands languages, services and fields named in any interface language', async () => {
      for (const text of [
        'Portugiesisch Übersetzerin',
        'traductor portugués derecho',
        'מתרגם פורטוגזית',
        'portoghese',
      ]) {
        const { results } = await users(`search=${encodeURIComponent(text)}&country=PT`);
        expect(ids(results), text).toContain(SOFIA);
      }
    });

    it('a field named in the words finds every member in it: the search modal’s sentence beside its filters narrows nothing', async () => {
      // What the search modal opens for "legal translator portuguese english": its text and the filters it read.
      const filters = 'service=translators&source=por&target=eng&field=legal';
      const all = await users(filters);
      const sentence = await users(`${filters}&search=${encodeURIComponent('legal translator portuguese english')}`);
      expect(all.totalResults).toBeGreaterThan(1);
      expect(sentence.totalResults).toBe(all.totalResults);
      // In another language too: "juridique" is the same field.
      expect((await users(`${filters}&search=juridique`)).totalResults).toBe(all.totalResults);
    });

    it('the search modal’s sentence finds every member its filters find, in any language', async () => {
      for (const text of [
        'Sworn translator Italian to English',
        'MTPE English into Portuguese',
        'Vom Deutschen ins Französische',
        "Dall'italiano all'inglese",
        'Traductor jurídico inglés español',
        'Available translator from Portuguese to English for a contract',
        'Intérprete disponible de alemán',
      ]) {
        // The page the modal opens, asked of the API: its filters, with and without its sentence.
        const page = new URL(destinationFor(interpretQuery(text), text, null).path, 'http://x');
        expect(page.pathname, text).toBe('/directory');
        const filters = new URLSearchParams(page.search);
        filters.delete('search');
        const all = await users(filters.toString());
        expect(all.totalResults, text).toBeGreaterThan(0);
        expect((await users(page.searchParams.toString())).totalResults, text).toBe(all.totalResults);
      }
    });

    it('the other words of a sentence that named filters rank the members, never leave them out', async () => {
      // Two Japanese → French subtitlers (showcase.ts); only the first says "anime".
      const [ANIME, DOCUMENTARIES] = [27, 28];
      for (const text of ['sous-titreur japonais français pour anime', 'Japanese to French subtitler for anime']) {
        const page = new URL(destinationFor(interpretQuery(text), text, null).path, 'http://x');
        const filters = new URLSearchParams(page.search);
        filters.delete('search');
        const all = ids(await allUsers(filters.toString()));
        expect(all, text).toEqual(expect.arrayContaining([ANIME, DOCUMENTARIES]));
        const found = await allUsers(page.searchParams.toString());
        expect(ids(found), text).toEqual(all);
        expect(found[0]!.entity_id, text).toBe(ANIME);
      }
      // A word nobody has ranks nobody first, and leaves everyone the filters find.
      const filters = 'service=subtitlers&source=jpn&target=fra&service_id=4';
      const sentence = `search=${encodeURIComponent('sous-titreur japonais français pour zyxwvutsrq')}`;
      expect(ids(await allUsers(`${filters}&${sentence}`))).toEqual(ids(await allUsers(filters)));
      // A place is a filter: Bordeaux leaves the subtitler in Brussels out.
      expect(ids(await allUsers(`search=${encodeURIComponent('sous-titreur japonais français à Bordeaux')}`))).toEqual([
        ANIME,
      ]);
    });

    it('a search of plain words alone narrows by them ("anime")', async () => {
      const found = ids(await allUsers('search=anime'));
      expect(found).toContain(27);
      expect(found).not.toContain(28);
    });

    it('a service named in the words finds every member offering it ("sworn" is certified translation)', async () => {
      const certified = await allUsers('service_id=13');
      const found = ids(await allUsers('search=sworn'));
      expect(certified.length).toBeGreaterThan(0);
      for (const card of certified) expect(found).toContain(card.entity_id);
    });

    it('ignores filler words, as the search modal sends whole sentences', async () => {
      const { results } = await users(`search=${encodeURIComponent('a legal translator from Portuguese to English')}`);
      expect(ids(results)).toContain(SOFIA);
    });

    it('narrows with every word: a word nobody has finds no one', async () => {
      const body = await users('search=Almeida%20zyxwvutsrq');
      expect(body).toEqual({ results: [], totalPages: 0, totalResults: 0 });
    });

    it('supports "quoted phrases" and -excluded words', async () => {
      expect(ids((await users(`search=${encodeURIComponent('"court documents"')}`)).results)).toContain(SOFIA);
      expect(ids((await users(`search=${encodeURIComponent('Almeida -notaries')}`)).results)).not.toContain(SOFIA);
    });
  });

  describe('sorting', () => {
    it('rating: best rated first, unrated last', async () => {
      const { results } = await users('sort=rating&pageSize=100');
      const stars = results.map((c) => c.rating?.stars ?? -1);
      expect(stars).toEqual([...stars].sort((a, b) => b - a));
    });

    it('rating with words: the matches best rated first, page after page, each once', async () => {
      const first = await users('search=translator&sort=rating&pageSize=7');
      expect(first.totalPages).toBeGreaterThan(1);
      const all = await allUsers('search=translator&sort=rating');
      expect(new Set(ids(all)).size).toBe(first.totalResults);
      const stars = all.map((c) => c.rating?.stars ?? -1);
      expect(stars).toEqual([...stars].sort((a, b) => b - a));
    });

    it('newest: latest to join first', async () => {
      const { results } = await users('sort=newest&pageSize=50');
      const joined = results.map((c) => c.joined_at);
      expect(joined).toEqual([...joined].sort().reverse());
    });

    it('name: alphabetical', async () => {
      const { results } = await users('sort=name&pageSize=50');
      const names = results.map((c) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    });
  });

  describe('paging', () => {
    it('gives distinct pages that add up to the total', async () => {
      const first = await users('pageSize=7');
      const second = await users('pageSize=7&page=2');
      expect(second.results).toHaveLength(7);
      expect(ids(first.results).filter((id) => ids(second.results).includes(id))).toEqual([]);
      expect(first.totalPages).toBe(Math.ceil(first.totalResults / 7));
      const all = await allUsers('sort=name');
      expect(all).toHaveLength(first.totalResults);
      expect(new Set(ids(all)).size).toBe(first.totalResults);
    });

    it('answers past the last page with no results and the totals', async () => {
      const { totalPages, totalResults } = await users('');
      expect(await users(`page=${totalPages + 1}`)).toEqual({ results: [], totalPages, totalResults });
    });
  });

  describe('bad input: 400 naming the parameter', () => {
    const cases: [string, string][] = [
      ['service=writers', 'service'],
      ['source=pt', 'source'],
      ['source=qqq', 'source'],
      ['target=123', 'target'],
      ['service_id=999', 'service_id'],
      ['service_id=abc', 'service_id'],
      ['field=astrology', 'field'],
      ['field=999', 'field'],
      ['country=XX', 'country'],
      ['country=Portugal', 'country'],
      ['min_rating=6', 'min_rating'],
      ['min_rating=high', 'min_rating'],
      ['membership=yes', 'membership'],
      ['sort=price', 'sort'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['min_ratng=4', 'min_ratng'],
      ['source=por&source=eng', 'source'],
    ];
    it.each(cases)('%s', async (query, field) => {
      const res = await t.request({ url: `/next/api/users?${query}` });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toContain(`${field}:`);
      expect(Object.keys(body.fields)).toEqual([field]);
    });
  });
});

describe('GET /next/api/businesses', () => {
  it('lists language companies as {businesses, totalPages, totalResults}', async () => {
    const res = await t.request({ url: '/next/api/businesses?pageSize=100' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['businesses', 'totalPages', 'totalResults']);
    expect(ids(body.businesses)).toContain(LINGUABRIDGE);
    expect(body.businesses.every((c: MemberCard) => c.account_type === 'company')).toBe(true);
    const [count] = await rows<{ n: number }>(`select count(*)::int as n from users where account_type = 'company'`);
    expect(body.totalResults).toBe(count!.n);
  });

  it('reads a country written short: "translation company uk" is the companies in the United Kingdom', async () => {
    const sentence = await t.request({
      url: `/next/api/businesses?search=${encodeURIComponent('translation company uk')}`,
    });
    const inGb = await t.request({ url: '/next/api/businesses?country=GB' });
    expect(sentence.json().businesses.map((c: MemberCard) => c.entity_id)).toContain(LINGUABRIDGE);
    expect(sentence.json().totalResults).toBe(inGb.json().totalResults);
  });

  it('takes the same filters and refuses the freelancer sections', async () => {
    const res = await t.request({ url: '/next/api/businesses?search=LinguaBridge&country=GB' });
    expect(res.json().businesses[0].entity_id).toBe(LINGUABRIDGE);
    const bad = await t.request({ url: '/next/api/businesses?service=translators' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ service: 'Unknown parameter' });
  });
});

describe('the certified directory (certified=1)', () => {
  it('lists exactly the members staff certified, with the badge on their cards', async () => {
    const certified = await allUsers('certified=1');
    expect(ids(certified)).toEqual(
      await freelancersWhere(
        `exists (select 1 from member_roles r where r.entity_id = u.entity_id and r.role = 'verified_credentials')`,
      ),
    );
    expect(certified.length).toBeGreaterThan(0);
    expect(certified.every((c) => c.is_certified)).toBe(true);
    expect(ids(certified)).toContain(SOFIA);
    expect(ids(certified)).not.toContain(JONAS);
    const everyone = await allUsers('service=interpreters');
    expect(everyone.find((c) => c.entity_id === JONAS)?.is_certified).toBe(false);
  });

  it('follows the role: an admin certifies a member, who is listed and badged at once, and back', async () => {
    const admin = await t.signIn('admin@demo.wordhive.test');
    const setRoles = (roles: string[]) =>
      t.request({ method: 'PUT', url: `/next/api/admin/members/${JONAS}/roles`, payload: { roles }, cookie: admin });
    expect((await setRoles(['verified_credentials'])).statusCode).toBe(200);
    expect(ids(await allUsers('certified=1&service=interpreters'))).toContain(JONAS);
    expect((await t.request({ url: `/next/api/profile/${JONAS}` })).json().member.isCertified).toBe(true);
    expect((await setRoles([])).statusCode).toBe(200);
    expect(ids(await allUsers('certified=1&service=interpreters'))).not.toContain(JONAS);
    expect((await t.request({ url: `/next/api/profile/${JONAS}` })).json().member.isCertified).toBe(false);
  });

  it('refuses a value that is not 1 or 0', async () => {
    const res = await t.request({ url: '/next/api/users?certified=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('certified=1');
  });
});

describe('caches across processes', () => {
  it('drops cached answers when another process says an entry changed', async () => {
    // The name changes in the database as another process's write would; this process has the answer cached.
    const before = await users('search=Almeida');
    expect(before.results[0]!.name).toBe('Sofia Almeida');
    await rows(`update directory_entries set name = 'Sofia Almeida-Costa' where entity_id = ${SOFIA}`);
    expect((await users('search=Almeida')).results[0]!.name).toBe('Sofia Almeida');
    await t.app.ctx.bus.publish(DIRECTORY_CHANGED, { entityIds: [SOFIA] });
    expect((await users('search=Almeida')).results[0]!.name).toBe('Sofia Almeida-Costa');
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
    expect((await users('search=Almeida')).results[0]!.name).toBe('Sofia Almeida');
  });
});

describe('privacy on cards and in search', () => {
  it('hides a city its member shows to no one, from cards and from search', async () => {
    // Sintra appears nowhere else in her profile, so only the city field could find her by it.
    await rows(`update member_profiles set city = 'Sintra' where entity_id = ${SOFIA}`);
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
    expect(ids((await users('search=Sintra')).results)).toEqual([SOFIA]);

    await rows(`update privacy_settings set contact_city_visible = 'n' where entity_id = ${SOFIA}`);
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
    expect((await users('search=Almeida')).results[0]!.location).toEqual({ city: null, country: 'PT' });
    expect((await users('search=Sintra')).totalResults).toBe(0);
    const owner = await t.signIn('translator@demo.wordhive.test');
    expect((await users('search=Almeida', owner)).results[0]!.location.city).toBe('Sintra');

    await rows(`update member_profiles set city = 'Lisbon' where entity_id = ${SOFIA}`);
    await rows(`update privacy_settings set contact_city_visible = 'y' where entity_id = ${SOFIA}`);
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
  });

  it('shows an "outsourcers only" country to signed-in outsourcers alone, and never filters by it', async () => {
    await rows(`update privacy_settings set contact_country_visible = 'outsourcer' where entity_id = ${SOFIA}`);
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
    expect((await users('search=Almeida')).results[0]!.location.country).toBeNull();
    const outsourcer = await t.signIn('outsourcer@demo.wordhive.test');
    expect((await users('search=Almeida', outsourcer)).results[0]!.location.country).toBe('PT');
    const colleague = await t.signIn('interpreter@demo.wordhive.test');
    expect((await users('search=Almeida', colleague)).results[0]!.location.country).toBeNull();
    expect(ids((await users('country=PT', outsourcer)).results)).not.toContain(SOFIA);
    await rows(`update privacy_settings set contact_country_visible = 'y' where entity_id = ${SOFIA}`);
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
  });

  it('shows a signed-in viewer a city its member has just hidden from them no longer, on the next page of cards', async () => {
    const colleague = await t.signIn('interpreter@demo.wordhive.test');
    const cityOnCard = async () =>
      (await users('search=Almeida', colleague)).results.find((c) => c.entity_id === SOFIA)!.location.city;
    expect(await cityOnCard()).toBe('Lisbon');
    const setCity = async (value: string) => {
      const res = await t.request({
        method: 'POST',
        url: `/next/api/user/preferences?entityId=${SOFIA}`,
        cookie: await t.signIn('translator@demo.wordhive.test'),
        payload: { category: 'privacy', prefName: 'contact_city_visible', value },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setCity('n');
    expect(await cityOnCard()).toBeNull();
    await setCity('y');
    expect(await cityOnCard()).toBe('Lisbon');
  });
});

describe('refreshMemberSearch', () => {
  it('makes a profile change searchable at once, replacing the cached answer', async () => {
    expect((await users('search=Almeida%20glassblowing')).totalResults).toBe(0);
    await rows(
      `update member_profiles set headline = 'Legal translator and glassblowing enthusiast' where entity_id = ${SOFIA}`,
    );
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
    expect(ids((await users('search=Almeida%20glassblowing')).results)).toEqual([SOFIA]);
  });
});

describe('GET /next/api/directory/options', () => {
  it('names the languages members work in and the countries they show, in the asked language', async () => {
    const res = await t.request({ url: '/next/api/directory/options?locale=deu' });
    expect(res.statusCode).toBe(200);
    const { languages, countries } = res.json();
    expect(languages).toContainEqual({ iso3: 'por', short: 'PT', name: 'Portugiesisch' });
    expect(countries).toContainEqual({ code: 'PT', name: 'Portugal' });
    const names = languages.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'de')));
  });

  it('refuses an unknown locale', async () => {
    const res = await t.request({ url: '/next/api/directory/options?locale=xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('locale:');
  });
});
