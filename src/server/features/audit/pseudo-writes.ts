/**
 * Every write an admin makes while acting as a member is on the record (spec §6, issue 54 item 7):
 * a step that writes an audit row of its own says what it did; any other write a pseudo session
 * makes is recorded here, by its route, once it succeeded, before the answer leaves. What was sent
 * is not kept (a chat message, a private setting): the route, its parameters and the status are.
 */
import type { FastifyInstance } from 'fastify';
import { type AuditService, auditedRequests } from './service.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerPseudoWriteAudit(scope: FastifyInstance, audit: AuditService) {
  scope.addHook('onSend', async (request, reply, payload) => {
    const pseudo = request.viewer?.user?.is_pseudo ?? false;
    if (!pseudo || READS.has(request.method) || reply.statusCode >= 400 || auditedRequests.has(request)) return payload;
    if (request.routeOptions.config.route?.notAnAct) return payload;
    await audit.record(request, 'pseudo.write', request.viewer.entityId, {
      method: request.method,
      route: request.routeOptions.url,
      params: request.params,
      status: reply.statusCode,
    });
    return payload;
  });
}
