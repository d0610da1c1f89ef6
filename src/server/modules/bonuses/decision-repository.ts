import { and, count, eq, sql } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { depositBonusDecisions, invoices } from '../../db/schema';

export type DecisionRow = typeof depositBonusDecisions.$inferSelect;
export type DecisionOutcome = 'granted' | 'bonus_active' | 'below_minimum' | 'none';

/** The invoice, locked for the rest of `tx`: the bonus of one deposit is decided by one transaction at a time. */
export async function lockInvoice(tx: Db, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** What a deposit earned, once decided. */
export async function findDecision(db: Db, invoiceId: number): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(depositBonusDecisions)
    .where(eq(depositBonusDecisions.invoiceId, invoiceId));
  return row;
}

/** Records what a deposit earned. */
export async function insertDecision(
  tx: Db,
  values: Pick<
    DecisionRow,
    'invoiceId' | 'userId' | 'outcome' | 'programId' | 'step' | 'redemptionId' | 'bonusId'
  >,
): Promise<void> {
  await tx.insert(depositBonusDecisions).values(values);
}

// the invoice is locked first, as the granting transaction locks it, so a decision recorded here and one being
// granted there wait for each other instead of both inserting
const decideUnlessDecided = preparedQuery((db) =>
  db
    .insert(depositBonusDecisions)
    .select(
      sql`select i.id, i.user_id, ${sql.placeholder('outcome')}::text, ${sql.placeholder('programId')}::text,
        ${sql.placeholder('step')}::int, ${sql.placeholder('redemptionId')}::bigint, null::bigint, now()
      from ${invoices} i where i.id = ${sql.placeholder('invoiceId')} for update`,
    )
    .onConflictDoNothing()
    .returning({ outcome: depositBonusDecisions.outcome })
    .prepare('deposit_bonus_decide'),
);

/**
 * Records that a deposit earned no bonus, in one statement that locks the invoice; a decision recorded before
 * stands. Answers the outcome recorded for the invoice.
 */
export async function recordNoBonus(
  db: Db,
  d: Pick<DecisionRow, 'invoiceId' | 'programId' | 'step' | 'redemptionId'> & {
    outcome: Exclude<DecisionOutcome, 'granted'>;
  },
): Promise<DecisionOutcome> {
  const [row] = await decideUnlessDecided(db).execute(d);
  if (row) return row.outcome as DecisionOutcome;
  const decided = await findDecision(db, d.invoiceId);
  if (!decided) throw new Error(`invoice ${d.invoiceId} has no decision and took none`);
  return decided.outcome as DecisionOutcome;
}

/** How many of the player's deposits were credited. */
export async function countPaidDeposits(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, PAYMENT_STATUS.paid)));
  return Number(row?.n ?? 0);
}
