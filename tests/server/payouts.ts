import { sql } from 'drizzle-orm';
import type { Currency } from '../../src/contract/constants';
import { rowsOf } from '../../src/server/db/rows';
import { createLedger } from '../../src/server/ledger/ledger';
import { createOperatorService } from '../../src/server/modules/billing/operator';
import { createSandboxProvider } from '../../src/server/modules/billing/providers/sandbox';
import { call, registerByEmail } from './accounts';
import type { TestServer } from './harness';

/** The operator service on a test server's database, with the sandbox provider; `now` fixes decision times. */
export function operatorFor(server: TestServer, now: () => Date = () => new Date()) {
  const ledger = createLedger(server.database.db);
  const provider = createSandboxProvider({ webhookKey: 'test-webhook-key' });
  return {
    ledger,
    provider,
    operator: createOperatorService({ db: server.database.db, ledger, provider, now }),
  };
}

/** A registered player of a currency and country, funded with `funds` (major units) by an operator credit. */
export async function fundedPlayer(
  server: TestServer,
  options: { currency?: Currency; country?: string; funds?: number } = {},
) {
  const { currency = 'RUB', country = 'RU', funds = 0 } = options;
  const registered = await registerByEmail(server, undefined, { currency });
  const [row] = rowsOf<{ id: number }>(
    await server.database.db.execute(
      sql`update users set country_code = ${country} where email = ${registered.email} returning id`,
    ),
  );
  const userId = Number(row!.id);
  if (funds > 0) await operatorFor(server).operator.creditPlayer(userId, funds, 'test funding');
  return { ...registered, userId };
}

/** POST /api/v2/billing/payouts with an Idempotency-Key (none when `key` is null). */
export function requestPayout(server: TestServer, token: string, body: unknown, key: string | null) {
  return call(server, '/api/v2/billing/payouts', body, {
    token,
    ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
  });
}

/** Rows of every money table, to prove a refusal wrote nothing. */
export async function moneyRowCounts(server: TestServer): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await server.database.db.execute(sql`select
      (select count(*)::int from payouts) as payouts,
      (select count(*)::int from ledger_transactions) as transactions,
      (select count(*)::int from ledger_entries) as entries,
      (select count(*)::int from ledger_accounts) as accounts`),
  );
  return row!;
}

/** Σ of every ledger entry, which double entry keeps at zero. */
export async function entriesSum(server: TestServer): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await server.database.db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`),
  );
  return BigInt(row!.total);
}
