/**
 * Work a request starts and does not wait for: the answer goes out at once, so its timing cannot tell what the work
 * found (whether an account exists). A failure is logged, never answered; `settled` resolves once every started
 * piece has finished, so a draining server finishes it before the database closes.
 */
export type AfterResponse = {
  /** Starts `work` now without waiting for it; `name` says in the log what failed. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when all work started so far has finished, failed or not. */
  settled(): Promise<void>;
};

/** Runs work after the answer in this process. */
export function createAfterResponse(log: { error(details: object, message: string): void }): AfterResponse {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const done: Promise<void> = Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ err: error, work: name }, 'work after the answer failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size) await Promise.all([...running]);
    },
  };
}
