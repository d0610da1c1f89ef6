import type { Currency } from '../../../contract/constants';
import type { GameSettingsAnswer } from '../../../contract/games/bets';
import { betLimits, maxWin } from '../../../contract/games/limits';
import { toNumber } from '../../../contract/games/ratio';
import { DECLARED_RTP, HOUSE_GAMES } from '../../../contract/games/rtp';
import { toMajor } from '../../../contract/money';
import type { Availability } from './availability';

/** What the game views need before a bet: limits, max win, RTP and availability of every house game. */
export function gameSettings(currency: Currency, available: Availability): GameSettingsAnswer {
  return {
    currency,
    data: HOUSE_GAMES.map((game) => {
      const limits = game === 'cases' ? null : betLimits(game, currency);
      return {
        game,
        available: available(game, currency),
        min_bet: limits && toMajor(limits.min, currency),
        max_bet: limits && toMajor(limits.max, currency),
        max_win: toMajor(maxWin(currency), currency),
        rtp: toNumber(DECLARED_RTP[game]),
      };
    }),
  };
}
