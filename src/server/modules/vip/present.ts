import type { Currency } from '../../../contract/constants';
import { toMajor } from '../../../contract/money';
import type { VipLevel, VipRequest, VipStandingLevel } from '../../../contract/vip';
import { minTurnoverMinor, type LevelConfig } from './levels';
import type { VipRequestRow } from './requests-repository';

/** A stored request as the API answers it. */
export function presentRequest(row: VipRequestRow): VipRequest {
  return {
    id: row.id,
    request_type: row.requestType as VipRequest['request_type'],
    status: row.status as VipRequest['status'],
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** A level of the table with its threshold in every currency. */
export function presentLevel(level: LevelConfig): VipLevel {
  return {
    key: level.key,
    rank: level.rank,
    min_turnover: { ...level.minTurnover },
    rakeback_bps: level.rakebackBps,
    cashback_bps: level.cashbackBps,
  };
}

/** A level with its threshold in the player's currency. */
export function presentStandingLevel(level: LevelConfig, currency: Currency): VipStandingLevel {
  return {
    key: level.key,
    rank: level.rank,
    min_turnover: toMajor(minTurnoverMinor(level, currency), currency),
    rakeback_bps: level.rakebackBps,
    cashback_bps: level.cashbackBps,
  };
}
