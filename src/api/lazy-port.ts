import { loadOnce } from './load-once';

/** A port all of whose members are calls that answer later: the only kind `lazyPort` can stand in for. */
export type AsyncPort<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * A port whose implementation (its calls and the contract schemas they validate with) loads on its first call,
 * so a page that never calls it does not load or evaluate that code. A failed load is tried again on the next call.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  const loaded = loadOnce(load);
  const calls = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as T, {
    get(_, key) {
      // not a thenable: `await port` must not call into the implementation
      if (typeof key !== 'string' || key === 'then') return undefined;
      let call = calls.get(key);
      if (!call) {
        call = async (...args) => {
          const port: object = await loaded();
          const member: unknown = Reflect.get(port, key);
          if (typeof member !== 'function') throw new TypeError(`${key} is not a call of this port`);
          return (member as (...a: unknown[]) => Promise<unknown>).apply(port, args);
        };
        calls.set(key, call);
      }
      return call;
    },
  });
}

/**
 * A port whose calls in `ready` are there at once and whose other calls load with their first use (`lazyPort`):
 * the calls every page makes as it starts do not bring the code and the contract schemas of the port's others.
 */
export function partlyLazyPort<T extends AsyncPort<T>, K extends keyof T & string>(
  ready: Pick<T, K>,
  load: () => Promise<T>,
): T {
  const rest = lazyPort<T>(load);
  return new Proxy({} as T, {
    get(_, key) {
      if (typeof key === 'string' && Object.hasOwn(ready, key)) return ready[key as K];
      return Reflect.get(rest, key);
    },
  });
}
