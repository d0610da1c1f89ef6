import { describe, expect, it } from 'vitest';
import {
  COIN_SIDES,
  coinflipMultiplier,
  coinflipOutcome,
  coinflipPayout,
} from '../../../src/contract/games/coinflip';
import { toNumber } from '../../../src/contract/games/ratio';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import { SIMULATED_ROUNDS, chiSquareP, rtpInterval, simulate, varianceOf } from './simulation-harness';

describe('coinflip simulation', () => {
  it('lands heads and tails equally and returns the RTP over 10^6 seeded bets', { timeout: 120_000 }, () => {
    const landed = { heads: 0, tails: 0 };
    let paid = 0;
    simulate('coinflip', SIMULATED_ROUNDS, (stream, nonce) => {
      const outcome = coinflipOutcome(stream);
      landed[outcome.side] += 1;
      paid += toNumber(coinflipPayout(outcome, { side: COIN_SIDES[nonce % 2]! }));
    });

    const half = SIMULATED_ROUNDS / 2;
    expect(chiSquareP([landed.heads, landed.tails], [half, half], 1)).toBeGreaterThanOrEqual(0.01);

    const variance = varianceOf([
      [0.5, toNumber(coinflipMultiplier())],
      [0.5, 0],
    ]);
    const [low, high] = rtpInterval(toNumber(DECLARED_RTP.coinflip), variance, SIMULATED_ROUNDS);
    expect(paid / SIMULATED_ROUNDS).toBeGreaterThanOrEqual(low);
    expect(paid / SIMULATED_ROUNDS).toBeLessThanOrEqual(high);
  });
});
