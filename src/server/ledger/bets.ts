import { sql } from 'drizzle-orm';
import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import {
  createBetBatches,
  positional,
  type BetArguments,
  type BetBatches,
  type PlaceAnswer,
} from './bet-batches';
import type { bets } from '../db/schema';
import { rowsOf } from '../db/rows';
import type { AccountDirectory } from './accounts';
import { BonusWageringError, pgErrorOf } from './errors';
import { withLedgerErrors } from './post';

export type BetRow = typeof bets.$inferSelect;
type NewBet = typeof bets.$inferInsert;

/**
 * A bet to place with its money: the row's values, the session it is placed in, the stake in minor units, the
 * nonce it was drawn with (`nonce`, which must be the pair's next one) and the tail of its ledger key.
 */
export type BetPlacement = Omit<NewBet, 'id' | 'settledAt'> & {
  /** The session (refresh family) of the access token: a revoked one places nothing. */
  sid: string;
  stake: bigint;
  createdAt: Date;
  /** The ledger key's tail, `<user>:<bet id>`: the bet's transaction is `bet:<key>`. */
  key: string;
};

/** What the bet's statement read of the player: what the live feed shows. */
export type BetPlayer = { name: string; statisticsHidden: boolean; avatarHidden: boolean };

/**
 * What placing a bet did. Only `placed` wrote anything: the bet, the balances after it, whether an active bonus
 * waits for the stake's wagering (always false outside a transaction: such a bet raises `BonusWageringError`), and
 * the player as the statement read them. `seed_stale` carries the player's active pair as JSON (null if none).
 */
export type PlacedBetRecord =
  | { result: 'placed'; bet: BetRow; main: bigint; bonus: bigint; bonusActive: boolean; player: BetPlayer }
  | { result: 'existing'; betId: number }
  | { result: 'seed_stale'; seed: Record<string, unknown> | null }
  | { result: 'round_open' | 'session_ended' | 'player_changed' };

/** What a jsonb column gives back for a value: the value written as JSON and read again (key order aside). */
const stored = (value: unknown) =>
  value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);

/**
 * Places bets with `ledger_place_bet` (sql/04-bets.sql): on its own, in a group commit with the bets that arrive
 * meanwhile (`bet-batches.ts`), or inside a transaction that also moves an active bonus's wagering.
 */
export function createBetPlacer(db: Db, accounts: AccountDirectory, onBetBatch?: (size: number) => void) {
  let batches: BetBatches | undefined;

  async function place(values: BetPlacement, tx?: Db): Promise<PlacedBetRecord> {
    const currency = values.currency as Currency;
    const [player, house] = await Promise.all([
      accounts.player(values.userId, currency, tx ?? db),
      accounts.system('house', currency, tx ?? db),
    ]);
    const args: BetArguments = {
      sid: values.sid,
      user_id: values.userId,
      currency: values.currency,
      game: values.game,
      client_bet_id: values.clientBetId,
      request_hash: values.requestHash,
      stake: values.stake.toString(),
      payout: values.payout?.toString() ?? null,
      multiplier: values.multiplier ?? null,
      params: values.params ?? null,
      outcome: values.outcome ?? null,
      state: values.state ?? null,
      status: values.status,
      seed_id: values.seedId,
      nonce: values.nonce,
      at: values.createdAt.toISOString(),
      house,
      main: player.main,
      bonus: player.bonus,
      key: values.key,
    };
    const [row] = await withLedgerErrors(`bet:${values.key}`, async () => {
      try {
        if (tx)
          return rowsOf<PlaceAnswer>(
            await tx.execute(
              sql`select * from ledger_place_bet(${sql.join(
                positional(args, true).map((a) => sql`${a}`),
                sql`, `,
              )})`,
            ),
          );
        batches ??= createBetBatches(db, onBetBatch);
        return [await batches.submit(args)];
      } catch (error) {
        if (pgErrorOf(error)?.code === 'LG428') throw new BonusWageringError();
        throw error;
      }
    });
    if (!row) throw new Error(`ledger_place_bet answered nothing for ${values.key}`);
    switch (row.result) {
      case 'existing':
        return { result: 'existing', betId: Number(row.bet_id) };
      case 'seed_stale':
        return { result: 'seed_stale', seed: row.seed };
      case 'placed':
        break;
      default:
        return { result: row.result };
    }
    // every column named once: a bet row of one shape whatever the game (spreading the placement made a new one)
    return {
      result: 'placed',
      bet: {
        id: Number(row.bet_id),
        userId: values.userId,
        game: values.game,
        clientBetId: values.clientBetId,
        requestHash: values.requestHash,
        currency: values.currency,
        stake: values.stake,
        payout: values.payout ?? null,
        multiplier: values.multiplier ?? null,
        params: stored(values.params),
        outcome: stored(values.outcome),
        state: stored(values.state),
        status: values.status,
        seedId: values.seedId,
        nonce: values.nonce,
        createdAt: values.createdAt,
        settledAt: values.status === 'settled' ? values.createdAt : null,
      },
      main: BigInt(row.main_balance ?? 0),
      bonus: BigInt(row.bonus_balance ?? 0),
      bonusActive: row.bonus_active === true,
      player: {
        name: row.player_name ?? '',
        statisticsHidden: row.statistics_hidden === true,
        avatarHidden: row.avatar_hidden === true,
      },
    };
  }

  return { place };
}
