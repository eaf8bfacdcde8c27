/**
 * The audit log: every staff or admin action that changes something is
 * recorded with who, as whom (in a pseudo session), what, when and from where.
 * Rows are only ever added; nothing edits or deletes them.
 */
import type { FastifyRequest } from 'fastify';
import type { AuditList, AuditQuery } from '../../../contract/admin.ts';
import type { Db } from '../../db/client.ts';
import { createAuditRepository } from './repository.ts';

export const AUDIT_PAGE_SIZE = 50;

/** Requests that wrote an audit row of their own: the pseudo-session catch-all (pseudo-writes.ts) adds none for them. */
export const auditedRequests = new WeakSet<FastifyRequest>();

export function createAuditService(db: Db) {
  const repo = createAuditRepository(db);
  return {
    /** A row with an explicit actor (token calls, where the viewer may have been narrowed to anonymous). */
    insert: (values: Parameters<typeof repo.insert>[0]) => repo.insert(values),

    async record(request: FastifyRequest, action: string, target: string | number | null, details?: unknown) {
      auditedRequests.add(request);
      const viewer = request.viewer;
      const pseudo = viewer.user?.is_pseudo ?? false;
      await repo.insert({
        // In a pseudo session the accountable person is the admin behind it, acting as the member.
        actorEntityId: pseudo ? viewer.user!.admin_entity_id : viewer.entityId || null,
        actingEntityId: pseudo ? viewer.entityId : null,
        action,
        target: target === null ? null : String(target),
        details: details ?? null,
        ip: request.ip,
      });
    },

    /**
     * Only when staff act as the member (a pseudo session): a member's own changes to their own
     * things (favorites, team) are theirs alone, but what staff did in their name is on the record.
     */
    async recordIfPseudo(request: FastifyRequest, action: string, details: unknown) {
      if (request.viewer.user?.is_pseudo) await this.record(request, action, request.viewer.entityId, details);
    },

    /** The newest rows, unfiltered. */
    latest: async (limit = 50) => (await repo.search({ action: '', target: '', page: 1 }, limit)).rows,

    async list(query: AuditQuery): Promise<AuditList> {
      const { rows, total } = await repo.search(query, AUDIT_PAGE_SIZE);
      return {
        items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total,
        page: query.page,
        pageSize: AUDIT_PAGE_SIZE,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
