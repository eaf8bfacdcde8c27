import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { pseudoSessionCookie } from '../../../../test/pseudo-session.ts';

let t: TestApp;
const cookies: Record<'owner' | 'other' | 'admin' | 'pseudo' | 'outsourcer' | 'staff', string> = {} as never;
const SOFIA = 6;

beforeAll(async () => {
  t = await createTestApp();
  cookies.owner = await t.signIn('translator@demo.wordhive.test');
  cookies.other = await t.signIn('interpreter@demo.wordhive.test');
  cookies.admin = await t.signIn('admin@demo.wordhive.test');
  cookies.outsourcer = await t.signIn('outsourcer@demo.wordhive.test');
  cookies.staff = await t.signIn('staff@demo.wordhive.test');
  // The admin (5) acting as the company (8): a pseudo session that is neither Sofia nor an admin view.
  cookies.pseudo = await pseudoSessionCookie(t, 5, 8);
});
afterAll(() => t.close());

const check = (entityId: number | string, cookie?: string) =>
  t.request({ url: `/next/api/user/privacy-check?entityId=${entityId}`, ...(cookie ? { cookie } : {}) });
const update = (entityId: number | string, payload: object, cookie?: string) =>
  t.request({
    method: 'POST',
    url: `/next/api/user/preferences?entityId=${entityId}`,
    payload,
    ...(cookie ? { cookie } : {}),
  });
const phoneOf = async (entityId: number, cookie?: string) =>
  (await t.request({ url: `/next/api/profile/${entityId}`, ...(cookie ? { cookie } : {}) })).json().contact.phone;

describe('GET /next/api/user/privacy-check', () => {
  it('gives the owner all eleven fields with label, description and value', async () => {
    const res = await check(SOFIA, cookies.owner);
    expect(res.statusCode).toBe(200);
    const { privacySettings } = res.json();
    expect(Object.keys(privacySettings)).toHaveLength(11);
    expect(privacySettings.contact_address_visible).toEqual({
      label: 'Address',
      description: 'Who can see your full address',
      value: 'n',
    });
    expect(privacySettings.contact_phone_visible.value).toBe('outsourcer');
    expect(privacySettings.contact_country_visible.value).toBe('y');
    expect(privacySettings.contact_email_visible.value).toBe('n');
  });

  it('labels the fields in the viewer’s language', async () => {
    const res = await check(SOFIA, `${cookies.owner}; site_lang=deu`);
    expect(res.json().privacySettings.contact_phone_visible.label).toBe('Telefon');
  });

  it.each([
    ['admin', 200],
    ['pseudo', 200],
    ['other', 403],
    ['outsourcer', 403],
    ['staff', 403],
  ] as const)('answers %s with %i', async (who, status) => {
    const res = await check(SOFIA, cookies[who]);
    expect(res.statusCode).toBe(status);
    if (status === 403) {
      expect(res.json()).toEqual({ error: "You don't have permission to edit privacy settings for this profile." });
    }
  });

  it('asks an anonymous visitor to sign in', async () => {
    expect((await check(SOFIA)).statusCode).toBe(401);
  });

  it.each(['abc', '0', '-3', '1.5', '', '99999999999'])('rejects entityId=%s with 400', async (bad) => {
    const res = await check(bad, cookies.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('entityId');
  });

  it('answers 404 for a member that does not exist', async () => {
    const res = await check(987654, cookies.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBeTruthy();
  });
});

describe('POST /next/api/user/preferences', () => {
  it('saves one field for the owner and leaves the others alone', async () => {
    const res = await update(
      SOFIA,
      { category: 'privacy', prefName: 'contact_skype_visible', value: 'n' },
      cookies.owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      prefName: 'contact_skype_visible',
      setting: { label: 'Skype', value: 'n' },
    });
    const after = (await check(SOFIA, cookies.owner)).json().privacySettings;
    expect(after.contact_skype_visible.value).toBe('n');
    expect(after.contact_phone_visible.value).toBe('outsourcer');
  });

  it('lets an admin and a pseudo session change it, and records who did', async () => {
    expect(
      (await update(SOFIA, { category: 'privacy', prefName: 'contact_fax_visible', value: 'y' }, cookies.admin))
        .statusCode,
    ).toBe(200);
    expect(
      (await update(SOFIA, { category: 'privacy', prefName: 'contact_fax_visible', value: 'n' }, cookies.pseudo))
        .statusCode,
    ).toBe(200);
    expect((await check(SOFIA, cookies.owner)).json().privacySettings.contact_fax_visible.value).toBe('n');
    const audit = await t.app.ctx.audit.latest(5);
    expect(
      audit.filter((a) => a.action === 'privacy.update' && a.target === String(SOFIA)).map((a) => a.actorEntityId),
    ).toEqual([5, 5]);
  });

  it.each(['other', 'outsourcer', 'staff'] as const)('refuses %s with 403 and changes nothing', async (who) => {
    const res = await update(
      SOFIA,
      { category: 'privacy', prefName: 'contact_email_visible', value: 'y' },
      cookies[who],
    );
    expect(res.statusCode).toBe(403);
    expect((await check(SOFIA, cookies.owner)).json().privacySettings.contact_email_visible.value).toBe('n');
  });

  it('asks an anonymous visitor to sign in (401), changing nothing', async () => {
    const res = await update(SOFIA, { category: 'privacy', prefName: 'contact_email_visible', value: 'y' });
    expect(res.statusCode).toBe(401);
    expect((await check(SOFIA, cookies.owner)).json().privacySettings.contact_email_visible.value).toBe('n');
  });

  it.each([
    [{ category: 'privacy', prefName: 'contact_shoe_size_visible', value: 'y' }, 'prefName'],
    [{ category: 'privacy', prefName: 'contact_phone_visible', value: 'friends' }, 'value'],
    [{ category: 'notifications', prefName: 'contact_phone_visible', value: 'y' }, 'category'],
    [{}, 'prefName'],
  ])('rejects %j with 400 naming %s', async (payload, field) => {
    const res = await update(SOFIA, payload, cookies.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeTruthy();
  });

  it('refuses a cross-site request', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/next/api/user/preferences?entityId=${SOFIA}`,
      payload: { category: 'privacy', prefName: 'contact_phone_visible', value: 'y' },
      cookie: cookies.owner,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('enforcement on the profile', () => {
  const set = (value: string) =>
    update(SOFIA, { category: 'privacy', prefName: 'contact_phone_visible', value }, cookies.owner);

  it.each([
    // value, anonymous, outsourcer, other member, owner, staff, admin
    ['y', true, true, true, true, true, true],
    ['outsourcer', false, true, false, true, true, true],
    ['n', false, false, false, true, true, true],
  ])('phone %s: anonymous %s, outsourcer %s, other %s, owner %s, staff %s, admin %s', async (value, ...expected) => {
    expect((await set(value)).statusCode).toBe(200);
    const seen = [
      await phoneOf(SOFIA),
      await phoneOf(SOFIA, cookies.outsourcer),
      await phoneOf(SOFIA, cookies.other),
      await phoneOf(SOFIA, cookies.owner),
      await phoneOf(SOFIA, cookies.staff),
      await phoneOf(SOFIA, cookies.admin),
    ];
    expect(seen.map((p) => p === '+351 21 346 0719')).toEqual(expected);
    // Hidden means absent, not blanked: nothing in the answer gives the number away.
    const anonymous = await t.request({ url: `/next/api/profile/${SOFIA}` });
    expect(anonymous.body.includes('346 0719')).toBe(value === 'y');
  });

  it('a pseudo session sees what the impersonated member sees', async () => {
    await set('n');
    expect(await phoneOf(SOFIA, cookies.pseudo)).toBeUndefined();
  });

  it('hides the websites group with the Website setting', async () => {
    const before = (await t.request({ url: `/next/api/user/websites?entityId=${SOFIA}` })).json();
    expect(before.websites.length).toBeGreaterThan(0);
    await update(SOFIA, { category: 'privacy', prefName: 'contact_url_visible', value: 'n' }, cookies.owner);
    expect((await t.request({ url: `/next/api/user/websites?entityId=${SOFIA}` })).json()).toEqual({ websites: [] });
    const mine = (await t.request({ url: `/next/api/user/websites?entityId=${SOFIA}`, cookie: cookies.owner })).json();
    expect(mine.websites.length).toBe(before.websites.length);
    const page = (await t.request({ url: `/next/api/profile/${SOFIA}` })).json();
    expect(page.contact.website).toBeUndefined();
    expect(page.groups.websites).toBeNull();
  });

  it('reaches the directory cards at once', async () => {
    const city = async () =>
      (await t.request({ url: '/next/api/users?search=Almeida' }))
        .json()
        .results.find((r: { entity_id: number }) => r.entity_id === SOFIA).location.city;
    expect(await city()).toBe('Lisbon');
    await update(SOFIA, { category: 'privacy', prefName: 'contact_city_visible', value: 'n' }, cookies.owner);
    expect(await city()).toBeNull();
    await update(SOFIA, { category: 'privacy', prefName: 'contact_city_visible', value: 'y' }, cookies.owner);
    expect(await city()).toBe('Lisbon');
  });

  it('keeps the address private by default', async () => {
    const page = (await t.request({ url: `/next/api/profile/${SOFIA}` })).json();
    expect(page.contact).not.toHaveProperty('address');
    expect(page.contact).not.toHaveProperty('email');
    expect(page.contact.city).toBe('Lisbon');
    expect(page.contact.country_code).toBe('PT');
    expect(page.privacy).toBeNull();
    const own = (await t.request({ url: `/next/api/profile/${SOFIA}`, cookie: cookies.owner })).json();
    expect(own.contact.address).toBe('Rua Garrett 74, 3.º Esq.');
    expect(own.privacy.contact_address_visible).toBe('n');
  });
});
