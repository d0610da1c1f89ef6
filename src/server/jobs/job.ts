import { MIN_EVERY_MS } from '../schedule/intervals';

/** The log a job runner writes to; a Fastify or pino logger fits. */
export type JobLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

/** What one run of a job is handed. */
export type JobContext = {
  /** The app's clock when the run started; the schedule itself keeps the database's clock. */
  now: Date;
  /** Aborted when the run should give up early: stop() ran out of time, or this process lost the job's lease. */
  signal: AbortSignal;
  /** The runner's log, with the job's name on every line. */
  log: JobLog;
};

/** A periodic job: its name, its interval and the work of one run. */
export type Job = {
  /** Kebab-case; the key of the job's schedule in the database and in JOB_INTERVALS. */
  name: string;
  /** Milliseconds from the start of one run to the start of the next, unless JOB_INTERVALS names the job. */
  every: number;
  /** Milliseconds from the job's first registration to its first run, at most one interval (the default); a restart keeps the schedule. */
  firstRunAfter?: number;
  /** One run; its text (e.g. "3 invoices expired") is recorded and logged, and a throw records the run failed. */
  run: (context: JobContext) => Promise<string | undefined | void>;
};

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Checks a job's name and timings and returns it; a bad one throws at definition, long before it would run. */
export function defineJob(job: Job): Job {
  if (!NAME.test(job.name)) throw new Error(`Job name "${job.name}" must be kebab-case, e.g. invoice-expiry`);
  if (!Number.isSafeInteger(job.every) || job.every < MIN_EVERY_MS)
    throw new Error(
      `Job ${job.name}: every must be a whole number of milliseconds, at least ${MIN_EVERY_MS}`,
    );
  if (job.firstRunAfter !== undefined && !(Number.isSafeInteger(job.firstRunAfter) && job.firstRunAfter >= 0))
    throw new Error(`Job ${job.name}: firstRunAfter must be a whole number of milliseconds, 0 or more`);
  return job;
}
