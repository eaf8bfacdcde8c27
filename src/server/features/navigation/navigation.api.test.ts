import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../../test/api-helper.ts';
import type { NavItem } from '../../../contract/navigation.ts';
import { buildApp } from '../../app.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
  adminCookie = await t.signIn('admin@demo.wordhive.test');
  memberCookie = await t.signIn('translator@demo.wordhive.test');
});
afterAll(() => t.close());

async function navAs(cookie?: string): Promise<NavItem[]> {
  const res = await t.request({ url: '/next/api/nav-links', ...(cookie ? { cookie } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const byId = (items: NavItem[], id: number) => items.find((i) => i.nav_item_id === id);
const hidden = (i: NavItem) =>
  /admin|nextphase|link_does_not_exist/.test(i.tags) || i.access_type === 'liv_free' || i.link.startsWith('classic:');

const change = (method: 'POST' | 'PUT' | 'DELETE', payload: object, cookie?: string) =>
  t.request({ method, url: '/next/api/nav-links', payload, ...(cookie ? { cookie } : {}) });

describe('GET /next/api/nav-links', () => {
  it('gives an anonymous visitor the public menu and none of the restricted items', async () => {
    const items = await navAs();
    expect(byId(items, 111)).toMatchObject({
      name: 'Translators',
      translated_name: 'Translators',
      link: '/directory?service=translators',
      parent_ids: '110',
      location: 'header',
    });
    expect(items.filter(hidden)).toEqual([]);
    // Nothing below the admin group leaks either, even untagged.
    expect(items.filter((i) => i.parent_ids === '500')).toEqual([]);
    // Every item the visitor gets hangs below something they also get.
    const present = new Set(items.map((i) => i.nav_item_id));
    for (const i of items.filter((x) => x.parent_ids)) {
      expect(
        i.parent_ids.split(',').some((p) => present.has(Number(p))),
        String(i.nav_item_id),
      ).toBe(true);
    }
  });

  it('gives a signed-in member nothing for admins, nor links to pages not built yet', async () => {
    const items = await navAs(memberCookie);
    expect(byId(items, 131)).toMatchObject({ name: 'Mentors' });
    // Job alerts (liv_free: signed-in members) are built with opportunities (issue 17).
    expect(byId(items, 212)).toMatchObject({ name: 'Job alerts', access_type: 'liv_free', tags: '' });
    expect(items.filter((i) => /admin|nextphase|link_does_not_exist/.test(i.tags))).toEqual([]);
  });

  it('gives an admin the admin, nextphase and missing-page items', async () => {
    const items = await navAs(adminCookie);
    expect(byId(items, 500)?.tags).toBe('admin');
    expect(byId(items, 501)).toBeDefined();
    // Team workspaces are built (issue 21) but still next phase; certified translators are built too.
    expect(byId(items, 214)?.tags).toBe('nextphase');
    expect(byId(items, 211)?.tags).toBe('');
    // Managed services and news are built (issue 15): no menu item leads to a page still to come.
    expect(byId(items, 213)?.tags).toBe('');
    expect(byId(items, 314)?.tags).toBe('');
    expect(items.filter((i) => i.tags.includes('link_does_not_exist'))).toEqual([]);
    expect(byId(items, 114)?.tags).toBe('');
    expect(byId(items, 700)?.location).toBe('admin');
  });

  it('translates names into the viewer language by sid', async () => {
    const res = await t.request({ url: '/next/api/nav-links', headers: { cookie: 'site_lang=heb' } });
    const items: NavItem[] = res.json();
    expect(byId(items, 111)).toMatchObject({ name: 'Translators', translated_name: 'מתרגמים' });
    expect(byId(items, 799)).toMatchObject({ translated_name: 'התנתקות', tailwind: 'logout text-danger' });
  });

  it('is never cached for someone else', async () => {
    const res = await t.request({ url: '/next/api/nav-links' });
    expect(res.headers['cache-control']).toContain('private');
  });
});

describe('changing navigation', () => {
  const translators = async () => byId(await navAs(adminCookie), 111)!;

  it('refuses a member (403) and an anonymous visitor (401) and changes nothing', async () => {
    const before = await translators();
    for (const [cookie, status] of [
      [memberCookie, 403],
      [undefined, 401],
    ] as const) {
      const put = await change('PUT', { ...before, name: 'Hacked' }, cookie);
      expect(put.statusCode).toBe(status);
      if (status === 403) expect(put.json().error).toMatch(/admins and link editors/);
      // Even an invalid body is refused for permission first.
      expect((await change('PUT', { nav_item_id: 111 }, cookie)).statusCode).toBe(status);
      expect((await change('POST', { name: 'New', location: 'header' }, cookie)).statusCode).toBe(status);
      expect((await change('DELETE', { id: 111 }, cookie)).statusCode).toBe(status);
    }
    expect(await translators()).toEqual(before);
  });

  it('lets an admin update the whole item; the next GET shows it and the audit log has it', async () => {
    const before = await translators();
    const res = await change(
      'PUT',
      { ...before, name: 'Find translators', link: 'ng/directory?service=translators' },
      adminCookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await translators()).toMatchObject({ name: 'Find translators', link: 'ng/directory?service=translators' });
    // Visitors see the change too.
    expect(byId(await navAs(), 111)?.name).toBe('Find translators');

    const audit = await t.app.ctx.audit.latest(1);
    expect(audit[0]).toMatchObject({ actorEntityId: 5, action: 'nav.update', target: '111' });
  });

  it('answers 400 naming the field, and changes nothing', async () => {
    const before = await translators();
    const cases: [object, string, string][] = [
      [{ ...before, name: '   ' }, 'name', 'Please provide a valid name'],
      [{ ...before, location: 'footer' }, 'location', 'Use one of header, admin, sub, profile'],
      [{ ...before, tags: 'admin,secret' }, 'tags', 'Use only these tags'],
      [{ ...before, link: 'javascript:alert(1)' }, 'link', 'Use a path starting with /'],
      [{ ...before, parent_ids: '111' }, 'parent_ids', 'An item cannot be its own parent'],
      [{ ...before, parent_ids: '987654' }, 'parent_ids', 'No navigation item has id 987654'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await change('PUT', payload, adminCookie);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toContain(`${field}:`);
      expect(res.json().fields[field]).toContain(message);
    }
    expect(await translators()).toEqual(before);
  });

  it('answers 404 for an unknown id', async () => {
    const before = await translators();
    const res = await change('PUT', { ...before, nav_item_id: 987654 }, adminCookie);
    expect(res.statusCode).toBe(404);
    expect((await change('DELETE', { id: 987654 }, adminCookie)).statusCode).toBe(404);
  });

  it('lets an admin add an item at the end of the menu and delete it again', async () => {
    const created = await change(
      'POST',
      { name: 'Glossaries', sid: '', link: '/glossaries', location: 'header', parent_ids: '320' },
      adminCookie,
    );
    expect(created.statusCode).toBe(201);
    const { item } = created.json();
    expect(item).toMatchObject({ name: 'Glossaries', translated_name: 'Glossaries', parent_ids: '320' });
    expect(item.nav_item_id).toBeGreaterThanOrEqual(1000);
    const visible = await navAs();
    expect(visible.at(-1)?.nav_item_id).toBe(item.nav_item_id);

    const removed = await change('DELETE', { id: item.nav_item_id }, adminCookie);
    expect(removed.json()).toEqual({ success: true });
    expect(byId(await navAs(), item.nav_item_id)).toBeUndefined();
    expect((await t.app.ctx.audit.latest(2)).map((a) => a.action)).toEqual(['nav.delete', 'nav.create']);
  });
});

describe('names in each language, order and deletion', () => {
  const heb = { cookie: 'site_lang=heb' };
  const inHebrew = async (cookie: string) =>
    (await t.request({ url: '/next/api/nav-links', cookie: `${cookie}; site_lang=heb` })).json() as NavItem[];

  it('keeps a name written in Hebrew for Hebrew only, and every process reads it at once', async () => {
    const bus = t.app.ctx.bus;
    const other = await buildApp({ config: testConfig(), database: t.database, bus });
    await other.ready();
    try {
      const otherNav = async () =>
        (await other.inject({ url: '/next/api/nav-links', headers: { cookie: heb.cookie } })).json() as NavItem[];
      // The other process has read the navigation (and keeps it for a few seconds).
      const before = byId(await otherNav(), 112)!;
      const item = byId(await inHebrew(adminCookie), 112)!;
      const res = await t.request({
        method: 'PUT',
        url: '/next/api/nav-links',
        cookie: `${adminCookie}; site_lang=heb`,
        payload: { ...item, translated_name: 'מתורגמנים מקצועיים' },
      });
      expect(res.statusCode).toBe(200);
      expect(byId(await otherNav(), 112)?.translated_name).toBe('מתורגמנים מקצועיים');
      expect(before.translated_name).not.toBe('מתורגמנים מקצועיים');
      // English keeps its own name, and the Hebrew strings carry the new one.
      expect(byId(await navAs(), 112)?.translated_name).toBe('Interpreters');
      const strings = (await t.request({ url: '/next/api/sitelang/nav_strings?lang=heb' })).json();
      expect(strings.find((x: { sid: string }) => x.sid === 'interpreters').string).toBe('מתורגמנים מקצועיים');
      // Sending the item back as it was read changes no name.
      await t.request({
        method: 'PUT',
        url: '/next/api/nav-links',
        cookie: adminCookie,
        payload: byId(await navAs(), 112)!,
      });
      expect(byId(await navAs(), 112)?.translated_name).toBe('Interpreters');
    } finally {
      await other.close();
    }
  });

  it('orders siblings as asked', async () => {
    const order = async () => (await navAs()).filter((i) => i.parent_ids === '110').map((i) => i.nav_item_id);
    const before = await order();
    const reversed = [...before].reverse();
    const res = await t.request({
      method: 'PUT',
      url: '/next/api/nav-links/order',
      cookie: adminCookie,
      payload: { ids: reversed },
    });
    expect(res.json()).toEqual({ success: true });
    expect(await order()).toEqual(reversed);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/next/api/nav-links/order',
          cookie: memberCookie,
          payload: { ids: before },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/next/api/nav-links/order',
          cookie: adminCookie,
          payload: { ids: [111, 111] },
        })
      ).statusCode,
    ).toBe(400);
    await t.request({ method: 'PUT', url: '/next/api/nav-links/order', cookie: adminCookie, payload: { ids: before } });
  });

  it('does not delete an item that others hang below', async () => {
    const res = await change('DELETE', { id: 110 }, adminCookie);
    expect(res.statusCode).toBe(409);
    expect(byId(await navAs(), 110)).toBeDefined();
  });
});

describe('with a classic site configured', () => {
  let classic: TestApp;
  beforeAll(async () => {
    classic = await createTestApp({ seedMembers: 0, env: { CLASSIC_SITE_URL: 'https://classic.example' } });
  });
  afterAll(() => classic.close());

  it('includes the classic-site links for everyone', async () => {
    const items: NavItem[] = (await classic.request({ url: '/next/api/nav-links' })).json();
    expect(byId(items, 411)).toMatchObject({ name: 'Forums', link: 'classic:/forum' });
    expect(byId(items, 222)?.link).toBe('classic:/invoice');
  });
});
