import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns, jobs } from '../db/schema';

/**
 * Where a job stands: never run; running (its holder's lease is live); abandoned (its last run never finished and
 * the lease ran out: the holder died or lost the database); or how its last run ended.
 */
export type JobState = 'never' | 'running' | 'abandoned' | 'ok' | 'failed';

/** A job's row with its state, as the database saw it at `checkedAt` (the database's clock). */
export type JobStatus = {
  name: string;
  everyMs: number;
  state: JobState;
  /** The holder running it now, or the one that ran it last. */
  holder: string | null;
  leaseUntil: Date | null;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastError: string | null;
  lastSummary: string | null;
  nextDueAt: Date;
  runs: number;
  checkedAt: Date;
};

/** One run of a job from the history. */
export type JobRun = typeof jobRuns.$inferSelect;

function stateOf(row: typeof jobs.$inferSelect, now: Date): JobState {
  if (!row.lastStartedAt) return 'never';
  if (!row.lastFinishedAt || row.lastFinishedAt < row.lastStartedAt)
    return row.leaseUntil && row.leaseUntil > now ? 'running' : 'abandoned';
  return row.lastResult === 'failed' ? 'failed' : 'ok';
}

/** Every job the servers registered (or those of `names`), by name. */
export async function listJobs(db: Db, names?: readonly string[]): Promise<JobStatus[]> {
  if (names && !names.length) return [];
  const rows = await db
    .select({ job: jobs, checkedAt: sql<Date>`now()`.mapWith(jobs.nextDueAt) })
    .from(jobs)
    .where(names ? inArray(jobs.name, [...names]) : undefined)
    .orderBy(asc(jobs.name));
  return rows.map(({ job, checkedAt }) => ({
    name: job.name,
    everyMs: job.everyMs,
    state: stateOf(job, checkedAt),
    holder: job.holder,
    leaseUntil: job.leaseUntil,
    lastStartedAt: job.lastStartedAt,
    lastFinishedAt: job.lastFinishedAt,
    lastError: job.lastError,
    lastSummary: job.lastSummary,
    nextDueAt: job.nextDueAt,
    runs: job.runs,
    checkedAt,
  }));
}

/** The kept runs of one job, oldest first. */
export function listJobRuns(db: Db, name: string): Promise<JobRun[]> {
  return db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.name, name))
    .orderBy(asc(jobRuns.startedAt), asc(jobRuns.id));
}
