/** The ISO 639-3 language list with its names, for SQL joins and search (see schema `languages`). */
import { allLanguages } from '../../features/languages/catalog.ts';
import type { Db } from '../client.ts';
import { languages } from '../schema/index.ts';

const CHUNK = 1000;

export async function seedLanguages(db: Db): Promise<void> {
  const rows = allLanguages().map((l) => ({
    iso3: l.iso3,
    iso1: l.iso1,
    iso2b: l.iso2b,
    scope: l.scope,
    type: l.type,
    name: l.name,
    names: l.names,
    common: l.common,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(languages)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}
