import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QuoteRequestInput } from '../../../contract/managed-services.ts';
import type { Db } from '../../db/client.ts';
import { quoteRequests, staffMembers, users } from '../../db/schema/index.ts';

const MEMBER_SERVICES_TITLE = 'Member services';
const handler = alias(users, 'handler');

export function createQuoteRequestRepository(db: Db) {
  return {
    async insert(entityId: number | null, input: QuoteRequestInput): Promise<number> {
      const [row] = await db
        .insert(quoteRequests)
        .values({ entityId, ...input })
        .returning({ id: quoteRequests.id });
      return row!.id;
    },
    async list(state: 'open' | 'handled' | 'all', limit: number) {
      return db
        .select({ request: quoteRequests, handledByName: handler.name })
        .from(quoteRequests)
        .leftJoin(handler, eq(handler.entityId, quoteRequests.handledBy))
        .where(
          state === 'open'
            ? isNull(quoteRequests.handledAt)
            : state === 'handled'
              ? isNotNull(quoteRequests.handledAt)
              : undefined,
        )
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(limit);
    },
    async setHandled(id: number, by: number | null): Promise<boolean> {
      const rows = await db
        .update(quoteRequests)
        .set({ handledAt: by === null ? null : new Date(), handledBy: by })
        .where(eq(quoteRequests.id, id))
        .returning({ id: quoteRequests.id });
      return rows.length > 0;
    },
    /** Who reads the requests: member services and the admins, not suspended. */
    async readers(): Promise<{ id: number; siteLang: string | null }[]> {
      return db
        .selectDistinct({ id: users.entityId, siteLang: users.siteLang })
        .from(users)
        .leftJoin(staffMembers, eq(staffMembers.entityId, users.entityId))
        .where(
          and(or(eq(staffMembers.title, MEMBER_SERVICES_TITLE), eq(users.isAdmin, true)), isNull(users.suspendedAt)),
        );
    },
  };
}
export type QuoteRequestRepository = ReturnType<typeof createQuoteRequestRepository>;
