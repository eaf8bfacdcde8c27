/**
 * The certified badge (the verified_credentials role) for the demo data: staff
 * (the demo admin) checked every member who holds a verified certification, so
 * the badge, the certified directory and the profiles' check marks agree.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

const DEMO_ADMIN = 5;

export async function seedCertifiedMembers(db: Db): Promise<void> {
  await db.execute(sql`
    insert into member_roles (entity_id, role, granted_by)
    select distinct c.entity_id, 'verified_credentials', ${DEMO_ADMIN}::int
    from member_credentials c
    where c.kind = 'certification' and c.verified
    on conflict do nothing`);
}
