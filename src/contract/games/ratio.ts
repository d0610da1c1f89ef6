/**
 * An exact non-negative rational: game multipliers and RTPs are ratios, so a payout is computed in integer minor
 * units without a float, and enumerating a game's outcomes gives its RTP exactly.
 */
export type Ratio = { readonly num: bigint; readonly den: bigint };

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** num/den in lowest terms. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n || n < 0n)
    throw new RangeError(`ratio(${n}, ${d}) must be non-negative with a positive denominator`);
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const mul = (a: Ratio, b: Ratio) => ratio(a.num * b.num, a.den * b.den);
export const div = (a: Ratio, b: Ratio) => ratio(a.num * b.den, a.den * b.num);
export const add = (a: Ratio, b: Ratio) => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const compare = (a: Ratio, b: Ratio) => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** The ratio as a float, for display and statistics only. */
export const toNumber = (r: Ratio) => Number(r.num) / Number(r.den);

/** stake × r in minor units, rounded down: the house never pays a fraction of a minor unit. */
export const applyRatio = (stake: bigint, r: Ratio) => (stake * r.num) / r.den;

/** A ratio from a decimal string such as "0.99" or "36.63", exactly. */
export function ratioOf(decimal: string): Ratio {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) throw new RangeError(`"${decimal}" is not a decimal`);
  const fraction = match[2] ?? '';
  return ratio(BigInt(match[1]! + fraction), 10n ** BigInt(fraction.length));
}

/** The exact ratio as the wire and the database write it: `num/den`. */
export const ratioText = (r: Ratio) => `${r.num}/${r.den}`;

/** `num/den` → the multiplier as a float for display, rounded to 4 decimals. */
export function displayMultiplier(exact: string | null): number | null {
  if (exact === null) return null;
  const [num, den] = exact.split('/').map(Number);
  return Math.round((num! / den!) * 10_000) / 10_000;
}
