/**
 * What admins do to members and read about the server: find members, grant
 * and revoke roles, suspend and lift suspensions, verify credentials; every
 * change on the record. A suspended member cannot sign in, their sessions end
 * at once in every process, and their profile leaves the site (410).
 */
import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type {
  MemberDetail,
  MemberRolesInput,
  MemberSearchQuery,
  ServerInfo,
  ServerStatus,
} from '../../../contract/admin.ts';
import { MEMBER_ROLES, type MemberRole } from '../../../contract/session.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { EventBus } from '../../realtime/bus.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { AuditService } from '../audit/service.ts';
import { type AuthService, isStaffEntity } from '../auth/service.ts';
import { announceProfileChange } from '../profile/profile-changed.ts';
import type { AdminRepository, MemberRow } from './repository.ts';

const PAGE_SIZE = 25;
const STARTED_AT = new Date();

const known = (roles: string[]) =>
  roles.filter((r): r is MemberRole => (MEMBER_ROLES as readonly string[]).includes(r));

/** The first address of this machine that is not loopback: what "ip" means in the spec's server info. */
function serverAddress(): string {
  for (const list of Object.values(networkInterfaces())) {
    for (const address of list ?? []) if (!address.internal && address.family === 'IPv4') return address.address;
  }
  return '127.0.0.1';
}

export function createAdminService(deps: {
  config: Config;
  database: Database;
  bus: EventBus;
  files: FileStore;
  repo: AdminRepository;
  audit: AuditService;
  auth: AuthService;
  now?: () => number;
}) {
  const { config, repo, audit, auth, now = Date.now } = deps;

  function toMember(row: MemberRow) {
    return {
      entityId: row.entityId,
      name: row.name,
      email: row.email,
      accountType: row.accountType,
      createdAt: row.createdAt.toISOString(),
      emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      suspensionReason: row.suspensionReason,
      isAdmin: row.isAdmin,
      isStaff: isStaffEntity(config, row.entityId, row.staffTitle),
      roles: known(row.roles),
    };
  }

  async function memberOr404(entityId: number) {
    const row = await repo.member(entityId);
    if (!row) throw notFound('No member with this entity id');
    return row;
  }

  /** The member's profile, directory entry and sessions, as every process sees them, after a change. */
  async function memberChanged(entityId: number) {
    await announceProfileChange({ db: deps.database.db, bus: deps.bus }, entityId);
    await auth.memberChanged(entityId);
  }

  return {
    async search(query: MemberSearchQuery) {
      const { rows, total } = await repo.search(query, PAGE_SIZE);
      return { items: rows.map(toMember), total, page: query.page, pageSize: PAGE_SIZE };
    },

    async member(entityId: number): Promise<MemberDetail> {
      const row = await memberOr404(entityId);
      const [live, credentials] = await Promise.all([
        repo.sessionsOf(entityId, new Date(now())),
        repo.credentialsOf(entityId),
      ]);
      return {
        ...toMember(row),
        sessions: live.live,
        lastSeenAt: live.lastSeenAt?.toISOString() ?? null,
        credentials,
      };
    },

    async roles(entityId: number) {
      await memberOr404(entityId);
      return { entityId, roles: known(await repo.rolesOf(entityId)) };
    },

    /** Replaces a member's roles; their sessions pick the change up on the next request, in every process. */
    async setRoles(request: FastifyRequest, entityId: number, input: MemberRolesInput) {
      await memberOr404(entityId);
      const before = await repo.rolesOf(entityId);
      await repo.setRoles(entityId, input.roles, request.viewer.entityId);
      // Verified credentials earn the certified badge on the card: the directory entry changes too.
      await memberChanged(entityId);
      await audit.record(request, 'member.roles', entityId, { before, after: input.roles });
      return { entityId, roles: input.roles };
    },

    /** Suspends a member: sessions end, the profile and directory entry leave the site. Never an admin or staff. */
    async suspend(request: FastifyRequest, entityId: number, reason: string) {
      const row = await memberOr404(entityId);
      if (row.isAdmin || isStaffEntity(config, entityId, row.staffTitle)) {
        throw forbidden('Admins and staff cannot be suspended: remove their role first');
      }
      if (row.suspendedAt) throw conflict('This member is already suspended');
      await repo.setSuspension(entityId, { at: new Date(now()), reason });
      // Nothing the member held keeps working while suspended: sessions, sockets, tokens, mailed links.
      await auth.endCredentialsOf(entityId);
      await memberChanged(entityId);
      await audit.record(request, 'member.suspend', entityId, { reason });
      return this.member(entityId);
    },

    async unsuspend(request: FastifyRequest, entityId: number) {
      const row = await memberOr404(entityId);
      if (!row.suspendedAt) throw conflict('This member is not suspended');
      await repo.setSuspension(entityId, null);
      await memberChanged(entityId);
      await audit.record(request, 'member.unsuspend', entityId, { reason: row.suspensionReason });
      return this.member(entityId);
    },

    /** Staff checked a credential (or take the check back); the member's profile and card show it. */
    async verifyCredential(request: FastifyRequest, entityId: number, credentialId: number, verified: boolean) {
      await memberOr404(entityId);
      if (!(await repo.setCredentialVerified(entityId, credentialId, verified))) {
        throw notFound('This member has no such credential');
      }
      await memberChanged(entityId);
      await audit.record(request, verified ? 'credential.verify' : 'credential.unverify', entityId, { credentialId });
      return this.member(entityId);
    },

    /** Spec §2.13: where this process runs. */
    serverInfo(): ServerInfo {
      return { ip: serverAddress(), serverName: hostname(), containerName: config.containerName };
    },

    async serverStatus(): Promise<ServerStatus> {
      const memory = process.memoryUsage();
      return {
        ...this.serverInfo(),
        version: config.version,
        node: process.version,
        pid: process.pid,
        startedAt: STARTED_AT.toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
        database: deps.database.kind,
        bus: deps.bus.kind,
        fileStore: deps.files.kind,
        mail: config.smtpUrl ? 'smtp' : 'outbox',
        classicSite: !!config.classicSiteUrl,
        ...(await repo.counts(new Date(now()))),
      };
    },
  };
}
