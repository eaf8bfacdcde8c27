import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './routes.tsx';

describe('the route table’s page modules', () => {
  it('name the source file each one loads (the server links that file’s chunks)', () => {
    for (const m of PAGE_MODULES) {
      expect(m.id).toMatch(/^src\/web\//);
      expect(String(m.load), m.id).toContain(`/${m.id.slice('src/web/'.length)}"`);
    }
  });

  it('load a module each', async () => {
    for (const m of PAGE_MODULES) expect(Object.keys((await m.load()) as object).length, m.id).toBeGreaterThan(0);
  });
});
