/**
 * Work a request starts and does not wait for: the answer goes out at once, so its timing cannot tell what the work
 * found (whether an account exists). A failure is logged, never answered; `settled` resolves once every started
 * piece has finished, so a draining server finishes it before the database closes.
 */
export type AfterResponse = {
  /** Starts `work` as soon as a slot is free, without waiting for it; `name` says in the log what failed. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when all work handed over so far has finished, failed or been dropped. */
  settled(): Promise<void>;
};

/**
 * How much work runs at once, and how much may wait. Answering before the work takes away the backpressure a
 * waiting client gave: a flood of forgot-password calls from many addresses must not pile up without end, so
 * beyond the queue work is dropped (and logged) rather than holding memory and database connections.
 */
export type AfterResponseLimits = { concurrency: number; queued: number };

const LIMITS: AfterResponseLimits = { concurrency: 8, queued: 2_000 };

/** Runs work after the answer in this process, a few pieces at a time. */
export function createAfterResponse(
  log: { error(details: object, message: string): void },
  limits: AfterResponseLimits = LIMITS,
): AfterResponse {
  const waiting: { name: string; work: () => Promise<void> }[] = [];
  let running = 0;
  let idle: (() => void)[] = [];

  const next = () => {
    while (running < limits.concurrency && waiting.length) {
      const { name, work } = waiting.shift()!;
      running++;
      void Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ err: error, work: name }, 'work after the answer failed'))
        .finally(() => {
          running--;
          next();
        });
    }
    if (running === 0 && !waiting.length) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  };

  return {
    run(name, work) {
      if (waiting.length >= limits.queued) {
        log.error({ work: name, queued: waiting.length }, 'work after the answer dropped: the queue is full');
        return;
      }
      waiting.push({ name, work });
      next();
    },
    settled() {
      if (running === 0 && !waiting.length) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}
