import { aliasedTable, and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/text-match.ts';

const DAY_MS = 86_400_000;
const actor = aliasedTable(users, 'actor');
const acting = aliasedTable(users, 'acting');

export function createAuditRepository(db: Db) {
  return {
    async insert(values: typeof auditLog.$inferInsert) {
      await db.insert(auditLog).values(values);
    },

    /** Newest first, filtered by actor, action (or its prefix), target and days (to is inclusive). */
    async search(query: AuditQuery, pageSize: number) {
      const conditions: SQL[] = [];
      if (query.actor) conditions.push(eq(auditLog.actorEntityId, query.actor));
      if (query.action) {
        const prefix = query.action.endsWith('.') ? query.action : null;
        conditions.push(prefix ? like(auditLog.action, `${escapeLike(prefix)}%`) : eq(auditLog.action, query.action));
      }
      if (query.target) conditions.push(eq(auditLog.target, query.target));
      if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to)
        conditions.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
      const where = conditions.length ? and(...conditions) : undefined;
      const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select({
          id: auditLog.id,
          actorEntityId: auditLog.actorEntityId,
          actorName: actor.name,
          actingEntityId: auditLog.actingEntityId,
          actingName: acting.name,
          action: auditLog.action,
          target: auditLog.target,
          details: auditLog.details,
          ip: auditLog.ip,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.entityId, auditLog.actorEntityId))
        .leftJoin(acting, eq(acting.entityId, auditLog.actingEntityId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize);
      return { rows, total: totalRow?.n ?? 0 };
    },
  };
}
