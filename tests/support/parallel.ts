/** Runs `work` for every item, at most `width` at once; answers the results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}
