/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…) as the
 * file store, spoken to with plain HTTP and Signature Version 4: three calls
 * (PUT, GET, DELETE object) do not warrant an SDK. Path-style addressing
 * (`{endpoint}/{bucket}/{key}`), which every S3-compatible service accepts.
 */
import { createHash, createHmac } from 'node:crypto';
import { assertKey, type FileStore } from './file-store.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, slashes kept in paths. */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

export interface SignInput {
  method: string;
  host: string;
  /** The path as sent, already encoded. */
  path: string;
  /** Headers to sign besides host (lower-case names). */
  headers: Record<string, string>;
  payloadHash: string;
  /** YYYYMMDD'T'HHMMSS'Z' */
  amzDate: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The Authorization header of AWS Signature Version 4 for the s3 service. */
export function signV4(input: SignInput): string {
  const headers: Record<string, string> = { host: input.host, ...input.headers };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const canonicalHeaders = names.map((n) => `${n}:${lower[n]}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [input.method, input.path, '', canonicalHeaders, signedHeaders, input.payloadHash].join(
    '\n',
  );
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export function createS3Store(s3: S3Settings, fetchImpl: typeof fetch = fetch): FileStore {
  const base = new URL(s3.endpoint);

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertKey(key);
    const path = encodePath(`${base.pathname.replace(/\/$/, '')}/${s3.bucket}/${key}`);
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signV4({ method, host: base.host, path, headers, payloadHash, amzDate, ...s3 });
    return fetchImpl(new URL(path, base), {
      method,
      headers: { ...headers, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  }

  const fail = async (what: string, res: Response) => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await call('PUT', key, body, contentType);
      if (!res.ok) await fail(`PUT ${key}`, res);
    },
    async get(key) {
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) await fail(`DELETE ${key}`, res);
    },
  };
}
