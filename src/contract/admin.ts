/** The admin area's API: member roles (spec §6), members, the audit log and the server. */
import { z } from 'zod';
import { MAIL_DELIVERIES } from './mail.ts';
import { MEMBER_ROLES } from './session.ts';

export const memberRolesSchema = z.object({
  roles: z
    .array(z.enum(MEMBER_ROLES, { error: `Use roles from: ${MEMBER_ROLES.join(', ')}` }), {
      error: 'roles must be a list',
    })
    .max(MEMBER_ROLES.length)
    .transform((roles) => [...new Set(roles)].sort()),
});
export type MemberRolesInput = z.infer<typeof memberRolesSchema>;

export const memberRolesResponseSchema = z.object({ entityId: z.number().int(), roles: z.array(z.enum(MEMBER_ROLES)) });

/* ---------------- members ---------------- */

export const memberSearchQuerySchema = z.object({
  /** A name, an email address (or part of one) or an entity id. */
  q: z.string().trim().max(200, 'Use at most 200 characters').default(''),
  status: z.enum(['all', 'suspended', 'unconfirmed']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const adminMemberSchema = z.object({
  entityId: z.number().int(),
  name: z.string(),
  email: z.string(),
  accountType: z.string(),
  createdAt: z.string(),
  emailConfirmedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string(),
  isAdmin: z.boolean(),
  isStaff: z.boolean(),
  roles: z.array(z.enum(MEMBER_ROLES)),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const memberSearchSchema = z.object({
  items: z.array(adminMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const memberDetailSchema = adminMemberSchema.extend({
  /** Live sessions (signed-in browsers). */
  sessions: z.number().int(),
  lastSeenAt: z.string().nullable(),
  /** Credentials the member lists, for staff to verify. */
  credentials: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: z.string(),
      issuer: z.string(),
      year: z.number().int().nullable(),
      verified: z.boolean(),
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const SUSPENSION_REASON_MAX = 500;
export const suspendSchema = z.object({
  reason: z
    .string({ error: 'Say why the member is suspended' })
    .trim()
    .min(3, 'Say why the member is suspended')
    .max(SUSPENSION_REASON_MAX, `Use at most ${SUSPENSION_REASON_MAX} characters`),
});

export const credentialVerificationSchema = z.object({
  verified: z.boolean({ error: 'Say whether the credential is verified' }),
});

/* ---------------- audit log ---------------- */

export const auditQuerySchema = z.object({
  /** Who acted: an entity id. */
  actor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** An action, or its prefix ("member." for every member action). */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z._-]*$/, 'Use an action name such as member.suspend')
    .default(''),
  /** What was acted on (an entity id, an item id). */
  target: z.string().trim().max(60).default(''),
  from: z.iso.date({ error: 'from: use a date as YYYY-MM-DD' }).optional(),
  to: z.iso.date({ error: 'to: use a date as YYYY-MM-DD' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEntityId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  /** In a pseudo session, the member the actor was acting as. */
  actingEntityId: z.number().int().nullable(),
  actingName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;

/* ---------------- server ---------------- */

/** Spec §2.13, §3 "Server info": what the admin popover shows. */
export const serverInfoSchema = z.object({ ip: z.string(), serverName: z.string(), containerName: z.string() });
export type ServerInfo = z.infer<typeof serverInfoSchema>;

/** The admin server-info page: the popover's three lines and the rest of what admins check. */
export const serverStatusSchema = serverInfoSchema.extend({
  version: z.string(),
  node: z.string(),
  pid: z.number().int(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  database: z.enum(['pglite', 'postgres']),
  bus: z.enum(['memory', 'redis']),
  fileStore: z.enum(['disk', 's3']),
  mail: z.enum(MAIL_DELIVERIES),
  classicSite: z.boolean(),
  members: z.number().int(),
  activeSessions: z.number().int(),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;
