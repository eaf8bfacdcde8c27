/**
 * Each module of the browser's code waits for the dictionary sections it reads (decision 062).
 *
 * A module that reads `t.pay…` (or `dict.`, `d.`, `useT().`) of a section beyond the shell's gets a
 * first statement `await loadSections({ pay })`, `pay` being the section's loader in each language
 * (the module `virtual:dictionary-section/pay`): whatever imports it (a page's route, a dialog loaded
 * on demand) resolves only once the texts are there. The code every page runs (the entry's chunks)
 * must read only the shell's sections, or the build fails: it would otherwise wait for them on
 * every page. `.vite/dictionary-sections.json` lists, for each chunk, the section files its modules
 * wait for, so the server links them with the page instead of letting the browser discover them.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LOCALES } from '../src/contract/locales.ts';
import { dictionary } from '../src/i18n/eng/index.ts';
import { SECTIONS_FILE, SHELL_SECTIONS, sectionFile } from '../src/i18n/sections.ts';

const I18N = fileURLToPath(new URL('../src/i18n/', import.meta.url));
const VIRTUAL = 'virtual:dictionary-section/';
const shell = new Set<string>(SHELL_SECTIONS);
const read = new RegExp(
  `(?<![\\w$])(?:t|d|dict|dictionary|useT\\(\\))\\.(${Object.keys(dictionary).join('|')})\\b`,
  'g',
);

/** The sections beyond the shell's that this source reads. */
export function sectionsReadBy(code: string): string[] {
  return [...new Set([...code.matchAll(read)].map((m) => m[1]!))].filter((name) => !shell.has(name)).sort();
}

export function dictionarySections(): Plugin {
  const readBy = new Map<string, string[]>();
  return {
    name: 'wordhive:dictionary-sections',
    enforce: 'post',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : undefined;
    },
    /** A section's chunk in each language, loaded by the page's language only. */
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return;
      const file = sectionFile(id.slice(VIRTUAL.length + 1));
      const loaders = LOCALES.map((l) => `${l}: () => import(${JSON.stringify(`${I18N}${l}/${file}.ts`)})`);
      return `export default { ${loaders.join(', ')} };`;
    },
    transform(code, id, options) {
      // The server renders with every section; only the browser's modules wait.
      if (options?.ssr || !/\/src\/(web|contract)\/[^?]*\.tsx?$/.test(id)) return;
      const names = sectionsReadBy(code);
      readBy.set(id, names);
      if (!names.length) return;
      // On the first line, so that the module's lines keep their numbers.
      const imports = names.map((name) => `import __${name} from ${JSON.stringify(VIRTUAL + name)};`);
      const wait = `import { loadSections as __loadSections } from ${JSON.stringify(`${I18N}index.ts`)};await __loadSections({ ${names.map((name) => `${name}: __${name}`).join(', ')} });`;
      return { code: imports.join('') + wait + code, map: null };
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const initial = new Set<string>();
      const addInitial = (fileName: string) => {
        const chunk = bundle[fileName];
        if (initial.has(fileName) || chunk?.type !== 'chunk') return;
        initial.add(fileName);
        for (const i of chunk.imports) addInitial(i);
      };
      for (const c of chunks) if (c.isEntry) addInitial(c.fileName);

      const files: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const names = new Set(chunk.moduleIds.flatMap((id) => readBy.get(id) ?? []));
        if (!names.size) continue;
        if (initial.has(chunk.fileName)) {
          const culprits = chunk.moduleIds.filter((id) => readBy.get(id)?.length);
          this.error(
            `Every page runs ${culprits.join(', ')}, which read${culprits.length > 1 ? '' : 's'} the dictionary's ${[...names].join(', ')}: ` +
              'add the section to SHELL_SECTIONS (src/i18n/sections.ts) or load that code on demand.',
          );
        }
        files[chunk.fileName] = [...names].map(sectionFile);
      }
      this.emitFile({ type: 'asset', fileName: SECTIONS_FILE, source: JSON.stringify(files) });
    },
  };
}
