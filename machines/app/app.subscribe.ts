import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { appMachine } from './app.machine';
import { readAppState, type AppState } from './app.select';

export type AppActorRef = ActorRefFrom<typeof appMachine>;

/** Calls `listener` whenever the app or one of its long-lived children changes; returns the unsubscribe. */
export function subscribeAppState(actor: AppActorRef, listener: () => void): () => void {
  const subscriptions = [actor.subscribe(listener)];
  const children: (AnyActorRef | undefined)[] = Object.values(actor.getSnapshot().children);
  for (const child of children) {
    if (child) subscriptions.push(child.subscribe(listener));
  }
  return () => subscriptions.forEach((s) => s.unsubscribe());
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
