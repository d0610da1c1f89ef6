import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { selectGuestBonuses, selectTimeLeft } from '../../machines/guest-bonus/guest-bonus.select';
import type { CookieJar, CookieName } from './cookies';
import { guestBonusBootInput, provideGuestBonus, readPeriodStarts, writePeriodStarts } from './guest-bonus';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 2, 1, 12, 0, 0);

function jar(initial: Partial<Record<CookieName, string>> = {}) {
  const store = new Map<string, unknown>(Object.entries(initial));
  const cookies: CookieJar = {
    get: (name) => store.get(name) as never,
    set: (name, value) => void store.set(name, value),
    remove: (name) => void store.delete(name),
  };
  return { cookies, store };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the first-visit cookie', () => {
  it('round-trips both period starts', () => {
    const { cookies, store } = jar();
    writePeriodStarts(cookies, { regAndDep: T0 + 3 * DAY, welcomePack: T0 });
    expect(store.get('guestBonus')).toBe(`{"regAndDep":${T0 + 3 * DAY},"welcomePack":${T0}}`);
    expect(readPeriodStarts(cookies)).toEqual({ regAndDep: T0 + 3 * DAY, welcomePack: T0 });
  });

  it('reads a missing, broken or edited start as none, each kind on its own', () => {
    expect(readPeriodStarts(jar().cookies)).toEqual({ regAndDep: null, welcomePack: null });
    expect(readPeriodStarts(jar({ guestBonus: 'not json' }).cookies)).toEqual({
      regAndDep: null,
      welcomePack: null,
    });
    expect(readPeriodStarts(jar({ guestBonus: 'null' }).cookies)).toEqual({
      regAndDep: null,
      welcomePack: null,
    });
    expect(
      readPeriodStarts(jar({ guestBonus: `{"regAndDep":"${T0}","welcomePack":${T0}}` }).cookies),
    ).toEqual({ regAndDep: null, welcomePack: T0 });
    expect(readPeriodStarts(jar({ guestBonus: `{"regAndDep":1.5,"welcomePack":-1}` }).cookies)).toEqual({
      regAndDep: null,
      welcomePack: null,
    });
  });
});

describe('provideGuestBonus', () => {
  function start(options: { waiting?: () => Promise<{ name: string; expires_in: number } | null> } = {}) {
    const clock = new SimulatedClock();
    clock.set(T0);
    const { cookies, store } = jar({
      guestBonus: JSON.stringify({ regAndDep: T0 - 3 * DAY + 1_000, welcomePack: T0 - DAY }),
    });
    const logs: Array<[string, unknown]> = [];
    const deps = {
      cookies,
      now: () => clock.now(),
      log: (message: string, error: unknown) => void logs.push([message, error]),
      bonuses: {
        waitingRegAndDep:
          options.waiting ?? (async () => ({ name: 'bonus.reg_and_dep', expires_in: 259_200 })),
        guestWelcomePack: async () => ({
          id: 'welcome',
          name: 'bonus.welcome',
          publicTitle: 'Welcome pack',
          expires_in: 604_800,
          currency: 'RUB' as const,
          steps: [],
        }),
      },
    };
    const actor = createActor(provideGuestBonus(deps), { clock, input: guestBonusBootInput(deps, false) });
    return { actor: actor.start(), clock, store, logs };
  }

  it('counts down from the cookie on the browser clock, rewrites it at the end and shows the offers', async () => {
    const { actor, clock, store } = start();
    await flush();
    expect(selectTimeLeft(actor.getSnapshot(), 'regAndDep')).toBe(1_000);
    expect(selectGuestBonuses(actor.getSnapshot())).toEqual([
      { kind: 'regAndDep', name: 'bonus.reg_and_dep', publicTitle: null, msLeft: 1_000 },
      { kind: 'welcomePack', name: 'bonus.welcome', publicTitle: 'Welcome pack', msLeft: 6 * DAY },
    ]);
    clock.increment(1_000);
    expect(JSON.parse(store.get('guestBonus') as string)).toEqual({
      regAndDep: T0 + 1_000,
      welcomePack: T0 - DAY,
    });
    expect(selectTimeLeft(actor.getSnapshot(), 'regAndDep')).toBe(3 * DAY);
  });

  it('logs a failed offer call and shows the other offer', async () => {
    const down = new Error('down');
    const { actor, logs } = start({ waiting: () => Promise.reject(down) });
    await flush();
    expect(logs).toEqual([['guest bonus regAndDep offer failed', down]]);
    expect(selectGuestBonuses(actor.getSnapshot()).map((b) => b.kind)).toEqual(['welcomePack']);
  });

  it('waits for the session when a token was stored at boot', () => {
    const { cookies } = jar();
    const input = guestBonusBootInput(
      {
        cookies,
        now: () => T0,
        log: () => {},
        bonuses: { waitingRegAndDep: async () => null, guestWelcomePack: async () => null },
      },
      true,
    );
    expect(input).toEqual({ isGuest: false, starts: { regAndDep: null, welcomePack: null }, now: T0 });
  });
});
