import * as z from 'zod/mini';
import {
  billingDataAnswer,
  createInvoiceBody,
  createPayoutBody,
  historyAnswer,
  historyQuery,
  invoiceSchema,
  paymentStatusAnswer,
  payoutSchema,
  payoutsQuery,
  type BillingData,
  type CreateInvoice,
  type CreatePayout,
  type HistoryAnswer,
  type HistoryQuery,
  type Invoice,
  type PaymentStatusAnswer,
  type Payout,
  type PayoutsQuery,
} from '../contract/billing';
import type { ApiClients } from './client';
import { call, parseBody } from './errors';

/** The billing port of the pay-in and invoice machines, the withdraw form and the history page. */
export interface BillingApi {
  /** GET /api/v2/billing/data: the player's deposit and payout methods. */
  billingData(): Promise<BillingData>;
  /** POST /api/v2/billing/invoices: opens a deposit invoice. */
  createInvoice(body: CreateInvoice): Promise<Invoice>;
  /** GET /api/v2/billing/invoices/:id: one of the player's invoices again. */
  invoice(id: number): Promise<Invoice>;
  /** GET /billing/payment/status/:id (SPEC §7), polled every 5 s while an invoice waits. */
  paymentStatus(id: number): Promise<PaymentStatusAnswer>;
  /** POST /api/v2/billing/payouts; the same `idempotencyKey` makes a retry of one request safe. */
  createPayout(body: CreatePayout, idempotencyKey: string): Promise<Payout>;
  /** GET /api/v2/billing/payouts: the player's payouts, newest first. */
  payouts(query?: PayoutsQuery): Promise<Payout[]>;
  /** GET /api/v2/billing/history: every money movement of the player, filtered and paged. */
  history(query?: HistoryQuery): Promise<HistoryAnswer>;
}

const payoutList = z.array(payoutSchema);

/** Query parameters as strings, without the ones left out. */
function searchParamsOf(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Billing calls: deposits (billing data, invoices, payment status), payouts and the money history. */
export function createBillingApi({ api }: ApiClients): BillingApi {
  return {
    billingData: () => call(() => api.get('api/v2/billing/data').json(billingDataAnswer)),
    createInvoice: (body) =>
      call(() =>
        api.post('api/v2/billing/invoices', { json: parseBody(createInvoiceBody, body) }).json(invoiceSchema),
      ),
    invoice: (id) => call(() => api.get(`api/v2/billing/invoices/${id}`).json(invoiceSchema)),
    paymentStatus: (id) => call(() => api.get(`billing/payment/status/${id}`).json(paymentStatusAnswer)),
    createPayout: (body, idempotencyKey) =>
      call(() =>
        api
          .post('api/v2/billing/payouts', {
            json: parseBody(createPayoutBody, body),
            headers: { 'Idempotency-Key': idempotencyKey },
          })
          .json(payoutSchema),
      ),
    payouts: (query = {}) =>
      call(() =>
        api
          .get('api/v2/billing/payouts', { searchParams: searchParamsOf(parseBody(payoutsQuery, query)) })
          .json(payoutList),
      ),
    history: (query = {}) =>
      call(() =>
        api
          .get('api/v2/billing/history', { searchParams: searchParamsOf(parseBody(historyQuery, query)) })
          .json(historyAnswer),
      ),
  };
}
