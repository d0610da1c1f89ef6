import { CURRENCIES, CURRENCY_MINOR_UNITS, type Currency } from '../../../contract/constants';
import { VIP_LEVEL_KEYS, VIP_LEVEL_MINIMUM, type VipLevelKey } from '../../../contract/vip';

/** One VIP level: the total turnover that enters it per currency (major units) and its rakeback rate. */
export type LevelConfig = {
  key: VipLevelKey;
  /** 1 for the first level. */
  rank: number;
  minTurnover: Record<Currency, number>;
  /** Rakeback in basis points of the period's turnover: 10 = 0.10 %. */
  rakebackBps: number;
  /** Cashback in basis points of the period's net loss on the house games: 500 = 5 %. */
  cashbackBps: number;
};

/**
 * Thresholds in major units. The first level opens at SPEC §9's minimum of 100 in every currency; the higher
 * ones keep the proportions of SPEC §9's bet limits (1 USD or EUR ≈ 100 RUB or INR ≈ 500 KZT).
 */
const THRESHOLDS: Record<'usd' | 'rub' | 'kzt', number[]> = {
  usd: [VIP_LEVEL_MINIMUM, 500, 2_500, 10_000, 50_000, 250_000],
  rub: [VIP_LEVEL_MINIMUM, 50_000, 250_000, 1_000_000, 5_000_000, 25_000_000],
  kzt: [VIP_LEVEL_MINIMUM, 250_000, 1_250_000, 5_000_000, 25_000_000, 125_000_000],
};
const RAKEBACK_BPS = [5, 10, 15, 20, 30, 50];
const CASHBACK_BPS = [300, 500, 700, 1_000, 1_200, 1_500];

/** The level table, lowest first. */
export const VIP_LEVELS: readonly LevelConfig[] = VIP_LEVEL_KEYS.map((key, i) => ({
  key,
  rank: i + 1,
  minTurnover: {
    RUB: THRESHOLDS.rub[i]!,
    INR: THRESHOLDS.rub[i]!,
    KZT: THRESHOLDS.kzt[i]!,
    USD: THRESHOLDS.usd[i]!,
    EUR: THRESHOLDS.usd[i]!,
  },
  rakebackBps: RAKEBACK_BPS[i]!,
  cashbackBps: CASHBACK_BPS[i]!,
}));

/** The turnover that enters `level`, in minor units of `currency`. */
export function minTurnoverMinor(level: LevelConfig, currency: Currency): bigint {
  return BigInt(level.minTurnover[currency]) * BigInt(CURRENCY_MINOR_UNITS[currency]);
}

/** The highest level whose threshold `turnover` (minor units) reaches; undefined below the first. */
export function levelFor(currency: Currency, turnover: bigint): LevelConfig | undefined {
  let reached: LevelConfig | undefined;
  for (const level of VIP_LEVELS) if (turnover >= minTurnoverMinor(level, currency)) reached = level;
  return reached;
}

/** The level after `level` (the first when undefined); undefined at the top. */
export function nextLevel(level: LevelConfig | undefined): LevelConfig | undefined {
  return VIP_LEVELS[level ? level.rank : 0];
}

/** Rakeback of a period's turnover at a level, in minor units, rounded down. */
export function rakebackOf(turnover: bigint, level: LevelConfig | undefined): bigint {
  return level ? (turnover * BigInt(level.rakebackBps)) / 10_000n : 0n;
}

/** Cashback of a period's net loss at a level, in minor units, rounded down; nothing on a net win. */
export function cashbackOf(netLoss: bigint, level: LevelConfig | undefined): bigint {
  return level && netLoss > 0n ? (netLoss * BigInt(level.cashbackBps)) / 10_000n : 0n;
}

/** Refuses a table that could not work: thresholds must rise from the SPEC minimum and rates be whole and rising. */
export function checkLevelTable(levels: readonly LevelConfig[]): void {
  for (const currency of CURRENCIES) {
    if (levels[0]?.minTurnover[currency] !== VIP_LEVEL_MINIMUM)
      throw new Error(`the first VIP level of ${currency} must open at ${VIP_LEVEL_MINIMUM}`);
    levels.forEach((level, i) => {
      const previous = levels[i - 1];
      if (previous && level.minTurnover[currency] <= previous.minTurnover[currency])
        throw new Error(`VIP level ${level.key} must need more ${currency} turnover than ${previous.key}`);
    });
  }
  levels.forEach((level, i) => {
    if (!Number.isInteger(level.cashbackBps) || level.cashbackBps < 0 || level.cashbackBps > 10_000)
      throw new Error(`VIP level ${level.key}: cashback must be whole basis points from 0 to 10000`);
    if (i > 0 && level.cashbackBps < levels[i - 1]!.cashbackBps)
      throw new Error(`VIP level ${level.key} must not pay less cashback than the level below`);
    if (!Number.isInteger(level.rakebackBps) || level.rakebackBps < 0 || level.rakebackBps > 10_000)
      throw new Error(`VIP level ${level.key}: rakeback must be whole basis points from 0 to 10000`);
    if (i > 0 && level.rakebackBps < levels[i - 1]!.rakebackBps)
      throw new Error(`VIP level ${level.key} must not pay less rakeback than the level below`);
  });
}

checkLevelTable(VIP_LEVELS);
