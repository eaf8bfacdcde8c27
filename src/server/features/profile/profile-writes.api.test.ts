/**
 * The rest of what a member writes on their profile (issue 13): account type,
 * contact details, rates, credentials, portfolio, glossaries, articles, events
 * and the photo. Each write is seen at once by the profile and the directory;
 * bad input and other members change nothing.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { dbFingerprint } from '../../../../test/db-fingerprint.ts';
import { createDiskStore } from '../../storage/file-store.ts';
import { createS3Store } from '../../storage/s3-store.ts';

let t: TestApp;
let uploads: string;
let member: { entityId: number; cookie: string };
let other: string;
let admin: string;

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'wh-uploads-'));
  t = await createTestApp({ seedMembers: 10, files: createDiskStore(uploads) });
  member = await t.signUp({ email: 'writer@example.com', name: 'Wanda Writer', accountType: 'translator' });
  other = await t.signIn('interpreter@demo.wordhive.test');
  admin = await t.signIn('admin@demo.wordhive.test');
});
afterAll(() => t.close());

const put = (group: string, body: unknown, cookie = member.cookie, entityId = member.entityId) =>
  t.request({ method: 'PUT', url: `/next/api/user/${group}?entityId=${entityId}`, cookie, payload: body as object });
const page = async (entityId = member.entityId, cookie?: string) =>
  (await t.request({ url: `/next/api/profile/${entityId}`, ...(cookie ? { cookie } : {}) })).json();

/** Calls that must be refused without changing anything. */
async function refusedUnchanged(call: () => Promise<{ statusCode: number; json(): { error: string } }>, status = 400) {
  const before = await dbFingerprint(t.database.db);
  const res = await call();
  expect(res.statusCode).toBe(status);
  expect(res.json().error).toBeTypeOf('string');
  expect(await dbFingerprint(t.database.db)).toEqual(before);
  return res.json() as { error: string; fields?: Record<string, string> };
}

async function setUpWork() {
  expect(
    (
      await put('pairs', {
        pairs: [
          { source: 'por', target: 'eng' },
          { source: 'spa', target: 'eng' },
        ],
      })
    ).statusCode,
  ).toBe(200);
  const services = await put('services', {
    services: [
      {
        serviceId: 1,
        pairs: [
          { source: 'por', target: 'eng' },
          { source: 'spa', target: 'eng' },
        ],
        languages: [],
      },
      { serviceId: 11, pairs: [], languages: ['por'] },
    ],
  });
  expect(services.statusCode, services.body).toBe(200);
}

describe('account type', () => {
  it('moves the member between directories, and the session says so', async () => {
    const res = await put('account-type', { accountType: 'interpreter' });
    expect(res.json()).toEqual({ accountType: 'interpreter' });
    const session = await t.request({ url: '/next/api/auth/session', cookie: member.cookie });
    expect(session.json().user.account_type).toBe('interpreter');
    expect((await page()).member.accountType).toBe('interpreter');
    await put('account-type', { accountType: 'translator' });
  });

  it('refuses a type that does not exist', async () => {
    const body = await refusedUnchanged(() => put('account-type', { accountType: 'admin' }));
    expect(body.fields).toEqual({ accountType: 'Choose an account type' });
  });
});

describe('contact details', () => {
  const contact = {
    country_code: 'pt',
    region: 'Lisboa',
    city: 'Lisbon',
    address: 'Rua Augusta 100',
    postal_code: '1100-053',
    phone: '+351 21 000 0000',
    skype: 'wanda.writer',
    fax: '',
    email: 'wanda@example.com',
    website: 'https://wanda.example',
    agency_name: '',
    timezone: 'Europe/Lisbon',
  };

  it('saves them; the owner sees all of them, a visitor only what privacy allows', async () => {
    const res = await put('contact', contact);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().country_code).toBe('PT');
    const own = await page(member.entityId, member.cookie);
    expect(own.contact).toMatchObject({ city: 'Lisbon', phone: '+351 21 000 0000', email: 'wanda@example.com' });
    expect(own.member.timezone).toBe('Europe/Lisbon');
    const visitor = await page();
    expect(visitor.contact).toMatchObject({ city: 'Lisbon', country_code: 'PT' });
    expect(visitor.contact.phone).toBeUndefined();
    expect(visitor.contact.email).toBeUndefined();
    expect(visitor.contact.address).toBeUndefined();
  });

  it('names each bad detail and saves none of them', async () => {
    const body = await refusedUnchanged(() =>
      put('contact', { ...contact, country_code: 'XX', phone: 'call me', email: 'nope', timezone: 'Mars/Olympus' }),
    );
    expect(body.fields).toEqual({
      country_code: 'Choose a country from the list',
      phone: 'Enter a phone number: digits, spaces and + ( ) - . only',
      email: 'Enter a valid email address',
      timezone: 'Choose a time zone from the list',
    });
  });
});

describe('rates', () => {
  beforeAll(setUpWork);

  it('prices the member’s services, per pair or for all of them', async () => {
    const res = await put('rates', {
      rates: [
        { serviceId: 1, pair: { source: 'por', target: 'eng' }, unit: 'word', currency: 'EUR', amount: 0.11 },
        { serviceId: 1, pair: null, unit: 'hour', currency: 'EUR', amount: 45 },
        { serviceId: 11, pair: null, unit: 'minute', currency: 'GBP', amount: 2.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rates).toEqual([
      expect.objectContaining({
        serviceId: 1,
        unit: 'word',
        currency: 'EUR',
        amount: 0.11,
        pair: expect.objectContaining({ source: 'por' }),
      }),
      expect.objectContaining({ serviceId: 1, unit: 'hour', amount: 45, pair: null }),
      expect.objectContaining({ serviceId: 11, unit: 'minute', currency: 'GBP', amount: 2.5 }),
    ]);
    expect((await page()).groups.rates.rates).toHaveLength(3);
  });

  it.each([
    [
      { serviceId: 3, pair: null, unit: 'hour', currency: 'EUR', amount: 30 },
      'rates.0.serviceId',
      'Choose one of your services',
    ],
    [
      { serviceId: 1, pair: { source: 'fra', target: 'eng' }, unit: 'word', currency: 'EUR', amount: 0.1 },
      'rates.0.pair',
      'Choose one of your language pairs',
    ],
    [
      { serviceId: 11, pair: { source: 'por', target: 'eng' }, unit: 'minute', currency: 'EUR', amount: 1 },
      'rates.0.pair',
      'This service is not offered in pairs',
    ],
    [
      { serviceId: 1, pair: null, unit: 'word', currency: 'EUR', amount: 0 },
      'rates.0.amount',
      'Enter a price above zero',
    ],
    [
      { serviceId: 1, pair: null, unit: 'word', currency: 'EUR', amount: 0.0001 },
      'rates.0.amount',
      'Use at most 3 decimals',
    ],
    [
      { serviceId: 1, pair: null, unit: 'word', currency: 'XYZ', amount: 1 },
      'rates.0.currency',
      'Choose a currency from the list',
    ],
    [
      { serviceId: 1, pair: null, unit: 'line', currency: 'EUR', amount: 1 },
      'rates.0.unit',
      'Choose a unit from the list',
    ],
  ])('refuses %j: %s', async (rate, field, message) => {
    const body = await refusedUnchanged(() => put('rates', { rates: [rate] }));
    expect(body.fields).toEqual({ [field]: message });
  });

  it('refuses the same rate twice', async () => {
    const rate = { serviceId: 1, pair: null, unit: 'word', currency: 'EUR', amount: 1 };
    const body = await refusedUnchanged(() => put('rates', { rates: [rate, { ...rate, amount: 2 }] }));
    expect(body.fields).toEqual({ 'rates.1': 'This rate is already in the list' });
  });
});

describe('credentials', () => {
  it('keeps a verification while the credential stays as it was, and drops it when the member changes it', async () => {
    const credential = {
      kind: 'certification',
      title: 'Certified Translator',
      issuer: 'ATA',
      pair: { source: 'por', target: 'eng' },
      year: 2016,
    };
    const saved = (await put('credentials', { credentials: [credential] })).json().credentials;
    expect(saved).toEqual([expect.objectContaining({ title: 'Certified Translator', verified: false })]);
    await t.rows(`update member_credentials set verified = true where id = ${saved[0].id}`);
    const degree = {
      kind: 'degree',
      title: 'MA in Translation',
      issuer: 'Universidade de Lisboa',
      pair: null,
      year: 2012,
    };

    const kept = (await put('credentials', { credentials: [{ ...credential, id: saved[0].id }, degree] })).json();
    expect(kept.credentials.find((c: { id: number }) => c.id === saved[0].id).verified).toBe(true);

    const changed = (
      await put('credentials', { credentials: [{ ...credential, id: saved[0].id, year: 2017 }, degree] })
    ).json();
    expect(changed.credentials.find((c: { id: number }) => c.id === saved[0].id)).toMatchObject({
      year: 2017,
      verified: false,
    });
  });

  it('cannot claim a verified credential of another member by its id', async () => {
    const theirs = (await t.request({ url: '/next/api/user/credentials?entityId=6' })).json().credentials;
    const verified = theirs.find((c: { verified: boolean }) => c.verified);
    expect(verified).toBeDefined();
    const res = await put('credentials', {
      credentials: [
        {
          id: verified.id,
          kind: verified.kind,
          title: verified.title,
          issuer: verified.issuer,
          pair: null,
          year: verified.year,
        },
      ],
    });
    expect(res.json().credentials[0].verified).toBe(false);
    expect(res.json().credentials[0].id).not.toBe(verified.id);
    const still = (await t.request({ url: '/next/api/user/credentials?entityId=6' })).json().credentials;
    expect(still).toEqual(theirs);
  });

  it('refuses a year not begun and a missing issuer', async () => {
    const body = await refusedUnchanged(() =>
      put('credentials', { credentials: [{ kind: 'degree', title: 'BA', issuer: '', pair: null, year: 2999 }] }),
    );
    expect(body.fields).toEqual({
      'credentials.0.issuer': 'Use at least 2 characters',
      'credentials.0.year': 'Enter a year that has begun',
    });
  });
});

describe('portfolio, glossaries, articles and events', () => {
  it('saves samples, and refuses a language nobody speaks', async () => {
    const sample = {
      title: 'Lease agreement',
      pair: { source: 'por', target: 'eng' },
      disciplineId: 102,
      sourceText: 'O arrendatário obriga-se a pagar a renda.',
      targetText: 'The tenant undertakes to pay the rent.',
    };
    const res = await put('samples', { samples: [sample] });
    expect(res.json().samples).toEqual([
      expect.objectContaining({ title: 'Lease agreement', disciplineName: 'Law: Contracts' }),
    ]);
    const body = await refusedUnchanged(() =>
      put('samples', { samples: [{ ...sample, pair: { source: 'xqx', target: 'eng' } }] }),
    );
    expect(body.fields).toEqual({ 'samples.0.pair': 'Choose languages from the list' });
  });

  it('saves glossaries with their sample entries, and needs at least as many terms as samples', async () => {
    const glossary = {
      title: 'Lease terms',
      pair: { source: 'por', target: 'eng' },
      disciplineId: null,
      termCount: 120,
      sampleTerms: [
        { source: 'arrendatário', target: 'tenant' },
        { source: 'senhorio', target: 'landlord' },
      ],
    };
    expect((await put('glossaries', { glossaries: [glossary] })).json().glossaries[0]).toMatchObject({
      termCount: 120,
    });
    const body = await refusedUnchanged(() => put('glossaries', { glossaries: [{ ...glossary, termCount: 1 }] }));
    expect(body.fields).toEqual({ 'glossaries.0.termCount': 'The glossary has at least as many terms as its samples' });
  });

  it('keeps an article’s publication date and views when it is edited', async () => {
    const article = {
      title: 'Pricing legal work',
      summary: 'How I quote for contracts, court papers and certified translations.',
      category: 'business',
      url: 'https://wanda.example/pricing',
    };
    const first = (await put('articles', { articles: [article] })).json().articles[0];
    await t.rows(`update member_articles set views = 41 where id = ${first.id}`);
    const edited = (
      await put('articles', { articles: [{ ...article, id: first.id, title: 'Pricing legal translation' }] })
    ).json();
    expect(edited.articles[0]).toMatchObject({
      id: first.id,
      title: 'Pricing legal translation',
      views: 41,
      publishedAt: first.publishedAt,
    });
  });

  it('saves events by day, shows them in the calendar, and refuses an end before the start', async () => {
    const event = {
      title: 'Legal translation summit',
      kind: 'conference',
      role: 'speaker',
      location: 'Lisbon',
      online: false,
      startsOn: '2030-03-10',
      endsOn: '2030-03-11',
    };
    const res = await put('events', {
      events: [
        event,
        {
          ...event,
          title: 'Webinar on leases',
          kind: 'webinar',
          location: '',
          online: true,
          startsOn: '2030-03-20',
          endsOn: '2030-03-20',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const month = (
      await t.request({ url: `/next/api/user/calendar-events?entityId=${member.entityId}&currentMonth=2030-03` })
    ).json();
    expect(month.events.map((e: { title: string; startsOn: string }) => [e.title, e.startsOn])).toEqual([
      ['Legal translation summit', '2030-03-10'],
      ['Webinar on leases', '2030-03-20'],
    ]);
    const body = await refusedUnchanged(() =>
      put('events', {
        events: [
          { ...event, endsOn: '2030-03-09' },
          { ...event, online: false, location: '' },
        ],
      }),
    );
    expect(body.fields).toEqual({
      'events.0.endsOn': 'Choose an end on or after the start',
      'events.1.location': 'Say where it takes place, or mark it online',
    });
  });
});

describe('who may write', () => {
  it.each([
    'contact',
    'rates',
    'credentials',
    'portfolio',
    'samples',
    'glossaries',
    'articles',
    'events',
    'account-type',
    'careers',
    'faq',
    'project-history',
    'pools-data',
    'mentor',
  ])('%s: another member gets 403 and changes nothing, even with a valid body', async (group) => {
    const route = t.app.routeTable.find((r) => r.method === 'PUT' && r.url === `/next/api/user/${group}`)!;
    await refusedUnchanged(() => put(group, route.example!.body, other), 403);
  });

  it('an admin edits a member’s profile, and the audit log says so', async () => {
    const res = await put('account-type', { accountType: 'subtitler' }, admin);
    expect(res.statusCode).toBe(200);
    const rows = await t.rows(
      `select action, details from audit_log where target = '${member.entityId}' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ action: 'profile.update', details: { group: 'account-type' } });
    await put('account-type', { accountType: 'translator' });
  });
});

/** A photo as a phone takes it: a JPEG with the camera's position in its EXIF data, rotated. */
async function phonePhoto(width = 900, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
    })
    .toBuffer();
}
const upload = (body: Buffer, type: string, cookie = member.cookie, entityId = member.entityId) =>
  t.request({
    method: 'PUT',
    url: `/next/api/user/photo?entityId=${entityId}`,
    cookie,
    headers: { 'content-type': type },
    payload: body,
  });

describe('profile photo', () => {
  it('is re-encoded to square WebP copies without the camera’s data, and shown everywhere', async () => {
    const res = await upload(await phonePhoto(), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(new RegExp(`^/media/photos/${member.entityId}-[a-f0-9]{16}\\.webp$`));

    const big = await t.request({ url: imageUrl });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/webp');
    expect(big.headers['cache-control']).toContain('immutable');
    const meta = await sharp(big.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 400, 400, undefined]);
    const small = await sharp((await t.request({ url: imageUrl.replace('.webp', '-sm.webp') })).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([96, 96]);

    expect((await page()).member.imageUrl).toBe(imageUrl);
    const session = await t.request({ url: '/next/api/auth/session', cookie: member.cookie });
    expect(session.json().user.image_url).toBe(imageUrl);
    const card = (await t.request({ url: '/next/api/users?search=Wanda' })).json().results[0];
    expect(card.photo_url).toBe(imageUrl);
  });

  it('replaces the old files with the new photo, and removal leaves none', async () => {
    const first = (await upload(await phonePhoto(), 'image/jpeg')).json().imageUrl;
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#123456' } })
      .png()
      .toBuffer();
    const second = (await upload(png, 'image/png')).json().imageUrl;
    expect(second).not.toBe(first);
    expect((await t.request({ url: first })).statusCode).toBe(404);
    expect(readdirSync(join(uploads, 'photos')).filter((f) => f.startsWith(`${member.entityId}-`))).toHaveLength(2);

    const removed = await t.request({
      method: 'DELETE',
      url: `/next/api/user/photo?entityId=${member.entityId}`,
      cookie: member.cookie,
    });
    expect(removed.json()).toEqual({ imageUrl: null });
    expect((await page()).member.imageUrl).toBeNull();
    expect(readdirSync(join(uploads, 'photos')).filter((f) => f.startsWith(`${member.entityId}-`))).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP image, too small or too large, and changes nothing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><script>alert(1)</script></svg>',
    );
    const gif = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const tiny = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await refusedUnchanged(() => upload(svg, 'image/png'))).error).toBe('Choose a JPEG, PNG or WebP image');
    expect((await refusedUnchanged(() => upload(Buffer.from('not an image at all'), 'image/jpeg'))).error).toBe(
      'This file is not an image we can read',
    );
    expect((await refusedUnchanged(() => upload(gif, 'image/png'))).error).toBe('Choose a JPEG, PNG or WebP image');
    expect((await refusedUnchanged(() => upload(gif, 'image/gif'), 415)).error).toBe('Unsupported content type');
    expect((await refusedUnchanged(() => upload(Buffer.from('{}'), 'application/json'), 415)).error).toBe(
      'Choose a JPEG, PNG or WebP image',
    );
    expect((await refusedUnchanged(() => upload(tiny, 'image/png'))).error).toBe(
      'Choose an image at least 128 × 128 pixels',
    );
    expect((await refusedUnchanged(() => upload(Buffer.alloc(6 * 1024 * 1024), 'image/jpeg'), 413)).error).toBe(
      'Request body is too large',
    );
    // A small file of many pixels (a flat PNG compresses to almost nothing) is refused before it is decoded.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await refusedUnchanged(() => upload(huge, 'image/png'))).error).toBe(
      'Choose an image of at most 40 million pixels',
    );
    expect((await refusedUnchanged(() => upload(Buffer.alloc(0), 'image/jpeg'))).error).toBe('Choose a file to upload');
  });

  it('is only the owner’s (or an admin’s) to change', async () => {
    await refusedUnchanged(async () => upload(await phonePhoto(), 'image/jpeg', other), 403);
    await refusedUnchanged(
      () => t.request({ method: 'DELETE', url: `/next/api/user/photo?entityId=${member.entityId}`, cookie: other }),
      403,
    );
    expect((await upload(await phonePhoto(), 'image/jpeg', admin)).statusCode).toBe(200);
  });

  it('answers 404 for a photo that is not there, and 400-free 404 for names that are not photos', async () => {
    expect((await t.request({ url: '/media/photos/1-0000000000000000.webp' })).statusCode).toBe(404);
    expect((await t.request({ url: '/media/photos/..%2F..%2Fsession-secret' })).statusCode).toBe(400);
  });
});

describe('photos in an S3-compatible bucket', () => {
  it('are written to, served from and removed from the bucket', async () => {
    const objects = new Map<string, Buffer>();
    const bucket = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) return res.writeHead(403).end();
      if (req.method === 'PUT') objects.set(req.url!, Buffer.concat(chunks));
      if (req.method === 'DELETE') objects.delete(req.url!);
      if (req.method === 'GET' && !objects.has(req.url!)) return res.writeHead(404).end();
      res.writeHead(200).end(req.method === 'GET' ? objects.get(req.url!) : undefined);
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(bucket.address() as { port: number }).port}`;
    const s3 = await createTestApp({
      seedMembers: 0,
      files: createS3Store({ endpoint, bucket: 'media', region: 'auto', accessKeyId: 'k', secretAccessKey: 's' }),
    });
    try {
      const cookie = await s3.signIn('translator@demo.wordhive.test');
      const res = await s3.request({
        method: 'PUT',
        url: '/next/api/user/photo?entityId=6',
        cookie,
        headers: { 'content-type': 'image/jpeg' },
        payload: await phonePhoto(),
      });
      const { imageUrl } = res.json();
      expect([...objects.keys()].sort()).toEqual(
        [
          `/media/photos/${imageUrl.split('/').pop().replace('.webp', '-sm.webp')}`,
          `/media/${imageUrl.slice('/media/'.length)}`,
        ].sort(),
      );
      expect((await sharp((await s3.request({ url: imageUrl })).rawPayload).metadata()).width).toBe(400);
      await s3.request({ method: 'DELETE', url: '/next/api/user/photo?entityId=6', cookie });
      expect(objects.size).toBe(0);
    } finally {
      await s3.close();
      bucket.close();
    }
  });
});
