import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useGameServices } from '../../../app';
import { Read } from '../../../app/read';
import { type Locale } from '../../../contract/constants';
import type { Bet } from '../../../contract/games/bets';
import type { HouseGame } from '../../../contract/games/rtp';
import { dateFormat, formatMoney } from '../../../i18n/format';
import { cx } from '../../../ui/cx';
import { ReadStates } from '../../read-states';
import { formatMultiplier } from './format';
import { isWinningBet } from './outcome';

/** How many of the player's bets of the game are listed. */
const SHOWN_BETS = 10;

function BetRow({ bet }: { bet: Bet }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const time = dateFormat(locale, { timeStyle: 'medium' });
  const win = isWinningBet(bet);
  return (
    <li className="grid grid-cols-[1fr_auto_auto] items-center gap-3 py-2 text-sm sm:grid-cols-[5rem_1fr_4rem_1fr_auto]">
      <time dateTime={bet.created_at} className="hidden text-xs text-slate-400 sm:block">
        {time.format(new Date(bet.created_at))}
      </time>
      <span className="tabular-nums text-slate-200">{formatMoney(bet.amount, bet.currency, locale)}</span>
      <span className="hidden text-right tabular-nums text-slate-400 sm:block">
        {formatMultiplier(bet.multiplier ?? 0, locale)}
      </span>
      <span className={cx('text-right tabular-nums', win ? 'text-jade-400' : 'text-slate-400')}>
        {formatMoney(bet.payout ?? 0, bet.currency, locale)}
      </span>
      <Link
        to="/{-$lang}/fairness"
        search={{ bet: bet.id }}
        className="text-right text-xs font-semibold text-gold-400 hover:underline"
      >
        <Trans>Verify</Trans>
      </Link>
    </li>
  );
}

function BetList({ bets, busy }: { bets: Bet[]; busy?: boolean }) {
  if (bets.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>You have no bets in this game yet.</Trans>
      </p>
    );
  }
  return (
    <ul aria-busy={busy || undefined} className="flex flex-col divide-y divide-night-700">
      {bets.map((bet) => (
        <BetRow key={bet.id} bet={bet} />
      ))}
    </ul>
  );
}

/**
 * The player's last bets of this game, read again whenever `version` changes (after each bet), each with a link
 * to verify it on the fairness page. While a new read runs the last list stays, so it does not flicker.
 */
export function MyBets({ game, version }: { game: HouseGame; version: number | string }) {
  const { t } = useLingui();
  const { games } = useGameServices();
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<Bet[] | null>(null);
  return (
    <section aria-label={t`My bets`} className="flex flex-col gap-3 rounded-3xl bg-night-900/60 p-4">
      <h2 className="text-base font-bold text-white">
        <Trans>My bets</Trans>
      </h2>
      <Read<Bet[]> key={`${version}:${attempt}`} load={() => games.bets({ game, limit: SHOWN_BETS })}>
        {(state) => {
          if (state.status === 'done') shown.current = state.data;
          if (state.status === 'loading' && shown.current) return <BetList bets={shown.current} busy />;
          return (
            <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
              {(bets) => <BetList bets={bets} />}
            </ReadStates>
          );
        }}
      </Read>
    </section>
  );
}
