/** A rakeback period: one ISO calendar week from Monday 00:00 UTC, named like `2026-W46`. */
export type Period = { id: string; start: Date; end: Date };

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const PERIOD_ID = /^(\d{4})-W(\d{2})$/;

/** Monday 00:00 UTC of the week holding `at`. */
function weekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The ISO week starting at `start` (a Monday): its year is the year of its Thursday. */
function periodStarting(start: Date): Period {
  const thursday = new Date(start.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return {
    id: `${year}-W${String(week).padStart(2, '0')}`,
    start,
    end: new Date(start.getTime() + WEEK_MS),
  };
}

/** The period holding `at`. */
export function periodOf(at: Date): Period {
  return periodStarting(weekStart(at));
}

/** The period `count` weeks before (negative: after) `period`. */
export function periodBefore(period: Period, count = 1): Period {
  return periodStarting(new Date(period.start.getTime() - count * WEEK_MS));
}

/** The period named `id` (`2026-W46`); undefined for a name that is not a week of its year. */
export function parsePeriod(id: string): Period | undefined {
  const match = PERIOD_ID.exec(id);
  if (!match) return undefined;
  const [year, week] = [Number(match[1]), Number(match[2])];
  // week 1 is the week holding 4 January
  const firstMonday = weekStart(new Date(Date.UTC(year, 0, 4)));
  const period = periodStarting(new Date(firstMonday.getTime() + (week - 1) * WEEK_MS));
  return week >= 1 && period.id === id ? period : undefined;
}
