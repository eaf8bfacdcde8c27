import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { SITEMAP_PAGES } from '../../../contract/site-map.ts';
import { directoryEntries } from '../../db/schema/index.ts';
import { createSitemapRepository } from './repository.ts';
import { createSitemapService } from './service.ts';

let t: TestApp;
let site: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 10 });
  site = t.config.publicUrl;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('what search engines are told', () => {
  it('robots.txt keeps crawlers off the API and the staff tools, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /next/api/',
        'Disallow: /admin',
        `Sitemap: ${site}/sitemap.xml`,
      ]),
    );
  });

  it('the index names the pages file and one file each of profiles and open jobs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(locs(res.body)).toEqual([
      `${site}/sitemaps/pages.xml`,
      `${site}/sitemaps/profiles-1.xml`,
      `${site}/sitemaps/jobs-1.xml`,
    ]);
  });

  it('lists the fixed pages and what staff published, not drafts or closed walls', async () => {
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    for (const path of SITEMAP_PAGES) expect(pages).toContain(new URL(path, site).href);
    const courses = (await get('/next/api/courses')).json().items as { slug: string }[];
    const events = (await get('/next/api/events/calendar')).json().items as { id: number }[];
    const news = (await get('/next/api/news')).json().items as { slug: string }[];
    expect(pages).toEqual(
      expect.arrayContaining([
        ...courses.map((c) => `${site}/learn/courses/${c.slug}`),
        ...events.map((e) => `${site}/events/${e.id}`),
        ...news.map((n) => `${site}/news/${n.slug}`),
        `${site}/networking/lisbon-legal-translation-summit`,
      ]),
    );
    expect(pages.filter((p) => p.includes('/learn/courses/'))).toHaveLength(courses.length);
    expect(pages).not.toContain(`${site}/networking/spring-subtitling-meetup`);
  });

  it('lists the profiles the directory lists, and the open jobs, each once', async () => {
    const profiles = locs((await get('/sitemaps/profiles-1.xml')).body);
    const listed = await t.database.db.select({ id: directoryEntries.entityId }).from(directoryEntries);
    expect(profiles.sort()).toEqual(listed.map((r) => `${site}/profile/${r.id}`).sort());
    expect(profiles).toContain(`${site}/profile/6`);
    const jobs = (await get('/sitemaps/jobs-1.xml')).body;
    const open = (await get('/next/api/jobs')).json();
    expect(locs(jobs)).toHaveLength(open.total);
    expect(jobs).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('splits many into numbered files, and knows no file past the last or of another name', async () => {
    const sitemaps = createSitemapService({ repo: createSitemapRepository(t.database.db), siteUrl: site, perFile: 5 });
    const listed = await t.database.db.select({ id: directoryEntries.entityId }).from(directoryEntries);
    const files = Math.ceil(listed.length / 5);
    const index = locs(await sitemaps.index()).filter((loc) => loc.includes('/profiles-'));
    expect(index).toHaveLength(files);
    const all = [];
    for (let n = 1; n <= files; n++) all.push(...locs(await sitemaps.file(`profiles-${n}`)));
    expect(new Set(all).size).toBe(listed.length);
    await expect(sitemaps.file(`profiles-${files + 1}`)).rejects.toThrow('No such sitemap');

    for (const file of ['profiles-99.xml', 'cats-1.xml', 'jobs.xml']) {
      const res = await get(`/sitemaps/${file}`);
      expect([res.statusCode, res.json().error], file).toEqual([404, 'No such sitemap']);
    }
    for (const file of ['pages.json', 'profiles-0.xml', '..%2Fsecrets.xml']) {
      expect((await get(`/sitemaps/${file}`)).statusCode, file).toBe(400);
    }
  });
});
