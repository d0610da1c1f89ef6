import * as z from 'zod/mini';
import './zod-locale';
import { bonusTermsSchema } from './bonuses';
import { CURRENCIES } from './constants';
import { amountField } from './money';
import { lineText } from './text';
import { HISTORY_STATUSES, HISTORY_TYPES } from './history-kinds';

/**
 * Payments: SPEC §3 billing data and deposit invoice, §4 payment status, plus payouts and the money history.
 * All amounts are major-unit decimals (see money.ts).
 */

/** Invoice and payment statuses; 3 = paid is SPEC §4's, the rest are ours. */
export const PAYMENT_STATUS = { waiting: 1, failed: 2, paid: 3, expired: 4 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const METHOD_TYPES = ['card', 'phone', 'crypto'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];

const localisedName = z.object({ en: z.string(), ru: z.string(), kz: z.string() });

/**
 * One way to pay or be paid. `value.exchange_currency` is the currency the player pays in; `value.rate` is how
 * many units of the account currency one unit of it is worth (1 when they are the same). Limits are in the
 * exchange currency.
 */
export const paymentMethodSchema = z.object({
  hash: z.string(),
  name: localisedName,
  type: z.enum(METHOD_TYPES),
  min_amount: z.number(),
  max_amount: z.number(),
  default_amount: z.number(),
  /** Provider commission in percent of the amount, paid by the player on top. */
  commission_percent: z.number(),
  value: z.object({ exchange_currency: z.string(), rate: z.number() }),
  /** Crypto only: the coin and its network, e.g. USDT on TRC20. */
  network: z.nullable(z.string()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/v2/billing/data. */
export const billingDataAnswer = z.object({
  payments: z.object({
    methods: z.array(paymentMethodSchema),
    /** The bonus the next deposit earns (SPEC: `name`) and how much it gives, or nulls when it earns none. */
    bonus: z.object({ name: z.nullable(z.string()), terms: z.nullable(bonusTermsSchema) }),
  }),
  payouts: z.object({ methods: z.array(paymentMethodSchema) }),
  'crypto-payments': z.array(paymentMethodSchema),
  'crypto-payouts': z.array(paymentMethodSchema),
  currency: z.enum(CURRENCIES),
  /** Minimum payout in the account currency (SPEC §9). */
  min_payout: z.number(),
});
export type BillingData = z.infer<typeof billingDataAnswer>;

/** POST /api/v2/billing/invoices: a deposit of `amount` (exchange currency) by one method. */
export const createInvoiceBody = z.strictObject({
  method: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: amountField,
});
export type CreateInvoice = z.infer<typeof createInvoiceBody>;

/** The deposit invoice of SPEC §3, plus what the browser needs to show it. */
export const invoiceSchema = z.object({
  hash: z.string(),
  id: z.int(),
  type: z.enum(METHOD_TYPES),
  /** What the player pays, commission included, in `currency`. */
  amount: z.number(),
  /** What reaches the account, in `account_currency`. */
  shop_amount: z.number(),
  commission: z.number(),
  /** Seconds left to pay; 1200 when just created. */
  life_time: z.int(),
  sum_was_changed: z.boolean(),
  card: z.object({ card_number: z.nullable(z.string()), phone_number: z.nullable(z.string()) }),
  crypto: z.nullable(z.object({ address: z.string(), network: z.string(), coin: z.string() })),
  currency: z.string(),
  account_currency: z.enum(CURRENCIES),
  status: z.int(),
  /** The sandbox payer page where a tester settles the invoice; null for real providers. */
  pay_url: z.nullable(z.string()),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /billing/payment/status/{invoiceId}. */
export const paymentStatusAnswer = z.object({
  status: z.int(),
  sum_was_changed: z.boolean(),
  shop_amount: z.number(),
  life_time: z.int(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswer>;

export const PAYOUT_STATUSES = ['pending', 'paid', 'rejected', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** POST /api/v2/billing/payouts; the `Idempotency-Key` header makes a retry safe. */
export const createPayoutBody = z.strictObject({
  method: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: amountField,
  /** Card number, phone or wallet address, as the method asks. */
  destination: lineText().check(
    z.trim(),
    z.minLength(4, 'destination_invalid: Enter where to send the money'),
    z.maxLength(128),
  ),
});
export type CreatePayout = z.infer<typeof createPayoutBody>;

/** The `Idempotency-Key` header of POST /api/v2/billing/payouts: 8–128 letters, digits, `_` or `-`. */
export const idempotencyKeyField = z
  .string({ error: 'idempotency_key_invalid: Send an Idempotency-Key header' })
  .check(
    z.regex(
      /^[A-Za-z0-9_-]{8,128}$/,
      'idempotency_key_invalid: The Idempotency-Key must be 8–128 letters, digits, _ or -',
    ),
  );

/** GET /api/v2/billing/payouts query: the newest `limit` payouts. */
export const payoutsQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});
export type PayoutsQuery = z.input<typeof payoutsQuery>;

export const payoutSchema = z.object({
  id: z.int(),
  method: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  destination: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type Payout = z.infer<typeof payoutSchema>;

export { HISTORY_STATUSES, HISTORY_TYPES, type HistoryStatus, type HistoryType } from './history-kinds';

/** GET /api/v2/billing/history query. */
export const historyQuery = z.strictObject({
  type: z.optional(z.enum(HISTORY_TYPES)),
  status: z.optional(z.enum(HISTORY_STATUSES)),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type HistoryQuery = z.input<typeof historyQuery>;

/** The bonus a bonus movement belongs to: `name` is the program's name key, as GET /api/v2/bonuses sends it. */
export const historyBonusSchema = z.object({ id: z.int(), program_id: z.string(), name: z.string() });
export type HistoryBonus = z.infer<typeof historyBonusSchema>;

/**
 * One money movement of the player; `amount` is signed (a payout is negative). A bonus credited (`bonus_grant`, to
 * the bonus balance) and a bonus converted (`bonus_convert`, bonus balance → main) are positive, a bonus forfeited
 * (`bonus_forfeit`, expired or cancelled: taken from the bonus balance) is negative.
 */
export const historyItemSchema = z.object({
  id: z.string(),
  type: z.enum(HISTORY_TYPES),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  status: z.enum(HISTORY_STATUSES),
  created_at: z.string(),
  /**
   * The method's name in the request's language (Accept-Language), or the operator's reason for an adjustment; empty
   * for a bonus movement, whose program is named by `bonus`.
   */
  description: z.string(),
  /** Only on a bonus movement. */
  bonus: z.optional(historyBonusSchema),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyAnswer = z.object({
  data: z.array(historyItemSchema),
  meta: z.object({ page: z.int(), per_page: z.int(), total: z.int() }),
});
export type HistoryAnswer = z.infer<typeof historyAnswer>;
