import type { MessageDescriptor } from '@lingui/core';
import { HOUSE_GAMES, type HouseGame } from '../../contract/games/rtp';
import { GAMES, type GameId } from './game-titles';

/** The lobby's game (and page, `/games/<id>`) of each in-house game. */
export const HOUSE_GAME_PAGES: Readonly<Record<HouseGame, GameId>> = {
  dice: 'dice',
  coinflip: 'coinflip',
  keno: 'keno',
  miner: 'miner',
  hilo: 'hilo',
  roulette: 'roulette',
  wheelOfFortune: 'wheel',
  cases: 'cases',
};

/** The name of each in-house game as the bet history, the live feed and the verifier show it. */
export const HOUSE_GAME_NAMES = Object.fromEntries(
  HOUSE_GAMES.map((game) => [game, GAMES[HOUSE_GAME_PAGES[game]].title]),
) as Readonly<Record<HouseGame, MessageDescriptor>>;
