import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { pageCsp } from './page-csp.ts';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ SESSION_SECRET: 's'.repeat(40), DATA_DIR: '/tmp/wordhive-csp-test', ...env });

describe('the page CSP', () => {
  it('allows our inline scripts by hash and no outside script by default', () => {
    const csp = pageCsp(['window.x = 1'], config(), false);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).toContain("connect-src 'self' ws://localhost:3000;");
  });

  it('admits the hosts of configured third-party scripts, and only those', () => {
    const csp = pageCsp(
      [],
      config({
        SESSION_RECORDING_SCRIPT_URL: 'https://rec.example/r.js',
        MARKETING_SCRIPT_URL: 'https://rec.example/m.js',
      }),
      false,
    );
    expect(csp).toContain("script-src 'self' https://rec.example;");
    expect(csp).toContain("connect-src 'self' ws://localhost:3000 https://rec.example;");
    const one = pageCsp([], config({ MARKETING_SCRIPT_URL: 'https://mkt.example/m.js' }), false);
    expect(one).toContain('https://mkt.example');
    expect(one).not.toContain('rec.example');
  });
});
