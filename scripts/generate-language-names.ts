/**
 * Writes src/server/features/languages/language-names.json: the names ICU knows
 * for ISO 639-3 languages in the seven interface languages. Asking ICU for all
 * 7,867 codes takes seconds, so it is done once here rather than at start-up.
 * Run again after upgrading Node (ICU) or the iso-639-3 package:
 *   node scripts/generate-language-names.ts
 */
import { writeFileSync } from 'node:fs';
import { iso6393 } from 'iso-639-3';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/contract/locales.ts';

const OUT = new URL('../src/server/features/languages/language-names.json', import.meta.url);

const displayNames = LOCALES.map(
  (locale) =>
    [locale, new Intl.DisplayNames([LOCALE_INFO[locale].bcp47], { type: 'language', fallback: 'none' })] as const,
);
const capitalise = (name: string, locale: Locale) =>
  name.charAt(0).toLocaleUpperCase(LOCALE_INFO[locale].bcp47) + name.slice(1);

const out: Record<string, Partial<Record<Locale, string>>> = {};
for (const l of iso6393) {
  const tag = l.iso6391 ?? l.iso6393;
  // ICU canonicalises aliases (cmn → zh, arb → ar): their ICU name would be another language's.
  if (Intl.getCanonicalLocales(tag)[0] !== tag) continue;
  const names: Partial<Record<Locale, string>> = {};
  for (const [locale, dn] of displayNames) {
    const name = dn.of(tag);
    if (name) names[locale] = capitalise(name, locale);
  }
  if (Object.keys(names).length) out[l.iso6393] = names;
}
writeFileSync(OUT, `${JSON.stringify(out, null, 0)}\n`);
console.log(`${Object.keys(out).length} languages with ICU names written to ${OUT.pathname}`);
