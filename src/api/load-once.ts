/**
 * `load` run at most once at a time and kept once it succeeded: every caller shares the one promise; a failed load
 * is forgotten, so the next caller tries again (the network may be back).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
