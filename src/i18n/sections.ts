/**
 * The dictionary comes to the browser in pieces (decision 062). The shell's sections (what the
 * header, the footer, the menus and the site-wide dialogs say) load with every page, in one chunk;
 * every other section loads with the first module that reads it: the build gives each such module a
 * top-level `await loadSections({ pay })` (scripts/dictionary-sections-plugin.ts), so a page's code
 * never runs before its texts are there. The server holds every section of every language.
 */
import type { Dictionary } from './eng/index.ts';

export type SectionName = keyof Dictionary;

/** Every page shows these: they come with the page, before it is hydrated (`<locale>/shell.ts`). */
export const SHELL_SECTIONS = [
  'common',
  'errors',
  '_new_site_nav',
  'header',
  'search',
  'footer',
  'language',
  'notifications',
  'impersonation',
  'consent',
] as const satisfies readonly SectionName[];

/** The file a section lives in, in every locale's folder: `profileUpdater` → `profile-updater`. */
export const sectionFile = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Where the build lists, for each browser chunk, the section files its modules wait for; the server reads it. */
export const SECTIONS_FILE = '.vite/dictionary-sections.json';
