import type * as z from 'zod/mini';
import type { OutcomeStream } from '../fair/stream';
import { coinflipOutcome, coinflipParams, coinflipPayout } from './coinflip';
import { caseBySlug, casesParams, openCase, type CasesParams } from './cases';
import { diceOutcome, diceParams, dicePayout } from './dice';
import { kenoOutcome, kenoParams, kenoPayout } from './keno';
import {
  rouletteOutcome,
  rouletteParams,
  roulettePayout,
  type RouletteParams,
} from './roulette';
import {
  wheelOfFortuneOutcome,
  wheelOfFortuneParams,
  wheelOfFortunePayout,
} from './wheel-of-fortune';
import type { Currency } from '../constants';
import { toMinor } from '../money';
import type { Ratio } from './ratio';
import { DECLARED_RTP, type HouseGame } from './rtp';

/** What the fair stream decided for one bet, and the exact multiplier of the stake it pays (0 for a loss). */
export type Settlement = { outcome: unknown; multiplier: Ratio };

/** A game settled the moment it is played: one bet, one outcome. */
export interface InstantGame<P = unknown> {
  id: HouseGame;
  /** The strict schema of the bet's game parameters. */
  params: z.core.$ZodType<P>;
  settle(stream: OutcomeStream, params: P, rtp: Ratio): Settlement;
  /** For a game whose parameters carry the stakes (roulette's chips): their total, minor units; null if inexact. */
  staked?(params: P, currency: Currency): bigint | null;
  /** For a game sold at a price (a case): the price in minor units, which the amount must equal; no bet limits. */
  price?(params: P, currency: Currency): bigint;
}

const game = <P>(g: InstantGame<P>): InstantGame => g as unknown as InstantGame;

/** The games whose round is one bet, by id. */
export const INSTANT_GAMES = {
  dice: game({
    id: 'dice',
    params: diceParams,
    settle: (stream, params, rtp) => {
      const outcome = diceOutcome(stream);
      return { outcome, multiplier: dicePayout(outcome, params, rtp) };
    },
  }),
  coinflip: game({
    id: 'coinflip',
    params: coinflipParams,
    settle: (stream, params, rtp) => {
      const outcome = coinflipOutcome(stream);
      return { outcome, multiplier: coinflipPayout(outcome, params, rtp) };
    },
  }),
  keno: game({
    id: 'keno',
    params: kenoParams,
    settle: (stream, params, rtp) => {
      const outcome = kenoOutcome(stream, params);
      return { outcome, multiplier: kenoPayout(outcome, params, rtp) };
    },
  }),
  roulette: game({
    id: 'roulette',
    params: rouletteParams,
    settle: (stream, params, rtp) => {
      const outcome = rouletteOutcome(stream);
      return { outcome, multiplier: roulettePayout(outcome, params, rtp) };
    },
    staked: (params: RouletteParams, currency) => {
      let total = 0n;
      for (const chip of params.chips) {
        const minor = toMinor(chip.amount, currency);
        if (minor === null) return null;
        total += minor;
      }
      return total;
    },
  }),
  wheelOfFortune: game({
    id: 'wheelOfFortune',
    params: wheelOfFortuneParams,
    settle: (stream, params, rtp) => {
      const outcome = wheelOfFortuneOutcome(stream, params);
      return { outcome, multiplier: wheelOfFortunePayout(outcome, params, rtp) };
    },
  }),
  cases: game({
    id: 'cases',
    params: casesParams,
    // the case's own multipliers are built to its RTP (98 %), so the RTP argument is not applied again
    settle: (stream, params: CasesParams) => {
      const def = caseBySlug(params.slug);
      const outcome = openCase(stream, def);
      return { outcome, multiplier: def.items[outcome.index]!.multiplier };
    },
    price: (params: CasesParams, currency) => caseBySlug(params.slug).price[currency],
  }),
} as const satisfies Partial<Record<HouseGame, InstantGame>>;

export type InstantGameId = keyof typeof INSTANT_GAMES;

/** The declared RTP a game is settled with. */
export const rtpOf = (id: HouseGame): Ratio => DECLARED_RTP[id];
