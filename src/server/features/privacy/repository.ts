import { and, desc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import {
  PRIVACY_FIELDS,
  type PrivacyField,
  type PrivacySettings,
  type PrivacyValue,
} from '../../../contract/privacy.ts';
import type { Db } from '../../db/client.ts';
import { contactViews, privacySettings, users } from '../../db/schema/index.ts';

type Row = typeof privacySettings.$inferSelect;

/** The table's columns are named exactly as the spec's fields; this maps them to Drizzle's keys. */
const KEY_OF = Object.fromEntries(
  Object.entries(getTableColumns(privacySettings)).map(([key, column]) => [column.name, key]),
) as Record<PrivacyField, keyof Row>;

function toSettings(row: Row): PrivacySettings {
  return Object.fromEntries(PRIVACY_FIELDS.map((f) => [f, row[KEY_OF[f]]])) as PrivacySettings;
}

export function createPrivacyRepository(db: Db) {
  // Every profile view reads one member's settings: prepared once, planned once.
  const oneMember = db
    .select()
    .from(privacySettings)
    .where(eq(privacySettings.entityId, sql.placeholder('id')))
    .prepare('privacy_settings_of');
  return {
    async settingsOf(entityId: number): Promise<PrivacySettings | undefined> {
      const [row] = await oneMember.execute({ id: entityId });
      return row && toSettings(row);
    },

    async viewedOn(ownerEntityId: number, viewerEntityId: number, day: string): Promise<boolean> {
      const [row] = await db
        .select({ day: contactViews.day })
        .from(contactViews)
        .where(
          and(
            eq(contactViews.ownerEntityId, ownerEntityId),
            eq(contactViews.viewerEntityId, viewerEntityId),
            eq(contactViews.day, day),
          ),
        )
        .limit(1);
      return !!row;
    },

    async recordView(ownerEntityId: number, viewerEntityId: number, day: string, at: Date): Promise<void> {
      await db.insert(contactViews).values({ ownerEntityId, viewerEntityId, day, viewedAt: at }).onConflictDoNothing();
    },

    /** Who saw the member's non-public contact details since `since`, newest first. */
    async viewsOf(ownerEntityId: number, since: Date, limit: number) {
      return db
        .select({
          entityId: users.entityId,
          name: users.name,
          accountType: users.accountType,
          viewedAt: contactViews.viewedAt,
        })
        .from(contactViews)
        .innerJoin(users, eq(users.entityId, contactViews.viewerEntityId))
        .where(and(eq(contactViews.ownerEntityId, ownerEntityId), gt(contactViews.viewedAt, since)))
        .orderBy(desc(contactViews.viewedAt))
        .limit(limit);
    },

    async memberExists(entityId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.entityId }).from(users).where(eq(users.entityId, entityId)).limit(1);
      return !!row;
    },

    async settingsFor(entityIds: readonly number[]): Promise<Map<number, PrivacySettings>> {
      if (!entityIds.length) return new Map();
      const rows = await db
        .select()
        .from(privacySettings)
        .where(inArray(privacySettings.entityId, [...entityIds]));
      return new Map(rows.map((r) => [r.entityId, toSettings(r)]));
    },

    /** Saves one field; a member without a row gets one with the defaults for the rest. */
    async saveSetting(entityId: number, field: PrivacyField, value: PrivacyValue): Promise<void> {
      const key = KEY_OF[field];
      await db
        .insert(privacySettings)
        .values({ entityId, [key]: value })
        .onConflictDoUpdate({ target: privacySettings.entityId, set: { [key]: value, updatedAt: sql`now()` } });
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
