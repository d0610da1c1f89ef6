import {
  activateOfferAnswer,
  activateOfferBody,
  bonusesAnswer,
  cancelBonusAnswer,
  cancelBonusBody,
  promoCodeAnswer,
  promotionsAnswer,
  redeemPromoAnswer,
  redeemPromoBody,
  type AvailableBonus,
  type BonusesAnswer,
  type PlayerBonus,
  type PromoCodeAnswer,
  type PromoRedemption,
} from '../contract/bonuses';
import type { Currency } from '../contract/constants';
import type { ApiClients } from './client';
import { call, parseBody } from './errors';
import { createGuestOffersApi, type GuestOffersApi } from './guest-offers';

/**
 * The bonus calls: the offers a guest sees (SPEC §4 Guest bonus, the ports of the guestBonus machine), the player's
 * bonuses with their cancel, and promo codes redeemed on the bonuses page (the port of the promoEntry machine).
 */
export interface BonusesApi extends GuestOffersApi {
  /** GET /api/v2/bonuses: what the player can earn, the active bonus with its wagering, and the history. */
  bonuses(): Promise<BonusesAnswer>;
  /** POST /api/v2/bonuses/offers/{programId}/activate: chooses the bonus the next deposit earns. */
  activateOffer(programId: string): Promise<AvailableBonus>;
  /** POST /api/v2/bonuses/{id}/cancel: gives an active bonus up; answers it as cancelled. */
  cancelBonus(id: number): Promise<PlayerBonus>;
  /** POST /api/v2/promo-codes/redeem: a deposit promo code; 422 `promo_invalid` or 409 `promo_used` on `code`. */
  redeemPromo(code: string): Promise<PromoRedemption>;
  /** GET /api/v2/promo-codes/{code}: a promo code's public data; a 404 for a dead code is an ApiError. */
  promoCode(code: string): Promise<PromoCodeAnswer['data']>;
  /** GET /api/v2/promotions: the lobby's promotions, a guest's in `currency`, a player's in their own. */
  promotions(currency: Currency): Promise<AvailableBonus[]>;
}

/** Bonus calls; every answer is validated against the contract. */
export function createBonusesApi(clients: ApiClients): BonusesApi {
  const { api } = clients;
  return {
    ...createGuestOffersApi(clients),
    bonuses: () => call(() => api.get('api/v2/bonuses').json(bonusesAnswer)),
    promotions: (currency) =>
      call(
        async () =>
          (await api.get('api/v2/promotions', { searchParams: { currency } }).json(promotionsAnswer)).data,
      ),
    activateOffer: (programId) =>
      call(
        async () =>
          (
            await api
              .post(`api/v2/bonuses/offers/${encodeURIComponent(programId)}/activate`, {
                json: parseBody(activateOfferBody, {}),
              })
              .json(activateOfferAnswer)
          ).data,
      ),
    cancelBonus: (id) =>
      call(
        async () =>
          (
            await api
              .post(`api/v2/bonuses/${id}/cancel`, { json: parseBody(cancelBonusBody, {}) })
              .json(cancelBonusAnswer)
          ).data,
      ),
    promoCode: (code) =>
      call(
        async () =>
          (await api.get(`api/v2/promo-codes/${encodeURIComponent(code)}`).json(promoCodeAnswer)).data,
      ),
    redeemPromo: (code) =>
      call(
        async () =>
          (
            await api
              .post('api/v2/promo-codes/redeem', { json: parseBody(redeemPromoBody, { code }) })
              .json(redeemPromoAnswer)
          ).data,
      ),
  };
}
