import cases from './art/cases.svg';
import coinflip from './art/coinflip.svg';
import crash from './art/crash.svg';
import dice from './art/dice.svg';
import hilo from './art/hilo.svg';
import keno from './art/keno.svg';
import miner from './art/miner.svg';
import rooms from './art/rooms.svg';
import roulette from './art/roulette.svg';
import wheel from './art/wheel.svg';
import type { GameId } from './game-titles';

/** Each in-house game's tile artwork, as the URL of its file under /assets (drawn at 16:10). */
export const GAME_ART: Record<GameId, string> = {
  crash,
  dice,
  coinflip,
  keno,
  miner,
  hilo,
  roulette,
  wheel,
  cases,
  rooms,
};
