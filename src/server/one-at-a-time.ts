/** A queue of one: photo decodes in a process (features/profile/photo.ts), a socket's messages (realtime/gateway.ts). */

/** Tasks that run one after another, each once the one before has settled. */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    /** Tasks running or waiting their turn. */
    get size() {
      return size;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      size += 1;
      const result = last.then(task).finally(() => {
        size -= 1;
      });
      last = result.catch(() => {});
      return result;
    },
  };
}
