import { describe, expect, it } from 'vitest';
import {
  COIN_SIDES,
  coinflipMultiplier,
  coinflipOutcome,
  coinflipParams,
  coinflipPayout,
} from '../../../src/contract/games/coinflip';
import { add, compare, mul, ratio, ratioOf, type Ratio } from '../../../src/contract/games/ratio';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import { fixedStream } from './fixed-stream';

const RTP = DECLARED_RTP.coinflip;

/** The RTP of calling `side`, enumerating both equally likely draws of int(2) through the real mapping. */
function enumeratedRtp(side: 'heads' | 'tails', rtp?: Ratio) {
  let total = ratio(0);
  for (const draw of [0, 1])
    total = add(total, coinflipPayout(coinflipOutcome(fixedStream([draw])), { side }, rtp));
  return mul(total, ratio(1, 2));
}

describe('coinflip', () => {
  it('maps draw 0 of int(2) to heads and 1 to tails', () => {
    expect(coinflipOutcome(fixedStream([0]))).toEqual({ side: 'heads' });
    expect(coinflipOutcome(fixedStream([1]))).toEqual({ side: 'tails' });
    expect(coinflipOutcome(fixedStream([2 ** 32 - 2]))).toEqual({ side: 'heads' });
  });

  it('pays 2 × RTP = 1.98× on the called side and nothing on the other', () => {
    expect(coinflipMultiplier()).toEqual(ratioOf('1.98'));
    expect(coinflipPayout({ side: 'tails' }, { side: 'tails' })).toEqual(ratioOf('1.98'));
    expect(coinflipPayout({ side: 'heads' }, { side: 'tails' })).toEqual(ratio(0));
  });

  it('returns exactly the declared RTP whichever side is called', () => {
    for (const side of COIN_SIDES) expect(enumeratedRtp(side)).toEqual(RTP);
  });

  it('does not reach 99 % when built for another RTP', () => {
    expect(compare(enumeratedRtp('heads', ratioOf('0.98')), RTP)).toBe(-1);
  });

  it('accepts heads or tails and refuses anything else', () => {
    expect(coinflipParams.parse({ side: 'heads' })).toEqual({ side: 'heads' });
    expect(coinflipParams.parse({ side: 'tails' })).toEqual({ side: 'tails' });
    expect(coinflipParams.safeParse({ side: 'edge' }).error?.issues[0]?.message).toBe(
      'coinflip_side_invalid: Choose heads or tails',
    );
    expect(coinflipParams.safeParse({ side: 0 }).success).toBe(false);
    expect(coinflipParams.safeParse({}).success).toBe(false);
    expect(coinflipParams.safeParse({ side: 'heads', amount: 1 }).success).toBe(false);
  });
});
