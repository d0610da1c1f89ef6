import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveFeed } from '../../../app';
import { type Locale } from '../../../contract/constants';
import type { FeedBet } from '../../../contract/games/bets';
import type { HouseGame } from '../../../contract/games/rtp';
import { dateFormat, formatMoney } from '../../../i18n/format';
import { cx } from '../../../ui/cx';
import { Spinner } from '../../../ui/spinner';
import { HOUSE_GAME_NAMES } from '../house-game-names';
import { formatMultiplier } from '../kit/format';

/**
 * A player's avatar: generated from the feed's key (`gen:<hex>`: a colour from the key and the name's initial;
 * players upload none), or a neutral silhouette when they hide it.
 */
function FeedAvatar({ avatar, name }: { avatar: string | null; name: string | null }) {
  const key = avatar?.startsWith('gen:') ? avatar.slice(4) : null;
  if (key) {
    const hue = parseInt(key.slice(0, 6), 16) % 360;
    return (
      <span
        aria-hidden
        data-testid="generated-avatar"
        style={{ backgroundColor: `hsl(${hue} 55% 38%)` }}
        className="grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold text-white uppercase"
      >
        {name?.trim().charAt(0) || '?'}
      </span>
    );
  }
  return (
    <span
      aria-hidden
      data-testid="neutral-avatar"
      className="grid size-7 shrink-0 place-items-center rounded-full bg-night-700 text-slate-400"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <circle cx="10" cy="7" r="3.5" />
        <path d="M3.5 17a6.5 6.5 0 0 1 13 0z" />
      </svg>
    </span>
  );
}

/** Whether a settled bet paid more than its stake (a hidden amount never counts as a win). */
export const feedBetWon = (bet: FeedBet) =>
  bet.payout !== null && bet.amount !== null && bet.payout > bet.amount;

/** Who placed a feed bet: their avatar and name, or "Hidden" when they hide their statistics. */
export function FeedPlayer({ bet }: { bet: FeedBet }) {
  const { t } = useLingui();
  return (
    <span className="flex min-w-0 items-center gap-2">
      <FeedAvatar avatar={bet.avatar} name={bet.player} />
      <span className={cx('truncate', bet.player === null ? 'text-slate-400 italic' : 'text-slate-200')}>
        {bet.player ?? t`Hidden`}
      </span>
    </span>
  );
}

function FeedRow({ bet, showGame }: { bet: FeedBet; showGame: boolean }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const time = dateFormat(locale, { timeStyle: 'short' });
  const money = (amount: number | null) =>
    amount === null ? '—' : formatMoney(amount, bet.currency, locale);
  const won = feedBetWon(bet);
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 py-2 text-sm sm:grid-cols-[1fr_6rem_6rem_5rem_6rem]">
      <FeedPlayer bet={bet} />
      <span className="hidden text-slate-400 sm:block">
        {showGame ? (
          i18n._(HOUSE_GAME_NAMES[bet.game])
        ) : (
          <time dateTime={bet.settled_at}>{time.format(new Date(bet.settled_at))}</time>
        )}
      </span>
      <span className="hidden text-right tabular-nums text-slate-300 sm:block">{money(bet.amount)}</span>
      <span className="hidden text-right tabular-nums text-slate-400 sm:block">
        {bet.multiplier === null ? '—' : formatMultiplier(bet.multiplier, locale)}
      </span>
      <span className={cx('text-right tabular-nums', won ? 'text-jade-400' : 'text-slate-400')}>
        {money(bet.payout)}
      </span>
    </li>
  );
}

/**
 * Recent settled bets of all players, of one game or of all: read once, then pushed by the realtime hub as they
 * settle. Players who hide their statistics show as "Hidden", hidden avatars as a neutral silhouette.
 */
export function LiveFeed({ game }: { game: HouseGame | null }) {
  const { t } = useLingui();
  const feed = useLiveFeed(game);
  return (
    <section aria-label={t`Live bets`} className="mt-6 flex flex-col gap-3 rounded-3xl bg-night-900/60 p-4">
      <h2 className="flex items-center gap-2 text-base font-bold text-white">
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-jade-400" />
        <Trans>Live bets</Trans>
      </h2>
      {feed.starting && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
          <Spinner /> <Trans>Loading…</Trans>
        </p>
      )}
      {feed.failure && feed.bets.length === 0 && (
        <p className="text-sm text-slate-400">
          <Trans>Live bets cannot be shown right now.</Trans>
        </p>
      )}
      {!feed.starting && !feed.failure && feed.bets.length === 0 && (
        <p className="text-sm text-slate-400">
          <Trans>No bets yet. Be the first!</Trans>
        </p>
      )}
      {feed.bets.length > 0 && (
        <ul className="flex flex-col divide-y divide-night-700">
          {feed.bets.map((bet) => (
            <FeedRow key={bet.id} bet={bet} showGame={game === null} />
          ))}
        </ul>
      )}
    </section>
  );
}
