import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export function createAuditRepository(db: Db) {
  return {
    async insert(values: typeof auditLog.$inferInsert) {
      await db.insert(auditLog).values(values);
    },
    async latest(limit: number) {
      return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    },
  };
}
