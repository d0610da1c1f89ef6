/** The binomial coefficient C(n, k) exactly: the number of k-element subsets of n things, 0 when k < 0 or k > n. */
export function choose(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k)) throw new RangeError(`choose(${n}, ${k}) needs integers`);
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < Math.min(k, n - k); i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
