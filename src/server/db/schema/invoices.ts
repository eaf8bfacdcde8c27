/**
 * Wordhive Pay's tax documents (issue 53, docs/decisions/110): the invoices a payee issues to the
 * payer, the receipts Wordhive issues for what it charges (card fees, service fees, memberships),
 * and the credit notes that correct either after a refund. Each issuer numbers each series per
 * year without gaps: the counter row is bumped in the transaction that writes the document, so a
 * rolled-back issue gives its number back. A document never changes once issued (a trigger refuses
 * UPDATE and DELETE); what it says (parties, lines, tax) is kept as issued, whatever later settings say.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The last number each issuer gave in each series and year. */
export const payDocumentCounters = pgTable(
  'pay_document_counters',
  {
    /** The member who issues; 0 for Wordhive. */
    issuerEntityId: integer('issuer_entity_id').notNull(),
    /** INV | CN | RC */
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuerEntityId, t.series, t.year] })],
);

export const payDocuments = pgTable(
  'pay_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** invoice | credit_note | receipt */
    kind: text('kind').notNull(),
    /** The member who issues it; 0 for Wordhive. No foreign key: documents outlive accounts. */
    issuerEntityId: integer('issuer_entity_id').notNull(),
    customerEntityId: integer('customer_entity_id').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** As printed: INV-2025-0007. */
    number: text('number').notNull(),
    /** What the document is for, once: payment:12:invoice, payment:12:card-fee:credit, membership:3… */
    source: text('source').notNull(),
    paymentId: integer('payment_id'),
    purchaseId: integer('purchase_id'),
    /** The document a credit note corrects. */
    correctsId: integer('corrects_id'),
    currency: text('currency').notNull(),
    /** What the customer pays, VAT included, in minor units; negative on a credit note. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Parties, lines, tax and dates as issued (contract/invoicing.ts DocumentContent). */
    content: jsonb('content').notNull(),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('pay_documents_number_idx').on(t.issuerEntityId, t.series, t.year, t.seq),
    uniqueIndex('pay_documents_source_idx').on(t.source),
    index('pay_documents_payment_idx').on(t.paymentId),
    index('pay_documents_purchase_idx').on(t.purchaseId),
    index('pay_documents_issuer_idx').on(t.issuerEntityId, t.issuedAt),
    index('pay_documents_customer_idx').on(t.customerEntityId, t.issuedAt),
    check('pay_documents_seq_positive', sql`${t.seq} > 0`),
  ],
);
