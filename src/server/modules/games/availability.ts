import type { Currency } from '../../../contract/constants';
import type { HouseGame } from '../../../contract/games/rtp';
import { HttpError } from '../../http/errors';

/** Whether a game can be played in a currency, given the `GAMES_OFF` entries (`game` or `game:CURRENCY`). */
export function createAvailability(gamesOff: readonly string[]) {
  const off = new Set(gamesOff);
  return (game: HouseGame, currency: Currency) => !off.has(game) && !off.has(`${game}:${currency}`);
}
export type Availability = ReturnType<typeof createAvailability>;

/** 422 `game_unavailable`: the operator turned the game off in this currency. */
export const gameUnavailable = (currency: Currency) =>
  new HttpError(422, 'game_unavailable', `This game cannot be played in ${currency}.`, {
    game: [`game_unavailable: This game cannot be played in ${currency}`],
  });
