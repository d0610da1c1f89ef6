import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import type { PlaceBetAnswer } from '../../src/contract/games/bets';
import { makeAnswer } from '../bet-round/bet-round.fixtures';
import { autobetMachine } from './autobet.machine';
import {
  selectAutobetFailure,
  selectAutobetLastBet,
  selectAutobetPlayed,
  selectAutobetProfit,
  selectAutobetStake,
  selectAutobetStopReason,
  selectIsAutobetRunning,
} from './autobet.select';
import { AUTOBET_PACE_MS, type AutobetBetInput, type AutobetSettings } from './autobet.types';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const PARAMS = { target: 50.5, direction: 'over' };

/** A run of 10 ₽ bets on dice between the RUB limits, with a 1,000 ₽ balance and no stop. */
function settings(overrides: Partial<AutobetSettings> = {}): AutobetSettings {
  return {
    currency: 'RUB',
    stake: 10,
    params: PARAMS,
    bets: null,
    stopOnProfit: null,
    stopOnLoss: null,
    onWin: { kind: 'reset' },
    onLoss: { kind: 'reset' },
    limits: { min: 1, max: 10_000 },
    balance: 1_000,
    ...overrides,
  };
}

type Result = 'win' | 'loss' | 'fail';

/**
 * An autobet on a simulated clock over a fake server: each bet wins (2×) or loses as `results` says, in turn
 * (the last one repeats), and the balance follows; `sent` holds each bet's input and the clock time it left.
 */
function start(results: Result[], balance = 1_000) {
  const clock = new SimulatedClock();
  const sent: Array<AutobetBetInput & { at: number }> = [];
  let wallet = balance;
  let pending: Array<() => void> = [];
  const actor = createActor(
    autobetMachine.provide({
      actors: {
        placeBet: fromPromise<PlaceBetAnswer, AutobetBetInput>(({ input }) => {
          sent.push({ ...input, at: clock.now() });
          const result = results[Math.min(sent.length, results.length) - 1]!;
          return new Promise((resolve, reject) => {
            pending.push(() => {
              if (result === 'fail') {
                reject(
                  new ApiError({ status: 422, code: 'insufficient_funds', message: 'short', fields: {} }),
                );
                return;
              }
              const payout = result === 'win' ? input.amount * 2 : 0;
              wallet = wallet - input.amount + payout;
              resolve(
                makeAnswer(
                  { id: sent.length, amount: input.amount, payout, multiplier: result === 'win' ? 2 : 0 },
                  wallet,
                ),
              );
            });
          });
        }),
      },
    }),
    { input: { game: 'dice' }, clock },
  ).start();
  /** Answers the bet on its way. */
  const answer = async () => {
    const next = pending;
    pending = [];
    next.forEach((settle) => settle());
    await flush();
  };
  /** Answers every bet and lets each pause pass until the run stops. */
  const runOut = async () => {
    for (let i = 0; i < 100 && selectIsAutobetRunning(actor.getSnapshot()); i++) {
      await answer();
      clock.increment(AUTOBET_PACE_MS);
      await flush();
    }
  };
  return { actor, clock, sent, answer, runOut };
}

describe('autobet', () => {
  it('places the number of bets asked for, one pace apart, then stops as completed', async () => {
    const { actor, clock, sent, answer } = start(['loss']);
    actor.send({ type: 'autobet.start', settings: settings({ bets: 3 }) });
    expect(selectIsAutobetRunning(actor.getSnapshot())).toBe(true);
    expect(sent).toHaveLength(1);
    await answer();
    clock.increment(AUTOBET_PACE_MS - 1);
    expect(sent).toHaveLength(1);
    clock.increment(1);
    expect(sent.map((s) => s.at)).toEqual([0, AUTOBET_PACE_MS]);
    await answer();
    clock.increment(AUTOBET_PACE_MS);
    await answer();
    expect(sent).toHaveLength(3);
    expect(selectIsAutobetRunning(actor.getSnapshot())).toBe(false);
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('completed');
    expect(selectAutobetPlayed(actor.getSnapshot())).toBe(3);
    expect(selectAutobetProfit(actor.getSnapshot())).toBe(-30);
    expect(sent.every((s) => s.game === 'dice' && s.params === PARAMS && s.amount === 10)).toBe(true);
  });

  it('stops once the profit reaches the target', async () => {
    const { actor, sent, runOut } = start(['win']);
    actor.send({ type: 'autobet.start', settings: settings({ stopOnProfit: 25 }) });
    await runOut();
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('profitReached');
    expect(sent).toHaveLength(3);
    expect(selectAutobetProfit(actor.getSnapshot())).toBe(30);
  });

  it('stops once the loss reaches the limit', async () => {
    const { actor, sent, runOut } = start(['win', 'loss']);
    actor.send({ type: 'autobet.start', settings: settings({ stopOnLoss: 20 }) });
    await runOut();
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('lossReached');
    // +10, then −10 three times: −20 after the fourth bet
    expect(sent).toHaveLength(4);
    expect(selectAutobetProfit(actor.getSnapshot())).toBe(-20);
  });

  it('raises the stake by the percentage after a loss and resets it after a win', async () => {
    const { actor, sent, runOut } = start(['loss', 'loss', 'win', 'loss']);
    actor.send({
      type: 'autobet.start',
      settings: settings({ stake: 1.5, bets: 5, onLoss: { kind: 'increase', percent: 100 } }),
    });
    await runOut();
    expect(sent.map((s) => s.amount)).toEqual([1.5, 3, 6, 1.5, 3]);
    expect(selectAutobetStake(actor.getSnapshot())).toBe(6);
  });

  it('rounds a raised stake to the currency and raises a small stake by at least one minor unit', async () => {
    const { actor, sent, runOut } = start(['win']);
    actor.send({
      type: 'autobet.start',
      settings: settings({
        stake: 0.01,
        limits: { min: 0.01, max: 100 },
        bets: 4,
        onWin: { kind: 'increase', percent: 50 },
      }),
    });
    await runOut();
    // 0.01 × 1.5 rounds to 0.02 (never stays put), 0.02 × 1.5 = 0.03, 0.03 × 1.5 = 0.045 → 0.05
    expect(sent.map((s) => s.amount)).toEqual([0.01, 0.02, 0.03, 0.05]);
  });

  it('stops before a stake above the game’s maximum', async () => {
    const { actor, sent, runOut } = start(['loss']);
    actor.send({
      type: 'autobet.start',
      settings: settings({
        stake: 40,
        limits: { min: 1, max: 100 },
        onLoss: { kind: 'increase', percent: 100 },
      }),
    });
    await runOut();
    expect(sent.map((s) => s.amount)).toEqual([40, 80]);
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('stakeOutOfLimits');
  });

  it('stops before a stake above the balance the last answer gave', async () => {
    const { actor, sent, runOut } = start(['loss'], 100);
    actor.send({ type: 'autobet.start', settings: settings({ stake: 30, balance: 100 }) });
    await runOut();
    // 100 → 70 → 40 → 10: a fourth 30 ₽ bet does not fit
    expect(sent).toHaveLength(3);
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('insufficientBalance');
  });

  it('places nothing when the first stake is outside the limits or has too many decimals', () => {
    const { actor, sent } = start(['loss']);
    actor.send({ type: 'autobet.start', settings: settings({ stake: 0.5 }) });
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('stakeOutOfLimits');
    actor.send({ type: 'autobet.start', settings: settings({ stake: 1.005 }) });
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('stakeOutOfLimits');
    actor.send({ type: 'autobet.start', settings: settings({ stake: 10, balance: 5 }) });
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('insufficientBalance');
    expect(sent).toEqual([]);
  });

  it('stops with the failure when a bet fails', async () => {
    const { actor, sent, runOut } = start(['loss', 'fail']);
    actor.send({ type: 'autobet.start', settings: settings() });
    await runOut();
    expect(sent).toHaveLength(2);
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('failed');
    expect(selectAutobetFailure(actor.getSnapshot())?.code).toBe('insufficient_funds');
    expect(selectAutobetLastBet(actor.getSnapshot())?.id).toBe(1);
  });

  it('stops at once between bets, and after the answer of a bet on its way', async () => {
    const { actor, clock, sent, answer } = start(['loss']);
    actor.send({ type: 'autobet.start', settings: settings() });
    await answer();
    actor.send({ type: 'autobet.stop' });
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('stopped');
    clock.increment(AUTOBET_PACE_MS * 3);
    expect(sent).toHaveLength(1);

    actor.send({ type: 'autobet.start', settings: settings() });
    expect(selectAutobetPlayed(actor.getSnapshot())).toBe(0);
    expect(sent).toHaveLength(2);
    actor.send({ type: 'autobet.stop' });
    expect(selectIsAutobetRunning(actor.getSnapshot())).toBe(true);
    await answer();
    expect(selectAutobetStopReason(actor.getSnapshot())).toBe('stopped');
    expect(selectAutobetPlayed(actor.getSnapshot())).toBe(1);
    clock.increment(AUTOBET_PACE_MS * 3);
    expect(sent).toHaveLength(2);
  });
});
