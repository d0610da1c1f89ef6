/** Colour bands of the wheel by multiplier, so a multiplier has the same colour on every wheel. */
const BANDS: ReadonlyArray<{ below: number; color: string }> = [
  { below: 1.3, color: '#38bdf8' },
  { below: 1.75, color: '#34d399' },
  { below: 2.5, color: '#a3e635' },
  { below: 4, color: '#fbbf24' },
  { below: 10, color: '#fb923c' },
  { below: 30, color: '#f472b6' },
  { below: Number.POSITIVE_INFINITY, color: '#a78bfa' },
];

/** The colour of a segment that pays nothing. */
export const ZERO_COLOR = '#323a55';

/** The colour of a segment paying `multiplier`: grey for nothing, then cool to warm to violet as it grows. */
export function segmentColor(multiplier: number): string {
  if (multiplier === 0) return ZERO_COLOR;
  return BANDS.find((band) => multiplier < band.below)!.color;
}

/** Each multiplier of a wheel once, from the smallest, with how many segments pay it. */
export function multiplierCounts(table: readonly number[]): Array<{ multiplier: number; count: number }> {
  const counts = new Map<number, number>();
  for (const m of table) counts.set(m, (counts.get(m) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([multiplier, count]) => ({ multiplier, count }));
}
