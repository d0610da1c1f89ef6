import { useState, type ReactNode } from 'react';
import { selectCurrency, useAppSelector, useGameServices } from '../../../app';
import { Read } from '../../../app/read';
import { DEFAULT_CURRENCY, type Currency } from '../../../contract/constants';
import type { GameSettingsAnswer } from '../../../contract/games/bets';
import { ReadStates } from '../../read-states';
import { GameUnavailable } from '../kit/game-unavailable';

/**
 * Reads the games' settings once per page in the player's currency (roubles for a guest) and renders the case page
 * when cases are on there. Cases are priced, so unlike `GameSettingsRead` no stake limits are asked for.
 */
export function CasesSettingsRead({ children }: { children: (currency: Currency) => ReactNode }) {
  const { games } = useGameServices();
  const currency = useAppSelector(selectCurrency) ?? DEFAULT_CURRENCY;
  const [attempt, setAttempt] = useState(0);
  return (
    <Read<GameSettingsAnswer> key={`${currency}:${attempt}`} load={() => games.settings(currency)}>
      {(state) => (
        <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
          {(answer) =>
            answer.data.find((s) => s.game === 'cases')?.available ? (
              children(answer.currency)
            ) : (
              <GameUnavailable currency={answer.currency} />
            )
          }
        </ReadStates>
      )}
    </Read>
  );
}
