import type { FailureCode } from '../../src/contract/failure';

/**
 * What one invoice actor needs: the invoice id and its seconds left to pay. Payment details (card number,
 * address) stay with the pay-in flow, so the per-invoice actor, polled every few seconds, carries none.
 */
export interface InvoiceInput {
  invoiceId: number;
  /** `life_time` of the invoice answer: seconds left to pay. */
  lifeTime: number;
}

export interface InvoiceContext {
  invoiceId: number;
  secondsLeft: number;
  /** The last status the server answered (PAYMENT_STATUS); 1 until the first poll. */
  status: number;
  /** What the payment credits, from the last status answer (it changes when the player paid another sum). */
  shopAmount: number | null;
  /** Code of the last failed poll, cleared by the next answer; polling goes on regardless. */
  pollError: FailureCode | null;
}

/** Sent to the parent when the status turns 3: the pay-in flow closes PayIn and opens SuccessPayment. */
export interface InvoicePaidEvent {
  type: 'invoice.paid';
  invoiceId: number;
  /** What reached the account, in the account currency (major units). */
  shopAmount: number;
}

/** Sent to the parent when the countdown reaches 0 or the server says 4: the invoice and its actor go. */
export interface InvoiceExpiredEvent {
  type: 'invoice.expired';
  invoiceId: number;
}

/** Sent to the parent when the server says 2 (failed) or no longer knows the invoice. */
export interface InvoiceFailedEvent {
  type: 'invoice.failed';
  invoiceId: number;
}

/** Everything an invoice actor tells its parent. */
export type InvoiceReport = InvoicePaidEvent | InvoiceExpiredEvent | InvoiceFailedEvent;
