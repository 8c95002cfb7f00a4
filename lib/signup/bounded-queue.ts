/**
 * An in-process work queue with a fixed size: at most `concurrency` tasks run at once and
 * at most `maxPending` wait. A task pushed onto a full queue is refused at once (the caller
 * logs it) instead of growing memory without bound. Each task must bound its own time
 * (every wait in a task has a deadline), so the queue always drains.
 */
export type BoundedQueue = {
  /** Runs `task` when a slot is free; resolves when it has finished ("done"), or at once with "refused" when the queue is full. */
  push(task: () => Promise<void>): Promise<"done" | "refused">;
  /** Tasks running or waiting. */
  readonly size: number;
  /** Resolves once nothing runs or waits (tests; a graceful shutdown). */
  idle(): Promise<void>;
};

export function createBoundedQueue({ concurrency, maxPending }: { concurrency: number; maxPending: number }): BoundedQueue {
  const waiting: (() => void)[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (running > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      waiting.shift()?.();
    }
    settle();
  };

  return {
    push(task) {
      if (running >= concurrency && waiting.length >= maxPending) return Promise.resolve("refused");
      return new Promise<"done" | "refused">((resolve) => {
        waiting.push(() => {
          void task()
            .catch(() => undefined)
            .finally(() => {
              running -= 1;
              resolve("done");
              next();
            });
        });
        next();
      });
    },
    get size() {
      return running + waiting.length;
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}
