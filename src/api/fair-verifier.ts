import { OutcomeStream } from '../contract/fair/stream';
import { caseBySlug, casesParams, openCase } from '../contract/games/cases';
import { coinflipOutcome, coinflipParams } from '../contract/games/coinflip';
import { hiloOutcome } from '../contract/games/hilo';
import { minerOutcome, minerParams } from '../contract/games/miner';
import { diceOutcome } from '../contract/games/dice';
import { kenoOutcome, kenoParams } from '../contract/games/keno';
import { rouletteOutcome } from '../contract/games/roulette';
import type { HouseGame } from '../contract/games/rtp';
import { wheelOfFortuneOutcome, wheelOfFortuneParams } from '../contract/games/wheel-of-fortune';
import { browserRoundBytes, seedCommitment } from './fair-round-bytes';

/** What the fairness page checks a past bet with: the revealed pair, the nonce, and the bet's game parameters. */
export type VerifyInput = {
  game: HouseGame;
  params: unknown;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
};

/** The recomputed outcome, and whether the revealed seed matches the commitment shown before the bet. */
export type Verification = { outcome: unknown; commitment: string };

const HEX_SEED = /^[0-9a-f]{64}$/;

/** The outcome each game draws from its stream, as the server's game module does. */
const OUTCOMES: Partial<Record<HouseGame, (stream: OutcomeStream, params: unknown) => unknown>> = {
  dice: (stream) => diceOutcome(stream),
  coinflip: (stream, params) => (coinflipParams.parse(params), coinflipOutcome(stream)),
  keno: (stream, params) => kenoOutcome(stream, kenoParams.parse(params)),
  roulette: (stream) => rouletteOutcome(stream),
  wheelOfFortune: (stream, params) => wheelOfFortuneOutcome(stream, wheelOfFortuneParams.parse(params)),
  miner: (stream, params) => minerOutcome(stream, minerParams.parse(params)),
  hilo: (stream) => hiloOutcome(stream),
  cases: (stream, params) => openCase(stream, caseBySlug(casesParams.parse(params).slug)),
};

/** The games the browser can verify. */
export const VERIFIABLE_GAMES = Object.keys(OUTCOMES) as HouseGame[];

/**
 * Recomputes a bet in the browser, with the browser's own HMAC-SHA256 and no call to the server: the same bytes
 * and the same mapping give the same outcome, or the server did not play fair.
 */
export function verifyBet(input: VerifyInput): Verification {
  const seedHex = input.serverSeed.trim().toLowerCase();
  if (!HEX_SEED.test(seedHex)) throw new RangeError('A server seed is 64 hexadecimal characters.');
  const outcomeOf = OUTCOMES[input.game];
  if (!outcomeOf) throw new RangeError(`${input.game} cannot be verified here yet.`);
  const seed = Uint8Array.from(seedHex.match(/../g)!, (byte) => parseInt(byte, 16));
  const stream = new OutcomeStream(browserRoundBytes(seed, input.clientSeed, input.nonce));
  return { outcome: outcomeOf(stream, input.params), commitment: seedCommitment(seed) };
}
