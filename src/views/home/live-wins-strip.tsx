import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLiveFeed } from '../../app';
import type { Locale } from '../../contract/constants';
import type { FeedBet } from '../../contract/games/bets';
import { formatMoney } from '../../i18n/format';
import { cx } from '../../ui/cx';
import { FeedPlayer, feedBetWon } from '../games/feed/live-feed';
import { HOUSE_GAME_NAMES, HOUSE_GAME_PAGES } from '../games/house-game-names';
import { formatMultiplier } from '../games/kit/format';

/** The multiplier from which a win counts as big. */
export const BIG_WIN_MULTIPLIER = 5;

/** How many bets the strip shows at most. */
const SHOWN = 12;

export const isBigWin = (bet: FeedBet) => feedBetWon(bet) && (bet.multiplier ?? 0) >= BIG_WIN_MULTIPLIER;

type Shown = 'all' | 'big';

function BetCard({ bet }: { bet: FeedBet }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const won = feedBetWon(bet);
  const big = isBigWin(bet);
  const game = i18n._(HOUSE_GAME_NAMES[bet.game]);
  return (
    <li className="shrink-0 snap-start">
      <Link
        to={`/{-$lang}/games/${HOUSE_GAME_PAGES[bet.game]}` as '/{-$lang}/games/dice'}
        data-feed-bet={bet.id}
        className={cx(
          'flex w-44 flex-col gap-1.5 rounded-2xl border bg-night-900 p-3 text-sm transition hover:border-gold-400/50',
          big ? 'border-gold-400/60' : 'border-night-700',
        )}
      >
        <FeedPlayer bet={bet} />
        <span className="flex items-center justify-between gap-2 text-xs text-slate-400">
          <span className="truncate">{game}</span>
          {bet.multiplier !== null && (
            <span className="tabular-nums">{formatMultiplier(bet.multiplier, locale)}</span>
          )}
        </span>
        <span className={cx('font-bold tabular-nums', won ? 'text-jade-400' : 'text-slate-300')}>
          {bet.payout === null ? '—' : formatMoney(bet.payout, bet.currency, locale)}
        </span>
        {big && (
          <span className="self-start rounded-md bg-gold-400/15 px-1.5 py-0.5 text-[11px] font-bold text-gold-300 uppercase">
            <Trans>Big win</Trans>
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The lobby's strip of bets settling right now, across every in-house game, or only the big wins: read once, then
 * pushed by the realtime hub as bets settle. Each card leads to its game.
 */
export default function LiveWinsStrip() {
  const { t } = useLingui();
  const feed = useLiveFeed(null);
  const [shown, setShown] = useState<Shown>('all');
  const bets = (shown === 'big' ? feed.bets.filter(isBigWin) : feed.bets).slice(0, SHOWN);
  const tab = (value: Shown, label: string) => (
    <button
      type="button"
      aria-pressed={shown === value}
      onClick={() => setShown(value)}
      className={cx(
        'rounded-lg px-3 py-1 text-xs font-semibold',
        shown === value ? 'bg-night-700 text-white' : 'text-slate-400 hover:text-white',
      )}
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby="home-live" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="home-live" className="flex items-center gap-2 text-lg font-bold text-white sm:text-xl">
          <span aria-hidden className="size-2 animate-pulse rounded-full bg-jade-400" />
          <Trans>Live bets</Trans>
        </h2>
        <div role="group" aria-label={t`Show`} className="flex gap-1 rounded-xl bg-night-900 p-1">
          {tab('all', t`All bets`)}
          {tab('big', t`Big wins`)}
        </div>
      </div>
      {bets.length > 0 ? (
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
          {bets.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">
          {feed.starting ? (
            <Trans>Loading…</Trans>
          ) : feed.failure ? (
            <Trans>Live bets cannot be shown right now.</Trans>
          ) : shown === 'big' ? (
            <Trans>No big wins yet. Yours could be the first!</Trans>
          ) : (
            <Trans>No bets yet. Be the first!</Trans>
          )}
        </p>
      )}
    </section>
  );
}
