import { describe, expect, it } from 'vitest';
import { MEMBER_LIVE_MODULE } from './features/chat/member-live-code.ts';
import { PAGE_MODULES } from './routes.tsx';

/** The route table's, and the chat a member's pages come with (member-live-code.ts): the server links each one's chunks. */
const MODULES = [...PAGE_MODULES, MEMBER_LIVE_MODULE];

describe('the modules a page loads', () => {
  it('name the source file each one loads (the server links that file’s chunks)', () => {
    for (const m of MODULES) {
      expect(m.id).toMatch(/^src\/web\//);
      expect(String(m.load), m.id).toContain(`/${m.id.slice('src/web/'.length)}"`);
    }
  });

  it('load a module each', async () => {
    for (const m of MODULES) expect(Object.keys((await m.load()) as object).length, m.id).toBeGreaterThan(0);
  });
});
