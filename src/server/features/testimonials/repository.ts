import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TestimonialInput, TestimonialStatus, TestimonialsQuery } from '../../../contract/testimonials.ts';
import type { Db } from '../../db/client.ts';
import { testimonials, users } from '../../db/schema/index.ts';

export type TestimonialRow = typeof testimonials.$inferSelect & { authorName: string; authorPhoto: string | null };

const t = testimonials;
const columns = { row: t, authorName: users.name, authorPhoto: users.imageUrl };
const flatten = (r: {
  row: typeof t.$inferSelect;
  authorName: string;
  authorPhoto: string | null;
}): TestimonialRow => ({
  ...r.row,
  authorName: r.authorName,
  authorPhoto: r.authorPhoto,
});

export interface TestimonialFilter extends Omit<TestimonialsQuery, 'id' | 'status' | 'includeMembershipOnly'> {
  statuses: readonly TestimonialStatus[];
  includeMembershipOnly: boolean;
  /** Signed-out visitors do not see testimonials their authors kept for members. */
  membersOnlyVisible: boolean;
}

export function createTestimonialRepository(db: Db) {
  const where = (f: TestimonialFilter): SQL | undefined =>
    and(
      sql`${t.status} in (${sql.join(
        f.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
      sql`${users.suspendedAt} is null`,
      f.type ? eq(t.type, f.type) : undefined,
      f.accountType ? eq(t.accountType, f.accountType) : undefined,
      f.language ? eq(t.language, f.language) : undefined,
      f.visibility ? eq(t.visibility, f.visibility) : undefined,
      f.includeMembershipOnly ? undefined : eq(t.membershipOnly, false),
      f.membersOnlyVisible ? undefined : eq(t.visibility, 'everyone'),
    );

  return {
    async list(f: TestimonialFilter): Promise<{ rows: TestimonialRow[]; total: number }> {
      const order =
        f.order === 'oldest'
          ? [asc(t.createdAt), asc(t.id)]
          : f.order === 'rating'
            ? [desc(t.rating), desc(t.createdAt), desc(t.id)]
            : [desc(t.createdAt), desc(t.id)];
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(t)
          .innerJoin(users, eq(users.entityId, t.entityId))
          .where(where(f))
          .orderBy(...order)
          .limit(f.pageSize)
          .offset((f.page - 1) * f.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(t)
          .innerJoin(users, eq(users.entityId, t.entityId))
          .where(where(f)),
      ]);
      return { rows: rows.map(flatten), total: count?.n ?? 0 };
    },
    async byId(id: number): Promise<TestimonialRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(t)
        .innerJoin(users, eq(users.entityId, t.entityId))
        .where(eq(t.id, id));
      return row && flatten(row);
    },
    async byAuthor(entityId: number): Promise<TestimonialRow[]> {
      const rows = await db
        .select(columns)
        .from(t)
        .innerJoin(users, eq(users.entityId, t.entityId))
        .where(eq(t.entityId, entityId))
        .orderBy(desc(t.createdAt), desc(t.id));
      return rows.map(flatten);
    },
    /** Whether the author has one of this type waiting or published. */
    async standing(entityId: number, type: string): Promise<boolean> {
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.entityId, entityId), eq(t.type, type), sql`${t.status} <> 'rejected'`));
      return !!row;
    },
    async insert(entityId: number, accountType: string, input: TestimonialInput): Promise<number> {
      const [row] = await db
        .insert(t)
        .values({ entityId, accountType, ...input })
        .returning({ id: t.id });
      return row!.id;
    },
    async moderate(
      id: number,
      change: { status: TestimonialStatus; reason: string | null; membershipOnly?: boolean; by: number },
    ): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({
          status: change.status,
          reason: change.reason,
          ...(change.membershipOnly !== undefined ? { membershipOnly: change.membershipOnly } : {}),
          moderatedBy: change.by,
          moderatedAt: new Date(),
        })
        .where(eq(t.id, id))
        .returning({ id: t.id });
      return rows.length > 0;
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return rows.length > 0;
    },
    async siteLang(entityId: number): Promise<string | null> {
      const [row] = await db.select({ lang: users.siteLang }).from(users).where(eq(users.entityId, entityId));
      return row?.lang ?? null;
    },
  };
}

export type TestimonialRepository = ReturnType<typeof createTestimonialRepository>;
