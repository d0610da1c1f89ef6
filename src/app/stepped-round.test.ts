import { describe, expect, it } from 'vitest';
import { makeUser } from '../../machines/session/session.fixtures';
import {
  makeCashedOutRound,
  makeOpenRound,
  roundAnswer,
} from '../../machines/stepped-round/stepped-round.fixtures';
import type { User } from '../contract/profile';
import type { PlaceBetAnswer } from '../contract/games/bets';
import { roundCalls } from './stepped-round';

/** Round calls over fake answers; every balance patch the session is sent is recorded (undefined: read again). */
function calls(user: User, answers: { start?: PlaceBetAnswer; move?: PlaceBetAnswer }) {
  const updates: Array<Partial<User> | undefined> = [];
  const sent: string[] = [];
  const round = roundCalls({
    games: {
      placeBet: async (game, order) => {
        sent.push(`bet ${game} ${order.betId}`);
        return answers.start!;
      },
      move: async (game, name, body) => {
        sent.push(`${game}/${name} ${JSON.stringify(body)}`);
        return answers.move!;
      },
      openRound: async () => null,
    },
    session: { userUpdated: (patch) => void updates.push(patch) },
    currentUser: () => user,
  });
  return { round, updates, sent };
}

describe('roundCalls', () => {
  const user = makeUser({ currency: 'RUB', balance: 1000, bonus_balance: 50 });

  it('shows the balance after the bet that opens the round', async () => {
    const { round, updates, sent } = calls(user, { start: roundAnswer(makeOpenRound(), 990, 50) });
    await round.startRound('miner', { betId: 'bet-0001', amount: 10, params: { mines: 3 } });
    expect(sent).toEqual(['bet miner bet-0001']);
    expect(updates).toEqual([{ balance: 990, bonus_balance: 50, total_balance: 1040 }]);
  });

  it('moves no money on a move that keeps the round open', async () => {
    const { round, updates, sent } = calls(user, { move: roundAnswer(makeOpenRound(), 990) });
    await round.playMove('miner', { name: 'reveal', body: { tile: 7 } });
    expect(sent).toEqual(['miner/reveal {"tile":7}']);
    expect(updates).toEqual([]);
  });

  it('shows the paid balance when the move settles the round', async () => {
    const { round, updates } = calls(makeUser({ ...user, balance: 990 }), {
      move: roundAnswer(makeCashedOutRound(), 1001.25, 50),
    });
    await round.playMove('miner', { name: 'cashout', body: {} });
    expect(updates).toEqual([{ balance: 1001.25, bonus_balance: 50, total_balance: 1051.25 }]);
  });

  it('reads the user again when the bonus balance moved (the win finished a bonus’s wagering)', async () => {
    const { round, updates } = calls(makeUser({ ...user, balance: 990 }), {
      move: roundAnswer(makeCashedOutRound(), 1051.25, 0),
    });
    await round.playMove('miner', { name: 'cashout', body: {} });
    expect(updates).toEqual([{ balance: 1051.25, bonus_balance: 0, total_balance: 1051.25 }, undefined]);
  });
});
