import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailRepository(db: Db) {
  return {
    async insert(values: typeof mailOutbox.$inferInsert): Promise<OutboxRow> {
      const [row] = await db.insert(mailOutbox).values(values).returning();
      return row!;
    },
    async markSent(id: number, at: Date): Promise<void> {
      await db.update(mailOutbox).set({ sentAt: at, error: null }).where(eq(mailOutbox.id, id));
    },
    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ error: error.slice(0, 500) })
        .where(eq(mailOutbox.id, id));
    },
    async latest(limit: number, to?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.toAddress, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
