import { createHmac, randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Currency } from '../../../../contract/constants';
import { amountField } from '../../../../contract/money';
import { lineText } from '../../../../contract/text';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { randomToken, sameDigest } from '../../../security/digest';
import type {
  DepositDetails,
  DepositRequest,
  PaymentProvider,
  PayoutRequest,
  PayoutResult,
  WebhookEvent,
} from './provider';

/** Header carrying the hex HMAC-SHA256 of the raw webhook body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** A payout to a destination ending in these digits is declined, like the declining test card 4000 0000 0000 0002. */
export const SANDBOX_DECLINED_SUFFIX = '0002';

/** The sandbox webhook body. `amount`: the sum paid, major units of the invoice currency; absent = as invoiced. */
export const sandboxEventSchema = z.strictObject({
  event_id: lineText().check(z.minLength(1), z.maxLength(128)),
  payment_id: lineText().check(z.minLength(1), z.maxLength(128)),
  status: z.enum(['paid', 'failed']),
  amount: z.optional(amountField),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** The sandbox provider, which can also sign events for its payer page. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The signature header value for a raw body. */
  sign(rawBody: string | Buffer): string;
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';

function randomChars(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** The Luhn check digit that makes `digits` + it a valid card number. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A 16-digit Luhn-valid number in the 4000 00xx test range, which no real issuer uses. */
function testCardNumber(): string {
  const body = `400000${randomChars('0123456789', 9)}`;
  return `${body}${luhnCheckDigit(body)}`;
}

// mobile ranges: Russia +7 9xx, Kazakhstan +7 7xx, India +91 9xxxx; nine random digits follow each prefix
const PHONE_PREFIX: Partial<Record<Currency, string>> = { KZT: '+77', INR: '+919' };
function testPhoneNumber(currency: Currency): string {
  return `${PHONE_PREFIX[currency] ?? '+79'}${randomChars('0123456789', 9)}`;
}

/** An address in the network's usual format; not a real wallet and without a valid checksum. */
function testCryptoAddress(network: string): string {
  switch (network) {
    case 'TRC20':
      return `T${randomChars(BASE58, 33)}`;
    case 'Bitcoin':
      return `bc1q${randomChars(BECH32, 38)}`;
    case 'Litecoin':
      return `ltc1q${randomChars(BECH32, 38)}`;
    default:
      return `0x${randomChars(HEX, 40)}`;
  }
}

function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The built-in provider: works offline. Deposits get test payment details and are settled from the payer page
 * (`/sandbox/pay/:hash`) through signed webhooks; payouts succeed unless the destination ends in 0002.
 */
export function createSandboxProvider(options: { webhookKey: string }): SandboxProvider {
  const sign = (rawBody: string | Buffer) =>
    createHmac('sha256', options.webhookKey).update(rawBody).digest('hex');

  return {
    name: 'sandbox',
    sign,

    async createDeposit(request: DepositRequest): Promise<DepositDetails> {
      return {
        providerPaymentId: `sbx_${randomToken(16)}`,
        cardNumber: request.type === 'card' ? testCardNumber() : null,
        phoneNumber: request.type === 'phone' ? testPhoneNumber(request.currency) : null,
        cryptoAddress: request.type === 'crypto' ? testCryptoAddress(request.network ?? '') : null,
      };
    },

    payUrl: (invoiceHash, apiOrigin) => `${apiOrigin}/sandbox/pay/${invoiceHash}`,

    parseWebhook(rawBody: Buffer, headers): WebhookEvent | null {
      const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER)?.trim().toLowerCase();
      if (!signature || !/^[0-9a-f]{64}$/.test(signature) || !sameDigest(sign(rawBody), signature))
        return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new HttpError(400, 'validation_failed', 'The request body is not valid JSON.');
      }
      const parsed = sandboxEventSchema.safeParse(json);
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
      const event = parsed.data;
      return {
        eventId: event.event_id,
        providerPaymentId: event.payment_id,
        status: event.status,
        paidAmount: event.amount ?? null,
      };
    },

    async sendPayout(request: PayoutRequest): Promise<PayoutResult> {
      const destination = request.destination.replace(/[\s-]/g, '');
      if (destination.endsWith(SANDBOX_DECLINED_SUFFIX)) return { ok: false, reason: 'declined' };
      // the payout id is the provider's idempotency key: a repeated request (the approval's transaction run
      // again after a deadlock, or an approval retried after a crash) is the same payout, not a second one
      return { ok: true, providerPayoutId: `sbx_po_${request.payoutId}` };
    },
  };
}
