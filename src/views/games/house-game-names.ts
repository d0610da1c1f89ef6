import type { MessageDescriptor } from '@lingui/core';
import type { HouseGame } from '../../contract/games/rtp';
import { GAMES } from './game-titles';

/** The name of each in-house game as the bet history, the live feed and the verifier show it. */
export const HOUSE_GAME_NAMES: Readonly<Record<HouseGame, MessageDescriptor>> = {
  dice: GAMES.dice.title,
  coinflip: GAMES.coinflip.title,
  keno: GAMES.keno.title,
  miner: GAMES.miner.title,
  hilo: GAMES.hilo.title,
  roulette: GAMES.roulette.title,
  wheelOfFortune: GAMES.wheel.title,
  cases: GAMES.cases.title,
};
