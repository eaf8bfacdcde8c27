import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

/** A promise the test settles. */
function deferred() {
  let resolve = () => {};
  let reject = (_: Error) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('oneAtATime', () => {
  it('starts each task once the one before has settled, failed ones too', async () => {
    const queue = oneAtATime();
    const started: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = queue.run(async () => {
      started.push('a');
      await first.promise;
    });
    const b = queue.run(async () => {
      started.push('b');
      await second.promise;
      return 'b done';
    });
    const c = queue.run(async () => {
      started.push('c');
    });
    await Promise.resolve();
    expect([started, queue.size]).toEqual([['a'], 3]);
    first.reject(new Error('a failed'));
    await expect(a).rejects.toThrow('a failed');
    await new Promise((r) => setImmediate(r));
    expect([started, queue.size]).toEqual([['a', 'b'], 2]);
    second.resolve();
    expect(await b).toBe('b done');
    await c;
    expect([started, queue.size]).toEqual([['a', 'b', 'c'], 0]);
  });
});
