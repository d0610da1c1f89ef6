import { useState, type ReactNode } from 'react';
import { selectCurrency, useAppSelector, useGameServices } from '../../../app';
import { Read } from '../../../app/read';
import { DEFAULT_CURRENCY, type Currency } from '../../../contract/constants';
import type { GameSetting, GameSettingsAnswer } from '../../../contract/games/bets';
import type { HouseGame } from '../../../contract/games/rtp';
import { ReadStates } from '../../read-states';
import { GameUnavailable } from './game-unavailable';

/** A game's settings that allow play: it is on, and it has stake limits. */
export type PlayableSetting = GameSetting & { min_bet: number; max_bet: number };

const isPlayable = (setting: GameSetting | undefined): setting is PlayableSetting =>
  !!setting && setting.available && setting.min_bet !== null && setting.max_bet !== null;

/**
 * Reads the games' settings once per page, in the player's currency (roubles for a guest), and renders the game
 * with its own: limits, RTP, max win. A game that is off in the currency shows why instead.
 */
export function GameSettingsRead({
  game,
  children,
}: {
  game: HouseGame;
  children: (setting: PlayableSetting, currency: Currency) => ReactNode;
}) {
  const { games } = useGameServices();
  const currency = useAppSelector(selectCurrency) ?? DEFAULT_CURRENCY;
  const [attempt, setAttempt] = useState(0);
  return (
    <Read<GameSettingsAnswer> key={`${currency}:${attempt}`} load={() => games.settings(currency)}>
      {(state) => (
        <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
          {(answer) => {
            const setting = answer.data.find((s) => s.game === game);
            return isPlayable(setting) ? (
              children(setting, answer.currency)
            ) : (
              <GameUnavailable currency={answer.currency} />
            );
          }}
        </ReadStates>
      )}
    </Read>
  );
}
