// The money history's kinds and statuses: plain lists, apart from the billing contract's schemas, because the
// history page's address is checked against them before any of its code loads.

/** Kinds of money movement; the `bonus_*` ones are the ledger's bonus movements (issue 16). */
export const HISTORY_TYPES = [
  'deposit',
  'payout',
  'adjustment',
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const HISTORY_STATUSES = ['pending', 'completed', 'failed', 'expired', 'rejected'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];
