import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { markActivationUsed } from './activation-repository';
import { insertDecision, lockInvoice, recordNoBonus, type DecisionOutcome } from './decision-repository';
import { decideDeposit, type DepositDecision } from './deposit-decision';
import { readDepositStanding, type DepositStanding } from './deposit-standing';
import { bonusExpiry, type Offer } from './offers';
import { activeProgramsOf, quietDepositTerms } from './program-cache';
import { grantProgramSpins } from './program-spins';
import { markRedemptionCredited } from './promo-repository';
import { ActiveBonusExistsError, grantBonus, type WalletDeps } from './wallet';
import { findBonusBySource } from './wallet/repository';

/** What the deposit hook works with: the bonus wallet's, and the database for the reads that decide. */
export type DepositBonusDeps = WalletDeps & { db: Db };

/**
 * Grants the bonus a paid deposit earns, and records the decision, once per invoice: the program the player chose
 * (which then stops waiting), else a redeemed promo waiting for a deposit, else the registration-and-deposit bonus,
 * else the welcome-pack step of the deposit's number (see `depositOffers` and `decideDeposit`).
 *
 * Runs after the deposit is credited and on every replay of its webhook, before the webhook is answered: the
 * provider retries until it gets a 2xx, so a crash between the credit and this is repaired by the retry. The
 * standing is taken at the moment the invoice was paid, so a replay decides as the first run would have. Most
 * deposits earn nothing (past the welcome pack, or while a bonus is wagered): they are decided from one read and
 * recorded by one statement. A deposit that earns a bonus is decided again, and granted, in a transaction that
 * locks the invoice; the decision is unique per invoice and both ways lock the invoice before recording it, so
 * concurrent and replayed webhooks decide once, and the bonus's source key `deposit:<invoice id>` makes its grant
 * once besides. Answers the outcome, or null when the invoice is not paid.
 */
export async function grantDepositBonus(
  deps: DepositBonusDeps,
  invoiceId: number,
): Promise<DecisionOutcome | null> {
  const read = await readDepositStanding(deps.db, invoiceId);
  if (!read) return null;
  if (read.decided) return read.decided;
  const decision = decideDeposit(await activeProgramsOf(deps.db, read.programsStamp), read);
  if (decision.outcome !== 'earned')
    return recordNoBonus(deps.db, decisionRow(read, decision.outcome, decision.offer));
  return deps.ledger.transaction(async (tx) => {
    await lockInvoice(tx, invoiceId);
    const locked = await readDepositStanding(tx, invoiceId);
    if (!locked) return null;
    if (locked.decided) return locked.decided;
    const again = decideDeposit(await activeProgramsOf(tx, locked.programsStamp), locked);
    if (again.outcome !== 'earned') {
      await insertDecision(tx, decisionRow(locked, again.outcome, again.offer));
      return again.outcome;
    }
    return grantEarned(deps, tx, locked, again);
  });
}

/**
 * The decision a deposit's crediting statement can record itself (`bonus_record_quiet_deposit`, which the statement
 * gives the payment's time), when it is certain that the deposit earns nothing: the common deposit then needs no
 * round trip for its bonus. Undefined before this process read the programs. The statement answers `none`, or null
 * when the deposit may earn something, and then `grantDepositBonus` decides it.
 */
export function quietDepositDecision() {
  const terms = quietDepositTerms();
  if (!terms) return undefined;
  return { routine: 'bonus_record_quiet_deposit', args: [terms.stamp, terms.windowDays, terms.steps] };
}

/** The row recording a deposit's outcome under its first offer. */
function decisionRow<O extends DecisionOutcome>(
  s: DepositStanding,
  outcome: O,
  offer: Offer | null,
  bonusId: number | null = null,
) {
  return {
    invoiceId: s.invoiceId,
    userId: s.userId,
    outcome,
    programId: offer?.program.id ?? null,
    step: offer?.step ?? null,
    redemptionId: offer?.redemption?.id ?? null,
    bonusId,
  };
}

/** Grants an earned bonus in `tx` and records it; `bonus_active` when another bonus became active first. */
async function grantEarned(
  deps: DepositBonusDeps,
  tx: Db,
  s: DepositStanding,
  d: Extract<DepositDecision, { outcome: 'earned' }>,
): Promise<DecisionOutcome> {
  const { offer } = d;
  let bonusId: number;
  try {
    bonusId = await grant(deps, tx, offer, {
      userId: s.userId,
      currency: s.currency,
      amount: d.amount,
      invoiceId: s.invoiceId,
    });
  } catch (error) {
    if (!(error instanceof ActiveBonusExistsError)) throw error;
    await insertDecision(tx, decisionRow(s, 'bonus_active', offer));
    return 'bonus_active';
  }
  if (offer.redemption)
    await markRedemptionCredited(tx, offer.redemption.id, {
      bonusId,
      invoiceId: s.invoiceId,
      at: deps.now(),
    });
  const chosen = s.standing.chosen;
  if (chosen?.programId === offer.program.id)
    await markActivationUsed(tx, chosen.activationId, { invoiceId: s.invoiceId, bonusId, at: deps.now() });
  await insertDecision(tx, decisionRow(s, 'granted', offer, bonusId));
  return 'granted';
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
