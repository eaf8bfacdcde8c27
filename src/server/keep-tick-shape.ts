/**
 * Keeps `process.nextTick` on V8's fast path for the life of the process.
 * main.ts imports this module first, before anything else loads.
 *
 * Node builds each tick object as an object literal that starts from the
 * empty object's hidden class. V8 keeps a bounded table of transitions from a
 * hidden class and drops the ones whose objects have all died. Our dependency
 * graph adds thousands of transitions from the empty object (every `{}` that
 * gets a first property: module exports, parsed JSON, options objects), which
 * fills that table. Tick objects live for less than a tick, so a garbage
 * collection with none alive drops their transition, and a full table cannot
 * take it back: from then on nextTick's property stores are megamorphic and
 * every call takes V8's slow path. Node's streams call nextTick several times
 * per request, so this alone cost a small JSON route about a third of its
 * throughput (docs/decisions/012).
 *
 * Holding one tick object alive keeps its hidden class, and so its
 * transition, from the start.
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
