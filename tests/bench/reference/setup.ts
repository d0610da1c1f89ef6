import { readFileSync } from 'node:fs';
import pg from 'pg';
import { OutcomeStream } from '../../../src/contract/fair/stream';
import { diceOutcome } from '../../../src/contract/games/dice';
import { serverRoundBytes } from '../../../src/server/fair/round-bytes';
import { newClientSeed, newServerSeed, seedBytes } from '../../../src/server/fair/seed-material';
import { sessionOf } from './jwt';

const SCHEMA = new URL('./schema.sql', import.meta.url);
const HMAC_BLOCK = 64;
/** Nonces whose SQL roll is compared with the contract's before the reference is measured. */
const CHECKED_NONCES = 2_000;

/** HMAC-SHA256's inner and outer padded keys of a server seed (RFC 2104). */
function paddedKeys(serverSeedHex: string) {
  const key = Buffer.alloc(HMAC_BLOCK);
  seedBytes(serverSeedHex).copy(key);
  return { inner: Buffer.from(key.map((b) => b ^ 0x36)), outer: Buffer.from(key.map((b) => b ^ 0x5c)) };
}

/**
 * Creates the reference's schema (bench_ref, dropped first) in the database at `url` and gives each player what the
 * product gave them: their session (from their access token), a seed pair and `fundsMinor` on their balance; the
 * house account too. Then checks the SQL draw against the contract's.
 */
export async function setUpReference(
  url: string,
  players: readonly { userId: number; token: string }[],
  fundsMinor: bigint,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(readFileSync(SCHEMA, 'utf8'));
    const seeds = players.map(() => newServerSeed());
    const keys = seeds.map(paddedKeys);
    await client.query(
      `insert into bench_ref.sessions (sid, user_id) select * from unnest($1::text[], $2::bigint[])`,
      [players.map((p) => sessionOf(p.token)), players.map((p) => p.userId)],
    );
    await client.query(
      `insert into bench_ref.accounts (user_id, balance)
       select null::bigint, 0 union all select u, $2::bigint from unnest($1::bigint[]) u`,
      [players.map((p) => p.userId), String(fundsMinor)],
    );
    await client.query(
      `insert into bench_ref.seeds (user_id, server_seed, client_seed, inner_key, outer_key)
       select * from unnest($1::bigint[], $2::text[], $3::text[], $4::bytea[], $5::bytea[])`,
      [
        players.map((p) => p.userId),
        seeds,
        players.map(() => newClientSeed()),
        keys.map((k) => k.inner),
        keys.map((k) => k.outer),
      ],
    );
    await checkDraws(client);
  } finally {
    await client.end();
  }
}

/** Fails unless bench_ref.dice_roll rolls what the contract's code rolls for the first seed pair's nonces. */
async function checkDraws(client: pg.Client) {
  const { rows } = await client.query<{
    server_seed: string;
    client_seed: string;
    nonce: number;
    roll: number;
  }>(
    `select s.server_seed, s.client_seed, n as nonce, bench_ref.dice_roll(s.inner_key, s.outer_key, s.client_seed, n) as roll
     from (select * from bench_ref.seeds order by id limit 1) s, generate_series(0, $1::int - 1) n`,
    [CHECKED_NONCES],
  );
  for (const row of rows) {
    const stream = new OutcomeStream(
      serverRoundBytes(seedBytes(row.server_seed), row.client_seed, row.nonce),
    );
    const expected = diceOutcome(stream).roll;
    if (row.roll / 100 !== expected)
      throw new Error(
        `bench_ref.dice_roll: nonce ${row.nonce} rolled ${row.roll / 100}, the contract ${expected}`,
      );
  }
}
