import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HistoryStatus, HistoryType } from '../../contract/billing';
import type { BadgeTone } from '../../ui/badge';

/** Names of the kinds of money movement. */
export const HISTORY_TYPE_LABELS: Record<HistoryType, MessageDescriptor> = {
  // the noun: the header's "Deposit" button is the verb, which ru and kz write differently
  deposit: msg({ message: 'Deposit', context: 'money movement type' }),
  payout: msg`Payout`,
  adjustment: msg`Adjustment`,
  bonus_grant: msg`Bonus credited`,
  bonus_convert: msg`Bonus converted`,
  bonus_forfeit: msg`Bonus forfeited`,
};

/** Names of the statuses of a money movement. */
export const HISTORY_STATUS_LABELS: Record<HistoryStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  expired: msg`Expired`,
  rejected: msg`Rejected`,
};

/** How each status is coloured. */
export const HISTORY_STATUS_TONES: Record<HistoryStatus, BadgeTone> = {
  pending: 'pending',
  completed: 'success',
  failed: 'failed',
  expired: 'neutral',
  rejected: 'failed',
};
