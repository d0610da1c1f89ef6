import type { Random } from '../support/random';

/** One planned crash: after `afterSteps` finished client steps, SIGKILL, stay down `downtimeMs`, restart. */
export type Kill = { afterSteps: number; downtimeMs: number };

const MAX_DOWNTIME_MS = 500;

/**
 * Crash points spread over the middle of the run (between 10 % and 85 % of the steps), at least one step apart,
 * drawn from the seed so a run can be repeated.
 */
export function planKills(random: Random, totalSteps: number, count: number): Kill[] {
  const points = new Set<number>();
  const from = Math.floor(totalSteps * 0.1);
  const to = Math.floor(totalSteps * 0.85);
  while (points.size < count) points.add(random.int(from, to));
  return [...points]
    .sort((a, b) => a - b)
    .map((afterSteps) => ({ afterSteps, downtimeMs: random.int(0, MAX_DOWNTIME_MS) }));
}

const POLL_MS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the plan against the clients' progress: waits for each crash point, then crashes the server and brings it
 * back while the clients keep sending. Stops early when `finished` says the clients are done.
 */
export async function runKiller(
  plan: readonly Kill[],
  steps: () => number,
  finished: () => boolean,
  crash: (kill: Kill) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (const kill of plan) {
    while (steps() < kill.afterSteps) {
      if (finished()) return done;
      await sleep(POLL_MS);
    }
    await crash(kill);
    done++;
  }
  return done;
}
