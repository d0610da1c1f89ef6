import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { guestBonusMachine } from '../guest-bonus/guest-bonus.machine';
import { installPromptMachine } from '../install-prompt/install-prompt.machine';
import { promoMachine } from '../promo/promo.machine';
import type { PromoData } from '../promo/promo.types';
import { realtimeMachine } from '../realtime/realtime.machine';
import type { NetworkEvent, SocketCommand } from '../realtime/realtime.types';
import { ssoInput } from '../sso/sso.fixtures';
import type { AppInput } from './app.types';

/** A signed-out visitor's app input with nothing in the address or the cookies; tests override what they vary. */
export function appInput(overrides: Partial<AppInput> = {}): AppInput {
  return {
    isBot: false,
    hasToken: false,
    isDevelopment: false,
    locale: 'ru',
    queryModal: null,
    landingQuery: {},
    hasAdvertiserCookie: false,
    buildId: 'build-1',
    sso: ssoInput({ isBot: true }),
    guestBonus: { isGuest: false, starts: { regAndDep: null, welcomePack: null }, now: 0 },
    promo: { queryPromo: null, cookiePromo: null },
    realtime: { token: null, random: () => 0.5 },
    serviceWorker: { supported: false, reloadedForUpdate: false, backgroundSync: { periodicSync: false } },
    installPrompt: { dismissed: false, installed: false },
    ...overrides,
  };
}

const never = <T>() => fromPromise<T, void>(() => new Promise<T>(() => {}));

/** The guest bonus with offers that never load and a clock that stands still: it only waits or counts. */
export const quietGuestBonus = guestBonusMachine.provide({
  actors: { loadRegAndDepOffer: never(), loadWelcomePackOffer: never() },
  actions: { readClock: () => {}, storeStarts: () => {}, logLoadFailure: () => {} },
});

/** The landing promo with a lookup that never answers and cookie writes that go nowhere. */
export const quietPromo = promoMachine.provide({
  actors: { fetchPromo: fromPromise<PromoData, { code: string }>(() => new Promise<PromoData>(() => {})) },
  actions: { storePromo: () => {}, clearPromo: () => {}, dropPromoQuery: () => {}, logFailure: () => {} },
});

/** The realtime connection with a socket that never opens and a network that never changes: it only waits. */
export const quietRealtime = realtimeMachine.provide({
  actors: {
    socket: fromCallback<SocketCommand, void>(() => {}),
    watchNetwork: fromCallback<NetworkEvent, void>(() => {}),
  },
});

/** The install prompt of a browser that never offers to install. */
export const quietInstallPrompt = installPromptMachine.provide({
  actors: { watchInstallability: fromCallback<EventObject, void>(() => {}) },
});
