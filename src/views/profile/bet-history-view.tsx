import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { HOUSE_GAMES, type HouseGame } from '../../contract/games/rtp';
import { SelectField } from '../../ui/select-field';
import { HOUSE_GAME_NAMES } from '../games/house-game-names';
import { BetHistoryPage } from './bet-history-page';
import { BET_CELL } from './bet-history-rows';

export interface BetHistoryViewProps {
  /** The game filter of the address; undefined for all games. */
  game: HouseGame | undefined;
  onGame: (game: HouseGame | undefined) => void;
}

/**
 * Profile → bets: the player's bets in our own games, newest first, filtered by game, a page at a time ("load
 * more" reads the bets below the oldest one shown), each with a link to verify it.
 */
export function BetHistoryView({ game, onGame }: BetHistoryViewProps) {
  const { t, i18n } = useLingui();
  // the `before` of each page shown; the first page has none
  const [pages, setPages] = useState<Array<number | undefined>>([undefined]);
  const head = `${BET_CELL} whitespace-nowrap`;
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-bold text-white">
        <Trans>Bet history</Trans>
      </h2>
      <div className="sm:max-w-xs">
        <SelectField<HouseGame | ''>
          label={t`Game`}
          name="game"
          value={game ?? ''}
          onChange={(next) => onGame(next || undefined)}
          options={[
            { value: '', label: t`All games` },
            ...HOUSE_GAMES.map((g) => ({ value: g, label: i18n._(HOUSE_GAME_NAMES[g]) })),
          ]}
        />
      </div>
      <div className="overflow-x-auto rounded-3xl border border-night-700 bg-night-900">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="text-xs text-slate-400 uppercase">
            <tr>
              <th scope="col" className={head}>
                <Trans>Game</Trans>
              </th>
              <th scope="col" className={head}>
                <Trans>Time</Trans>
              </th>
              <th scope="col" className={`${head} text-right`}>
                <Trans>Bet</Trans>
              </th>
              <th scope="col" className={`${head} text-right`}>
                <Trans>Multiplier</Trans>
              </th>
              <th scope="col" className={`${head} text-right`}>
                <Trans>Payout</Trans>
              </th>
              <th scope="col" className={head}>
                <span className="sr-only">
                  <Trans>Verify</Trans>
                </span>
              </th>
            </tr>
          </thead>
          {pages.map((before, i) => (
            <BetHistoryPage
              key={before ?? 'newest'}
              game={game}
              before={before}
              last={i === pages.length - 1}
              onMore={(next) => setPages((shown) => [...shown, next])}
            />
          ))}
        </table>
      </div>
    </section>
  );
}
