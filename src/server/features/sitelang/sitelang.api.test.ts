import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../test/api-helper.ts';
import { dictionary as heb } from '../../../i18n/heb/index.ts';

const TRANSLATOR = 'translator@demo.wordhive.test'; // entity 6
const ADMIN = 'admin@demo.wordhive.test';

let t: TestApp;
let translator: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  translator = await t.signIn(TRANSLATOR);
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const savedLanguage = async (entityId: number) => {
  const res = await t.database.db.execute(`select site_lang from users where entity_id = ${entityId}`);
  return (res as unknown as { rows: { site_lang: string | null }[] }).rows[0]!.site_lang;
};
const change = (cookie: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: '/next/api/sitelang/change', payload, ...(cookie ? { cookie } : {}) });

describe('POST /next/api/sitelang/change', () => {
  it('saves the signed-in member language and sets the cookie for a year', async () => {
    const res = await change(translator, { lang_code: 'heb', entityId: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, site_lang: 'heb' });
    expect(await savedLanguage(6)).toBe('heb');
    const cookie = res.cookies.find((c) => c.name === 'site_lang')!;
    expect(cookie.value).toBe('heb');
    expect(cookie.maxAge).toBe(365 * 24 * 3600);
    expect(cookie.path).toBe('/');
    // The nav strings of the old language are dropped.
    const nav = res.cookies.find((c) => c.name === 'nav_strings')!;
    expect(nav.value).toBe('');
    expect(new Date(nav.expires!).getTime()).toBeLessThan(Date.now());
  });

  it('takes the viewer when no entityId is sent', async () => {
    const res = await change(translator, { lang_code: 'fra' });
    expect(res.statusCode).toBe(200);
    expect(await savedLanguage(6)).toBe('fra');
  });

  it("refuses to change someone else's language: 403, nothing saved", async () => {
    const before = await savedLanguage(7);
    const res = await change(translator, { lang_code: 'deu', entityId: 7 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You can only see or change your own language');
    expect(await savedLanguage(7)).toBe(before);
  });

  it('lets an admin change a member language, audited, without touching the admin cookie', async () => {
    const res = await change(admin, { lang_code: 'ita', entityId: 7 });
    expect(res.statusCode).toBe(200);
    expect(await savedLanguage(7)).toBe('ita');
    expect(res.cookies.find((c) => c.name === 'site_lang')).toBeUndefined();
    const audit = await t.database.db.execute(
      `select action, target from audit_log where action = 'sitelang.change' order by id desc limit 1`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows[0]).toEqual({ action: 'sitelang.change', target: '7' });
  });

  it('answers 400 for an unknown language code and saves nothing', async () => {
    const before = await savedLanguage(6);
    for (const lang_code of ['xx', 'en', 'HEB', '', 42]) {
      const res = await change(translator, { lang_code });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.lang_code).toBe('Unknown language: use one of deu, eng, esl, fra, heb, ita, por');
    }
    expect(await savedLanguage(6)).toBe(before);
  });

  it('answers 400 for a malformed entityId and 404 for an unknown member', async () => {
    expect((await change(admin, { lang_code: 'eng', entityId: 'abc' })).statusCode).toBe(400);
    expect((await change(admin, { lang_code: 'eng', entityId: -3 })).statusCode).toBe(400);
    expect((await change(admin, { lang_code: 'eng', entityId: 999_999 })).statusCode).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const res = await change(undefined, { lang_code: 'heb' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a call from another site', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/next/api/sitelang/change',
      payload: { lang_code: 'heb' },
      cookie: translator,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /next/api/sitelang/user', () => {
  it('answers the saved language as a list of rows', async () => {
    await change(translator, { lang_code: 'por' });
    const res = await t.request({ url: '/next/api/sitelang/user?entity_id=6', cookie: translator });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ site_lang: [{ site_lang: 'por' }] });
    const own = await t.request({ url: '/next/api/sitelang/user', cookie: translator });
    expect(own.json()).toEqual({ site_lang: [{ site_lang: 'por' }] });
  });

  it('answers an empty list when the member never chose', async () => {
    const outsourcer = await t.signIn('outsourcer@demo.wordhive.test');
    const res = await t.request({ url: '/next/api/sitelang/user?entity_id=9', cookie: outsourcer });
    expect(res.json()).toEqual({ site_lang: [] });
  });

  it('shows only your own, unless you are an admin', async () => {
    const other = await t.request({ url: '/next/api/sitelang/user?entity_id=7', cookie: translator });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'You can only see or change your own language' });
    const byAdmin = await t.request({ url: '/next/api/sitelang/user?entity_id=6', cookie: admin });
    expect(byAdmin.json()).toEqual({ site_lang: [{ site_lang: 'por' }] });
    expect((await t.request({ url: '/next/api/sitelang/user?entity_id=999999', cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ url: '/next/api/sitelang/user?entity_id=x', cookie: admin })).statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const res = await t.request({ url: '/next/api/sitelang/user?entity_id=6' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /next/api/sitelang/nav_strings', () => {
  it('answers the _new_site_nav section of the language as {sid, string}', async () => {
    const res = await t.request({ url: '/next/api/sitelang/nav_strings?lang=heb' });
    expect(res.statusCode).toBe(200);
    const strings = res.json() as { sid: string; string: string }[];
    expect(strings).toContainEqual({ sid: 'home', string: 'דף הבית' });
    expect(strings).toHaveLength(Object.keys(heb._new_site_nav).length);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const cookie = res.cookies.find((c) => c.name === 'nav_strings')!;
    expect(cookie).toMatchObject({ value: 'heb', maxAge: 24 * 3600, path: '/' });
  });

  it('answers 400 for an unknown or missing language', async () => {
    expect((await t.request({ url: '/next/api/sitelang/nav_strings?lang=klingon' })).statusCode).toBe(400);
    expect((await t.request({ url: '/next/api/sitelang/nav_strings' })).statusCode).toBe(400);
  });
});

describe('POST /next/api/track-click', () => {
  const latestClick = async () => {
    const res = await t.database.db.execute(
      'select entity_id, type, type_specific_id, referer from click_tracks order by id desc limit 1',
    );
    return (res as unknown as { rows: unknown[] }).rows[0];
  };
  const track = (query: string, cookie?: string) =>
    t.request({ method: 'POST', url: `/next/api/track-click?${query}`, ...(cookie ? { cookie } : {}) });

  it('records a language change with the signed-in member, whatever id the page sends', async () => {
    const referer = encodeURIComponent(`${TEST_ORIGIN}/about?x=1`);
    const res = await track(`entity_id=7&type=language_change&type_specific_id=heb&referer=${referer}`, translator);
    expect(res.statusCode).toBe(200);
    expect(await latestClick()).toEqual({
      entity_id: 6,
      type: 'language_change',
      type_specific_id: 'heb',
      referer: `${TEST_ORIGIN}/about?x=1`,
    });
  });

  it('records an anonymous visitor without an id', async () => {
    const res = await track('entity_id=&type=language_change&type_specific_id=deu');
    expect(res.statusCode).toBe(200);
    expect(await latestClick()).toEqual({
      entity_id: null,
      type: 'language_change',
      type_specific_id: 'deu',
      referer: null,
    });
  });

  it('refuses unknown types, languages and referers, recording nothing', async () => {
    const before = await latestClick();
    const bad = [
      'type=page_view&type_specific_id=heb',
      'type=language_change&type_specific_id=xx',
      'type=language_change',
      'type=language_change&type_specific_id=heb&referer=javascript:alert(1)',
      `type=language_change&type_specific_id=heb&referer=${encodeURIComponent(`https://a.example/${'x'.repeat(2000)}`)}`,
    ];
    for (const q of bad) expect((await track(q)).statusCode, q).toBe(400);
    expect(await latestClick()).toEqual(before);
  });

  it('limits how many clicks one address may send', async () => {
    const limited = await createTestApp({ seedMembers: 0 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/next/api/track-click?type=language_change&type_specific_id=eng',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
