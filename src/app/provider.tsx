import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AccountApi } from '../api/account';
import type { BillingApi } from '../api/billing';
import { BillingContext } from './billing-context';
import { BonusServicesContext, type BonusServices } from './bonus-services';
import { FormCallsContext, formCalls } from './forms';
import { GameServicesContext, type GameServices } from './game-services';
import { readAppState, type AppState } from '../../machines/app/app.select';
import { subscribeAppState, type AppActorRef } from '../../machines/app/app.subscribe';
import {
  appIntents,
  modalIntents,
  payInIntents,
  sessionIntents,
  type AppIntents,
  type ModalIntents,
  type PayInIntents,
  type SessionIntents,
} from './intents';

const AppActorContext = createContext<AppActorRef | null>(null);

/**
 * Hands the started root actor (from `createAppActor`), the form calls built on `account` and `billing`, the
 * billing reads, the bonus services and the game services to the views below.
 */
export function AppProvider({
  actor,
  account,
  billing,
  bonuses,
  games,
  children,
}: {
  actor: AppActorRef;
  account?: AccountApi;
  billing?: BillingApi;
  bonuses?: BonusServices;
  games?: GameServices;
  children: ReactNode;
}) {
  const calls = useMemo(
    () => (account ? formCalls(account, sessionIntents(actor), billing) : null),
    [account, actor, billing],
  );
  return (
    <AppActorContext.Provider value={actor}>
      <BillingContext.Provider value={billing ?? null}>
        <BonusServicesContext.Provider value={bonuses ?? null}>
          <GameServicesContext.Provider value={games ?? null}>
            <FormCallsContext.Provider value={calls}>{children}</FormCallsContext.Provider>
          </GameServicesContext.Provider>
        </BonusServicesContext.Provider>
      </BillingContext.Provider>
    </AppActorContext.Provider>
  );
}

/** The root app actor; throws outside `AppProvider`. */
export function useAppActor(): AppActorRef {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <AppProvider>');
  return actor;
}

/**
 * Reads the app through a named selector (`selectBalance`, `selectOpenModal`, ...) and re-renders when the
 * selected value changes, whichever child changed. Pass `isEqual` for selectors that build new objects.
 */
export function useAppSelector<T>(
  selector: (state: AppState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const actor = useAppActor();
  const last = useRef<{ value: T } | null>(null);
  const subscribe = useCallback((onChange: () => void) => subscribeAppState(actor, onChange), [actor]);
  const read = () => {
    const next = selector(readAppState(actor.getSnapshot()));
    if (last.current && isEqual(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** Session intents: login by each channel, registration, logout, user updates. */
export function useSessionEvents(): SessionIntents {
  const actor = useAppActor();
  return useMemo(() => sessionIntents(actor), [actor]);
}

/** Modal intents: open by name, close. */
export function useModalEvents(): ModalIntents {
  const actor = useAppActor();
  return useMemo(() => modalIntents(actor), [actor]);
}

/** Pay-in intents: method, amount, deposit, invoices. */
export function usePayInEvents(): PayInIntents {
  const actor = useAppActor();
  return useMemo(() => payInIntents(actor), [actor]);
}

/** App intents: locale change, geo re-check, the install prompt. */
export function useAppEvents(): AppIntents {
  const actor = useAppActor();
  return useMemo(() => appIntents(actor), [actor]);
}
