import type { Currency } from '../../../contract/constants';
import { toMajor, toMinor } from '../../../contract/money';
import { rejectField } from '../../http/refusals';
import type { InvoiceRow } from './invoice-repository';
import { depositLimits, findMethod } from './methods';
import { priceOf } from './pricing';

/** A provider may report more than was invoiced (a player rounding up), never more than this many times it. */
const MAX_OVERPAYMENT = 10n;

/**
 * The largest sum, in minor units of the invoice currency, that a provider could report paid for this invoice:
 * ten times the invoice, and no more than the method's largest deposit with its commission (SPEC §9 defaults:
 * 300000 without a limit of its own), unless the invoice itself is larger.
 */
export function largestReportedSum(invoice: InvoiceRow): bigint {
  const tenfold = invoice.amount * MAX_OVERPAYMENT;
  const method = findMethod(invoice.method);
  if (!method) return tenfold;
  const largestDeposit = toMinor(depositLimits(method).max, method.exchangeCurrency)!;
  const invoicedMax = priceOf(method, largestDeposit, invoice.accountCurrency as Currency).amount;
  const ceiling = invoicedMax > invoice.amount ? invoicedMax : invoice.amount;
  return tenfold < ceiling ? tenfold : ceiling;
}

/** 422 on `amount` (nothing is sent or written) when the payer page claims a sum no provider would report. */
export function checkReportedSum(invoice: InvoiceRow, paid: bigint): void {
  const largest = largestReportedSum(invoice);
  if (paid <= largest) return;
  const currency = invoice.currency as Currency;
  throw rejectField(
    'amount',
    'amount_above_maximum',
    `A provider reports at most ${toMajor(largest, currency)} ${currency} paid for this invoice.`,
  );
}
