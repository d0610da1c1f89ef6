import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { toMinor } from '../../../contract/money';
import { HttpError } from '../../http/errors';
import type { Services } from '../../core/services';
import { rejectField } from '../../http/refusals';
import { grantDepositBonus, quietDepositDecision } from '../bonuses';
import { findInvoiceByPayment, markInvoiceFailed } from './invoice-repository';
import { repriceForPaidSum } from './pricing';
import type { WebhookEvent } from './providers/provider';

export type EventOutcome = 'credited' | 'failed' | 'unchanged';

/**
 * Applies a verified provider event. "paid" credits the account once per provider payment id, whatever the
 * order and however often events arrive: the crediting statement locks the invoice row and leaves an already paid
 * invoice alone, and the ledger key `deposit:<provider>:<payment id>` would replay the first credit anyway. A "paid" for a failed or
 * expired invoice still credits (the player's money did arrive); "failed" only ever moves a waiting invoice.
 * Every "paid", first or replayed, then grants the bonus the deposit earns (once per invoice, see grantDepositBonus)
 * before the webhook is answered; a deposit that certainly earns nothing has that recorded by its crediting statement.
 */
export async function applyPaymentEvent(
  ctx: Services,
  provider: string,
  event: WebhookEvent,
): Promise<EventOutcome> {
  const invoice = await findInvoiceByPayment(ctx.db, provider, event.providerPaymentId);
  if (!invoice) throw new HttpError(404, 'invoice_not_found', 'No invoice has this payment id.');

  if (event.status === 'failed') {
    return (await markInvoiceFailed(ctx.db, invoice.id)) ? 'failed' : 'unchanged';
  }
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
    // a replay: the provider retries until answered 2xx, so this is where a bonus lost to a crash is granted
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
    // most deposits earn nothing: the crediting statement records that itself when it is certain
    quietDepositDecision(invoice, paidAt),
  );
  if (credited?.after !== 'none') await grantDepositBonus(ctx, invoice.id);
  return credited === null ? 'unchanged' : 'credited';
}
