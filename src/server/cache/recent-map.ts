/**
 * A map of at most `max` entries that drops the oldest one it took to make room: for what a process derives again
 * and again from input (checked tokens, recorded headers, players' public names), bounded whatever the input is.
 */
export function recentMap<K, V>(max: number) {
  const entries = new Map<K, V>();
  return {
    get: (key: K): V | undefined => entries.get(key),
    /** Keeps `value` under `key` and answers it. */
    set(key: K, value: V): V {
      if (!entries.has(key) && entries.size >= max) entries.delete(entries.keys().next().value as K);
      entries.set(key, value);
      return value;
    },
    delete: (key: K): boolean => entries.delete(key),
    get size() {
      return entries.size;
    },
  };
}
