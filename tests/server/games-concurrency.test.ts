import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutcomeStream } from '../../src/contract/fair/stream';
import { diceOutcome, dicePayout } from '../../src/contract/games/dice';
import { applyRatio } from '../../src/contract/games/ratio';
import { bets, fairSeeds } from '../../src/server/db/schema';
import { serverRoundBytes } from '../../src/server/fair/round-bytes';
import { call } from './accounts';
import { balanceOf } from './deposits';
import { fundedPlayer, placeBet } from './games';
import { startTestServer, type TestServer } from './harness';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const PARALLEL = 64;
const STAKE = 500n; // 5 RUB
const FUNDS = 2_000n; // four stakes
const PARAMS = { target: 1, direction: 'under' } as const;

describe('concurrent bets of one player', () => {
  it('never overdraw: exactly the bets the balance allows, in nonce order, are placed', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', FUNDS);
    await call(server, '/api/v2/fair/seeds', undefined, { method: 'GET', token });
    const db = server.database.db;
    const [seed] = await db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.status, 'active')));

    // what must happen: bets run one at a time in nonce order; a refused bet takes no nonce, so once the balance
    // is short every later bet is refused too
    let balance = FUNDS;
    let placed = 0;
    while (placed < PARALLEL && balance >= STAKE) {
      const bytes = serverRoundBytes(Buffer.from(seed!.serverSeed, 'hex'), seed!.clientSeed, placed);
      const outcome = diceOutcome(new OutcomeStream(bytes));
      balance += applyRatio(STAKE, dicePayout(outcome, PARAMS)) - STAKE;
      placed += 1;
    }

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => placeBet(server, token, 'dice', { amount: 5, params: PARAMS })),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'placed' : r.json().errors?.amount?.[0]));
    expect(codes.filter((c) => c === 'placed')).toHaveLength(placed);
    expect(codes.filter((c) => c !== 'placed')).toEqual(
      Array(PARALLEL - placed).fill('insufficient_funds: Not enough money on the balance'),
    );
    expect(await balanceOf(server, token)).toBe(Number(balance) / 100);
    const rows = await db.select({ nonce: bets.nonce }).from(bets).where(eq(bets.userId, userId));
    expect(rows.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: placed }, (_, i) => i),
    );
    expect(await ledgerInvariants(db)).toEqual(SOUND_LEDGER);
  });

  it('answer a bet id sent many times at once with one bet and one debit', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 100_000n);
    const body = { bet_id: 'same-bet-at-once', amount: 5, params: PARAMS };
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => placeBet(server, token, 'dice', body)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    expect(new Set(answers.map((r) => JSON.stringify(r.json().bet))).size).toBe(1);
    const rows = await server.database.db.select().from(bets).where(eq(bets.userId, userId));
    expect(rows).toHaveLength(1);
    const payout = Number(rows[0]!.payout) / 100;
    expect(await balanceOf(server, token)).toBe(1000 - 5 + payout);
  });
});
