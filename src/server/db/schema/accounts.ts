import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A member ("entity" in the spec): a person or a company. entity_id is the id
 * every other table and every URL uses.
 */
export const users = pgTable(
  'users',
  {
    entityId: serial('entity_id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    accountType: text('account_type').notNull().default('outsourcer'),
    name: text('name').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    imageUrl: text('image_url'),
    resourceImageUrl: text('resource_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    siteLang: text('site_lang'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_username_idx').on(t.username)],
);

/** Staff with a title (spec §3 "Staff member"); entity 1 and STAFF_IDS are staff too. */
export const staffMembers = pgTable('staff_members', {
  entityId: integer('entity_id')
    .primaryKey()
    .references(() => users.entityId, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  siteTeam: boolean('site_team').notNull().default(false),
});

/**
 * A signed-in browser. Only an HMAC of the cookie token is stored, so a leaked
 * table cannot be replayed. entity_id is who signed in; acting_entity_id is who
 * they act as (impersonation), with the impersonating admin kept apart.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    actingEntityId: integer('acting_entity_id').references(() => users.entityId, { onDelete: 'cascade' }),
    adminEntityId: integer('admin_entity_id').references(() => users.entityId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_entity_idx').on(t.entityId)],
);

/** Every staff or admin action that changes something, for accountability. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorEntityId: integer('actor_entity_id'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorEntityId, t.createdAt)],
);
