import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock } from 'xstate';
import { guestBonusMachine } from './guest-bonus.machine';
import { nextTickIn, startPeriods } from './guest-bonus.periods';
import {
  selectGuestBonus,
  selectGuestBonuses,
  selectIsCountingDown,
  selectTimeLeft,
} from './guest-bonus.select';
import type { PeriodStarts, RegAndDepOffer, WelcomePackOffer } from './guest-bonus.types';

const SECOND = 1_000;
const DAY = 86_400 * SECOND;
/** Boot time of every test. */
const T0 = Date.UTC(2025, 2, 1, 12, 0, 0);
const NO_COOKIE: PeriodStarts = { regAndDep: null, welcomePack: null };
const WELCOME_PACK: WelcomePackOffer = { name: 'bonus.welcome', publicTitle: 'Welcome pack' };
const both = (start: number): PeriodStarts => ({ regAndDep: start, welcomePack: start });

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Fakes {
  isGuest?: boolean;
  starts?: PeriodStarts;
  regAndDep?: () => RegAndDepOffer | null;
  welcomePack?: () => WelcomePackOffer | null;
}

/**
 * The guest bonus at T0 on a simulated clock: clock readings come from it, and the fakes write down the cookie
 * writes (with the time), the offer loads and the logged failures.
 */
async function startGuestBonus(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const stored: Array<{ at: number; starts: PeriodStarts }> = [];
  const loads: string[] = [];
  const logged: Array<{ kind: string; error: unknown }> = [];
  const machine = guestBonusMachine.provide({
    actors: {
      loadRegAndDepOffer: fromPromise(async () => {
        loads.push('regAndDep');
        return (fakes.regAndDep ?? (() => ({ name: 'bonus.reg_and_dep' })))();
      }),
      loadWelcomePackOffer: fromPromise(async () => {
        loads.push('welcomePack');
        return (fakes.welcomePack ?? (() => WELCOME_PACK))();
      }),
    },
    actions: {
      readClock: assign({ now: () => clock.now() }),
      storeStarts: (_, { starts }) => stored.push({ at: clock.now(), starts }),
      logLoadFailure: (_, failure) => logged.push(failure),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { isGuest: fakes.isGuest ?? true, starts: fakes.starts ?? NO_COOKIE, now: clock.now() },
  }).start();
  await flush();
  const snapshot = () => actor.getSnapshot();
  const left = () => ({
    regAndDep: selectTimeLeft(snapshot(), 'regAndDep'),
    welcomePack: selectTimeLeft(snapshot(), 'welcomePack'),
  });
  /** Moves the clock to T0 + `ms`; timers that were due fire once, late, as a sleeping tab's do. */
  const at = async (ms: number) => {
    clock.set(T0 + ms);
    await flush();
  };
  return { actor, clock, stored, loads, logged, snapshot, left, at };
}

describe('guest bonus periods', () => {
  it('ticks when a time left crosses a whole second, never later than 1 s', () => {
    expect(nextTickIn(both(T0), T0)).toBe(SECOND);
    expect(nextTickIn(both(T0), T0 + 250)).toBe(750);
    expect(nextTickIn({ regAndDep: T0, welcomePack: T0 - 400 }, T0 + 100)).toBe(500);
    expect(nextTickIn(NO_COOKIE, T0)).toBe(SECOND);
  });

  it('starts a missing, future or finished period now and keeps a running one', () => {
    const now = T0 + 5 * DAY;
    expect(startPeriods({ regAndDep: T0, welcomePack: T0 }, now)).toEqual({
      regAndDep: now,
      welcomePack: T0,
    });
    expect(startPeriods({ regAndDep: null, welcomePack: now + 1 }, now)).toEqual(both(now));
    expect(startPeriods({ regAndDep: T0 + 2 * DAY + 1, welcomePack: T0 - 2 * DAY + 1 }, now)).toEqual({
      regAndDep: T0 + 2 * DAY + 1,
      welcomePack: T0 - 2 * DAY + 1,
    });
  });
});

describe('guestBonus', () => {
  it('starts both periods at the first visit, writes the cookie and counts down each second', async () => {
    const { stored, left, at } = await startGuestBonus();
    expect(stored).toEqual([{ at: T0, starts: both(T0) }]);
    expect(left()).toEqual({ regAndDep: 3 * DAY, welcomePack: 7 * DAY });
    await at(999);
    expect(left()).toEqual({ regAndDep: 3 * DAY, welcomePack: 7 * DAY });
    await at(SECOND);
    expect(left()).toEqual({ regAndDep: 3 * DAY - SECOND, welcomePack: 7 * DAY - SECOND });
    await at(2 * SECOND);
    expect(left()).toEqual({ regAndDep: 3 * DAY - 2 * SECOND, welcomePack: 7 * DAY - 2 * SECOND });
    expect(stored).toHaveLength(1);
  });

  it('restarts the registration-and-deposit period exactly 3 days after the first visit cookie', async () => {
    const { stored, left, at } = await startGuestBonus({ starts: both(T0) });
    expect(stored).toEqual([]);
    await at(3 * DAY - 1);
    expect(left()).toEqual({ regAndDep: 1, welcomePack: 4 * DAY + 1 });
    expect(stored).toEqual([]);
    await at(3 * DAY);
    expect(stored).toEqual([{ at: T0 + 3 * DAY, starts: { regAndDep: T0 + 3 * DAY, welcomePack: T0 } }]);
    expect(left()).toEqual({ regAndDep: 3 * DAY, welcomePack: 4 * DAY });
  });

  it('restarts the welcome-pack period exactly 7 days after the first visit cookie', async () => {
    // a cookie from 6 days ago for the welcome pack, a newer promo start that does not end on the same day
    const { stored, left, at } = await startGuestBonus({
      starts: { regAndDep: T0 - DAY, welcomePack: T0 - 6 * DAY },
    });
    await at(DAY - 1);
    expect(left()).toEqual({ regAndDep: DAY + 1, welcomePack: 1 });
    expect(stored).toEqual([]);
    await at(DAY);
    expect(stored).toEqual([{ at: T0 + DAY, starts: { regAndDep: T0 - DAY, welcomePack: T0 + DAY } }]);
    expect(left()).toEqual({ regAndDep: DAY, welcomePack: 7 * DAY });
  });

  it('keeps restarting: the promo period on days 3 and 6, the welcome pack on day 7', async () => {
    const { stored, at } = await startGuestBonus();
    for (const day of [1, 2, 3, 4, 5, 6, 7]) await at(day * DAY);
    expect(stored.map((s) => [(s.at - T0) / DAY, s.starts])).toEqual([
      [0, both(T0)],
      [3, { regAndDep: T0 + 3 * DAY, welcomePack: T0 }],
      [6, { regAndDep: T0 + 6 * DAY, welcomePack: T0 }],
      [7, { regAndDep: T0 + 6 * DAY, welcomePack: T0 + 7 * DAY }],
    ]);
  });

  it('shows a returning guest with a cookie from 2 days ago 1 day left, and 5 of the welcome pack', async () => {
    const { stored, left } = await startGuestBonus({ starts: both(T0 - 2 * DAY) });
    expect(left()).toEqual({ regAndDep: DAY, welcomePack: 5 * DAY });
    expect(stored).toEqual([]);
  });

  it('ticks on the seconds of the period, whatever the millisecond of its start', async () => {
    const { left, at } = await startGuestBonus({ starts: both(T0 - 2 * DAY + 250) });
    expect(left().regAndDep).toBe(DAY + 250);
    await at(249);
    expect(left().regAndDep).toBe(DAY + 250);
    await at(250);
    expect(left()).toEqual({ regAndDep: DAY, welcomePack: 5 * DAY });
    await at(1_250);
    expect(left().regAndDep).toBe(DAY - SECOND);
  });

  it('restarts the promo period only for a cookie from 4 days ago', async () => {
    const { stored, left } = await startGuestBonus({ starts: both(T0 - 4 * DAY) });
    expect(left()).toEqual({ regAndDep: 3 * DAY, welcomePack: 3 * DAY });
    expect(stored).toEqual([{ at: T0, starts: { regAndDep: T0, welcomePack: T0 - 4 * DAY } }]);
  });

  it('restarts both periods from now for a cookie from 8 days ago', async () => {
    const { stored, left } = await startGuestBonus({ starts: both(T0 - 8 * DAY) });
    expect(left()).toEqual({ regAndDep: 3 * DAY, welcomePack: 7 * DAY });
    expect(stored).toEqual([{ at: T0, starts: both(T0) }]);
  });

  it('restarts a period whose start lies in the future', async () => {
    const { stored, left } = await startGuestBonus({ starts: { regAndDep: T0 + 1, welcomePack: T0 } });
    expect(left()).toEqual({ regAndDep: 3 * DAY, welcomePack: 7 * DAY });
    expect(stored).toEqual([{ at: T0, starts: both(T0) }]);
  });

  it('shows the offered bonuses with their time left, the registration-and-deposit bonus first', async () => {
    const { snapshot, at } = await startGuestBonus({ starts: both(T0 - 2 * DAY) });
    await at(SECOND);
    expect(selectGuestBonuses(snapshot())).toEqual([
      { kind: 'regAndDep', name: 'bonus.reg_and_dep', publicTitle: null, msLeft: DAY - SECOND },
      { kind: 'welcomePack', name: 'bonus.welcome', publicTitle: 'Welcome pack', msLeft: 5 * DAY - SECOND },
    ]);
  });

  it('shows only the welcome pack when no registration-and-deposit bonus waits', async () => {
    const { snapshot } = await startGuestBonus({ regAndDep: () => null });
    expect(selectGuestBonuses(snapshot())).toEqual([
      { kind: 'welcomePack', name: 'bonus.welcome', publicTitle: 'Welcome pack', msLeft: 7 * DAY },
    ]);
    expect(selectGuestBonus(snapshot(), 'regAndDep')).toBeNull();
  });

  it('shows only the registration-and-deposit bonus where no welcome pack is offered', async () => {
    const { snapshot, logged } = await startGuestBonus({ welcomePack: () => null });
    expect(selectGuestBonuses(snapshot()).map((b) => b.kind)).toEqual(['regAndDep']);
    expect(logged).toEqual([]);
  });

  it('only logs failed offer loads: no bonus is shown and the periods go on', async () => {
    const down = new Error('bonus service down');
    const { snapshot, logged, stored, left, at } = await startGuestBonus({
      regAndDep: () => {
        throw down;
      },
      welcomePack: () => {
        throw down;
      },
    });
    expect(logged).toEqual([
      { kind: 'regAndDep', error: down },
      { kind: 'welcomePack', error: down },
    ]);
    expect(selectGuestBonuses(snapshot())).toEqual([]);
    expect(snapshot().status).toBe('active');
    await at(3 * DAY);
    expect(stored.map((s) => s.at)).toEqual([T0, T0 + 3 * DAY]);
    expect(left().regAndDep).toBe(3 * DAY);
  });

  it.each(['session.authenticated', 'session.registered'] as const)(
    'stops on %s: no bonus, no tick, no cookie even past a period end',
    async (type) => {
      const { actor, snapshot, stored, left, at } = await startGuestBonus();
      actor.send(
        type === 'session.authenticated' ? { type, userId: 7, balance: 0, currency: 'RUB' } : { type },
      );
      expect(selectIsCountingDown(snapshot())).toBe(false);
      expect(selectGuestBonuses(snapshot())).toEqual([]);
      const context = snapshot().context;
      await at(8 * DAY);
      expect(snapshot().context).toEqual(context);
      expect(left()).toEqual({ regAndDep: 0, welcomePack: 0 });
      expect(stored).toHaveLength(1);
    },
  );

  it('starts again as a guest after sign-out: the clock is read, an ended period restarts, offers reload', async () => {
    const { actor, snapshot, stored, loads, left, at } = await startGuestBonus();
    actor.send({ type: 'session.authenticated', userId: 7, balance: 0, currency: 'RUB' });
    await at(4 * DAY);
    actor.send({ type: 'session.signedOut' });
    await flush();
    expect(selectIsCountingDown(snapshot())).toBe(true);
    expect(stored).toEqual([
      { at: T0, starts: both(T0) },
      { at: T0 + 4 * DAY, starts: { regAndDep: T0 + 4 * DAY, welcomePack: T0 } },
    ]);
    expect(left()).toEqual({ regAndDep: 3 * DAY, welcomePack: 3 * DAY });
    expect(loads).toEqual(['regAndDep', 'welcomePack', 'regAndDep', 'welcomePack']);
    expect(selectGuestBonuses(snapshot()).map((b) => b.kind)).toEqual(['regAndDep', 'welcomePack']);
    await at(4 * DAY + SECOND);
    expect(left()).toEqual({ regAndDep: 3 * DAY - SECOND, welcomePack: 3 * DAY - SECOND });
  });

  it('waits while a stored token is restored, and starts when the restore fails', async () => {
    const { actor, snapshot, stored, loads, left } = await startGuestBonus({
      isGuest: false,
      starts: both(T0 - DAY),
    });
    expect(selectIsCountingDown(snapshot())).toBe(false);
    expect(loads).toEqual([]);
    actor.send({ type: 'session.signedOut' });
    await flush();
    expect(left()).toEqual({ regAndDep: 2 * DAY, welcomePack: 6 * DAY });
    expect(stored).toEqual([]);
    expect(loads).toEqual(['regAndDep', 'welcomePack']);
  });
});
