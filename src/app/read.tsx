import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { asApiFailure, type ApiFailure } from '../contract/failure';

/** Where one read stands: waiting, its data, or the failure as codes for the view to translate. */
export type ReadState<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; failure: ApiFailure };

type Outcome<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

/**
 * One read-only request (a page of history, the billing data) run by a promise actor when this mounts, so no
 * view effect fetches. A read is not a flow: to read again — other filters, a retry — give `Read` a new `key`.
 */
export function Read<T>({
  load,
  children,
}: {
  load: () => Promise<T>;
  children: (state: ReadState<T>) => ReactNode;
}) {
  // The actor is made once per mount; a failure is its output, so the actor never ends in an error state.
  const [logic] = useState(() =>
    fromPromise<Outcome<T>>(() =>
      load().then(
        (data) => ({ ok: true, data }),
        (error: unknown) => ({ ok: false, failure: asApiFailure(error) }),
      ),
    ),
  );
  const ref = useActorRef(logic);
  // What the answer shows (a game's panel, a page of bonuses) renders at a transition's priority, in slices a tap
  // can come between, rather than in one task as the store's update would render it.
  const outcome = useDeferredValue(useSelector(ref, (s) => s.output));
  const state: ReadState<T> = !outcome
    ? { status: 'loading' }
    : outcome.ok
      ? { status: 'done', data: outcome.data }
      : { status: 'failed', failure: outcome.failure };
  return children(state);
}
