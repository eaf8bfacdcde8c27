/** Queries of Wordhive Pay's tax documents and their numbering (docs/decisions/110). */
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { DOCUMENTS_PAGE_SIZE, type DocumentContent, documentNumber } from '../../../contract/invoicing.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  membershipPurchases,
  payDocumentCounters,
  payDocuments,
  payPayments,
  payRefunds,
  paySettings,
  users,
} from '../../db/schema/index.ts';
import type { PaymentFacts, PurchaseFacts } from './invoice-lines.ts';

export type DocumentRow = typeof payDocuments.$inferSelect;

/** Another call issued the same document first: this one's transaction rolls back, its number with it. */
class AlreadyIssued extends Error {}

export function createDocumentRepository(db: Db) {
  const paymentFacts = {
    id: payPayments.id,
    payerEntityId: payPayments.payerEntityId,
    payeeEntityId: payPayments.payeeEntityId,
    amount: payPayments.amount,
    currency: payPayments.currency,
    description: payPayments.description,
    jobId: payPayments.jobId,
    method: payPayments.method,
    methodFee: payPayments.methodFee,
    serviceFee: payPayments.serviceFee,
    fundedAt: payPayments.fundedAt,
    releasedAt: payPayments.releasedAt,
    cancelledAt: payPayments.cancelledAt,
    status: payPayments.status,
  };

  return {
    async payment(id: number): Promise<(PaymentFacts & { status: string }) | undefined> {
      const [row] = await db.select(paymentFacts).from(payPayments).where(eq(payPayments.id, id));
      if (!row) return undefined;
      const refunds = await db
        .select({ id: payRefunds.id, amount: payRefunds.amount, fee: payRefunds.fee, at: payRefunds.createdAt })
        .from(payRefunds)
        .where(eq(payRefunds.paymentId, id))
        .orderBy(payRefunds.id);
      return { ...row, refunds };
    },
    async purchase(id: number): Promise<PurchaseFacts | undefined> {
      const [row] = await db.select().from(membershipPurchases).where(eq(membershipPurchases.id, id));
      return row && { ...row, plan: row.plan as PurchaseFacts['plan'] };
    },

    /** A member's name and the legal details of their settings (empty when they saved none). */
    async party(entityId: number) {
      const [row] = await db
        .select({
          name: users.name,
          invoiceName: paySettings.invoiceName,
          invoiceAddress: paySettings.invoiceAddress,
          taxId: paySettings.taxId,
          country: paySettings.country,
          vatRegistered: paySettings.vatRegistered,
          vatRateBp: paySettings.vatRateBp,
          reverseCharge: paySettings.reverseCharge,
        })
        .from(users)
        .leftJoin(paySettings, eq(paySettings.entityId, users.entityId))
        .where(eq(users.entityId, entityId));
      return row;
    },

    async bySource(source: string) {
      const [row] = await db.select().from(payDocuments).where(eq(payDocuments.source, source));
      return row;
    },
    async byId(id: number) {
      const [row] = await db.select().from(payDocuments).where(eq(payDocuments.id, id));
      return row;
    },
    async forPayment(paymentId: number) {
      return db.select().from(payDocuments).where(eq(payDocuments.paymentId, paymentId)).orderBy(payDocuments.id);
    },
    async forPurchase(purchaseId: number) {
      const [row] = await db.select().from(payDocuments).where(eq(payDocuments.purchaseId, purchaseId));
      return row;
    },

    /** The documents a member issued or received, newest first, optionally of one year. */
    async list(entityId: number, year: number | undefined, page: number) {
      const parts: SQL[] = [
        or(eq(payDocuments.issuerEntityId, entityId), eq(payDocuments.customerEntityId, entityId))!,
      ];
      if (year !== undefined) parts.push(eq(payDocuments.year, year));
      const where = and(...parts)!;
      const [items, total] = await Promise.all([
        db
          .select()
          .from(payDocuments)
          .where(where)
          .orderBy(desc(payDocuments.issuedAt), desc(payDocuments.id))
          .limit(DOCUMENTS_PAGE_SIZE)
          .offset((page - 1) * DOCUMENTS_PAGE_SIZE),
        db.$count(payDocuments, where),
      ]);
      return { items, total };
    },

    /** The names of the members these documents name, for the lists. */
    async names(entityIds: number[]): Promise<Map<number, string>> {
      if (!entityIds.length) return new Map();
      const rows = await db
        .select({ entityId: users.entityId, name: users.name })
        .from(users)
        .where(inArray(users.entityId, entityIds));
      return new Map(rows.map((r) => [r.entityId, r.name]));
    },

    /**
     * Issues a document with the issuer's next number in its series and year, or answers undefined
     * when its source was issued already. The counter's row stays locked until the commit, so two
     * documents of one issuer at once take consecutive numbers; a failure anywhere rolls the number
     * back with the document: no gap, no duplicate, on both databases.
     */
    async issue(doc: {
      source: string;
      kind: string;
      series: string;
      issuerEntityId: number;
      customerEntityId: number;
      paymentId: number | null;
      purchaseId: number | null;
      correctsId: number | null;
      currency: string;
      total: number;
      content: DocumentContent;
      issuedAt: Date;
    }): Promise<DocumentRow | undefined> {
      const year = doc.issuedAt.getUTCFullYear();
      try {
        return await db.transaction(async (tx) => {
          const [counter] = await tx
            .insert(payDocumentCounters)
            .values({ issuerEntityId: doc.issuerEntityId, series: doc.series, year, last: 1 })
            .onConflictDoUpdate({
              target: [payDocumentCounters.issuerEntityId, payDocumentCounters.series, payDocumentCounters.year],
              set: { last: sql`${payDocumentCounters.last} + 1` },
            })
            .returning({ last: payDocumentCounters.last });
          const seq = counter!.last;
          const [row] = await tx
            .insert(payDocuments)
            .values({ ...doc, year, seq, number: documentNumber(doc.series, year, seq) })
            .onConflictDoNothing({ target: payDocuments.source })
            .returning();
          if (!row) throw new AlreadyIssued();
          return row;
        });
      } catch (error) {
        if (error instanceof AlreadyIssued) return undefined;
        throw error;
      }
    },

    /**
     * Funded payments with fewer documents than they call for (invoice-lines.ts paymentDocuments: the
     * invoice, the card fee's receipt, the service fee's, a credit note for each of the first two
     * once cancelled), and purchases without their receipt, oldest event first.
     */
    async missing(limit: number): Promise<{ payments: number[]; purchases: number[] }> {
      const cardFee = sql`(p.method = 'card' and p.method_fee > 0)::int`;
      const payments = await rowsOf<{ id: number }>(
        db,
        sql`select p.id from ${payPayments} p
            where p.funded_at is not null
              and (select count(*) from ${payDocuments} d where d.payment_id = p.id)
                < 1 + ${cardFee}
                  + (p.released_at is not null and p.service_fee > 0)::int
                  + (select count(*) + count(*) filter (where r.fee > 0) from ${payRefunds} r where r.payment_id = p.id)
            order by greatest(p.funded_at, p.released_at, p.cancelled_at,
                              (select max(r.created_at) from ${payRefunds} r where r.payment_id = p.id)), p.id
            limit ${limit}`,
      );
      const purchases = await rowsOf<{ id: number }>(
        db,
        sql`select m.id from ${membershipPurchases} m
            where not exists (select 1 from ${payDocuments} d where d.purchase_id = m.id)
            order by m.created_at, m.id limit ${limit}`,
      );
      return { payments: payments.map((r) => r.id), purchases: purchases.map((r) => r.id) };
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
