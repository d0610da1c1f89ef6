import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../src/contract/constants';
import { VIP_LEVEL_KEYS, VIP_LEVEL_MINIMUM } from '../../src/contract/vip';
import {
  checkLevelTable,
  levelFor,
  minTurnoverMinor,
  nextLevel,
  rakebackOf,
  VIP_LEVELS,
  type LevelConfig,
} from '../../src/server/modules/vip/levels';
import { parsePeriod, periodBefore, periodOf } from '../../src/server/modules/vip/periods';

describe('VIP levels', () => {
  it('has six levels whose first opens at the SPEC minimum of 100 in every currency', () => {
    expect(VIP_LEVELS.map((l) => l.key)).toEqual([...VIP_LEVEL_KEYS]);
    for (const currency of CURRENCIES) expect(VIP_LEVELS[0]!.minTurnover[currency]).toBe(VIP_LEVEL_MINIMUM);
  });

  it.each(CURRENCIES)(
    '%s: 99.99 is no level, 100.00 is the first, each threshold enters its level',
    (currency) => {
      expect(levelFor(currency, 0n)).toBeUndefined();
      expect(levelFor(currency, 9_999n)).toBeUndefined();
      expect(levelFor(currency, 10_000n)?.key).toBe('bronze');
      for (const level of VIP_LEVELS) {
        const min = minTurnoverMinor(level, currency);
        expect(levelFor(currency, min)).toBe(level);
        expect(levelFor(currency, min - 1n)?.rank ?? 0).toBe(level.rank - 1);
      }
      expect(levelFor(currency, 10n ** 15n)?.key).toBe('legend');
    },
  );

  it('names the next level, none after the top', () => {
    expect(nextLevel(undefined)?.key).toBe('bronze');
    expect(nextLevel(VIP_LEVELS[0])?.key).toBe('silver');
    expect(nextLevel(VIP_LEVELS.at(-1))).toBeUndefined();
  });

  it('pays rakeback in basis points of turnover, rounded down, nothing below the first level', () => {
    const bronze = VIP_LEVELS[0]!;
    expect(bronze.rakebackBps).toBe(5);
    expect(rakebackOf(10_000n, bronze)).toBe(5n);
    expect(rakebackOf(19_999n, bronze)).toBe(9n);
    expect(rakebackOf(1_999n, bronze)).toBe(0n);
    expect(rakebackOf(1_000_000n, undefined)).toBe(0n);
  });

  it('refuses a table that does not open at 100, does not rise, or pays fractions of a basis point', () => {
    const copy = () => VIP_LEVELS.map((l) => ({ ...l, minTurnover: { ...l.minTurnover } }));
    const low: LevelConfig[] = copy();
    low[0]!.minTurnover.USD = 50;
    expect(() => checkLevelTable(low)).toThrow(/first VIP level of USD must open at 100/);
    const flat = copy();
    flat[2]!.minTurnover.KZT = flat[1]!.minTurnover.KZT;
    expect(() => checkLevelTable(flat)).toThrow(/gold must need more KZT turnover than silver/);
    const fraction = copy();
    fraction[1]!.rakebackBps = 7.5;
    expect(() => checkLevelTable(fraction)).toThrow(/whole basis points/);
    const falling = copy();
    falling[3]!.rakebackBps = 1;
    expect(() => checkLevelTable(falling)).toThrow(/must not pay less rakeback/);
    expect(() => checkLevelTable(VIP_LEVELS)).not.toThrow();
  });
});

describe('rakeback periods (ISO weeks, UTC)', () => {
  it('runs from Monday 00:00 UTC to the next Monday', () => {
    const p = periodOf(new Date('2026-11-15T23:59:59.999Z'));
    expect(p).toEqual({
      id: '2026-W46',
      start: new Date('2026-11-09T00:00:00Z'),
      end: new Date('2026-11-16T00:00:00Z'),
    });
    expect(periodOf(new Date('2026-11-16T00:00:00Z')).id).toBe('2026-W47');
  });

  it('names weeks across a year boundary by the year of their Thursday', () => {
    expect(periodOf(new Date('2026-12-31T12:00:00Z')).id).toBe('2026-W53');
    expect(periodOf(new Date('2027-01-03T12:00:00Z')).id).toBe('2026-W53');
    expect(periodOf(new Date('2027-01-04T00:00:00Z')).id).toBe('2027-W01');
    expect(periodOf(new Date('2024-12-30T00:00:00Z')).id).toBe('2025-W01');
    expect(periodBefore(periodOf(new Date('2027-01-04T00:00:00Z'))).id).toBe('2026-W53');
  });

  it('parses a week name back to its period and refuses weeks a year does not have', () => {
    for (const id of ['2026-W01', '2026-W46', '2026-W53', '2025-W01', '2027-W52'])
      expect(parsePeriod(id)?.id).toBe(id);
    expect(parsePeriod('2025-W01')?.start).toEqual(new Date('2024-12-30T00:00:00Z'));
    for (const id of ['2025-W53', '2026-W00', '2026-W54', '2026-46', '2026-w46', ' 2026-W46'])
      expect(parsePeriod(id)).toBeUndefined();
  });
});
