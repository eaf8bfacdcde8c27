/**
 * Every setting, parsed once with zod. This is the only module that reads
 * process.env; a bad value stops the boot with a message naming the setting.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { isCountryCode } from '../contract/countries.ts';
import type { PublicConfig, ThirdPartyScripts } from '../contract/public-config.ts';
import type { PlatformIssuer } from './features/payments/documents.ts';
import type { S3Settings } from './storage/s3-store.ts';

/** From package.json, read once. */
const PACKAGE_VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** auto: readable lines on a terminal, JSON elsewhere (http/request-log.ts). */
const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      message: 'must be a URL',
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl(/^https?:$/),
  DATA_DIR: z.string().min(1).default('./data'),
  DIST_DIR: z.string().min(1).default('./dist'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  REDIS_URL: optionalUrl(/^rediss?:$/),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  CLASSIC_SITE_URL: optionalUrl(/^https?:$/),
  /** Third-party scripts (naming.md): none unless set, and then only after the visitor consents. */
  SESSION_RECORDING_SCRIPT_URL: optionalUrl(/^https?:$/),
  MARKETING_SCRIPT_URL: optionalUrl(/^https?:$/),
  STAFF_IDS: z
    .string()
    .default('')
    .refine((v) => v.split(',').every((s) => s.trim() === '' || /^\d+$/.test(s.trim())), {
      message: 'must be a comma-separated list of entity ids',
    })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    ),
  SEED_MEMBERS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(10_000).default(1),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) =>
        v === '' || v === 'true' || /^\d+$/.test(v) || v.split(',').every((a) => /^[\d.:a-fA-F/]+$/.test(a.trim())),
      {
        message:
          'must be true (trust every proxy), a number of proxy hops in front of the server (e.g. 1), ' +
          'or a comma-separated list of proxy addresses (CIDR allowed)',
      },
    ),
  SMTP_URL: optionalUrl(/^smtps?:$/),
  MAIL_FROM: z.string().trim().max(200).optional(),
  LLM_BASE_URL: optionalUrl(/^https?:$/),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** The search modal's spinner lasts 1.5 s; past this the embedded answer is worth more than waiting. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  CONTAINER_NAME: z.string().trim().max(200).optional(),
  PAGE_VISIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  S3_ENDPOINT: optionalUrl(/^https?:$/),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name' })
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  PAY_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(3),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_API_URL: optionalUrl(/^https?:$/),
  // Wordhive's own legal details on its receipts (docs/decisions/110); no VAT rate: not registered for VAT.
  PAY_ISSUER_NAME: z.string().trim().min(1).max(120).default('Wordhive'),
  PAY_ISSUER_ADDRESS: z.string().trim().max(300).default(''),
  PAY_ISSUER_COUNTRY: z
    .string()
    .trim()
    .refine((c) => c === '' || isCountryCode(c), 'a two-letter country code, such as IE')
    .default(''),
  PAY_ISSUER_TAX_ID: z.string().trim().max(40).default(''),
  PAY_ISSUER_VAT_RATE: z.coerce.number().gt(0).max(30).optional(),
});

/** With a bucket, the rest of the S3 settings must be there too. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const settingsSchema = envSchema.superRefine((e, ctx) => {
  if (!e.S3_BUCKET) return;
  for (const name of S3_REQUIRED) {
    if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when S3_BUCKET is' });
  }
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Origin of PUBLIC_URL: the only origin allowed to make state-changing calls. */
  publicOrigin: string;
  dataDir: string;
  /** Where `npm run build` put the web bundle. */
  distDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string;
  classicSiteUrl: string | undefined;
  /** Script addresses of the session-recording and marketing-automation services, loaded after consent. */
  thirdPartyScripts: ThirdPartyScripts;
  staffIds: ReadonlySet<number>;
  seedMembers: number;
  logLevel: (typeof LOG_LEVELS)[number];
  logFormat: (typeof LOG_FORMATS)[number];
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): off by default, so a
   * client cannot forge its address; behind a load balancer rate limits need the real one.
   * true trusts every hop, a number that many hops nearest the server, a list those addresses.
   */
  trustProxy: boolean | number | string[];
  /** Multiplies every rate limit: 1 in production; raised for browser tests and load tests from one IP. */
  rateLimitScale: number;
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** Mail: through SMTP when set; always kept in the outbox (features/mail). */
  smtpUrl: string | undefined;
  /** The From of every mail: MAIL_FROM, or Wordhive at PUBLIC_URL's host. */
  mailFrom: string;
  /** What the admins' server info calls this process: CONTAINER_NAME, or the host name. */
  containerName: string;
  /** The package version, shown to admins. */
  version: string;
  /** Page visits older than this many days are purged. */
  pageVisitRetentionDays: number;
  /** Uploaded files go to this S3-compatible bucket when set; otherwise under DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Wordhive Pay: days a released payment waits before it can be withdrawn; Stripe, else the sandbox. */
  pay: { holdDays: number; stripe: { secretKey: string; apiUrl?: string } | undefined; issuer: PlatformIssuer };
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const llm =
    e.LLM_BASE_URL && e.LLM_MODEL
      ? {
          baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: e.LLM_API_KEY ?? '',
          model: e.LLM_MODEL,
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    dataDir,
    distDir: resolve(e.DIST_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    classicSiteUrl: e.CLASSIC_SITE_URL?.replace(/\/$/, ''),
    thirdPartyScripts: {
      sessionRecording: e.SESSION_RECORDING_SCRIPT_URL ?? null,
      marketing: e.MARKETING_SCRIPT_URL ?? null,
    },
    staffIds: new Set(e.STAFF_IDS),
    seedMembers: e.SEED_MEMBERS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    llm,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM || `Wordhive <no-reply@${new URL(publicUrl).hostname}>`,
    containerName: e.CONTAINER_NAME || hostname(),
    version: PACKAGE_VERSION,
    pageVisitRetentionDays: e.PAGE_VISIT_RETENTION_DAYS,
    s3:
      e.S3_BUCKET && e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    pay: {
      holdDays: e.PAY_HOLD_DAYS,
      stripe: e.STRIPE_SECRET_KEY
        ? { secretKey: e.STRIPE_SECRET_KEY, ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}) }
        : undefined,
      issuer: {
        name: e.PAY_ISSUER_NAME,
        // A setting holds one line: `\n` in it starts the address's next line.
        address: e.PAY_ISSUER_ADDRESS.replaceAll('\\n', '\n'),
        country: e.PAY_ISSUER_COUNTRY,
        taxId: e.PAY_ISSUER_TAX_ID,
        vatRateBp: e.PAY_ISSUER_VAT_RATE === undefined ? null : Math.round(e.PAY_ISSUER_VAT_RATE * 100),
      },
    },
  };
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === '') return false;
  if (value === 'true') return true;
  // A plain number is a hop count, as Fastify's trustProxy takes it: not an address.
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}

/** Keeps a generated secret in DATA_DIR so sessions survive restarts without configuration. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function publicConfig(config: Config): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    classicSiteUrl: config.classicSiteUrl ?? null,
    thirdPartyScripts: config.thirdPartyScripts,
  };
}
