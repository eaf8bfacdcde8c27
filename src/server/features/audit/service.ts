/** The audit log: every staff or admin action that changes something is recorded with who, what and from where. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createAuditRepository } from './repository.ts';

export function createAuditService(db: Db) {
  const repo = createAuditRepository(db);
  return {
    /** A row with an explicit actor (token calls, where the viewer may have been narrowed to anonymous). */
    insert: (values: Parameters<typeof repo.insert>[0]) => repo.insert(values),

    async record(request: FastifyRequest, action: string, target: string | number | null, details?: unknown) {
      const viewer = request.viewer;
      await repo.insert({
        // In a pseudo session the accountable person is the admin behind it.
        actorEntityId: viewer.user?.is_pseudo ? viewer.user.admin_entity_id : viewer.entityId || null,
        action,
        target: target === null ? null : String(target),
        details: details ?? null,
        ip: request.ip,
      });
    },
    latest: (limit = 50) => repo.latest(limit),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
