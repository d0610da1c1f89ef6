import { createContext, useContext } from 'react';
import type { ApiClients } from '../api/client';
import type { GamesApi } from '../api/games';
import { lazyPort } from '../api/lazy-port';

/** What the game pages, the bet history and the fairness page call. */
export interface GameServices {
  games: GamesApi;
}

/** The game services on the app's client; the calls load with the first one (a game page, the live bets). */
export function createGameServices(clients: ApiClients): GameServices {
  return { games: lazyPort<GamesApi>(() => import('../api/games').then((m) => m.createGamesApi(clients))) };
}

export const GameServicesContext = createContext<GameServices | null>(null);

/** The game services; throws outside an `AppProvider` given `games`. */
export function useGameServices(): GameServices {
  const services = useContext(GameServicesContext);
  if (!services) throw new Error('useGameServices must be used inside <AppProvider games={...}>');
  return services;
}
