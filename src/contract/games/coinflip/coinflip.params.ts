import * as z from 'zod/mini';
import '../../zod-locale';

/** The faces of the coin, in the order of `stream.int(2)`: 0 is heads, 1 is tails. */
export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

/** The game parameters of a coinflip bet: the side called. */
export const coinflipParams = z.strictObject({
  side: z.enum(COIN_SIDES, { error: 'coinflip_side_invalid: Choose heads or tails' }),
});
export type CoinflipParams = z.infer<typeof coinflipParams>;
