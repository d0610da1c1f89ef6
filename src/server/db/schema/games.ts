/** In-house games: provably fair seed pairs and bets. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * Provably fair seed pairs (issue 7). A player has one `active` pair: the server seed (32 random bytes, hex) stays
 * secret while its SHA-256 is shown; each bet takes the next nonce. Rotating reveals it (`revealed`) and opens a
 * new pair.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet takes; the bets so far used 0 … nonce − 1. */
    nonce: integer('nonce').notNull().default(0),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seeds_active_key')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('fair_seeds_user_idx').on(t.userId, t.id),
    check('fair_seeds_status_check', sql`${t.status} in ('active','revealed')`),
    check('fair_seeds_revealed_check', sql`(${t.status} = 'revealed') = (${t.revealedAt} is not null)`),
    check('fair_seeds_nonce_check', sql`${t.nonce} >= 0`),
  ],
);

/**
 * Bets of the in-house games (issue 7). `client_bet_id` is the browser's id of the bet, unique per player: a
 * replay answers the first result. The stake and the win are ledger transactions (`bet:` and `win:` keys);
 * `outcome` is what the fair stream decided, `state` the round of a game played in steps while it is `open`.
 * `multiplier` is the exact ratio paid, as `num/den`.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys on the tables every bet writes (bets, wagers, ledger_transactions, ledger_entries; migration
    // 0017). Each check was a query per row, and the one to users locked the player's row (FOR KEY SHARE: a WAL
    // record and a dirtied page on every bet); together 0.06 ms of the database's CPU a bet, more than a tenth.
    // `ledger_place_bet` writes them in one statement with the user and the seed it has just read and locked; no code
    // deletes a user (nor could for one with an account: ledger_accounts keeps its key); and the ledger invariants
    // test finds any row whose user, seed or transaction is missing.
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    game: text('game').notNull(),
    clientBetId: text('client_bet_id').notNull(),
    /** SHA-256 of the request, so a replayed id with other details is refused. */
    requestHash: text('request_hash').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    multiplier: text('multiplier'),
    params: jsonb('params').notNull(),
    outcome: jsonb('outcome'),
    state: jsonb('state'),
    status: text('status').notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bets_client_key').on(t.userId, t.clientBetId),
    uniqueIndex('bets_seed_nonce_key').on(t.seedId, t.nonce),
    index('bets_user_idx').on(t.userId, t.id),
    index('bets_settled_idx').on(t.settledAt),
    index('bets_game_settled_idx').on(t.game, t.settledAt),
    uniqueIndex('bets_open_key')
      .on(t.userId, t.game)
      .where(sql`${t.status} = 'open'`),
    check('bets_status_check', sql`${t.status} in ('open','settled')`),
    check('bets_stake_check', sql`${t.stake} > 0`),
    check(
      'bets_settled_check',
      sql`(${t.status} = 'settled') = (${t.settledAt} is not null and ${t.payout} is not null)`,
    ),
  ],
);
