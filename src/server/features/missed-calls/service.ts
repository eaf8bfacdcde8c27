/**
 * Missed calls (issue 21): who tried to reach the member and heard nothing
 * back. A chat message counts once it has waited unread for a day; a look at
 * the contact details counts until a message goes either way. One line per
 * person, the latest first, each answered by opening the chat.
 */
import type { FastifyRequest } from 'fastify';
import { MISSED_AFTER_MS, MISSED_WINDOW_DAYS, type MissedCall } from '../../../contract/missed-calls.ts';
import { canManageEntity } from '../../../contract/session.ts';
import { forbidden } from '../../http/errors.ts';
import type { MissedCallsRepository } from './repository.ts';

const DAY_MS = 86_400_000;
const PREVIEW_MAX = 140;

export function createMissedCallsService(repo: MissedCallsRepository, now: () => number = Date.now) {
  return {
    async list(request: FastifyRequest, entityId: number): Promise<{ items: MissedCall[] }> {
      if (!canManageEntity(request.viewer.user, entityId)) {
        throw forbidden('Missed calls are private to their owner');
      }
      const t = now();
      const since = new Date(t - MISSED_WINDOW_DAYS * DAY_MS);
      const [messages, views] = await Promise.all([
        repo.unreadMessages(entityId, since, new Date(t - MISSED_AFTER_MS)),
        repo.unansweredViews(entityId, since),
      ]);
      const items: MissedCall[] = messages.map((r) => ({
        kind: 'message',
        entityId: r.entity_id,
        name: r.name,
        imageUrl: r.image_url,
        at: new Date(r.at).toISOString(),
        count: r.n,
        preview: (r.preview ?? '').slice(0, PREVIEW_MAX),
      }));
      // Someone who both wrote and looked is one missed call: their message says more.
      const wrote = new Set(items.map((i) => i.entityId));
      for (const r of views) {
        if (wrote.has(r.entity_id)) continue;
        items.push({
          kind: 'contact_view',
          entityId: r.entity_id,
          name: r.name,
          imageUrl: r.image_url,
          at: new Date(r.at).toISOString(),
          count: 1,
          preview: '',
        });
      }
      return { items: items.sort((a, b) => b.at.localeCompare(a.at)) };
    },
  };
}
