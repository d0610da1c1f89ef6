import { useEffect } from 'react';
import type { Bet } from '../../../contract/games/bets';
import { isWinningBet } from './outcome';
import type { GameSound } from './use-game-sound';

/** Beeps once for each new settled bet: the win chime or the loss note (when the sound is on). */
export function useOutcomeSound(bet: Bet | null, play: GameSound['play']) {
  useEffect(() => {
    if (bet) play(isWinningBet(bet) ? 'win' : 'loss');
  }, [bet, play]);
}
