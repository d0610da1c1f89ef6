/** Periodic jobs: their schedule and lease, and the history of their runs. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per periodic job (`src/server/jobs`): its schedule and its lease. Every time is the database's clock, which
 * all server processes share. A job is held while `lease_until` is in the future; `holder` is the process that
 * claimed it last.
 */
export const jobs = pgTable(
  'jobs',
  {
    name: text('name').primaryKey(),
    everyMs: bigint('every_ms', { mode: 'number' }).notNull(),
    nextDueAt: at('next_due_at').notNull(),
    holder: text('holder'),
    leaseUntil: at('lease_until'),
    lastStartedAt: at('last_started_at'),
    lastFinishedAt: at('last_finished_at'),
    lastResult: text('last_result'),
    lastError: text('last_error'),
    lastSummary: text('last_summary'),
    runs: bigint('runs', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('jobs_every_check', sql`${t.everyMs} > 0`),
    check('jobs_last_result_check', sql`${t.lastResult} in ('ok','failed')`),
  ],
);

/** Each run of a job, kept for a day: who ran it, when, and how it ended (unfinished: still running or abandoned). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name')
      .notNull()
      .references(() => jobs.name, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    result: text('result'),
    error: text('error'),
    summary: text('summary'),
  },
  (t) => [
    index('job_runs_name_started_idx').on(t.name, t.startedAt),
    check('job_runs_result_check', sql`${t.result} in ('ok','failed')`),
    check('job_runs_finished_check', sql`(${t.result} is null) = (${t.finishedAt} is null)`),
  ],
);
