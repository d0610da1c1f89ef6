import { sql } from 'drizzle-orm';
import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { bets } from '../db/schema';
import type { AccountDirectory } from './accounts';
import { withLedgerErrors } from './post';

export type BetRow = typeof bets.$inferSelect;
type NewBet = typeof bets.$inferInsert;

/** A bet to record with its money: the row's values, the stake in minor units and the tail of its ledger keys. */
export type BetRecord = Omit<NewBet, 'id' | 'settledAt'> & {
  stake: bigint;
  createdAt: Date;
  /** The ledger key's tail, `<user>:<bet id>`: the stake is `bet:<key>`, the win `win:<key>`. */
  key: string;
};

/**
 * What recording a bet did: `placed` (the player's main balance after it, and whether an active bonus waits for the
 * stake's wagering), or nothing written because the bet id was used (`existing`) or a round of the game is open.
 */
export type RecordedBet =
  | { result: 'placed'; bet: BetRow; mainBalance: bigint; bonusActive: boolean }
  | { result: 'existing'; betId: number }
  | { result: 'round_open' };

type RecordAnswer = {
  result: 'placed' | 'existing' | 'round_open';
  bet_id: string | number | null;
  main_balance: string | number | null;
  bonus_active: boolean | null;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
/** What a jsonb column gives back for a value: the JSON text read again (key order aside). */
const stored = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * Posts a bet's stake (player main → house) and win (house → main), records the bet and its turnover, in one
 * statement (`ledger_record_bet`, sql/04-bets.sql); run it in the transaction that took the bet's nonce. A short
 * balance raises `InsufficientFundsError` and writes nothing.
 */
export async function recordBet(tx: Db, accounts: AccountDirectory, values: BetRecord): Promise<RecordedBet> {
  const [player, house] = await Promise.all([
    accounts.player(values.userId, values.currency as Currency, tx),
    accounts.system('house', values.currency as Currency, tx),
  ]);
  const [params, outcome, state] = [json(values.params), json(values.outcome), json(values.state)];
  const [row] = await withLedgerErrors(`bet:${values.key}`, async () =>
    rowsOf<RecordAnswer>(
      await tx.execute(sql`select * from ledger_record_bet(
        ${values.userId}::bigint, ${values.game}, ${values.clientBetId}, ${values.requestHash}, ${values.currency},
        ${values.stake.toString()}::bigint, ${values.payout?.toString() ?? null}::bigint,
        ${values.multiplier ?? null}::text, ${params}::jsonb, ${outcome}::jsonb, ${state}::jsonb, ${values.status},
        ${values.seedId}::bigint, ${values.nonce}::integer, ${values.createdAt.toISOString()}::timestamptz,
        ${house}::bigint, ${player.main}::bigint, ${values.key})`),
    ),
  );
  if (!row) throw new Error(`ledger_record_bet answered nothing for ${values.key}`);
  if (row.result === 'round_open') return { result: 'round_open' };
  if (row.result === 'existing') return { result: 'existing', betId: Number(row.bet_id) };
  const { key: _key, ...bet } = values;
  return {
    result: 'placed',
    bet: {
      ...bet,
      id: Number(row.bet_id),
      payout: values.payout ?? null,
      multiplier: values.multiplier ?? null,
      params: stored(params),
      outcome: stored(outcome),
      state: stored(state),
      settledAt: values.status === 'settled' ? values.createdAt : null,
    },
    mainBalance: BigInt(row.main_balance ?? 0),
    bonusActive: row.bonus_active === true,
  };
}
