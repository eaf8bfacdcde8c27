/**
 * Publish/subscribe between the parts of the app. In one process it is an
 * EventEmitter; with REDIS_URL it is Redis pub/sub, so several app processes
 * behind a load balancer deliver each other's events.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

export interface EventBus {
  kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; returns the unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Round trip through JSON so memory and Redis deliver the same thing.
      emitter.emit(channel, JSON.parse(JSON.stringify(message)));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisBus(url: string): EventBus {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const handlers = new Map<string, Set<BusHandler>>();
  // Sockets still closing after the bus closed (a shutdown) unsubscribe from a connection that is gone.
  let closed = false;
  sub.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    const message = JSON.parse(raw) as unknown;
    for (const h of set) h(message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await pub.publish(channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        current?.delete(handler);
        if (current && current.size === 0) {
          handlers.delete(channel);
          if (!closed) await sub.unsubscribe(channel);
        }
      };
    },
    async close() {
      closed = true;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
