import type { AnyActorLogic } from 'xstate';
import { loadOnce } from '../api/load-once';

/** Child logics whose code loads on demand, and the stand-ins a machine is provided with until then. */
export interface DeferredLogics<T extends Record<string, AnyActorLogic>> {
  /** Imports the logics once; a failed import may be tried again. */
  load(): Promise<void>;
  /** The stand-in for one logic: every use is passed to the loaded logic. */
  logic<K extends keyof T & string>(name: K): T[K];
}

/**
 * Logics a parent invokes only after `load()` is done (its machine waits in a state that invokes the load): the
 * composition root provides the stand-ins at start, and the code behind them stays out of the first load.
 */
export function deferredLogics<T extends Record<string, AnyActorLogic>>(
  importLogics: () => Promise<T>,
): DeferredLogics<T> {
  let loaded: T | null = null;
  const importing = loadOnce(importLogics);
  return {
    async load() {
      loaded = await importing();
    },
    logic(name) {
      const real = (): object => {
        const logic: AnyActorLogic | undefined = loaded?.[name];
        if (!logic) throw new Error(`${name} is used before its code has loaded`);
        return logic;
      };
      return new Proxy({} as T[typeof name], {
        get(_, key) {
          const target = real();
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function'
            ? (value as (...args: unknown[]) => unknown).bind(target)
            : value;
        },
        has: (_, key) => Reflect.has(real(), key),
      });
    },
  };
}
