import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, type FailureCode } from '../../src/contract/failure';
import type { Bet } from '../../src/contract/games/bets';
import { makeCashedOutRound, makeOpenRound, roundAnswer } from './stepped-round.fixtures';
import { steppedRoundMachine } from './stepped-round.machine';
import {
  selectLastMove,
  selectRoundBet,
  selectRoundsSettled,
  selectSteppedBusy,
  selectSteppedFailure,
  selectSteppedStep,
} from './stepped-round.select';
import type { BetOrder, PlayMoveInput, RoundAnswer, StartRoundInput } from './stepped-round.types';

const order = (betId: string): BetOrder => ({ betId, amount: 10, params: { mines: 3 } });
const reveal = (tile: number) => ({ name: 'reveal', body: { tile } });
const refusal = (status: number | null, code: FailureCode) =>
  new ApiError({ status, code, message: code, fields: { move: [`${code}: This move is not allowed now`] } });

/** What the fake server does; every call is recorded. */
interface FakeCalls {
  open?: () => Promise<Bet | null>;
  start?: (input: StartRoundInput) => Promise<RoundAnswer>;
  move?: (input: PlayMoveInput) => Promise<RoundAnswer>;
}

function start(calls: FakeCalls, player = true) {
  const seen: string[] = [];
  const actor = createActor(
    steppedRoundMachine.provide({
      actors: {
        readOpenRound: fromPromise(async ({ input }) => {
          seen.push(`open ${input.game}`);
          return (calls.open ?? (async () => null))();
        }),
        startRound: fromPromise(async ({ input }) => {
          seen.push(`start ${input.order.betId}`);
          return calls.start!(input);
        }),
        playMove: fromPromise(async ({ input }) => {
          seen.push(`move ${input.move.name} ${JSON.stringify(input.move.body)}`);
          return calls.move!(input);
        }),
      },
    }),
    { input: { game: 'miner', player } },
  ).start();
  return { actor, seen };
}

describe('steppedRound', () => {
  it('resumes the open round of a player after a reload', async () => {
    const { actor, seen } = start({ open: async () => makeOpenRound() });
    expect(selectSteppedStep(actor.getSnapshot())).toBe('resuming');
    expect(selectSteppedBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('playing'));
    expect(seen).toEqual(['open miner']);
    expect(selectRoundBet(actor.getSnapshot())?.status).toBe('open');
  });

  it('reads nothing for a guest and waits for a bet', () => {
    const { actor, seen } = start({}, false);
    expect(selectSteppedStep(actor.getSnapshot())).toBe('idle');
    expect(seen).toEqual([]);
  });

  it('opens a round, plays moves one at a time and settles on the move that ends it', async () => {
    let answer: (value: RoundAnswer) => void = () => {};
    const { actor, seen } = start({
      start: async () => roundAnswer(makeOpenRound({ round: { revealed: [] } })),
      move: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'round.start', order: order('bet-0001') });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'round.move', move: reveal(7) });
    actor.send({ type: 'round.move', move: reveal(8) });
    expect(selectSteppedBusy(actor.getSnapshot())).toBe(true);
    expect(selectLastMove(actor.getSnapshot())).toEqual(reveal(7));
    answer(roundAnswer(makeOpenRound()));
    await waitFor(actor, (s) => s.matches('playing'));
    expect(selectRoundsSettled(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'round.move', move: { name: 'cashout', body: {} } });
    answer(roundAnswer(makeCashedOutRound(), 1001.25));
    await waitFor(actor, (s) => s.matches('settled'));
    expect(seen).toEqual(['open miner', 'start bet-0001', 'move reveal {"tile":7}', 'move cashout {}']);
    expect(selectRoundBet(actor.getSnapshot())?.payout).toBe(11.25);
    expect(selectRoundsSettled(actor.getSnapshot())).toBe(1);
  });

  it('keeps the round playing when a move is refused, with the reason, and clears it on the next move', async () => {
    let call = 0;
    const { actor } = start({
      open: async () => makeOpenRound(),
      move: async () => {
        call += 1;
        if (call === 1) throw refusal(422, 'tile_revealed');
        return roundAnswer(makeOpenRound({ round: { revealed: [7, 9] } }));
      },
    });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'round.move', move: reveal(7) });
    await waitFor(actor, (s) => s.matches('playing') && s.context.failure !== null);
    expect(selectSteppedFailure(actor.getSnapshot())?.code).toBe('tile_revealed');
    expect(selectRoundBet(actor.getSnapshot())?.round).toEqual(makeOpenRound().round);
    actor.send({ type: 'round.move', move: reveal(9) });
    expect(selectSteppedFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('playing') && !s.hasTag('busy'));
    expect(selectRoundBet(actor.getSnapshot())?.round).toEqual({ revealed: [7, 9] });
  });

  it('reads the open round when a bet is refused because one is open', async () => {
    let opened: Bet | null = null;
    const { actor, seen } = start({
      open: async () => opened,
      start: async () => {
        opened = makeOpenRound();
        throw refusal(409, 'round_open');
      },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'round.start', order: order('bet-0002') });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(seen).toEqual(['open miner', 'start bet-0002', 'open miner']);
    expect(selectSteppedFailure(actor.getSnapshot())).toBeNull();
  });

  it('goes back to no round, with the reason, when the round ended elsewhere', async () => {
    let open: Bet | null = makeOpenRound();
    const { actor } = start({
      open: async () => open,
      move: async () => {
        open = null;
        throw refusal(404, 'no_open_round');
      },
    });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'round.move', move: reveal(3) });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectSteppedFailure(actor.getSnapshot())?.code).toBe('no_open_round');
  });

  it('keeps a refused bet’s reason and starts afresh from a settled round', async () => {
    let call = 0;
    const { actor, seen } = start({
      open: async () => makeOpenRound(),
      move: async () => roundAnswer(makeCashedOutRound()),
      start: async () => {
        call += 1;
        if (call === 1) throw refusal(422, 'insufficient_funds');
        return roundAnswer(makeOpenRound({ bet_id: 'bet-0004', round: { revealed: [] } }));
      },
    });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'round.move', move: { name: 'cashout', body: {} } });
    await waitFor(actor, (s) => s.matches('settled'));
    actor.send({ type: 'round.start', order: order('bet-0003') });
    expect(selectRoundBet(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectSteppedFailure(actor.getSnapshot())?.code).toBe('insufficient_funds');
    actor.send({ type: 'round.start', order: order('bet-0004') });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(seen.filter((c) => c.startsWith('start'))).toEqual(['start bet-0003', 'start bet-0004']);
    expect(selectRoundBet(actor.getSnapshot())?.bet_id).toBe('bet-0004');
  });

  it('waits with no round when the open round cannot be read', async () => {
    const { actor } = start({
      open: async () => {
        throw refusal(null, 'network_error');
      },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectSteppedFailure(actor.getSnapshot())?.code).toBe('network_error');
  });
});
