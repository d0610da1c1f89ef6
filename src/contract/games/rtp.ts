import { ratioOf, type Ratio } from './ratio';

/** The in-house games (SPEC §1), as named in routes and bet limits. */
export const HOUSE_GAMES = [
  'dice',
  'coinflip',
  'keno',
  'miner',
  'hilo',
  'roulette',
  'wheelOfFortune',
  'cases',
] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];

/** The declared return to player of each game (issue 7: 99 %, cases 98 %); the math is built to it exactly. */
export const DECLARED_RTP: Readonly<Record<HouseGame, Ratio>> = {
  dice: ratioOf('0.99'),
  coinflip: ratioOf('0.99'),
  keno: ratioOf('0.99'),
  miner: ratioOf('0.99'),
  hilo: ratioOf('0.99'),
  roulette: ratioOf('0.99'),
  wheelOfFortune: ratioOf('0.99'),
  cases: ratioOf('0.98'),
};
