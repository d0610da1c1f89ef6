import type { Db } from '../db/client';
import type { Job, JobLog } from './job';
import {
  claimDueJobs,
  finishRun,
  registerJobs,
  renewLeases,
  type ClaimedRun,
  type RunOutcome,
} from './lease';
import { listJobs, type JobStatus } from './status';

/** What a job runner needs. Nothing in it is per process but `holder`, so any number of processes can run one. */
export type JobRunnerOptions = {
  db: Db;
  /** Who this runner is in leases and the run history, unique per process (see `processHolder`). */
  holder: string;
  log: JobLog;
  /** The app's clock, handed to each run; the schedule keeps the database's clock. */
  now?: () => Date;
  /** How often the runner claims due jobs and renews its leases; default min(1 s, shortest interval / 4). */
  tickMs?: number;
  /** Intervals by job name that override the jobs' own (the JOB_INTERVALS setting). */
  intervals?: Readonly<Record<string, number>>;
};

/** Runs periodic jobs, each once per period across every process that runs the same jobs on the same database. */
export type JobRunner = {
  readonly holder: string;
  /** Adds a job; only before start. */
  add: (job: Job) => void;
  /** Registers the jobs (keeping their schedules) and starts claiming them; resolves once registered. */
  start: () => Promise<void>;
  /**
   * Stops claiming, lets running jobs finish for up to `timeoutMs` (renewing their leases meanwhile) and resolves.
   * Finished runs have released their leases. A run still going when the time is up has its signal aborted and keeps
   * its lease until it finishes or the lease runs out, so another process never starts the job beside it.
   */
  stop: (timeoutMs?: number) => Promise<void>;
  /** The schedule and last run of this runner's jobs, from the database. */
  list: () => Promise<JobStatus[]>;
};

/** How long stop() waits for running jobs unless told. */
export const STOP_TIMEOUT_MS = 10_000;

/** The longest error message recorded; the log has the whole error. */
const MAX_ERROR = 2_000;

type Running = ClaimedRun & {
  controller: AbortController;
  done: Promise<void>;
};

/** A job runner; see JobRunner. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, holder, log } = options;
  const now = options.now ?? (() => new Date());
  const jobs = new Map<string, Job>();
  const running = new Map<string, Running>();
  let state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  let tickMs = 0;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  const everyOf = (job: Job) => options.intervals?.[job.name] ?? job.every;
  const tagged = (name: string): JobLog => ({
    info: (fields, message) => log.info({ job: name, ...fields }, message),
    warn: (fields, message) => log.warn({ job: name, ...fields }, message),
    error: (fields, message) => log.error({ job: name, ...fields }, message),
  });

  // a lease lasts one interval and is renewed every tick (≤ a quarter of it by default), so only a holder that
  // stops answering for most of an interval loses a job it is running
  async function renew() {
    const due = [...running.values()].filter((r) => !r.controller.signal.aborted);
    if (!due.length) return;
    const held = new Set(
      await renewLeases(
        db,
        holder,
        due.map((r) => r.name),
      ),
    );
    for (const run of due.filter((r) => !held.has(r.name))) {
      tagged(run.name).warn({ holder }, 'job lease lost to another holder; its run is asked to stop');
      run.controller.abort(new Error(`the lease of job ${run.name} was lost`));
    }
  }

  async function claim() {
    const idle = [...jobs.keys()].filter((name) => !running.has(name));
    for (const claimed of await claimDueJobs(db, holder, idle)) startRun(jobs.get(claimed.name)!, claimed);
  }

  function startRun(job: Job, claimed: ClaimedRun) {
    const controller = new AbortController();
    const jobLog = tagged(job.name);
    const done = (async () => {
      let outcome: RunOutcome;
      try {
        const summary = await job.run({ now: now(), signal: controller.signal, log: jobLog });
        outcome = { result: 'ok', summary: summary || null };
        if (summary) jobLog.info({ summary }, 'job run finished');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        outcome = { result: 'failed', error: message.slice(0, MAX_ERROR) };
        jobLog.warn({ err: error }, 'job run failed');
      }
      try {
        await finishRun(db, { ...claimed, holder }, outcome);
      } catch (error) {
        jobLog.error({ err: error }, 'job run not recorded; its lease runs out by itself');
      }
    })().finally(() => running.delete(job.name));
    running.set(job.name, { ...claimed, controller, done });
  }

  async function tick() {
    try {
      await renew();
      if (state === 'started') await claim();
    } catch (error) {
      log.warn({ err: error, holder }, 'job runner tick failed; trying again next tick');
    }
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      ticking = tick().finally(() => {
        ticking = undefined;
        if (state === 'started' || state === 'stopping') schedule(tickMs);
      });
    }, delay);
    timer.unref();
  }

  async function waitForRuns(timeoutMs: number) {
    const runs = [...running.values()];
    if (!runs.length) return;
    let timeout: NodeJS.Timeout | undefined;
    const expired = new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(true), timeoutMs)));
    const finished = Promise.all(runs.map((r) => r.done)).then(() => false);
    const timedOut = await Promise.race([finished, expired]);
    clearTimeout(timeout);
    if (!timedOut) return;
    for (const run of runs) run.controller.abort(new Error('the job runner stopped'));
    log.warn(
      { holder, jobs: runs.map((r) => r.name) },
      'jobs still running at stop keep their lease until they finish or it runs out',
    );
  }

  return {
    holder,
    add(job) {
      if (state !== 'new') throw new Error(`Job ${job.name} added after the runner started`);
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} added twice`);
      jobs.set(job.name, job);
    },
    async start() {
      if (state !== 'new') throw new Error('The job runner was started already');
      const list = [...jobs.values()];
      const shortest = Math.min(...list.map(everyOf));
      tickMs = options.tickMs ?? Math.min(1_000, shortest / 4);
      if (!(tickMs > 0 && tickMs <= shortest / 2))
        throw new Error(`tickMs must be above 0 and at most half the shortest interval (${shortest} ms)`);
      await registerJobs(
        db,
        list.map((job) => ({
          name: job.name,
          everyMs: everyOf(job),
          // an interval shortened by JOB_INTERVALS shortens a longer first wait too
          firstRunAfterMs: Math.min(job.firstRunAfter ?? everyOf(job), everyOf(job)),
        })),
      );
      state = 'started';
      if (list.length) schedule(0);
    },
    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      if (state === 'new') state = 'stopped';
      if (state === 'started') state = 'stopping';
      // a claim under way may start runs: they are waited for like the others
      await ticking;
      await waitForRuns(timeoutMs);
      state = 'stopped';
      clearTimeout(timer);
      await ticking;
    },
    list: () => listJobs(db, [...jobs.keys()]),
  };
}
