import { fromCallback, fromPromise, type AnyActorLogic, type EventObject } from 'xstate';

/** A typed placeholder for an effectful actor; `src/app` provides the real one, tests provide fakes. */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

/** A typed placeholder for a callback actor (one that sends events back while it runs). */
export function notProvidedCallback<TEvent extends EventObject, TInput = void>(name: string) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`${name} not provided`);
  });
}

/**
 * Body of a placeholder for an effectful action, written inline in `setup` so XState keeps its types:
 * `storeToken: (_, _params: { token: string }) => notProvidedAction('storeToken')`.
 */
export function notProvidedAction(name: string): never {
  throw new Error(`${name} not provided`);
}

/**
 * A typed placeholder for a child machine whose code `src/app` loads on demand (so the parent does not import it):
 * `payIn: notProvidedLogic<typeof payInMachine>('payIn')` with a type-only import of `payInMachine`.
 */
export function notProvidedLogic<TLogic extends AnyActorLogic>(name: string): TLogic {
  const fail = (): never => {
    throw new Error(`${name} not provided`);
  };
  return { transition: fail, getInitialSnapshot: fail, getPersistedSnapshot: fail } as unknown as TLogic;
}
