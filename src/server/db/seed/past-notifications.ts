/**
 * What the demo members were told at the time: the notification service itself, so each notice says
 * what the live site says, in the member's language, once per cause; but dated when its cause happened
 * (the seed step's clock), and read when that is more than a week ago. A visitor trying a demo account
 * finds the bell holding the story the pages tell (a payment promised, one funded, a client waiting).
 *
 * The steps run in the seed's order, not the story's, and the bell lists by id (live, ids follow
 * time): the notices are kept until every step has run, then written oldest first. Nobody is online
 * while the seed runs, so nothing is pushed.
 */

import { createNotificationRepository } from '../../features/notifications/repository.ts';
import { createNotificationService, type NotificationService } from '../../features/notifications/service.ts';
import { createMemoryBus } from '../../realtime/bus.ts';
import type { Db } from '../client.ts';
import type { notifications } from '../schema/index.ts';

const READ_AFTER_MS = 7 * 86_400_000;
const ROWS_PER_INSERT = 500;

export interface PastNotifications {
  /** The service as a seed step uses it; `clock` says when the step's current cause happened. */
  service(clock: () => number): NotificationService;
  /** Writes every notice the steps made, oldest first. */
  write(): Promise<void>;
}

export function pastNotifications(db: Db, now: number): PastNotifications {
  const repo = createNotificationRepository(db);
  const kept: (typeof notifications.$inferInsert)[] = [];
  return {
    service: (clock) =>
      createNotificationService({
        repo: {
          ...repo,
          insert: async (values) => {
            kept.push({ ...values, createdAt: new Date(clock()), isRead: clock() < now - READ_AFTER_MS });
            return undefined;
          },
        },
        bus: createMemoryBus(),
      }),
    async write() {
      kept.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
      for (let i = 0; i < kept.length; i += ROWS_PER_INSERT) await repo.insertMany(kept.slice(i, i + ROWS_PER_INSERT));
    },
  };
}
