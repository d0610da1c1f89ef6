import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { findUserById } from '../../players/repository';
import { markActivationUsed } from './activation-repository';
import {
  findDecision,
  insertDecision,
  lockInvoice,
  paidDepositsBefore,
  type DecisionOutcome,
} from './decision-repository';
import { bonusExpiry, depositOffers, minorOf, rewardAmount, type Offer } from './offers';
import { grantProgramSpins } from './program-spins';
import { activePrograms } from './program-repository';
import { markRedemptionCredited } from './promo-repository';
import { standingOf } from './standing';
import { ActiveBonusExistsError, grantBonus, type WalletDeps } from './wallet';
import { findBonusBySource } from './wallet/repository';

/**
 * Grants the bonus a paid deposit earns, and records the decision, once per invoice: the program the player chose
 * (which then stops waiting), else a redeemed promo waiting for a deposit, else the registration-and-deposit bonus, else the welcome-pack step of the deposit's number (see
 * `depositOffers`), when the deposit reaches the offer's minimum. Amount = min(deposit × match %, cap), rounded
 * down in minor units. While the player wagers another bonus the deposit earns nothing, recorded as
 * `bonus_active`.
 *
 * Runs after the deposit is credited and on every replay of its webhook, before the webhook is answered: the
 * provider retries until it gets a 2xx, so a crash between the credit and this is repaired by the retry. The
 * invoice row is locked and the decision is unique per invoice, so concurrent and replayed webhooks decide once;
 * the bonus's source key `deposit:<invoice id>` makes its grant once besides. The standing is taken at the moment
 * the invoice was paid, so a replay decides as the first run would have. Answers the outcome, or null when the
 * invoice is not paid.
 */
export async function grantDepositBonus(
  deps: WalletDeps,
  invoiceId: number,
): Promise<DecisionOutcome | null> {
  return deps.ledger.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice?.status !== PAYMENT_STATUS.paid || !invoice.paidAt || invoice.ledgerTransactionId === null)
      return null;
    const decided = await findDecision(tx, invoiceId);
    if (decided) return decided.outcome as DecisionOutcome;
    const user = await findUserById(tx, invoice.userId);
    if (!user) throw new Error(`invoice ${invoiceId} has no player`);

    const at = invoice.paidAt;
    const paidBefore = await paidDepositsBefore(tx, user.id, invoice.ledgerTransactionId);
    const standing = await standingOf(tx, user, at, paidBefore);
    const [offer] = depositOffers(await activePrograms(tx), standing, at);
    const record = async (outcome: DecisionOutcome, bonusId: number | null = null) => {
      await insertDecision(tx, {
        invoiceId,
        userId: user.id,
        outcome,
        programId: offer?.program.id ?? null,
        step: offer?.step ?? null,
        redemptionId: offer?.redemption?.id ?? null,
        bonusId,
      });
      return outcome;
    };
    if (!offer) return record('none');

    const currency = invoice.accountCurrency as Currency;
    const deposit = invoice.shopAmount;
    const amount = rewardAmount(offer.terms.reward, currency, deposit);
    if (deposit < minorOf(offer.terms.minDeposit[currency], currency) || amount <= 0n)
      return record('below_minimum');
    let bonusId: number;
    try {
      bonusId = await grant(deps, tx, offer, { userId: user.id, currency, amount, invoiceId });
    } catch (error) {
      if (error instanceof ActiveBonusExistsError) return record('bonus_active');
      throw error;
    }
    if (offer.redemption)
      await markRedemptionCredited(tx, offer.redemption.id, { bonusId, invoiceId, at: deps.now() });
    if (standing.chosen?.programId === offer.program.id)
      await markActivationUsed(tx, standing.chosen.activationId, { invoiceId, bonusId, at: deps.now() });
    return record('granted', bonusId);
  });
}

/** Credits the offer's bonus for the deposit; the id of the bonus, also when an earlier run granted it. */
async function grant(
  deps: WalletDeps,
  tx: Db,
  offer: Offer,
  d: { userId: number; currency: Currency; amount: bigint; invoiceId: number },
): Promise<number> {
  const sourceKey = `deposit:${d.invoiceId}`;
  const bonus =
    (await grantBonus(deps, tx, {
      userId: d.userId,
      currency: d.currency,
      programId: offer.program.id,
      name: offer.name,
      amount: d.amount,
      wagerMultiplier: offer.terms.wagerMultiplier,
      expiresAt: bonusExpiry(offer.terms, deps.now()),
      sourceKey,
    })) ?? (await findBonusBySource(tx, sourceKey));
  if (!bonus) throw new Error(`bonus ${sourceKey} was granted and is gone`);
  await grantProgramSpins(tx, offer.terms, {
    userId: d.userId,
    currency: d.currency,
    bonusSourceKey: sourceKey,
    at: deps.now(),
  });
  return bonus.id;
}
