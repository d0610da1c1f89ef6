import type { CreateInvoice } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { regionOf } from '../../../contract/geo';
import { randomToken } from '../../security/digest';
import type { Services } from '../../core/services';
import { rejectField } from '../../http/refusals';
import type { UserRow } from '../../players/repository';
import { insertInvoice, type InvoiceRow } from './invoice-repository';
import { availableMethod, type PlayerScope } from './methods';
import { priceDeposit } from './pricing';
import type { PaymentProvider } from './providers/provider';

/** The player's account currency and region (SPEC §4: KZ stays KZ, anything else is RU). */
export function scopeOf(user: UserRow): PlayerScope {
  return { currency: user.currency as Currency, region: regionOf(user.countryCode) };
}

/**
 * Opens a deposit invoice: checks the method and amount (422, nothing written), asks the provider for payment
 * details, stores the invoice with its life time.
 */
export async function createInvoice(
  ctx: Services,
  provider: PaymentProvider,
  user: UserRow,
  body: CreateInvoice,
): Promise<InvoiceRow> {
  const player = scopeOf(user);
  const method = availableMethod(body.method, player, 'deposit');
  if (!method) {
    throw rejectField(
      'method',
      'method_unavailable',
      'This payment method is not available for your account.',
    );
  }
  const price = priceDeposit(method, body.amount, player.currency);
  const hash = randomToken(16);
  const details = await provider.createDeposit({
    invoiceHash: hash,
    type: method.type,
    currency: method.exchangeCurrency,
    amount: price.amount,
    coin: method.crypto?.coin ?? null,
    network: method.crypto?.network ?? null,
  });
  const now = ctx.now();
  const lifeTime = ctx.config.invoiceLifeSeconds;
  return insertInvoice(ctx.db, {
    hash,
    userId: user.id,
    method: method.hash,
    type: method.type,
    provider: provider.name,
    providerPaymentId: details.providerPaymentId,
    currency: method.exchangeCurrency,
    accountCurrency: player.currency,
    amount: price.amount,
    shopAmount: price.shopAmount,
    commission: price.commission,
    cardNumber: details.cardNumber,
    phoneNumber: details.phoneNumber,
    cryptoAddress: details.cryptoAddress,
    cryptoNetwork: method.crypto?.network ?? null,
    lifeTime,
    expiresAt: new Date(now.getTime() + lifeTime * 1000),
    createdAt: now,
  });
}
