/**
 * Favorites (issue 21): the signed-in member's private list of members,
 * changed from a profile or a directory card. Whose list it is comes from the
 * session, never from the request.
 */
import type { FastifyRequest } from 'fastify';
import { FAVORITES_FULL, FAVORITES_MAX, NOT_YOURSELF } from '../../../contract/favorites.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { FavoritesRepository } from './repository.ts';

export function createFavoritesService(repo: FavoritesRepository, audit: AuditService) {
  return {
    ids: (request: FastifyRequest) => repo.ids(request.viewer.entityId),

    async add(request: FastifyRequest, entityId: number, note: string) {
      const me = request.viewer.entityId;
      if (entityId === me) throw badRequest(NOT_YOURSELF);
      if (!(await repo.listed(entityId))) throw notFound('No member with this entity id');
      if (!(await repo.has(me, entityId)) && (await repo.count(me)) >= FAVORITES_MAX) throw badRequest(FAVORITES_FULL);
      await repo.put(me, entityId, note);
      await audit.recordIfPseudo(request, 'favorites.add', { entityId });
      return { entityId, favorite: true };
    },

    async remove(request: FastifyRequest, entityId: number) {
      await repo.remove(request.viewer.entityId, entityId);
      await audit.recordIfPseudo(request, 'favorites.remove', { entityId });
      return { entityId, favorite: false };
    },
  };
}
