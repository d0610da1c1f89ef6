import { TIMINGS } from '../../contract/constants';

const KEY = 'swReloadGuard';

type GuardStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The reload guard of SPEC §4/§9: before an update's reload the page keeps its address (the target) for 10 s in
 * this tab's session storage. The page the reload brings back at that address finds it and does not reload again
 * while it holds: two versions activating in a row cannot loop the page.
 */
export function armReloadGuard(
  store: GuardStore,
  target: string,
  now: number,
  holdMs: number = TIMINGS.reloadGuard,
) {
  store.setItem(KEY, JSON.stringify({ target, until: now + holdMs }));
}

/** The kept target while the guard holds; an expired or unreadable guard is removed. */
export function readReloadGuard(store: GuardStore, now: number): string | null {
  const raw = store.getItem(KEY);
  if (raw === null) return null;
  try {
    const guard = JSON.parse(raw) as { target?: unknown; until?: unknown };
    if (typeof guard.target === 'string' && typeof guard.until === 'number' && now < guard.until)
      return guard.target;
  } catch {
    // a value another script wrote: treated as no guard
  }
  store.removeItem(KEY);
  return null;
}
