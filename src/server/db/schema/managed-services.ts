/** Requests for a managed project (issue 15), read and handled by member services. */
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const quoteRequests = pgTable('quote_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The signed-in member who asked; null for a visitor. */
  entityId: integer('entity_id').references(() => users.entityId, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull().default(''),
  sourceLang: text('source_lang').notNull(),
  targetLangs: text('target_langs').array().notNull(),
  serviceId: integer('service_id').notNull(),
  volume: integer('volume'),
  unit: text('unit').notNull(),
  deadline: date('deadline'),
  details: text('details').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => users.entityId, { onDelete: 'set null' }),
});
