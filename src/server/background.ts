/**
 * Work a request starts and does not wait for: what must not change how long its answer takes,
 * such as the mail of a password reset, which would tell a registered address from an unknown one
 * by the time it took (decision 104). A failure is logged, never thrown at the caller. Closing the
 * app waits for what runs; tests wait for `idle()` before they read what the work wrote.
 */
import type { FastifyBaseLogger } from 'fastify';

export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  /** While held (a test's `hold()`), new work waits: what an answer holds can be read before it runs. */
  let gate: Promise<void> | null = null;

  return {
    run(name: string, work: () => Promise<unknown>): void {
      const task = (async () => {
        if (gate) await gate;
        await work();
      })().catch((err: unknown) => log.error({ err, task: name }, 'background task failed'));
      running.add(task);
      void task.finally(() => running.delete(task));
    },

    /** Resolves once nothing runs, including what the work that ran started in turn. */
    async idle(): Promise<void> {
      while (running.size) await Promise.all([...running]);
    },

    /** Holds new work until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
