import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { navItems, navStrings } from '../../db/schema/index.ts';

export type NavItemRow = typeof navItems.$inferSelect;
export type NavItemValues = Omit<typeof navItems.$inferInsert, 'navItemId' | 'sortOrder'>;

export function createNavigationRepository(db: Db) {
  return {
    /** Every item in menu order. */
    async all(): Promise<NavItemRow[]> {
      return db.select().from(navItems).orderBy(asc(navItems.sortOrder), asc(navItems.navItemId));
    },

    async findById(id: number): Promise<NavItemRow | undefined> {
      const [row] = await db.select().from(navItems).where(eq(navItems.navItemId, id)).limit(1);
      return row;
    },

    async existingIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: navItems.navItemId }).from(navItems).where(inArray(navItems.navItemId, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** A new item goes after every existing one. */
    async insert(values: NavItemValues): Promise<NavItemRow> {
      const [row] = await db
        .insert(navItems)
        .values({
          ...values,
          sortOrder: sql`(select coalesce(max(${navItems.sortOrder}), 0) + 1 from ${navItems})`,
        })
        .returning();
      return row!;
    },

    async update(id: number, values: NavItemValues): Promise<NavItemRow | undefined> {
      const [row] = await db.update(navItems).set(values).where(eq(navItems.navItemId, id)).returning();
      return row;
    },

    async delete(id: number): Promise<NavItemRow | undefined> {
      const [row] = await db.delete(navItems).where(eq(navItems.navItemId, id)).returning();
      return row;
    },

    /** Whether any item hangs below this one. */
    async hasChildren(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: navItems.navItemId })
        .from(navItems)
        .where(sql`${String(id)} = any(string_to_array(${navItems.parentIds}, ','))`)
        .limit(1);
      return !!row;
    },

    /** Gives these items consecutive places from the first place any of them had, in the order given. */
    async reorder(ids: readonly number[]): Promise<void> {
      await db.transaction(async (tx) => {
        const [first] = await tx
          .select({ at: sql<number>`min(${navItems.sortOrder})` })
          .from(navItems)
          .where(inArray(navItems.navItemId, [...ids]));
        const start = first?.at ?? 0;
        for (const [i, id] of ids.entries()) {
          await tx
            .update(navItems)
            .set({ sortOrder: start + i })
            .where(eq(navItems.navItemId, id));
        }
      });
    },

    /** Names link editors wrote in place, per language: sid → locale → name. */
    async names(): Promise<Map<string, Map<string, string>>> {
      const rows = await db.select().from(navStrings);
      const bySid = new Map<string, Map<string, string>>();
      for (const r of rows) bySid.set(r.sid, (bySid.get(r.sid) ?? new Map()).set(r.locale, r.string));
      return bySid;
    },

    async saveName(sid: string, locale: string, name: string): Promise<void> {
      await db
        .insert(navStrings)
        .values({ sid, locale, string: name })
        .onConflictDoUpdate({
          target: [navStrings.sid, navStrings.locale],
          set: { string: name, updatedAt: sql`now()` },
        });
    },
  };
}
export type NavigationRepository = ReturnType<typeof createNavigationRepository>;
