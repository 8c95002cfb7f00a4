// Bounded work in one process: a fixed number of jobs at a time, a short queue, and past that a
// refusal the caller handles at once (never a queue that grows without limit).

/**
 * Runs at most `concurrency` jobs at once with at most `queueLimit` waiting. A job that finds
 * the queue full is not run: `run` answers null at once, and the caller does without.
 * Used for compression in server/ (zlib shares libuv's four threads with files, DNS and crypto)
 * and for the signup's confirmations sent after the answer.
 */
export class WorkLimiter {
  readonly concurrency: number;
  readonly queueLimit: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  #shed = 0;
  readonly #idle: (() => void)[] = [];

  constructor({ concurrency, queueLimit }: { concurrency: number; queueLimit: number }) {
    this.concurrency = concurrency;
    this.queueLimit = queueLimit;
  }

  run<T>(job: () => Promise<T>): Promise<T> | null {
    if (this.#running < this.concurrency) {
      this.#running += 1;
      return this.#start(job);
    }
    if (this.#waiting.length >= this.queueLimit) {
      this.#shed += 1;
      return null;
    }
    // The slot of the job that finishes passes straight to this one.
    return new Promise<void>((resolve) => this.#waiting.push(resolve)).then(() => this.#start(job));
  }

  async #start<T>(job: () => Promise<T>): Promise<T> {
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
      if (this.#running === 0) for (const resolve of this.#idle.splice(0)) resolve();
    }
  }

  /** Resolves once nothing runs or waits (tests; a graceful shutdown). */
  idle(): Promise<void> {
    if (this.#running === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Jobs running or waiting now. */
  get pending(): number {
    return this.#running + this.#waiting.length;
  }

  /** Jobs refused since start. */
  get shed(): number {
    return this.#shed;
  }
}
