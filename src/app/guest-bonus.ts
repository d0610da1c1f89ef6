import { assign, fromPromise } from 'xstate';
import { guestBonusMachine } from '../../machines/guest-bonus/guest-bonus.machine';
import {
  GUEST_BONUS_KINDS,
  type GuestBonusInput,
  type PeriodStarts,
} from '../../machines/guest-bonus/guest-bonus.types';
import type { BonusesApi } from '../api/bonuses';
import type { CookieJar } from './cookies';

/** The first-visit cookie of SPEC §4 Guest bonus; it holds both period starts (see `COOKIE_LIFETIMES`). */
const COOKIE = 'guestBonus';

export interface GuestBonusDeps {
  cookies: CookieJar;
  bonuses: Pick<BonusesApi, 'waitingRegAndDep' | 'guestWelcomePack'>;
  /** Epoch ms; `Date.now` in the browser. */
  now: () => number;
  log(message: string, error: unknown): void;
}

const isTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The period starts the cookie holds, `{"regAndDep":<ms>,"welcomePack":<ms>}`; a kind missing or not a time
 * (an edited cookie) reads as null, so only its own period starts again.
 */
export function readPeriodStarts(cookies: CookieJar): PeriodStarts {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(cookies.get(COOKIE) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // not JSON: no period has a start
  }
  const startOf = (value: unknown) => (isTime(value) ? value : null);
  return { regAndDep: startOf(stored.regAndDep), welcomePack: startOf(stored.welcomePack) };
}

/** Writes both period starts to the cookie (a kind without a start is left out). */
export function writePeriodStarts(cookies: CookieJar, starts: PeriodStarts): void {
  const known = GUEST_BONUS_KINDS.filter((kind) => starts[kind] !== null).map((kind) => [kind, starts[kind]]);
  cookies.set(COOKIE, JSON.stringify(Object.fromEntries(known)));
}

/** What the guest bonus reads at boot: whether a player may be signed in, the cookie and the time. */
export function guestBonusBootInput(deps: GuestBonusDeps, hasToken: boolean): GuestBonusInput {
  return { isGuest: !hasToken, starts: readPeriodStarts(deps.cookies), now: deps.now() };
}

/** The `guestBonus` machine with the bonus calls, the first-visit cookie and the browser's clock. */
export function provideGuestBonus(deps: GuestBonusDeps) {
  return guestBonusMachine.provide({
    actors: {
      loadRegAndDepOffer: fromPromise(async () => {
        const waiting = await deps.bonuses.waitingRegAndDep();
        return waiting && { name: waiting.name };
      }),
      loadWelcomePackOffer: fromPromise(async () => {
        const pack = await deps.bonuses.guestWelcomePack();
        return pack && { name: pack.name, publicTitle: pack.publicTitle };
      }),
    },
    actions: {
      readClock: assign({ now: () => deps.now() }),
      storeStarts: (_, { starts }) => writePeriodStarts(deps.cookies, starts),
      logLoadFailure: (_, { kind, error }) => deps.log(`guest bonus ${kind} offer failed`, error),
    },
  });
}
