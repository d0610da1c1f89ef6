import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '../../../src/contract/constants';
import { betLimits, capWin, maxWin, STAKED_GAMES, type StakedGame } from '../../../src/contract/games/limits';

/** Every (game, currency) limit in minor units, written out by hand from SPEC §9 and the rule for the gaps. */
const EXPECTED: Record<Currency, Record<StakedGame, [bigint, bigint]>> = {
  RUB: {
    crash: [100n, 5_000_000n],
    miner: [100n, 100_000n],
    coinflip: [100n, 1_000_000n],
    keno: [100n, 1_000_000n],
    hilo: [100n, 1_000_000n],
    roulette: [100n, 1_000_000n],
    dice: [100n, 1_000_000n],
    wheelOfFortune: [100n, 100n],
  },
  USD: {
    crash: [1n, 50_000n],
    miner: [1n, 1_000n],
    coinflip: [1n, 10_000n],
    keno: [1n, 10_000n],
    hilo: [1n, 10_000n],
    roulette: [1n, 10n],
    dice: [1n, 10_000n],
    wheelOfFortune: [1n, 1n],
  },
  KZT: {
    crash: [500n, 25_000_000n],
    miner: [500n, 500_000n],
    coinflip: [500n, 5_000_000n],
    keno: [500n, 5_000_000n],
    hilo: [500n, 5_000_000n],
    roulette: [500n, 500n],
    dice: [500n, 5_000_000n],
    wheelOfFortune: [500n, 500n],
  },
  INR: {
    crash: [100n, 5_000_000n],
    miner: [100n, 100_000n],
    coinflip: [100n, 1_000_000n],
    keno: [100n, 1_000_000n],
    hilo: [100n, 1_000_000n],
    roulette: [100n, 100n],
    dice: [100n, 1_000_000n],
    wheelOfFortune: [100n, 100n],
  },
  EUR: {
    crash: [1n, 50_000n],
    miner: [1n, 1_000n],
    coinflip: [1n, 10_000n],
    keno: [1n, 10_000n],
    hilo: [1n, 10_000n],
    roulette: [1n, 10n],
    dice: [1n, 10_000n],
    wheelOfFortune: [1n, 1n],
  },
};

const PAIRS = CURRENCIES.flatMap((currency) => STAKED_GAMES.map((game) => ({ currency, game })));

describe('betLimits', () => {
  it('covers every staked game but no priced one', () => {
    expect([...STAKED_GAMES].sort()).toEqual(Object.keys(EXPECTED.RUB).sort());
    expect(STAKED_GAMES).not.toContain('cases');
  });

  it.each(PAIRS)(
    'gives $game in $currency as SPEC §9 writes it or the rule derives it',
    ({ game, currency }) => {
      const [min, max] = EXPECTED[currency][game];
      expect(betLimits(game, currency)).toEqual({ min, max });
    },
  );

  it.each(PAIRS)('keeps $game in $currency to 1 minor unit ≤ min ≤ max', ({ game, currency }) => {
    const { min, max } = betLimits(game, currency);
    expect(min).toBeGreaterThanOrEqual(1n);
    expect(min).toBeLessThanOrEqual(max);
  });

  it('lets a written max win over the scaled one', () => {
    expect(betLimits('roulette', 'USD').max).not.toBe(betLimits('roulette', 'RUB').max / 100n);
    expect(betLimits('roulette', 'KZT').max).toBe(500n);
  });

  it('treats EUR exactly as USD', () => {
    for (const game of STAKED_GAMES) expect(betLimits(game, 'EUR')).toEqual(betLimits(game, 'USD'));
  });
});

describe('maxWin', () => {
  it.each([
    ['RUB', 100_000_000n],
    ['USD', 1_000_000n],
    ['EUR', 1_000_000n],
    ['KZT', 500_000_000n],
    ['INR', 100_000_000n],
  ] as const)('caps one bet in %s at %d minor units', (currency, cap) => {
    expect(maxWin(currency)).toBe(cap);
    expect(capWin(cap + 1n, currency)).toBe(cap);
    expect(capWin(cap, currency)).toBe(cap);
    expect(capWin(cap - 1n, currency)).toBe(cap - 1n);
  });

  it.each(PAIRS)('is far above the max stake of $game in $currency', ({ game, currency }) => {
    expect(maxWin(currency)).toBeGreaterThanOrEqual(betLimits(game, currency).max * 20n);
  });
});
