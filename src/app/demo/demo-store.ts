import { newDemoTable, type DemoEnv, type DemoTable } from './demo-table';

/** localStorage key of the demo table: play money and seed pairs survive a reload, as a real account's would. */
export const DEMO_STORAGE_KEY = 'games.demo';

/** The demo table of this browser: read, changed, and watched (by the page and by other tabs). */
export interface DemoStore {
  read(): DemoTable;
  /** Applies a change; a change that throws (a refused bet) keeps the table as it was. */
  update<R>(change: (table: DemoTable) => { table: DemoTable; result: R }): R;
  subscribe(listener: () => void): () => void;
}

export type DemoStoreDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  env: DemoEnv;
  /** Where other tabs' changes are heard; none in tests. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

const HEX64 = /^[0-9a-f]{64}$/;

/** A stored table this version can use; anything else (an older shape, a hand edit) starts a new table. */
function isTable(value: unknown): value is DemoTable {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Partial<DemoTable>;
  return (
    t.version === 1 &&
    typeof t.nextId === 'number' &&
    Array.isArray(t.bets) &&
    typeof t.balances === 'object' &&
    t.balances !== null &&
    typeof t.pair?.serverSeed === 'string' &&
    HEX64.test(t.pair.serverSeed) &&
    Number.isInteger(t.pair.nonce)
  );
}

function load(deps: DemoStoreDeps): DemoTable | null {
  try {
    const stored: unknown = JSON.parse(deps.storage.getItem(DEMO_STORAGE_KEY) ?? 'null');
    return isTable(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The demo table kept in `storage`; a browser that refuses to store keeps it for the page's life. */
export function createDemoStore(deps: DemoStoreDeps): DemoStore {
  let table = load(deps) ?? newDemoTable(deps.env);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DEMO_STORAGE_KEY) return;
    const stored = load(deps);
    if (!stored) return;
    table = stored;
    notify();
  };
  return {
    read: () => table,
    update(change) {
      const { table: next, result } = change(table);
      table = next;
      try {
        deps.storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // private mode or a full quota: the table lives on in memory
      }
      notify();
      return result;
    },
    subscribe(listener) {
      if (listeners.size === 0) deps.window?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) deps.window?.removeEventListener('storage', onStorage);
      };
    },
  };
}
