import type { Currency } from '../contract/constants';
import {
  waitingRegAndDepAnswer,
  welcomePackGuestAnswer,
  type WaitingRegAndDepAnswer,
  type WelcomePackGuestAnswer,
} from '../contract/guest-offers';
import type { ApiClients } from './client';
import { call } from './errors';

/** The offers a guest's header counts down (SPEC §4 Guest bonus): the ports of the guestBonus machine. */
export interface GuestOffersApi {
  /** GET /bonus-system/bonus-activation/waiting-reg-and-dep: the registration-and-deposit bonus, or null. */
  waitingRegAndDep(): Promise<WaitingRegAndDepAnswer['data']>;
  /**
   * GET /api/v3/welcome-pack/get-welcome-packs-guest: the welcome pack with its amounts in `currency` (RUB when
   * none is given), or null where none is offered.
   */
  guestWelcomePack(currency?: Currency): Promise<WelcomePackGuestAnswer | null>;
}

const NOT_OFFERED = 404;

/** The guest's offer calls; every answer is validated against the contract. */
export function createGuestOffersApi({ api }: ApiClients): GuestOffersApi {
  return {
    waitingRegAndDep: () =>
      call(
        async () =>
          (await api.get('bonus-system/bonus-activation/waiting-reg-and-dep').json(waitingRegAndDepAnswer))
            .data,
      ),
    // The server answers 404 where no welcome pack is offered: that is an answer, not a failure to log.
    guestWelcomePack: (currency) =>
      call(async () => {
        const answer = api.get('api/v3/welcome-pack/get-welcome-packs-guest', {
          ...(currency ? { searchParams: { currency } } : {}),
          throwHttpErrors: (status) => status !== NOT_OFFERED,
        });
        if ((await answer).status === NOT_OFFERED) return null;
        return answer.json(welcomePackGuestAnswer);
      }),
  };
}
