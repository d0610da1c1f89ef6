import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Currency } from '../../src/contract/constants';
import { users } from '../../src/server/db/schema';
import { createLedger } from '../../src/server/ledger/ledger';
import { call } from './accounts';
import { player } from './deposits';
import type { TestServer } from './harness';

/** A registered player of `currency` with `minor` credited to their main balance by the house. */
export async function fundedPlayer(server: TestServer, currency: Currency, minor: bigint) {
  const registered = await player(server, currency);
  const db = server.database.db;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, registered.email));
  const userId = row!.id;
  if (minor > 0n) {
    const ledger = createLedger(db);
    await ledger.transaction((tx) =>
      ledger.adjust(tx, {
        key: `test:fund:${userId}`,
        userId,
        currency,
        amount: minor,
        reason: 'test funds',
      }),
    );
  }
  return { ...registered, userId };
}

/** POST /api/v2/games/{game}/bets with a fresh bet id unless one is given. */
export const placeBet = (
  server: TestServer,
  token: string,
  game: string,
  body: { amount: unknown; params: unknown; bet_id?: string },
) => call(server, `/api/v2/games/${game}/bets`, { bet_id: randomUUID(), ...body }, { token });
