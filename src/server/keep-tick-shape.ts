/**
 * Keeps `process.nextTick` on V8's fast path for the life of the process.
 * main.ts imports this module first, before anything else loads.
 *
 * Node builds each tick object as an object literal. V8 drops a hidden class
 * that no live object uses when it collects garbage, and tick objects live
 * for less than a tick, so most full collections find none alive: the next
 * tick object then gets a new hidden class. nextTick's inline caches count
 * every new one, and after a few collections they give up for good
 * (megamorphic): from then on each call takes V8's slow path, about 4.6 times
 * the cost. A small process rarely collects fully; ours, with its large heap,
 * does within seconds of load. Node's streams call nextTick several times per
 * request, so this alone cost a small JSON route about a third of its
 * throughput (docs/decisions/012).
 *
 * Holding one tick object alive keeps their hidden class alive.
 */
import { createHook } from 'node:async_hooks';

const kept: object[] = [];
// An async hook is the only way to reach a tick object; it is on for this one call.
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject' && kept.length === 0) kept.push(resource);
  },
});
hook.enable();
process.nextTick(() => {});
hook.disable();
