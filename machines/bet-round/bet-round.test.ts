import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import type { PlaceBetAnswer } from '../../src/contract/games/bets';
import { makeAnswer } from './bet-round.fixtures';
import { betRoundMachine } from './bet-round.machine';
import {
  selectIsPlacing,
  selectLastBet,
  selectRoundFailure,
  selectRoundHistory,
  selectRoundStep,
  selectSettledCount,
} from './bet-round.select';
import { ROUND_HISTORY_LIMIT, type BetOrder, type PlaceBetInput } from './bet-round.types';

const order = (betId: string, amount = 10): BetOrder => ({
  betId,
  amount,
  params: { target: 50, direction: 'over' },
});

const offline = () => new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} });

/** A dice round over a fake `placeBet` that records every request and answers with `answer`. */
function start(answer: (input: PlaceBetInput, call: number) => Promise<PlaceBetAnswer>) {
  const sent: PlaceBetInput[] = [];
  const actor = createActor(
    betRoundMachine.provide({
      actors: {
        placeBet: fromPromise(({ input }) => {
          sent.push(input);
          return answer(input, sent.length);
        }),
      },
    }),
    { input: { game: 'dice' } },
  ).start();
  return { actor, sent };
}

describe('betRound', () => {
  it('places a bet with its order and keeps the settled bet as the last one and in the history', async () => {
    const { actor, sent } = start(async ({ order: o }) => makeAnswer({ bet_id: o.betId, amount: o.amount }));
    expect(selectRoundStep(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'round.place', order: order('bet-0001') });
    expect(selectIsPlacing(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('settled'));
    expect(sent).toEqual([{ game: 'dice', order: order('bet-0001') }]);
    expect(selectIsPlacing(actor.getSnapshot())).toBe(false);
    expect(selectLastBet(actor.getSnapshot())?.bet_id).toBe('bet-0001');
    actor.send({ type: 'round.place', order: order('bet-0002', 20) });
    await waitFor(actor, (s) => s.matches('settled') && s.context.lastBet?.bet_id === 'bet-0002');
    expect(selectRoundHistory(actor.getSnapshot()).map((b) => b.bet_id)).toEqual(['bet-0002', 'bet-0001']);
  });

  it('ignores another bet while one is on its way', async () => {
    let answer: (value: PlaceBetAnswer) => void = () => {};
    const { actor, sent } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'round.place', order: order('bet-0001') });
    actor.send({ type: 'round.place', order: order('bet-0002') });
    answer(makeAnswer({ bet_id: 'bet-0001' }));
    await waitFor(actor, (s) => s.matches('settled'));
    expect(sent.map((s) => s.order.betId)).toEqual(['bet-0001']);
  });

  it('retries a failed bet with the same bet id, and a new bet with a new one', async () => {
    const { actor, sent } = start(async ({ order: o }, call) => {
      if (call <= 2) throw offline();
      return makeAnswer({ bet_id: o.betId });
    });
    actor.send({ type: 'round.place', order: order('bet-0001') });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectRoundFailure(actor.getSnapshot())?.code).toBe('network_error');
    actor.send({ type: 'round.retry' });
    expect(selectRoundFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'round.place', order: order('bet-0002') });
    await waitFor(actor, (s) => s.matches('settled'));
    expect(sent.map((s) => s.order.betId)).toEqual(['bet-0001', 'bet-0001', 'bet-0002']);
    expect(selectLastBet(actor.getSnapshot())?.bet_id).toBe('bet-0002');
  });

  it('keeps the reason of a refusal and no bet in the history', async () => {
    const { actor } = start(async () => {
      throw new ApiError({
        status: 422,
        code: 'amount_below_minimum',
        message: 'below',
        fields: { amount: ['amount_below_minimum: The bet is below the minimum for this game.'] },
      });
    });
    actor.send({ type: 'round.place', order: order('bet-0001', 0.5) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectRoundFailure(actor.getSnapshot())?.fields.amount).toHaveLength(1);
    expect(selectRoundHistory(actor.getSnapshot())).toEqual([]);
    expect(selectLastBet(actor.getSnapshot())).toBeNull();
  });

  it(`keeps at most ${ROUND_HISTORY_LIMIT} bets of the session, newest first`, async () => {
    const { actor } = start(async ({ order: o }, call) => makeAnswer({ id: call, bet_id: o.betId }));
    for (let i = 1; i <= ROUND_HISTORY_LIMIT + 2; i++) {
      actor.send({ type: 'round.place', order: order(`bet-${String(i).padStart(4, '0')}`) });
      await waitFor(actor, (s) => s.matches('settled') && s.context.lastBet?.id === i);
    }
    const history = selectRoundHistory(actor.getSnapshot());
    expect(history).toHaveLength(ROUND_HISTORY_LIMIT);
    expect(history[0]!.id).toBe(ROUND_HISTORY_LIMIT + 2);
    expect(history.at(-1)!.id).toBe(3);
    expect(selectSettledCount(actor.getSnapshot())).toBe(ROUND_HISTORY_LIMIT + 2);
  });
});
