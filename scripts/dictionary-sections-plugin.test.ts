import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/contract/locales.ts';
import { dictionaries } from '../src/i18n/all.ts';
import { SHELL_SECTIONS, sectionFile } from '../src/i18n/sections.ts';
import { sectionsReadBy } from './dictionary-sections-plugin.ts';

const webFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return webFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });

describe('the dictionary sections a module waits for (decision 062)', () => {
  it('are those it reads through the dictionary, the shell’s aside', () => {
    const code = `
      const t = useT();
      const p = t.pay.errors;
      const title = (d) => d.opportunities.title;
      const n = useT().networking;
      label(dict.profileUpdater.save, t.common.save, t.header.menuTitle);
      const place = location.search + names.language + paths.profile + item.feedback;
    `;
    expect(sectionsReadBy(code)).toEqual(['networking', 'opportunities', 'pay', 'profileUpdater']);
  });

  it('are found wherever the web code holds the dictionary: as t, d or dict, or useT() itself', () => {
    const held = new Map<string, string[]>();
    for (const file of webFiles('src/web')) {
      const code = readFileSync(file, 'utf8');
      const names = [
        ...[...code.matchAll(/(?:const|let)\s+(\w+|\{[^}]*\})\s*=\s*useT\(\)\s*;/g)].map((m) => m[1]!),
        ...[...code.matchAll(/\b(\w+)\??\s*:\s*Dictionary\b(?!\[)/g)].map((m) => m[1]!),
      ].filter((name) => !['t', 'd', 'dict'].includes(name));
      if (names.length) held.set(file, names);
    }
    expect(Object.fromEntries(held)).toEqual({});
  });

  it('leave to the shell, in every language, exactly the shell’s sections', async () => {
    for (const locale of LOCALES) {
      const { shell } = (await import(`../src/i18n/${locale}/shell.ts`)) as { shell: Record<string, unknown> };
      expect(Object.keys(shell).sort(), locale).toEqual([...SHELL_SECTIONS].sort());
      for (const name of SHELL_SECTIONS) expect(shell[name], `${locale} ${name}`).toBe(dictionaries[locale][name]);
    }
  });

  it('live in files named after them, in every language', () => {
    for (const locale of LOCALES) {
      for (const name of Object.keys(dictionaries[locale])) {
        const file = `src/i18n/${locale}/${sectionFile(name)}.ts`;
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8'), file).toMatch(new RegExp(`export const ${name}\\b`));
      }
    }
  });
});
