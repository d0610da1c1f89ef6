import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { HouseGame } from '../../../contract/games/rtp';
import type { Db } from '../../db/client';
import { bets } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { withLedgerErrors } from '../../ledger/post';

export type BetRow = typeof bets.$inferSelect;
export type NewBet = typeof bets.$inferInsert;

/** A bet to record with its money: the row's values and the ledger accounts its stake and win move between. */
export type BetRecord = Omit<NewBet, 'id' | 'settledAt'> & {
  stake: bigint;
  createdAt: Date;
  /** The ledger key's tail, `<user>:<bet id>`: the stake is `bet:<key>`, the win `win:<key>`. */
  key: string;
  accounts: { house: number; main: number };
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
 * Posts a bet's stake and win, records the bet and its turnover, in one statement (the database's
 * `games_record_bet`); run it in the transaction that took the bet's nonce. A short balance raises
 * `InsufficientFundsError` and writes nothing.
 */
export async function recordBet(tx: Db, values: BetRecord): Promise<RecordedBet> {
  const [params, outcome, state] = [json(values.params), json(values.outcome), json(values.state)];
  const [row] = await withLedgerErrors(`bet:${values.key}`, async () =>
    rowsOf<RecordAnswer>(
      await tx.execute(sql`select * from games_record_bet(
        ${values.userId}::bigint, ${values.game}, ${values.clientBetId}, ${values.requestHash}, ${values.currency},
        ${values.stake.toString()}::bigint, ${values.payout?.toString() ?? null}::bigint,
        ${values.multiplier ?? null}::text, ${params}::jsonb, ${outcome}::jsonb, ${state}::jsonb, ${values.status},
        ${values.seedId}::bigint, ${values.nonce}::integer, ${values.createdAt.toISOString()}::timestamptz,
        ${values.accounts.house}::bigint, ${values.accounts.main}::bigint, ${values.key})`),
    ),
  );
  if (!row) throw new Error(`games_record_bet answered nothing for ${values.key}`);
  if (row.result === 'round_open') return { result: 'round_open' };
  if (row.result === 'existing') return { result: 'existing', betId: Number(row.bet_id) };
  const { key: _key, accounts: _accounts, ...bet } = values;
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

/** A bet by id. */
export async function findBet(db: Db, id: number) {
  const [row] = await db.select().from(bets).where(eq(bets.id, id));
  return row;
}

/** One of the player's bets. */
export async function findPlayerBet(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.id, id)));
  return row;
}

/** The player's bets, newest first, older than `before` when given. */
export function listPlayerBets(
  db: Db,
  userId: number,
  page: { game?: HouseGame; before?: number; limit: number },
): Promise<BetRow[]> {
  return db
    .select()
    .from(bets)
    .where(
      and(
        eq(bets.userId, userId),
        page.game ? eq(bets.game, page.game) : undefined,
        page.before ? lt(bets.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(bets.id))
    .limit(page.limit);
}
