import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'wh-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.staffIds.size).toBe(0);
    expect(c.logLevel).toBe('info');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://redis'],
    ['STAFF_IDS', '1,two'],
    ['SEED_MEMBERS', '-5'],
    ['LOG_LEVEL', 'loud'],
    ['SESSION_SECRET', 'short'],
    ['TRUST_PROXY', 'yes please'],
    ['S3_BUCKET', 'Not A Bucket'],
  ])('fails at boot naming %s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), [name]: value })).toThrow(new RegExp(`^Invalid settings:\\n  ${name}:`));
  });

  it('keeps uploads on disk unless a whole S3 bucket is configured', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).s3).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'wordhive-media' })).toThrow(
      /S3_ENDPOINT: must be set when S3_BUCKET is\n {2}S3_ACCESS_KEY_ID: must be set/,
    );
    const c = loadConfig({
      DATA_DIR: tmp(),
      S3_BUCKET: 'wordhive-media',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(c.s3).toEqual({
      bucket: 'wordhive-media',
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(a).toHaveLength(64);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(a);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(a);
  });

  it('parses TRUST_PROXY as off, on, a hop count, or proxy addresses', () => {
    const trust = (v: string) => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: v }).trustProxy;
    expect([trust(''), trust('true')]).toEqual([false, true]);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('parses STAFF_IDS', () => {
    expect([...loadConfig({ DATA_DIR: tmp(), STAFF_IDS: '12, 40 ,7' }).staffIds]).toEqual([12, 40, 7]);
  });

  it('shows the browser only the whitelist', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      SESSION_SECRET: 's'.repeat(40),
      DATABASE_URL: 'postgres://u:secret@db/x',
      CLASSIC_SITE_URL: 'https://classic.example/',
      MARKETING_SCRIPT_URL: 'https://automation.example/track.js',
    });
    expect(publicConfig(c)).toEqual({
      publicUrl: 'http://localhost:3000',
      classicSiteUrl: 'https://classic.example',
      thirdPartyScripts: { sessionRecording: null, marketing: 'https://automation.example/track.js' },
    });
  });
});
