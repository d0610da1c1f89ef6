import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { BalanceChange } from '../ledger/balance-changes';
import { playerBalances } from '../ledger/accounts';
import { createLocalBus, type Bus } from '../realtime/bus';
import { createHub, type Hub } from '../realtime/hub';
import { createPgBus } from '../realtime/pg-bus';
import { verifyLiveSession } from '../realtime/verify-token';
import type { AccessTokens } from '../sessions/access-tokens';
import { isFamilyLive } from '../sessions/refresh-repository';
import type { Currency } from '../../contract/constants';
import { toMajor } from '../../contract/money';

/**
 * The bus between the processes of one deployment: PostgreSQL's LISTEN/NOTIFY on PostgreSQL (a message broker such
 * as NATS or Redis can stand behind the same interface), an in-process bus on PGlite, which serves one process.
 */
export async function openBus(database: Database, log: FastifyBaseLogger): Promise<Bus> {
  return database.engine === 'postgres' && database.url
    ? createPgBus({ connectionString: database.url, log })
    : createLocalBus(log);
}

/** The hub of this process; a socket's token is checked like a bearer token, session included. */
export function openHub(bus: Bus, db: Db, tokens: AccessTokens, log: FastifyBaseLogger): Hub {
  return createHub({
    bus,
    log,
    verifyToken: verifyLiveSession(tokens.verify, (sid) => isFamilyLive(db, sid)),
  });
}

/**
 * Pushes each changed balance to the player's open tabs: read after the movement committed, in major units as
 * the profile answers them. A failed read or publish is logged; the tabs still see the balance at their next profile
 * read.
 */
export function pushBalances(db: Db, hub: Hub, log: FastifyBaseLogger) {
  const push = (userId: number, currency: Currency, { main, bonus }: { main: bigint; bonus: bigint }) =>
    hub.publishToPlayer(userId, 'balance', {
      currency,
      balance: toMajor(main, currency),
      bonus_balance: toMajor(bonus, currency),
      total_balance: toMajor(main + bonus, currency),
    });
  // a failed read or publish (the hub closed while the server drains) is logged, never left unhandled
  const failed = (userId: number) => (error: unknown) =>
    log.warn({ err: error, userId }, 'balance push failed');
  return (changes: BalanceChange[]) => {
    for (const { userId, currency, balances } of changes) {
      if (!balances) {
        playerBalances(db, userId, currency)
          .then((read) => push(userId, currency, read))
          .catch(failed(userId));
        continue;
      }
      // known from the movement (every bet): pushed now, without a promise of its own
      try {
        push(userId, currency, balances);
      } catch (error) {
        failed(userId)(error);
      }
    }
  };
}
