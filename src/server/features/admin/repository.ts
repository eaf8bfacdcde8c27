import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberRoles, users } from '../../db/schema/index.ts';

export function createAdminRepository(db: Db) {
  return {
    async memberExists(entityId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.entityId }).from(users).where(eq(users.entityId, entityId)).limit(1);
      return !!row;
    },

    async rolesOf(entityId: number): Promise<string[]> {
      const rows = await db
        .select({ role: memberRoles.role })
        .from(memberRoles)
        .where(eq(memberRoles.entityId, entityId))
        .orderBy(memberRoles.role);
      return rows.map((r) => r.role);
    },

    /** Makes the member's roles exactly `roles`, in one transaction. */
    async setRoles(entityId: number, roles: readonly string[], grantedBy: number): Promise<void> {
      await db.transaction(async (tx) => {
        const keep = roles.length ? notInArray(memberRoles.role, [...roles]) : undefined;
        await tx.delete(memberRoles).where(and(eq(memberRoles.entityId, entityId), keep));
        if (roles.length) {
          await tx
            .insert(memberRoles)
            .values(roles.map((role) => ({ entityId, role, grantedBy })))
            .onConflictDoNothing();
        }
      });
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
