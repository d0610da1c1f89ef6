import { sql } from 'drizzle-orm';
import type { Currency } from '../../src/contract/constants';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import type { Ledger } from '../../src/server/ledger/ledger';
import { postTransaction } from '../../src/server/ledger/post';
import type { BonusGrant } from '../../src/server/modules/bonuses/wallet';
import { insertUser } from '../../src/server/players/repository';

let seq = 0;

/** A new player; `tag` keeps emails unique across files sharing a database. */
export async function newPlayer(db: Db, tag: string): Promise<number> {
  const user = await insertUser(db, {
    email: `${tag}-${++seq}-${Date.now()}@example.test`,
    registerMethod: 'email',
  });
  return user.id;
}

/** A grant of `amount` minor units to wager once, expiring a day after `now`, from a source no other grant uses. */
export function grantOf(userId: number, now: Date, extra: Partial<BonusGrant> = {}): BonusGrant {
  return {
    userId,
    currency: 'RUB',
    programId: 'test-program',
    name: 'bonus.test',
    amount: 10_000n,
    wagerMultiplier: 1,
    expiresAt: new Date(now.getTime() + 86_400_000),
    sourceKey: `test:${userId}:${++seq}`,
    ...extra,
  };
}

/**
 * Bonus money lost at a bet, as a game will post it (player bonus → house), written straight to the ledger: the
 * games of issue 7 bring their own movement.
 */
export async function spendBonus(ledger: Ledger, db: Db, userId: number, currency: Currency, amount: bigint) {
  const [player, house] = await Promise.all([
    ledger.accounts.player(userId, currency, db),
    ledger.accounts.system('house', currency, db),
  ]);
  return postTransaction(db, {
    key: `test-bet:${userId}:${++seq}`,
    kind: 'adjustment',
    currency,
    userId,
    reason: 'test bet paid from the bonus balance',
    postings: [
      { accountId: player.bonus, amount: -amount },
      { accountId: house, amount },
    ],
  });
}

/** Rows of every table the bonus wallet writes, to show a refusal wrote nothing. */
export async function walletRowCounts(db: Db) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from ledger_transactions) as transactions,
      (select count(*)::int from ledger_entries) as entries,
      (select count(*)::int from player_bonuses) as bonuses,
      (select count(*)::int from player_bonuses where status = 'active') as active,
      (select count(*)::int from wagers) as wagers`),
  );
  return row!;
}

/** The ledger transactions of a bonus's endings (`bonus:convert:<id>`, `bonus:forfeit:<id>`), by kind and amount. */
export async function endingsOf(db: Db, bonusId: number) {
  return rowsOf<{ kind: string; amount: string }>(
    await db.execute(sql`
      select t.kind, e.amount::text as amount from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id and e.amount > 0
      where t.idempotency_key in (${`bonus:convert:${bonusId}`}, ${`bonus:forfeit:${bonusId}`})`),
  );
}
