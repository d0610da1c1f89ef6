import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Locale } from '../../../contract/constants';
import type { Bet } from '../../../contract/games/bets';
import { formatMoney } from '../../../i18n/format';
import { cx } from '../../../ui/cx';
import { formatMultiplier } from './format';
import { isWinningBet } from './outcome';

/**
 * The last bet's result, announced to screen readers: what the game showed (`detail`: the roll, the side) and
 * what it paid. It is shown as soon as the answer comes; animations run beside it, never before it.
 */
export function BetOutcome({ bet, detail }: { bet: Bet | null; detail?: ReactNode }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const win = bet !== null && isWinningBet(bet);
  const payout = bet ? formatMoney(bet.payout ?? 0, bet.currency, locale) : '';
  const multiplier = bet?.multiplier ? formatMultiplier(bet.multiplier, locale) : '';
  return (
    <p
      role="status"
      className={cx(
        'min-h-12 rounded-2xl px-4 py-3 text-center text-sm font-semibold',
        !bet && 'text-slate-400',
        bet && (win ? 'bg-jade-500/15 text-jade-400' : 'bg-night-800 text-slate-300'),
      )}
    >
      {bet && detail}
      {bet && ' · '}
      {!bet ? (
        <Trans>Place a bet to play.</Trans>
      ) : win ? (
        <Trans>
          You won {payout} ({multiplier})
        </Trans>
      ) : (
        <Trans>No win this time.</Trans>
      )}
    </p>
  );
}
