import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { appMachine } from './app.machine';
import { readAppState, type AppState } from './app.select';

export type AppActorRef = ActorRefFrom<typeof appMachine>;

/** The machine actors directly below `actor` (promise actors are leaves: their parent changes with them). */
function childMachines(actor: AnyActorRef): AnyActorRef[] {
  const snapshot = actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
  return Object.values(snapshot.children ?? {}).filter(
    (child): child is AnyActorRef => !!child && 'children' in (child.getSnapshot() as object),
  );
}

/**
 * Calls `listener` whenever the app or any flow below it changes, including flows that start later (the pay-in
 * flow at login, an invoice actor per invoice); returns the unsubscribe.
 */
export function subscribeAppState(actor: AppActorRef, listener: () => void): () => void {
  const subscriptions = new Map<AnyActorRef, { unsubscribe(): void }>();
  const follow = () => {
    const current = new Set<AnyActorRef>();
    const visit = (ref: AnyActorRef) => {
      current.add(ref);
      // an actor that fails is reported to its parent; here it only means a change to read
      if (!subscriptions.has(ref)) subscriptions.set(ref, ref.subscribe({ next: onChange, error: onChange }));
      childMachines(ref).forEach(visit);
    };
    visit(actor);
    for (const [ref, subscription] of subscriptions) {
      if (current.has(ref)) continue;
      subscription.unsubscribe();
      subscriptions.delete(ref);
    }
  };
  const onChange = () => {
    follow();
    listener();
  };
  follow();
  return () => {
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    subscriptions.clear();
  };
}

/** Resolves with the app state once `predicate` holds (tests and the router's `beforeLoad`). */
export function waitForAppState(
  actor: AppActorRef,
  predicate: (state: AppState) => boolean,
): Promise<AppState> {
  return new Promise((resolve) => {
    const subscription: { stop?: () => void; done: boolean } = { done: false };
    const check = () => {
      const state = readAppState(actor.getSnapshot());
      if (subscription.done || !predicate(state)) return;
      subscription.done = true;
      subscription.stop?.();
      resolve(state);
    };
    check();
    if (!subscription.done) subscription.stop = subscribeAppState(actor, check);
  });
}
