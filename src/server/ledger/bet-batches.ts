import type { Db } from '../db/client';
import { createGroupCommit, type Waiting } from '../db/group-commit';
import { namedStatement } from '../db/named-statement';

/** What `ledger_place_bet` answers for one bet (and `ledger_place_bets` for each, with its position). */
export type PlaceAnswer = {
  result: 'placed' | 'existing' | 'seed_stale' | 'round_open' | 'session_ended' | 'player_changed';
  bet_id: string | number | null;
  main_balance: string | number | null;
  bonus_balance: string | number | null;
  bonus_active: boolean | null;
  player_name: string | null;
  statistics_hidden: boolean | null;
  avatar_hidden: boolean | null;
  seed: Record<string, unknown> | null;
};

type BatchAnswer = Omit<PlaceAnswer, 'result'> & {
  idx: number;
  result: PlaceAnswer['result'] | 'insufficient_funds' | 'bonus_wagering' | 'error';
  error_code: string | null;
  error_message: string | null;
};

/** `ledger_place_bet`'s parameters in order (but the last, `p_bonus_wagered`), as `ledger_place_bets` reads them by name. */
const NAMES = [
  'sid',
  'user_id',
  'currency',
  'game',
  'client_bet_id',
  'request_hash',
  'stake',
  'payout',
  'multiplier',
  'params',
  'outcome',
  'state',
  'status',
  'seed_id',
  'nonce',
  'at',
  'house',
  'main',
  'bonus',
  'key',
] as const;

/** A bet's arguments by name; `params`, `outcome` and `state` are the values themselves (null when absent). */
export type BetArguments = Record<(typeof NAMES)[number], unknown>;

const JSON_ARGUMENTS = new Set<string>(['params', 'outcome', 'state']);

/** The arguments of `ledger_place_bet` in order, the JSON ones as text. */
export function positional(args: BetArguments, bonusWagered: boolean): unknown[] {
  return [
    ...NAMES.map((name) =>
      JSON_ARGUMENTS.has(name) && args[name] !== null ? JSON.stringify(args[name]) : args[name],
    ),
    bonusWagered,
  ];
}

const PLACE_ONE = `select * from ledger_place_bet(${Array.from({ length: NAMES.length + 1 }, (_, i) => `$${i + 1}`).join(', ')})`;

/**
 * Statements of bets in flight at once; bets arriving meanwhile wait and go together in the next. Measured on two
 * cores against the reference in the same runs (docs/performance.md, fifth session): at 16 connections 2 ran at
 * 0.83–0.96× the reference, 1 at 0.85–0.90×, 3 at 0.71×, 4 at 0.73–0.85× and 8 at 0.71–0.73×; fewer statements
 * gather more bets each, and the database's CPU per bet falls with the commits. Not 1: a single statement waiting
 * on a row lock (a player's account held by a deposit) would hold up every bet.
 */
const IN_FLIGHT = 2;
/** Bets in one statement at most: each is a subtransaction, and PostgreSQL caches 64 per transaction. */
const MAX_BATCH = 32;

/** A refusal inside a batch, shaped as the driver's error would be, so callers map it as they map those. */
class BatchItemError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly constraint?: string,
  ) {
    super(message);
  }
}

/**
 * Group commit of bets placed on their own (outside a caller's transaction, `db/group-commit.ts`): up to `IN_FLIGHT`
 * statements run at once; a bet arriving while they do waits for one to end and goes with the others that waited, in
 * one `ledger_place_bets` statement and one commit, each in a subtransaction of its own. Each bet gets its own answer
 * or refusal; a refused one fails no other.
 */
export function createBetBatches(db: Db, onBatch?: (size: number) => void) {
  const one = namedStatement(db, 'ledger_place_bet', PLACE_ONE);
  const many = namedStatement(db, 'ledger_place_bets', 'select * from ledger_place_bets($1)');

  async function run(batch: Waiting<BetArguments, PlaceAnswer>[]) {
    onBatch?.(batch.length);
    if (batch.length === 1) {
      const [only] = batch as [Waiting<BetArguments, PlaceAnswer>];
      const [row] = await one<PlaceAnswer>(positional(only.item, false));
      if (!row) throw new Error('ledger_place_bet answered nothing');
      return only.resolve(row);
    }
    const rows = await many<BatchAnswer>([JSON.stringify(batch.map(({ item }) => item))]);
    const unanswered = new Set(batch);
    for (const row of rows) {
      const entry = batch[row.idx - 1];
      if (!entry) continue;
      unanswered.delete(entry);
      if (row.result === 'insufficient_funds')
        entry.reject(new BatchItemError('short balance', '23514', 'ledger_accounts_balance_check'));
      else if (row.result === 'bonus_wagering') entry.reject(new BatchItemError('active bonus', 'LG428'));
      else if (row.result === 'error')
        entry.reject(new BatchItemError(row.error_message ?? 'bet failed', row.error_code ?? 'XX000'));
      else entry.resolve(row as PlaceAnswer);
    }
    // an error is built only for a bet left without an answer: capturing its stack costs more than the bet's row
    for (const entry of unanswered) entry.reject(new Error('ledger_place_bets answered nothing for a bet'));
  }

  const batches = createGroupCommit(run, { inFlight: IN_FLIGHT, maxBatch: MAX_BATCH });
  return {
    /** Places one bet that wagers no bonus. */
    submit: (args: BetArguments): Promise<PlaceAnswer> => batches.submit(args),
  };
}
export type BetBatches = ReturnType<typeof createBetBatches>;
