import { describe, expect, it, vi } from 'vitest';
import { dictionary as heb } from './heb/index.ts';
import { loadDictionary } from './index.ts';

// The Italian chunk fails to load, as a chunk can after a deploy or on a broken connection.
vi.mock('./ita/index.ts', () => {
  throw new Error('network error');
});

describe('loadDictionary (spec §8 Locales)', () => {
  it('loads the chunk of a known locale', async () => {
    expect(await loadDictionary('heb')).toBe(heb);
  });

  it("says 'Dictionary for locale '{x}' not found.' for an unknown locale", async () => {
    await expect(loadDictionary('klingon')).rejects.toThrow("Dictionary for locale 'klingon' not found.");
    await expect(loadDictionary('')).rejects.toThrow("Dictionary for locale '' not found.");
  });

  it("says 'Failed to load dictionary for locale {x}' when the chunk cannot be loaded, keeping the cause", async () => {
    const error: unknown = await loadDictionary('ita').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to load dictionary for locale ita');
    expect((error as Error).cause).toBeInstanceOf(Error);
  });
});
