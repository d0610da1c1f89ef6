import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import {
  bonusActivations,
  depositBonusDecisions,
  invoices,
  playerBonuses,
  promoRedemptions,
  users,
} from '../../db/schema';
import type { DecisionOutcome } from './decision-repository';
import type { PlayerStanding } from './offers';
import { activeProgramsStamp } from './program-repository';
import { MAX_WELCOME_STEPS } from './program-schema';
import { playerStanding } from './standing';

/** A paid deposit and everything its bonus is decided from, as one statement read it. */
export type DepositStanding = {
  invoiceId: number;
  userId: number;
  currency: Currency;
  /** What the account received, minor units. */
  deposit: bigint;
  paidAt: Date;
  /** The outcome recorded before, if the bonus was decided already. */
  decided: DecisionOutcome | null;
  standing: PlayerStanding;
  /** The player wagers a bonus in the deposit's currency. */
  bonusActive: boolean;
  /** The version of the active programs (`activeProgramsStamp`). */
  programsStamp: string;
};

const i = alias(invoices, 'i');

// one round trip before every webhook answer; the paid deposits are counted only as far as an offer tells them apart
const standingOfInvoice = preparedQuery((db) =>
  db
    .select({
      status: i.status,
      userId: i.userId,
      currency: i.accountCurrency,
      deposit: i.shopAmount,
      paidAt: i.paidAt,
      creditTx: i.ledgerTransactionId,
      decided: depositBonusDecisions.outcome,
      player: { currency: users.currency, countryCode: users.countryCode, createdAt: users.createdAt },
      paidBefore: sql<number>`(select count(*)::int from (select 1 from ${invoices} p
        where p.user_id = ${i.userId} and p.status = ${sql.raw(String(PAYMENT_STATUS.paid))}
          and p.ledger_transaction_id < ${i.ledgerTransactionId}
        limit ${sql.raw(String(MAX_WELCOME_STEPS))}) c)`,
      waiting: sql<[number, string, string, string][] | null>`(select
        json_agg(json_build_array(r.id, r.code, r.program_id, r.expires_at) order by r.id)
        from ${promoRedemptions} r where r.user_id = ${i.userId} and r.status = 'waiting'
          and r.created_at <= ${i.paidAt} and r.expires_at > ${i.paidAt})`,
      chosen: sql<[number, string] | null>`(select json_build_array(a.id, a.program_id)
        from ${bonusActivations} a where a.user_id = ${i.userId} and a.status = 'waiting')`,
      bonusActive: sql<boolean>`exists (select 1 from ${playerBonuses} b
        where b.user_id = ${i.userId} and b.currency = ${i.accountCurrency} and b.status = 'active')`,
      programsStamp: activeProgramsStamp,
    })
    .from(i)
    .innerJoin(users, eq(users.id, i.userId))
    .leftJoin(depositBonusDecisions, eq(depositBonusDecisions.invoiceId, i.id))
    .where(eq(i.id, sql.placeholder('id')))
    .prepare('deposit_bonus_standing'),
);

/**
 * The paid deposit `invoiceId` with the player's standing at the moment it was paid: the redemptions then waiting,
 * the waiting choice, the deposits credited before it (by ledger transaction, so a replay counts the same; at most
 * MAX_WELCOME_STEPS), whether a bonus is being wagered, and the decision if one was recorded. Undefined when the
 * invoice is not paid.
 */
export async function readDepositStanding(db: Db, invoiceId: number): Promise<DepositStanding | undefined> {
  const [row] = await standingOfInvoice(db).execute({ id: invoiceId });
  if (row?.status !== PAYMENT_STATUS.paid || !row.paidAt || row.creditTx === null) return undefined;
  const waiting = (row.waiting ?? []).map(([id, code, programId, expiresAt]) => ({
    id,
    code,
    programId,
    expiresAt: new Date(expiresAt),
  }));
  const chosen = row.chosen ? { activationId: row.chosen[0], programId: row.chosen[1] } : null;
  return {
    invoiceId,
    userId: row.userId,
    currency: row.currency as Currency,
    deposit: row.deposit,
    paidAt: row.paidAt,
    decided: row.decided as DecisionOutcome | null,
    standing: playerStanding(row.player, row.paidBefore, waiting, chosen),
    bonusActive: row.bonusActive,
    programsStamp: row.programsStamp,
  };
}
