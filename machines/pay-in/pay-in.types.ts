import type { BillingData, Invoice } from '../../src/contract/billing';
import type { Currency } from '../../src/contract/constants';
import type { ApiFailure } from '../../src/contract/failure';
import type { InvoiceReport } from '../invoice/invoice.types';

/** Why an amount is refused before any call; the same keys the server uses. */
export type AmountError =
  'amount_invalid' | 'amount_precision' | 'amount_below_minimum' | 'amount_above_maximum';

/** An amount in major units of a currency. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** How an open invoice ended without a payment, for the notice the deposit tab shows. */
export type InvoiceOutcome = 'expired' | 'failed';

export interface PayInContext {
  billing: BillingData | null;
  /** Hash of the chosen deposit method. */
  methodHash: string | null;
  /** The amount as the player typed it, in the method's exchange currency. */
  amount: string;
  amountError: AmountError | null;
  /** The typed amount in the account currency (amount × rate), or null while it is not a valid amount. */
  conversion: Money | null;
  /** Open invoices, oldest first; each has an invoice actor `invoice-<id>` polling its status. */
  invoices: Invoice[];
  /** The invoice the deposit tab shows; only set in `showingInvoice`. */
  shownInvoiceId: number | null;
  /** What the last paid invoice credited, for SuccessPayment. */
  credited: Money | null;
  /** The shown invoice ended unpaid; cleared when the player goes on. */
  closedInvoice: { invoiceId: number; outcome: InvoiceOutcome } | null;
  /** The last failed call (billing data or invoice creation): a code and field errors for the view. */
  failure: ApiFailure | null;
}

export type PayInEvent =
  | { type: 'payIn.selectMethod'; hash: string }
  | { type: 'payIn.changeAmount'; amount: string }
  | { type: 'payIn.back' }
  | { type: 'payIn.submit' }
  /** Back to the method list while the shown invoice keeps waiting (its actor goes on polling). */
  | { type: 'payIn.newDeposit' }
  | { type: 'payIn.showInvoice'; invoiceId: number }
  | { type: 'payIn.retry' }
  | InvoiceReport;
