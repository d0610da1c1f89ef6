import { createContext, Fragment, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { selectCurrency, selectUser } from '../../../machines/app/app.select';
import { DEFAULT_CURRENCY, type Currency } from '../../contract/constants';
import { toMajor } from '../../contract/money';
import { GameServicesContext, useGameServices, type GameServices } from '../game-services';
import { useAppSelector } from '../provider';
import { createDemoGamesApi } from './demo-games-api';
import { createDemoStore, type DemoStore } from './demo-store';
import { demoBalance, resetDemoBalance, type DemoEnv } from './demo-table';

const browserEnv: DemoEnv = {
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
  now: () => new Date(),
};

let browserStore: DemoStore | null = null;

/** localStorage, or a store for the page's life where the browser refuses it (storage blocked for the site). */
function pageStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage;
  } catch {
    const kept = new Map<string, string>();
    return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value) };
  }
}

/** The browser's one demo table, made on first use: every game page and tab plays the same play money. */
function demoStoreOfBrowser(): DemoStore {
  browserStore ??= createDemoStore({ storage: pageStorage(), env: browserEnv, window });
  return browserStore;
}

/** Demo play as the views below a game page see it: the table and the currency it plays in. */
export type DemoPlay = { store: DemoStore; currency: Currency };

const DemoPlayContext = createContext<DemoPlay | null>(null);

/**
 * A guest plays in demo: below this provider the game services are the demo table's (the settings and the live
 * feed stay the server's), so the same machines and views play with play money. A player plays for real. The
 * subtree is mounted again when the visitor logs in or out, so nothing started in demo (an autobet, a round)
 * carries on with real money, nor the other way round.
 */
export function PlayModeProvider({ children, store }: { children: ReactNode; store?: DemoStore }) {
  const guest = useAppSelector(selectUser) === null;
  const currency = useAppSelector(selectCurrency) ?? DEFAULT_CURRENCY;
  const real = useGameServices();
  const demo = useMemo<{ play: DemoPlay; services: GameServices } | null>(() => {
    if (!guest) return null;
    const table = store ?? demoStoreOfBrowser();
    return {
      play: { store: table, currency },
      services: { games: createDemoGamesApi(table, real.games, browserEnv, () => currency) },
    };
  }, [guest, currency, real, store]);
  if (!demo) return <Fragment key="real">{children}</Fragment>;
  return (
    <Fragment key={`demo:${currency}`}>
      <GameServicesContext.Provider value={demo.services}>
        <DemoPlayContext.Provider value={demo.play}>{children}</DemoPlayContext.Provider>
      </GameServicesContext.Provider>
    </Fragment>
  );
}

/** Demo play when the page plays it, else null. */
export function useDemoPlay(): DemoPlay | null {
  return useContext(DemoPlayContext);
}

const noTable = () => () => {};

/** The demo table's play money in major units, following every bet; null outside demo play. */
export function useDemoBalance(): number | null {
  const demo = useDemoPlay();
  const table = useSyncExternalStore(demo?.store.subscribe ?? noTable, () => demo?.store.read() ?? null);
  return demo && table ? toMajor(demoBalance(table, demo.currency), demo.currency) : null;
}

/** Puts the play money back to its starting amount. */
export function resetDemo(demo: DemoPlay): void {
  demo.store.update((table) => ({ table: resetDemoBalance(table, demo.currency), result: undefined }));
}

/** Who plays a game page: whether they can bet, with what balance (major units), and whether it is play money. */
export type GamePlayer = { canPlay: boolean; balance: number | null; demo: boolean };

/** The visitor as a game view sees them: a player with their balance, a guest in demo, or a guest who cannot bet. */
export function useGamePlayer(): GamePlayer {
  const user = useAppSelector(selectUser);
  const demoBalanceNow = useDemoBalance();
  if (user) return { canPlay: true, balance: user.balance, demo: false };
  if (demoBalanceNow !== null) return { canPlay: true, balance: demoBalanceNow, demo: true };
  return { canPlay: false, balance: null, demo: false };
}
