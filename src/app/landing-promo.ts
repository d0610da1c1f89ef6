import { fromPromise } from 'xstate';
import { promoMachine } from '../../machines/promo/promo.machine';
import type { PromoInput } from '../../machines/promo/promo.types';
import type { BonusesApi } from '../api/bonuses';
import { clearPromoCookie, type CookieJar } from './cookies';

/** SPEC §3: the landing address's promo parameter. */
export const PROMO_PARAM = 'promo';

export interface LandingPromoDeps {
  cookies: CookieJar;
  bonuses: Pick<BonusesApi, 'promoCode'>;
  /** Removes query parameters from the address without a navigation. */
  dropQuery(keys: readonly string[]): void;
  log(message: string, error: unknown): void;
}

/** What the promo flow reads at boot: the address's `promo` and the promo cookie. */
export function promoBootInput(search: string, cookies: CookieJar): PromoInput {
  return {
    queryPromo: new URLSearchParams(search).get(PROMO_PARAM),
    cookiePromo: cookies.get('promo') ?? null,
  };
}

/** The `promo` machine with the promo lookup, the promo cookie and the address. */
export function provideLandingPromo(deps: LandingPromoDeps) {
  return promoMachine.provide({
    actors: {
      fetchPromo: fromPromise(async ({ input }) => {
        const { code, name } = await deps.bonuses.promoCode(input.code);
        return { code, name };
      }),
    },
    actions: {
      storePromo: (_, { code }) => deps.cookies.set('promo', code),
      clearPromo: () => clearPromoCookie(deps.cookies),
      dropPromoQuery: () => deps.dropQuery([PROMO_PARAM]),
      logFailure: (_, { error }) => deps.log('promo lookup failed', error),
    },
  });
}
