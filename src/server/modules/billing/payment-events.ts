import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { toMinor } from '../../../contract/money';
import { HttpError } from '../../http/errors';
import type { Services } from '../../core/services';
import { rejectField } from '../../http/refusals';
import { grantDepositBonus, quietDepositDecision } from '../bonuses';
import { findInvoiceByPayment, markInvoiceFailed, type InvoiceRow } from './invoice-repository';
import { repriceForPaidSum } from './pricing';
import type { WebhookEvent } from './providers/provider';

export type EventOutcome = 'credited' | 'failed' | 'unchanged';

/**
 * Applies a verified provider event. "paid" credits the account once per provider payment id, whatever the
 * order and however often events arrive: the crediting statement locks the invoice row and leaves an already paid
 * invoice alone, and the ledger key `deposit:<provider>:<payment id>` is used by that one credit only. A "paid" for
 * a failed or expired invoice still credits (the player's money did arrive); "failed" only ever moves a waiting
 * invoice. Every "paid", first or replayed, then grants the bonus the deposit earns (once per invoice, see
 * grantDepositBonus) before the webhook is answered; a deposit that certainly earns nothing has that recorded by its
 * crediting statement.
 */
export async function applyPaymentEvent(
  ctx: Services,
  provider: string,
  event: WebhookEvent,
): Promise<EventOutcome> {
  if (event.status === 'paid') {
    // the common "paid" is one statement: the invoice found, credited and, most often, its bonus decided
    const paidAt = ctx.now();
    const paid = await ctx.ledger.payInvoice(
      { provider, paymentId: event.providerPaymentId, paid: event.paidAmount, paidAt },
      quietDepositDecision(),
    );
    if (paid.result === 'unknown') throw invoiceNotFound();
    if (paid.result === 'credited') {
      if (paid.after !== 'none') await grantDepositBonus(ctx, paid.invoiceId);
      return 'credited';
    }
    if (paid.result === 'paid_already') {
      // a replay: the provider retries until answered 2xx, so this is where a bonus lost to a crash is granted
      await grantDepositBonus(ctx, paid.invoiceId);
      return 'unchanged';
    }
  }
  const invoice = await findInvoiceByPayment(ctx.db, provider, event.providerPaymentId);
  if (!invoice) throw invoiceNotFound();

  if (event.status === 'failed') {
    return (await markInvoiceFailed(ctx.db, invoice.id)) ? 'failed' : 'unchanged';
  }
  return creditRepriced(ctx, provider, event, invoice);
}

const invoiceNotFound = () => new HttpError(404, 'invoice_not_found', 'No invoice has this payment id.');

/** A "paid" that `payInvoice` declined, for another sum than invoiced: priced again here, then credited. */
async function creditRepriced(
  ctx: Services,
  provider: string,
  event: WebhookEvent,
  invoice: InvoiceRow,
): Promise<EventOutcome> {
  const currency = invoice.currency as Currency;
  const accountCurrency = invoice.accountCurrency as Currency;
  const paid = event.paidAmount === null ? invoice.amount : toMinor(event.paidAmount, currency);
  if (paid === null) {
    throw rejectField(
      'amount',
      'amount_precision',
      `The paid sum has more decimals than ${currency} allows.`,
    );
  }
  // amount and commission change only on the move to paid, so this row's price is the one the lock will see
  const price = repriceForPaidSum({ ...invoice, currency, accountCurrency }, paid);
  if (price.shopAmount <= 0n) {
    throw new HttpError(422, 'validation_failed', 'The given data was invalid.', {
      amount: ['amount_not_positive: The paid sum is too small to credit.'],
    });
  }

  if (invoice.status === PAYMENT_STATUS.paid) {
    await grantDepositBonus(ctx, invoice.id);
    return 'unchanged';
  }

  const paidAt = ctx.now();
  const credited = await ctx.ledger.creditInvoice(
    invoice.id,
    { ...price, sumWasChanged: paid !== invoice.amount, paidAt },
    {
      key: `deposit:${provider}:${event.providerPaymentId}`,
      userId: invoice.userId,
      currency: accountCurrency,
      amount: price.shopAmount,
      reference: String(invoice.id),
    },
    quietDepositDecision(),
  );
  if (credited?.after !== 'none') await grantDepositBonus(ctx, invoice.id);
  return credited === null ? 'unchanged' : 'credited';
}
