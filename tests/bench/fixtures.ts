import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import type { Ledger } from '../../src/server/ledger/ledger';
import { findMethod } from '../../src/server/modules/billing/methods';
import { createOperatorService } from '../../src/server/modules/billing/operator';
import { priceDeposit } from '../../src/server/modules/billing/pricing';
import { createSandboxProvider } from '../../src/server/modules/billing/providers/sandbox';
import { randomToken } from '../../src/server/security/digest';

/** The deposit method of the bench's RUB players; no commission, so the credit equals the invoice amount. */
const METHOD = findMethod('card-rub')!;
/** What each prepared invoice asks for, major units. */
export const DEPOSIT_MAJOR = 1_000;
const INSERT_BATCH = 1_000;
const INVOICE_LIFE_SECONDS = 3_600;

/**
 * Gives every player `amount` (major units) through the operator service, as `npm run ops` would. The ledger's
 * account directory is filled first: its lookups must not run inside the operator's transaction.
 */
export async function fundPlayers(db: Db, ledger: Ledger, userIds: readonly number[], amount: number) {
  const operator = createOperatorService({
    db,
    ledger,
    provider: createSandboxProvider({ webhookKey: randomToken(32) }),
    now: () => new Date(),
  });
  await ledger.accounts.system('house', 'RUB');
  for (const userId of userIds) {
    await ledger.accounts.player(userId, 'RUB');
    await operator.creditPlayer(userId, amount, 'bench: starting balance', `bench-fund-${randomUUID()}`);
  }
}

/**
 * Opens `count` waiting sandbox invoices spread over the players, priced and numbered as the deposit service
 * would; answers their provider payment ids. Written in bulk, a batch per statement: preparing work is not what
 * is measured.
 */
export async function openInvoices(db: Db, userIds: readonly number[], count: number): Promise<string[]> {
  const provider = createSandboxProvider({ webhookKey: randomToken(32) });
  const price = priceDeposit(METHOD, DEPOSIT_MAJOR, 'RUB');
  const expiresAt = new Date(Date.now() + INVOICE_LIFE_SECONDS * 1000).toISOString();
  const paymentIds: string[] = [];
  for (let from = 0; from < count; from += INSERT_BATCH) {
    const batch = {
      hashes: [] as string[],
      users: [] as number[],
      payments: [] as string[],
      cards: [] as string[],
    };
    for (let i = from; i < Math.min(count, from + INSERT_BATCH); i++) {
      const hash = randomToken(16);
      const details = await provider.createDeposit({
        invoiceHash: hash,
        type: METHOD.type,
        currency: METHOD.exchangeCurrency,
        amount: price.amount,
        coin: null,
        network: null,
      });
      batch.hashes.push(hash);
      batch.users.push(userIds[i % userIds.length]!);
      batch.payments.push(details.providerPaymentId);
      batch.cards.push(details.cardNumber ?? '');
    }
    paymentIds.push(...batch.payments);
    await db.execute(sql`
      insert into invoices (hash, user_id, method, type, provider, provider_payment_id, currency, account_currency,
                            amount, shop_amount, commission, card_number, life_time, expires_at)
      select h, u, ${METHOD.hash}, ${METHOD.type}, ${provider.name}, p, ${METHOD.exchangeCurrency}, 'RUB',
             ${price.amount}, ${price.shopAmount}, ${price.commission}, c, ${INVOICE_LIFE_SECONDS}, ${expiresAt}
      from unnest(${sql.param(batch.hashes)}::text[], ${sql.param(batch.users)}::bigint[],
                  ${sql.param(batch.payments)}::text[], ${sql.param(batch.cards)}::text[]) as x(h, u, p, c)`);
  }
  return paymentIds;
}
