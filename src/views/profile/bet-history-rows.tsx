import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type Locale } from '../../contract/constants';
import type { Bet } from '../../contract/games/bets';
import { dateFormat, formatMoney } from '../../i18n/format';
import { cx } from '../../ui/cx';
import { HOUSE_GAME_NAMES } from '../games/house-game-names';
import { formatMultiplier } from '../games/kit/format';

export const BET_CELL = 'px-4 py-3';

/** The rows of a page of bets: game, time, stake, multiplier, payout and the link that verifies the bet. */
export function BetHistoryRows({ bets }: { bets: readonly Bet[] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const date = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return bets.map((bet) => {
    const won = bet.payout !== null && bet.payout > bet.amount;
    return (
      <tr key={bet.id} className="border-t border-night-800">
        <td className={cx(BET_CELL, 'font-semibold text-white')}>{i18n._(HOUSE_GAME_NAMES[bet.game])}</td>
        <td className={cx(BET_CELL, 'whitespace-nowrap text-slate-400')}>
          <time dateTime={bet.created_at}>{date.format(new Date(bet.created_at))}</time>
        </td>
        <td className={cx(BET_CELL, 'text-right whitespace-nowrap tabular-nums text-slate-200')}>
          {formatMoney(bet.amount, bet.currency, locale)}
        </td>
        <td className={cx(BET_CELL, 'text-right tabular-nums text-slate-400')}>
          {bet.multiplier === null ? '—' : formatMultiplier(bet.multiplier, locale)}
        </td>
        <td
          className={cx(
            BET_CELL,
            'text-right whitespace-nowrap tabular-nums',
            won ? 'text-jade-400' : 'text-slate-300',
          )}
        >
          {bet.payout === null ? <Trans>In play</Trans> : formatMoney(bet.payout, bet.currency, locale)}
        </td>
        <td className={cx(BET_CELL, 'text-right')}>
          <Link
            to="/{-$lang}/fairness"
            search={{ bet: bet.id }}
            className="text-xs font-semibold text-gold-400 hover:underline"
          >
            <Trans>Verify</Trans>
          </Link>
        </td>
      </tr>
    );
  });
}
