/** The shortest interval a job may run at: below it a job is a busy loop, not a periodic task. */
export const MIN_EVERY_MS = 100;

const UNITS = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1 } as const;
type Unit = keyof typeof UNITS;

/** A duration like `250ms`, `5s`, `10m` or `1h` in milliseconds; undefined when the text is not one. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,9})(ms|s|m|h)$/.exec(text.trim());
  return match ? Number(match[1]) * UNITS[match[2] as Unit] : undefined;
}

/** Milliseconds in the largest unit that divides them evenly: 3_600_000 → `1h`, 1_500 → `1500ms`. */
export function formatDuration(ms: number): string {
  const unit = (Object.keys(UNITS) as Unit[]).find((u) => ms % UNITS[u] === 0) ?? 'ms';
  return `${ms / UNITS[unit]}${unit}`;
}

/**
 * `JOB_INTERVALS` (`invoice-expiry=5s,vip-rewards=1h`): the interval of each job it names, and one problem text per
 * entry that is malformed, names no job of `names`, names a job twice or is shorter than MIN_EVERY_MS.
 */
export function parseJobIntervals(
  text: string,
  names: readonly string[],
): { intervals: Record<string, number>; problems: string[] } {
  const intervals: Record<string, number> = {};
  const problems: string[] = [];
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [name = '', value, ...rest] = entry.split('=').map((s) => s.trim());
    const ms = value === undefined ? undefined : parseDuration(value);
    if (rest.length || ms === undefined)
      problems.push(`"${entry}" is not job=interval with a unit of ms, s, m or h (e.g. invoice-expiry=5s)`);
    else if (!names.includes(name)) problems.push(`"${name}" is not a job; the jobs are ${names.join(', ')}`);
    else if (Object.hasOwn(intervals, name)) problems.push(`"${name}" is given twice`);
    else if (ms < MIN_EVERY_MS) problems.push(`"${entry}" is shorter than ${formatDuration(MIN_EVERY_MS)}`);
    else intervals[name] = ms;
  }
  return { intervals, problems };
}
