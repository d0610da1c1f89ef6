import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sessionOf } from '../reference/jwt';

/** What the bench drives the reference with: its server and the work prepared for it. */
export type Reference = {
  port: number;
  pid: number;
  /** Payment ids of waiting invoices, one per deposit webhook. */
  paymentIds: string[];
  stop: () => Promise<void>;
};

/** A player of the product, whom the reference knows by the same id and session. */
type Player = { userId: number; token: string };

const SCHEMA = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');
const SERVER = new URL('./server.ts', import.meta.url).pathname;

/**
 * Creates the reference's schema in the database at `url` (dropping an earlier one) and gives each of the product's
 * players what the product gave them: their session (from their access token) and `fundsMinor` on their main
 * balance through a ledger transaction; then `invoices` waiting invoices of `invoiceMinor` spread over them. Answers
 * the payment ids and the clearing account.
 */
async function prepare(
  url: string,
  p: { players: readonly Player[]; fundsMinor: bigint; invoices: number; invoiceMinor: bigint },
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SCHEMA);
    await client.query(
      `insert into bench_ref_wallet.sessions (id, user_id) select * from unnest($1::text[], $2::bigint[])`,
      [p.players.map((player) => sessionOf(player.token)), p.players.map((player) => player.userId)],
    );
    await client.query(`
      set search_path to bench_ref_wallet;
      insert into accounts (user_id, kind) values (null, 'house'), (null, 'provider_clearing');
      insert into accounts (user_id, kind) select s.user_id, k from sessions s, unnest(array['main', 'reserved']) k;
      with funding as (
        insert into transactions (idempotency_key, kind, user_id)
        select 'fund:' || user_id, 'adjustment', user_id from sessions returning id, user_id)
      insert into entries (transaction_id, account_id, amount)
      select f.id, a.id, case when a.user_id is null then -${p.fundsMinor} else ${p.fundsMinor} end
      from funding f join accounts a on (a.user_id = f.user_id and a.kind = 'main') or a.kind = 'house';
      update accounts set balance = ${p.fundsMinor} where kind = 'main';
      insert into invoices (payment_id, user_id, amount)
      select 'ref-' || g, (array(select user_id from sessions order by user_id))[g % ${p.players.length} + 1],
        ${p.invoiceMinor}
      from generate_series(0, ${p.invoices - 1}) g;
      analyze accounts, transactions, entries, sessions, invoices, payouts;
      reset search_path;`);
    const { rows } = await client.query<{ id: string }>(
      `select id from bench_ref_wallet.accounts where kind = 'provider_clearing'`,
    );
    return {
      clearing: rows[0]!.id,
      paymentIds: Array.from({ length: p.invoices }, (_, g) => `ref-${g}`),
    };
  } finally {
    await client.end();
  }
}

/** Starts the reference server as a child process and waits until it listens. */
function start(env: Record<string, string>, nodeArgs: readonly string[]) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', SERVER], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise<{ port: number; pid: number; stop: () => Promise<void> }>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/listening (\d+)/)?.[1];
      if (port)
        resolve({
          port: Number(port),
          pid: child.pid!,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    void exited.then(() => reject(new Error(`the reference server exited before listening:\n${output}`)));
  });
}

/** Prepares the reference's schema and work in the database at `url` and starts its server on it. */
export async function startReference(options: {
  url: string;
  secrets: { JWT_SECRET: string; PAYMENT_WEBHOOK_SECRET: string };
  poolSize: number;
  players: readonly Player[];
  fundsMinor: bigint;
  invoices: number;
  invoiceMinor: bigint;
  nodeArgs: readonly string[];
}): Promise<Reference> {
  const prepared = await prepare(options.url, options);
  const server = await start(
    {
      ...options.secrets,
      DATABASE_URL: options.url,
      DATABASE_POOL_SIZE: String(options.poolSize),
      REF_CLEARING_ACCOUNT: prepared.clearing,
    },
    options.nodeArgs,
  );
  return { ...server, paymentIds: prepared.paymentIds };
}
