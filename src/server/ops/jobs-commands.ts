import { formatDuration } from '../schedule/intervals';
import type { JobStatus } from '../jobs/status';
import { parseCommandLine } from './arguments';
import { formatTable } from './format';
import { UsageError } from './usage-error';

/** The usage line of the jobs command (part of USAGE). */
export const JOBS_USAGE = `  jobs                                                  periodic jobs: interval, last run, result, holder, next due`;

/** A parsed jobs command. */
export type JobsCommand = { name: 'jobs' };

/** The services the jobs command runs through. */
export type JobsServices = { jobs: { list: () => Promise<JobStatus[]> } };

/** Whether a parsed command is the jobs command. */
export const isJobsCommand = (command: { name: string }): command is JobsCommand => command.name === 'jobs';

/** Parses `jobs` from the whole command line; undefined when it is another command. */
export function parseJobsCommand(argv: string[]): JobsCommand | undefined {
  if (argv[0] !== 'jobs') return undefined;
  if (parseCommandLine(argv.slice(1), {}).positionals.length) throw new UsageError('jobs takes no arguments');
  return { name: 'jobs' };
}

/** An elapsed time for people: `340ms`, `2.5s`, `4m 12s`, `3h 5m`. */
export function formatElapsed(ms: number): string {
  if (ms < 1_000) return `${Math.max(0, Math.round(ms))}ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1).replace(/\.0$/, '')}s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}m ${Math.floor((ms % 60_000) / 1_000)}s`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

const isoSeconds = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
const MAX_ERROR = 80;

function resultOf(job: JobStatus): string {
  switch (job.state) {
    case 'never':
      return 'never run';
    case 'failed': {
      const error = (job.lastError ?? '').replace(/\s+/g, ' ');
      return `failed: ${error.length > MAX_ERROR ? `${error.slice(0, MAX_ERROR - 1)}…` : error}`;
    }
    case 'ok':
      return job.lastSummary ? `ok: ${job.lastSummary}` : 'ok';
    default:
      return job.state;
  }
}

/** The jobs as the operator reads them: one line each, times of the database's clock. */
export function formatJobs(statuses: JobStatus[]): string {
  if (!statuses.length) return 'No jobs yet: a server registers its jobs when it starts.';
  return formatTable(
    ['job', 'every', 'last start', 'took', 'result', 'holder', 'next due'],
    statuses.map((job) => {
      const finished = job.state === 'ok' || job.state === 'failed';
      const dueIn = job.nextDueAt.getTime() - job.checkedAt.getTime();
      return [
        job.name,
        formatDuration(job.everyMs),
        job.lastStartedAt ? isoSeconds(job.lastStartedAt) : '-',
        finished ? formatElapsed(job.lastFinishedAt!.getTime() - job.lastStartedAt!.getTime()) : '-',
        resultOf(job),
        job.holder ?? '-',
        dueIn > 0 ? `in ${formatElapsed(dueIn)}` : 'due now',
      ];
    }),
  );
}

/** Runs the jobs command: the table of every registered job. */
export async function runJobsCommand(
  services: JobsServices,
  _command: JobsCommand,
  out: (line: string) => void,
) {
  out(formatJobs(await services.jobs.list()));
}
