/** What the browser knows at the start of the visit (SPEC §4 Promo). */
export interface PromoInput {
  /** The landing address's `promo` parameter, if any. */
  queryPromo: string | null;
  /** The promo cookie kept from an earlier landing, if any. */
  cookiePromo: string | null;
}

/** The public data of a promo code (`GET /api/v2/promo-codes/{code}`). */
export interface PromoData {
  code: string;
  name: string;
}

export interface PromoContext extends PromoInput {
  /** The promo of this visit once its data was fetched; the registration form offers it. */
  promo: PromoData | null;
}

/** The promo code this visit carries: the address's wins over the cookie's. */
export function promoOf(context: PromoInput): string | null {
  return context.queryPromo?.trim() || context.cookiePromo?.trim() || null;
}
