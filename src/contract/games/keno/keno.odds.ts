import { choose } from '../binomial';
import { ratio, type Ratio } from '../ratio';
import { KENO_DRAWN, KENO_NUMBERS } from './keno.params';

/**
 * The exact chance that `hits` of `picks` numbers are among the 10 drawn of 40, hypergeometric:
 * C(picks, hits) · C(40 − picks, 10 − hits) / C(40, 10).
 */
export const kenoHitChance = (picks: number, hits: number): Ratio =>
  ratio(
    choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits),
    choose(KENO_NUMBERS, KENO_DRAWN),
  );
