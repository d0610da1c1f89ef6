import { createContext, useContext } from 'react';
import type { BonusesApi } from '../api/bonuses';
import type { ApiClients } from '../api/client';
import type { FreeSpinsApi } from '../api/free-spins';
import { createGuestOffersApi } from '../api/guest-offers';
import { lazyPort, partlyLazyPort } from '../api/lazy-port';
import type { VipApi } from '../api/vip';
import type { Analytics } from './create-app-actor';

/** What the bonus, welcome-pack and VIP pages read and call, and the analytics their flows report to. */
export interface BonusServices {
  bonuses: BonusesApi;
  freeSpins: FreeSpinsApi;
  vip: VipApi;
  analytics: Analytics;
}

/**
 * The bonus services on the app's client: a guest's offers are there at once; the player's bonus calls, the free
 * spins' and the VIP calls load with their first use.
 */
export function createBonusServices(clients: ApiClients, analytics: Analytics): BonusServices {
  return {
    bonuses: partlyLazyPort<BonusesApi, 'waitingRegAndDep' | 'guestWelcomePack'>(
      createGuestOffersApi(clients),
      () => import('../api/bonuses').then((m) => m.createBonusesApi(clients)),
    ),
    freeSpins: lazyPort<FreeSpinsApi>(() =>
      import('../api/free-spins').then((m) => m.createFreeSpinsApi(clients)),
    ),
    vip: lazyPort<VipApi>(() => import('../api/vip').then((m) => m.createVipApi(clients))),
    analytics,
  };
}

export const BonusServicesContext = createContext<BonusServices | null>(null);

/** The bonus services; throws outside an `AppProvider` given `bonuses`. */
export function useBonusServices(): BonusServices {
  const services = useContext(BonusServicesContext);
  if (!services) throw new Error('useBonusServices must be used inside <AppProvider bonuses={...}>');
  return services;
}
