import type { Currency } from '../../../../contract/constants';
import type { MethodType } from '../../../../contract/billing';

/** What the provider needs to open a payment for an invoice; amounts in minor units of `currency`. */
export type DepositRequest = {
  invoiceHash: string;
  type: MethodType;
  /** The fiat currency the player pays in (crypto methods are priced in a fiat currency too). */
  currency: Currency;
  amount: bigint;
  /** Crypto only: coin and network, e.g. `USDT` on `TRC20`. */
  coin: string | null;
  network: string | null;
};

/** The payment details the player sees on the invoice. */
export type DepositDetails = {
  providerPaymentId: string;
  cardNumber: string | null;
  phoneNumber: string | null;
  cryptoAddress: string | null;
};

/**
 * A verified provider notification about one payment. `paidAmount` is the sum paid in major units of the
 * invoice currency, as the provider sent it (null: exactly the invoice amount); it becomes minor units once the
 * invoice, and so its currency, is known.
 */
export type WebhookEvent = {
  eventId: string;
  providerPaymentId: string;
  status: 'paid' | 'failed';
  paidAmount: number | null;
};

export type PayoutRequest = {
  payoutId: number;
  method: string;
  currency: Currency;
  amount: bigint;
  destination: string;
};
export type PayoutResult = { ok: true; providerPayoutId: string } | { ok: false; reason: string };

/** A payment provider behind one interface; the built-in sandbox implements it offline. */
export interface PaymentProvider {
  readonly name: string;
  createDeposit(request: DepositRequest): Promise<DepositDetails>;
  /**
   * A page where the player (or, for the sandbox, a tester) pays the invoice; null when the details are enough.
   * `apiOrigin` is the API origin of the player's own mirror (else of SITE_URL), for pages this server hosts.
   */
  payUrl(invoiceHash: string, apiOrigin: string): string | null;
  /**
   * Checks the signature over the raw body; null when it is missing or wrong (answered 400). A correctly signed
   * body that is not a valid event throws an HttpError.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;
  sendPayout(request: PayoutRequest): Promise<PayoutResult>;
}
