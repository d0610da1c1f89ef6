import type { GamesApi } from '../../api/games';
import type { Currency } from '../../contract/constants';
import {
  demoBetDetail,
  demoBets,
  demoOpenRound,
  demoSeeds,
  placeDemoBet,
  playDemoMove,
  rotateDemoSeeds,
  type DemoEnv,
} from './demo-table';
import type { DemoStore } from './demo-store';

/**
 * The games' calls for demo play: bets, rounds, the bet list, one bet and the seed pair from the browser's demo
 * table; the settings and the live feed (public, and the same for everyone) from the server. Nothing a demo bet
 * does reaches the server.
 */
export function createDemoGamesApi(
  store: DemoStore,
  real: Pick<GamesApi, 'settings' | 'feed'>,
  env: DemoEnv,
  currency: () => Currency,
): GamesApi {
  const run = <R>(work: () => R): Promise<R> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return {
    settings: (wanted) => real.settings(wanted),
    feed: (game) => real.feed(game),
    placeBet: (game, order) =>
      run(() =>
        store.update((table) => {
          const placed = placeDemoBet(table, env, game, currency(), order);
          return { table: placed.table, result: placed.answer };
        }),
      ),
    move: (game, name, body) =>
      run(() =>
        store.update((table) => {
          const moved = playDemoMove(table, env, game, name, body);
          return { table: moved.table, result: moved.answer };
        }),
      ),
    openRound: (game) => run(() => demoOpenRound(store.read(), game)),
    bets: (query) => run(() => demoBets(store.read(), query)),
    bet: (id) => run(() => demoBetDetail(store.read(), id)),
    seeds: () => run(() => demoSeeds(store.read())),
    rotateSeeds: (clientSeed) =>
      run(() =>
        store.update((table) => {
          const rotated = rotateDemoSeeds(table, env, clientSeed);
          return { table: rotated, result: demoSeeds(rotated) };
        }),
      ),
  };
}
