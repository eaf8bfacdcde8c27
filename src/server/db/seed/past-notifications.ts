/**
 * What the demo members were told at the time: the notification service itself, so each notice says
 * what the live site says, in the member's language, once per cause; but dated when its cause happened
 * (the seed's clock), and read when that is more than a week ago. A visitor trying a demo account
 * finds the bell holding the story the pages tell (a payment promised, one funded, a client waiting).
 * Nobody is online while the seed runs, so the bus carries nothing anywhere.
 */
import { createNotificationRepository } from '../../features/notifications/repository.ts';
import { createNotificationService, type NotificationService } from '../../features/notifications/service.ts';
import { createMemoryBus } from '../../realtime/bus.ts';
import type { Db } from '../client.ts';

const READ_AFTER_MS = 7 * 86_400_000;

export function pastNotifications(db: Db, { now, clock }: { now: number; clock: () => number }): NotificationService {
  const repo = createNotificationRepository(db);
  return createNotificationService({
    repo: {
      ...repo,
      insert: (values) =>
        repo.insert({ ...values, createdAt: new Date(clock()), isRead: clock() < now - READ_AFTER_MS }),
    },
    bus: createMemoryBus(),
  });
}
