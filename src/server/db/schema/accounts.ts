import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedSql } from '../text-match.ts';

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
    /** Set when the member proved the address is theirs (a confirmation or reset link); null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set by an admin: the member cannot sign in and their profile is gone from the site until lifted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name, email and username folded (text-match.ts): the staff's member searches, through its trigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => foldedSql(sql`${users.name} || ' ' || ${users.email} || ' ' || ${users.username}`)),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_username_idx').on(t.username),
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
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
    /** In a pseudo session: the member the actor was acting as (who, as whom). */
    actingEntityId: integer('acting_entity_id'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorEntityId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/**
 * Roles an admin grants a member (spec §6): link editor, next-phase tester,
 * verified outsourcer, verified credentials. Read into the session user, so a
 * change applies on the member's next request in every process.
 */
export const memberRoles = pgTable(
  'member_roles',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedBy: integer('granted_by').references(() => users.entityId, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.role] })],
);

/** Personal access tokens for scripts and CAT tools: only an HMAC of the secret is kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the secret, so a member can tell tokens apart. */
    preview: text('preview').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.tokenHash), index('api_tokens_entity_idx').on(t.entityId)],
);

/**
 * Single-use links mailed to a member: confirm a sign-up, reset a password,
 * confirm a new email. Only an HMAC of the token is kept; `data` holds what the
 * link applies (a sign-up's password hash, a new address).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_entity_idx').on(t.entityId, t.purpose)],
);

/** Every mail the site sends: sent through SMTP when configured, and kept here either way (admins read it). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    kind: text('kind').notNull(),
    entityId: integer('entity_id').references(() => users.entityId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Who saw a member's non-public contact details, once a day per viewer (the member can see the list). */
export const contactViews = pgTable(
  'contact_views',
  {
    ownerEntityId: integer('owner_entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    viewerEntityId: integer('viewer_entity_id')
      .notNull()
      .references(() => users.entityId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerEntityId, t.viewerEntityId, t.day] }),
    index('contact_views_owner_idx').on(t.ownerEntityId, t.viewedAt),
  ],
);
