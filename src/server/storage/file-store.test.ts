/**
 * Both file stores keep, return and remove files by key. The S3 one signs its
 * calls with Signature Version 4: checked against AWS's published example,
 * then against a small fake bucket that recomputes each signature.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStore, type FileStore } from './file-store.ts';
import { createS3Store, type S3Settings, signV4 } from './s3-store.ts';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('Signature Version 4', () => {
  it('matches the example in the Amazon S3 documentation (GET object with a range)', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const authorization = signV4({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
      payloadHash: EMPTY_SHA256,
      amzDate: '20130524T000000Z',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** Stores behave the same: what one test proves of a store, it proves of both. */
function behavesAsAStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it('keeps a file, returns it, and forgets it', async () => {
      const store = open();
      const body = Buffer.from([0, 1, 2, 250, 255]);
      await store.put('photos/42-abc.webp', body, 'image/webp');
      expect(await store.get('photos/42-abc.webp')).toEqual(body);
      await store.delete('photos/42-abc.webp');
      expect(await store.get('photos/42-abc.webp')).toBeNull();
      await store.delete('photos/42-abc.webp');
    });

    it('refuses keys that could leave its place', async () => {
      const store = open();
      for (const key of ['../etc/passwd', 'photos/../x', '/abs/x', 'Photos/X', 'photos/']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid file key/);
      }
    });
  });
}

behavesAsAStore('disk store', () => createDiskStore(mkdtempSync(join(tmpdir(), 'wh-store-'))));

/** A bucket that accepts only correctly signed calls, as S3 does. */
const settings: S3Settings = {
  endpoint: '',
  bucket: 'wordhive-media',
  region: 'eu-west-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
};
const objects = new Map<string, Buffer>();
const refused: string[] = [];
const bucket = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const signedNames = /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? '')?.[1]?.split(';') ?? [];
  const expected = signV4({
    method: req.method!,
    host: req.headers.host!,
    path: req.url!,
    headers: Object.fromEntries(signedNames.filter((n) => n !== 'host').map((n) => [n, String(req.headers[n])])),
    payloadHash: String(req.headers['x-amz-content-sha256']),
    amzDate: String(req.headers['x-amz-date']),
    ...settings,
  });
  const hashOk = req.method !== 'PUT' || req.headers['x-amz-content-sha256'] === sha(body);
  if (req.headers.authorization !== expected || !hashOk) {
    refused.push(req.url!);
    res.writeHead(403).end('SignatureDoesNotMatch');
    return;
  }
  const key = req.url!;
  if (req.method === 'PUT') objects.set(key, body);
  if (req.method === 'DELETE') objects.delete(key);
  if (req.method === 'GET' && !objects.has(key)) return res.writeHead(404).end('NoSuchKey');
  res.writeHead(req.method === 'DELETE' ? 204 : 200).end(req.method === 'GET' ? objects.get(key) : undefined);
});
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  settings.endpoint = `http://127.0.0.1:${(bucket.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => bucket.close(() => resolve())));

behavesAsAStore('S3 store', () => createS3Store(settings));

describe('S3 store against the bucket', () => {
  it('addresses objects path-style under the bucket, and every call passed the signature check', async () => {
    await createS3Store(settings).put('photos/7-x.webp', Buffer.from('img'), 'image/webp');
    expect([...objects.keys()]).toContain('/wordhive-media/photos/7-x.webp');
    expect(refused).toEqual([]);
  });

  it('fails loudly when the bucket refuses the credentials', async () => {
    const wrong = createS3Store({ ...settings, secretAccessKey: 'wrong' });
    await expect(wrong.put('photos/8-x.webp', Buffer.from('img'), 'image/webp')).rejects.toThrow(/S3 PUT .* 403/);
  });
});
