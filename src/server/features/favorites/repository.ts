/** Queries of a member's favorites. */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, users } from '../../db/schema/index.ts';

export function createFavoritesRepository(db: Db) {
  return {
    /** Whether this member is there to be kept (not suspended). */
    async listed(entityId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.entityId })
        .from(users)
        .where(and(eq(users.entityId, entityId), isNull(users.suspendedAt)));
      return !!row;
    },
    async count(ownerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.ownerEntityId, ownerId));
      return row?.n ?? 0;
    },
    async has(ownerId: number, favoriteId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: favorites.favoriteEntityId })
        .from(favorites)
        .where(and(eq(favorites.ownerEntityId, ownerId), eq(favorites.favoriteEntityId, favoriteId)));
      return !!row;
    },
    /** Adds the member, or changes the note of one already kept (the date they were added stays). */
    async put(ownerId: number, favoriteId: number, note: string) {
      await db
        .insert(favorites)
        .values({ ownerEntityId: ownerId, favoriteEntityId: favoriteId, note })
        .onConflictDoUpdate({ target: [favorites.ownerEntityId, favorites.favoriteEntityId], set: { note } });
    },
    async remove(ownerId: number, favoriteId: number) {
      await db
        .delete(favorites)
        .where(and(eq(favorites.ownerEntityId, ownerId), eq(favorites.favoriteEntityId, favoriteId)));
    },
    async ids(ownerId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favorites.favoriteEntityId })
        .from(favorites)
        .where(eq(favorites.ownerEntityId, ownerId));
      return rows.map((r) => r.id);
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
