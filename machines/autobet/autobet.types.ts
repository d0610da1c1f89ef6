import type { Currency } from '../../src/contract/constants';
import type { ApiFailure } from '../../src/contract/failure';
import type { Bet, PlaceBetAnswer } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';

/** The pause between two bets of a run, in ms: long enough to see each result, short enough to feel automatic. */
export const AUTOBET_PACE_MS = 400;

/** What happens to the stake after a win or a loss: back to the first stake, or up by a percentage of itself. */
export type StakeAdjustment = { kind: 'reset' } | { kind: 'increase'; percent: number };

/** A run as the player sets it up; money in major units, as the player types it and the wire carries it. */
export interface AutobetSettings {
  currency: Currency;
  /** The first stake, and the one a reset returns to. */
  stake: number;
  /** The game's parameters, the same for every bet of the run. */
  params: unknown;
  /** How many bets to place; null: until something stops the run. */
  bets: number | null;
  /** Stop once the run has won at least this much; null: never. */
  stopOnProfit: number | null;
  /** Stop once the run has lost at least this much; null: never. */
  stopOnLoss: number | null;
  onWin: StakeAdjustment;
  onLoss: StakeAdjustment;
  /** The game's stake limits in the currency. */
  limits: { min: number; max: number };
  /** The player's main balance when the run starts. */
  balance: number;
}

/**
 * The run in minor units of its currency (integers, exact): what the machine computes with. Amounts that do not
 * fit the currency's precision become 0, which no limit allows, so such a run stops before its first bet.
 */
export interface AutobetPlan {
  currency: Currency;
  params: unknown;
  firstStake: number;
  bets: number | null;
  profitTarget: number | null;
  lossLimit: number | null;
  onWin: StakeAdjustment;
  onLoss: StakeAdjustment;
  minStake: number;
  maxStake: number;
}

/** Why a run stopped. */
export type AutobetStopReason =
  /** The player stopped it. */
  | 'stopped'
  /** Every bet asked for was placed. */
  | 'completed'
  | 'profitReached'
  | 'lossReached'
  /** The next stake would be below the game's minimum or above its maximum. */
  | 'stakeOutOfLimits'
  /** The next stake is more than the balance. */
  | 'insufficientBalance'
  /** A bet failed: the failure says why. */
  | 'failed';

/** What the `placeBet` actor of a run sends: the wiring names each bet with a new bet id (a run never retries). */
export interface AutobetBetInput {
  game: HouseGame;
  /** The stake in major units. */
  amount: number;
  params: unknown;
}

export type AutobetBetOutput = PlaceBetAnswer;

export interface AutobetInput {
  game: HouseGame;
}

export interface AutobetContext {
  game: HouseGame;
  /** The run; null before the first. */
  plan: AutobetPlan | null;
  /** The stake of the next bet, minor units. */
  stake: number;
  /** Bets placed in this run. */
  played: number;
  /** What the run won (positive) or lost (negative) so far, minor units. */
  profit: number;
  /** The player's main balance as the last answer gave it, minor units. */
  balance: number;
  /** The last settled bet of the run, or null. */
  lastBet: Bet | null;
  /** Why the last bet failed (codes for the view to translate); null otherwise. */
  failure: ApiFailure | null;
  /** Why the run stopped; null while it runs or before the first. */
  stopReason: AutobetStopReason | null;
  /** The player stopped the run while a bet was on its way: the run stops once it is settled. */
  stopRequested: boolean;
}

export type AutobetEvent =
  /** Start a run. */
  | { type: 'autobet.start'; settings: AutobetSettings }
  /** Stop the run: at once between bets, after the bet on its way otherwise. */
  | { type: 'autobet.stop' };
