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
