/**
 * Issue 57: a member whose profile held a withdrawn code (DD, the first "Germany" the picker offered) was
 * missing from the directory's Germany filter. The migration moves stored codes to current ones; the API
 * refuses withdrawn ones from now on.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import type { UserDirectoryResponse } from '../../../contract/directory.ts';
import { refreshMemberSearch } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 0 });
});
afterAll(() => t.close());

const SOFIA = 6; // Lisbon in the demo profiles
const MIGRATION = new URL('../../db/migrations/0038_legacy_country_codes.sql', import.meta.url);

async function countryOf(entityId: number) {
  const result = await t.database.db.execute(
    sql`select p.country_code as "profile", d.public_country as "entry", 'country:DE' = any(d.facets) as "facet"
        from member_profiles p join directory_entries d using (entity_id) where entity_id = ${entityId}`,
  );
  return (result as unknown as { rows: { profile: string; entry: string; facet: boolean }[] }).rows[0];
}

async function inGermany(): Promise<number[]> {
  const res = await t.request({ url: '/next/api/users?country=DE&pageSize=100' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as UserDirectoryResponse).results.map((c) => c.entity_id);
}

describe('withdrawn country codes', () => {
  it('moves a stored DD to DE, so the Germany filter finds the member', async () => {
    await t.database.db.execute(sql`update member_profiles set country_code = 'DD' where entity_id = ${SOFIA}`);
    await t.database.db.execute(sql`update pay_settings set country = 'DD' where entity_id = ${SOFIA}`);
    await refreshMemberSearch(t.app.ctx, [SOFIA]);
    expect(await countryOf(SOFIA)).toEqual({ profile: 'DD', entry: 'DD', facet: false });
    expect(await inGermany()).not.toContain(SOFIA);

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));
    await refreshMemberSearch(t.app.ctx, []); // drops the cached answers, as a restart after migrating does

    expect(await countryOf(SOFIA)).toEqual({ profile: 'DE', entry: 'DE', facet: true });
    expect(await inGermany()).toContain(SOFIA);
    const pay = await t.database.db.execute(sql`select country from pay_settings where entity_id = ${SOFIA}`);
    for (const row of (pay as unknown as { rows: { country: string }[] }).rows) expect(row.country).toBe('DE');
  });

  it('refuses a withdrawn code as a filter', async () => {
    const res = await t.request({ url: '/next/api/users?country=DD' });
    expect(res.statusCode).toBe(400);
  });
});
