import { DECLARED_RTP } from '../rtp';
import { mul, ratio, type Ratio } from '../ratio';
import type { CoinflipParams } from './coinflip.params';
import type { CoinflipOutcome } from './coinflip.outcome';

/** The multiplier of a called side: 2 × RTP (1.98× at 99 %). */
export const coinflipMultiplier = (rtp: Ratio = DECLARED_RTP.coinflip): Ratio => mul(ratio(2), rtp);

/** The multiplier a bet pays: `coinflipMultiplier` when the coin shows the called side, else 0. */
export const coinflipPayout = (
  outcome: CoinflipOutcome,
  params: CoinflipParams,
  rtp: Ratio = DECLARED_RTP.coinflip,
): Ratio => (outcome.side === params.side ? coinflipMultiplier(rtp) : ratio(0));
