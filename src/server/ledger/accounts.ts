import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { ledgerAccounts } from '../db/schema';

export const PLAYER_ACCOUNT_KINDS = ['main', 'bonus', 'reserved'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export const SYSTEM_ACCOUNT_KINDS = ['house', 'provider_clearing', 'payout_clearing'] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

export type PlayerAccounts = Record<PlayerAccountKind, number>;

/**
 * Account ids never change once created, so lookups are cached for the life of the process and the hot path of a
 * movement is one statement. A lookup inside a transaction goes through that transaction (PGlite has a single
 * connection: a query on the root handle would wait for the transaction forever). Player accounts created inside
 * a transaction are cached only once `committed(tx)` says it committed, so a rollback cannot leave a cached id of
 * a row that never existed.
 */
export function createAccountDirectory(db: Db) {
  const players = new Map<string, PlayerAccounts>();
  const system = new Map<string, number>();
  const createdIn = new WeakMap<Db, Map<string, PlayerAccounts>>();

  const selectPlayer = (executor: Db, userId: number, currency: Currency) =>
    executor
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency)));

  async function loadPlayer(
    executor: Db,
    userId: number,
    currency: Currency,
  ): Promise<{ ids: PlayerAccounts; created: boolean }> {
    const select = () => selectPlayer(executor, userId, currency);
    let rows = await select();
    const created = rows.length < PLAYER_ACCOUNT_KINDS.length;
    if (created) {
      await executor
        .insert(ledgerAccounts)
        .values(PLAYER_ACCOUNT_KINDS.map((kind) => ({ userId, kind, currency })))
        .onConflictDoNothing();
      rows = await select();
    }
    const ids = Object.fromEntries(rows.map((r) => [r.kind, r.id])) as PlayerAccounts;
    for (const kind of PLAYER_ACCOUNT_KINDS)
      if (!ids[kind]) throw new Error(`no ${kind} account for ${userId}`);
    return { ids, created };
  }

  async function loadSystem(executor: Db, kind: SystemAccountKind, currency: Currency): Promise<number> {
    const [row] = await executor
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, currency),
          isNull(ledgerAccounts.userId),
        ),
      );
    if (!row) throw new Error(`system account ${kind} ${currency} is missing; run the migrations`);
    return row.id;
  }

  return {
    /** The player's accounts in a currency, created on first use; `executor` is the caller's transaction, if any. */
    async player(userId: number, currency: Currency, executor: Db = db): Promise<PlayerAccounts> {
      const key = `${userId}:${currency}`;
      const hit = players.get(key);
      if (hit) return hit;
      const pending = createdIn.get(executor)?.get(key);
      if (pending) return pending;
      const { ids, created } = await loadPlayer(executor, userId, currency);
      // rows a transaction did not create itself were visible to it, so they are committed
      if (executor === db || !created) players.set(key, ids);
      else {
        if (!createdIn.has(executor)) createdIn.set(executor, new Map());
        createdIn.get(executor)!.set(key, ids);
      }
      return ids;
    },
    /** The player's accounts in a currency when they exist (committed), without creating them. */
    async existingPlayer(userId: number, currency: Currency): Promise<PlayerAccounts | undefined> {
      const key = `${userId}:${currency}`;
      const hit = players.get(key);
      if (hit) return hit;
      const rows = await selectPlayer(db, userId, currency);
      if (rows.length < PLAYER_ACCOUNT_KINDS.length) return undefined;
      const ids = Object.fromEntries(rows.map((r) => [r.kind, r.id])) as PlayerAccounts;
      players.set(key, ids);
      return ids;
    },
    /** Called after `tx` committed: the accounts it created exist for everyone now. */
    committed(tx: Db): void {
      for (const [key, ids] of createdIn.get(tx) ?? []) players.set(key, ids);
      createdIn.delete(tx);
    },
    /** A system account of a currency (seeded by the migration). */
    async system(kind: SystemAccountKind, currency: Currency, executor: Db = db): Promise<number> {
      const key = `${kind}:${currency}`;
      const hit = system.get(key);
      if (hit) return hit;
      const id = await loadSystem(executor, kind, currency);
      system.set(key, id);
      return id;
    },
  };
}
export type AccountDirectory = ReturnType<typeof createAccountDirectory>;

// read after every committed movement, for the balance push
const balancesOf = preparedQuery((db) =>
  db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, sql.placeholder('userId')),
        eq(ledgerAccounts.currency, sql.placeholder('currency')),
      ),
    )
    .prepare('player_balances'),
);

/** Cached balances of a player's accounts in a currency; zero for accounts not created yet. */
export async function playerBalances(
  db: Db,
  userId: number,
  currency: Currency,
): Promise<Record<PlayerAccountKind, bigint>> {
  const rows = await balancesOf(db).execute({ userId, currency });
  const out = { main: 0n, bonus: 0n, reserved: 0n };
  for (const r of rows) out[r.kind as PlayerAccountKind] = BigInt(r.balance);
  return out;
}

/**
 * Locks player accounts until `tx` ends, in id order as `ledger_post` updates them (so two transactions never wait
 * on each other in a cycle), and answers their balances by id.
 */
export async function lockPlayerAccounts(tx: Db, ids: number[]): Promise<Map<number, bigint>> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
}

/** Σ of a system account's entries: its balance, since system accounts cache none. */
export async function systemBalance(db: Db, accountId: number): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await db.execute(
      sql`select coalesce(sum(amount), 0)::text as total from ledger_entries where account_id = ${accountId}`,
    ),
  );
  return BigInt(row?.total ?? '0');
}
