import type { ApiFailure } from '../../src/contract/failure';

/** What the player can do with one bonus offer from the bonuses page, each after a confirmation. */
export type BonusAction =
  /** Choose an available bonus for the next deposit. */
  | { kind: 'activateOffer'; programId: string }
  /** Give an active bonus up: its remaining bonus money is forfeited. */
  | { kind: 'cancelBonus'; bonusId: number }
  /** Give a free-spin campaign up. */
  | { kind: 'cancelFreeSpins'; campaignId: number };

export interface BonusActivationContext {
  /** The action asked for, confirmed or not; null when nothing is asked. */
  action: BonusAction | null;
  /** Why the last action failed (codes for the view to translate); null otherwise. */
  failure: ApiFailure | null;
  /** How many actions were done so far: the bonus lists are read again on each. */
  completed: number;
}

export type BonusActivationEvent =
  /** The player asks for an action: it waits for the confirmation. */
  | { type: 'activation.request'; action: BonusAction }
  /** The player confirms the action asked for (or retries it after a failure). */
  | { type: 'activation.confirm' }
  /** The player closes the confirmation or the outcome. */
  | { type: 'activation.dismiss' };
