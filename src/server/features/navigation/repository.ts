import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { navItems } from '../../db/schema/index.ts';

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
  };
}
export type NavigationRepository = ReturnType<typeof createNavigationRepository>;
