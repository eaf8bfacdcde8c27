import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../contract/locales.ts';
import { dictionary as heb } from './heb/index.ts';
import { loadDictionary, loadSections, type SectionLoaders } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

// The Italian chunk fails to load, as a chunk can after a deploy or on a broken connection.
vi.mock('./ita/shell.ts', () => {
  throw new Error('network error');
});

describe('loadDictionary (spec §8 Locales)', () => {
  it("loads the shell's sections of a known locale", async () => {
    const dictionary = await loadDictionary('heb');
    expect(dictionary.common).toBe(heb.common);
    expect(dictionary.header).toBe(heb.header);
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

describe('loadSections (decision 062)', () => {
  const page = (locale: string) => vi.stubGlobal('document', { documentElement: { dataset: { locale } } });
  const loadersOf = (load: (locale: string) => Promise<Record<string, unknown>>) =>
    Object.fromEntries(LOCALES.map((l) => [l, () => load(l)])) as SectionLoaders;

  it("adds a section in the page's language to the dictionary every component reads", async () => {
    page('heb');
    const asked: string[] = [];
    const pay = loadersOf((l) => {
      asked.push(l);
      return import('./heb/pay.ts');
    });
    const dictionary = await loadDictionary('heb');
    await loadSections({ pay });
    expect(asked).toEqual(['heb']);
    expect(dictionary.pay).toBe(heb.pay);
    // Loaded once: the next module that reads it does not fetch it again.
    await loadSections({ pay });
    expect(asked).toEqual(['heb']);
  });

  it('tries a section again after a failed load', async () => {
    page('heb');
    const failing = loadersOf(() => Promise.reject(new Error('network error')));
    await expect(loadSections({ teams: failing })).rejects.toThrow('network error');
    const dictionary = await loadDictionary('heb');
    await loadSections({ teams: loadersOf(() => import('./heb/teams.ts')) });
    expect(dictionary.teams).toBe(heb.teams);
  });
});
