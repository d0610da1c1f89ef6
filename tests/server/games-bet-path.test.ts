import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutcomeStream } from '../../src/contract/fair/stream';
import { placeBetAnswer } from '../../src/contract/games/bets';
import { diceOutcome } from '../../src/contract/games/dice';
import { bets, fairSeeds, ledgerAccounts, users } from '../../src/server/db/schema';
import { serverRoundBytes } from '../../src/server/fair/round-bytes';
import { createLedger } from '../../src/server/ledger/ledger';
import { call } from './accounts';
import { fundedPlayer, placeBet } from './games';
import { startTestServer, type TestServer } from './harness';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
const DICE = { amount: 1, params: { target: 50, direction: 'over' } } as const;

/** The dice outcome a pair and nonce decide, computed here from the stored server seed. */
async function expectedRoll(seedId: number, nonce: number) {
  const [seed] = await db().select().from(fairSeeds).where(eq(fairSeeds.id, seedId));
  const bytes = serverRoundBytes(Buffer.from(seed!.serverSeed, 'hex'), seed!.clientSeed, nonce);
  return diceOutcome(new OutcomeStream(bytes));
}

const betCount = async (userId: number) =>
  (await db().select({ id: bets.id }).from(bets).where(eq(bets.userId, userId))).length;

/** The player's main balance as the ledger caches it, minor units. */
async function mainOf(userId: number, currency = 'RUB') {
  const [row] = await db()
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'main'),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row!.balance;
}

describe('the bet path: one statement that checks what the server holds in memory', () => {
  it('answers the main, bonus and total balances the bet’s statement read', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 10_000n);
    const res = await placeBet(server, token, 'dice', DICE);
    expect(res.statusCode, res.body).toBe(200);
    const answer = placeBetAnswer.parse(res.json());
    const main = Number(await mainOf(userId)) / 100;
    expect(answer).toMatchObject({ balance: main, bonus_balance: 0, total_balance: main });
  });

  it('refuses a bet of a session that logged out with 401, and writes nothing', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 10_000n);
    // the first bet fills this process's memory of the player and the pair
    expect((await placeBet(server, token, 'dice', DICE)).statusCode).toBe(200);
    const before = { bets: await betCount(userId), main: await mainOf(userId) };
    expect((await call(server, '/auth/logout', undefined, { method: 'PUT', token })).statusCode).toBe(200);
    const res = await placeBet(server, token, 'dice', DICE);
    expect(res.statusCode, res.body).toBe(401);
    expect({ bets: await betCount(userId), main: await mainOf(userId) }).toEqual(before);
    const [seed] = await db()
      .select({ nonce: fairSeeds.nonce })
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.status, 'active')));
    expect(seed!.nonce).toBe(1);
  });

  it('draws with the pair as it is when another process rotated it or took nonces meanwhile', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 100_000n);
    expect((await placeBet(server, token, 'dice', DICE)).statusCode).toBe(200);
    // another process: three bets' nonces taken on this pair
    await db().execute(
      sql`update fair_seeds set nonce = nonce + 3 where user_id = ${userId} and status = 'active'`,
    );
    const taken = placeBetAnswer.parse((await placeBet(server, token, 'dice', DICE)).json()).bet;
    expect(taken.nonce).toBe(4);
    const [row] = await db().select().from(bets).where(eq(bets.id, taken.id));
    expect(row!.outcome).toEqual(await expectedRoll(row!.seedId, 4));

    // another process: the pair rotated, a new one active
    const rotated = await call(server, '/api/v2/fair/seeds/rotate', { client_seed: 'elsewhere' }, { token });
    expect(rotated.statusCode).toBe(200);
    const first = placeBetAnswer.parse((await placeBet(server, token, 'dice', DICE)).json()).bet;
    expect(first).toMatchObject({ nonce: 0, client_seed: 'elsewhere' });
    const [newRow] = await db().select().from(bets).where(eq(bets.id, first.id));
    expect(newRow!.seedId).not.toBe(row!.seedId);
    expect(newRow!.outcome).toEqual(await expectedRoll(newRow!.seedId, 0));
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });

  it('bets in the player’s new currency when it changed after the process last saw them', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 10_000n);
    expect((await placeBet(server, token, 'dice', DICE)).statusCode).toBe(200);
    await db().update(users).set({ currency: 'USD' }).where(eq(users.id, userId));
    const ledger = createLedger(db());
    await ledger.transaction((tx) =>
      ledger.adjust(tx, {
        key: `usd:${userId}`,
        userId,
        currency: 'USD',
        amount: 5_000n,
        reason: 'test funds',
      }),
    );
    const res = await placeBet(server, token, 'dice', DICE);
    expect(res.statusCode, res.body).toBe(200);
    const answer = placeBetAnswer.parse(res.json());
    expect(answer.bet.currency).toBe('USD');
    expect(answer.balance).toBe(Number(await mainOf(userId, 'USD')) / 100);
  });

  it('does not refuse a bet by the limits of a currency the player no longer has', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 10_000n);
    const coinflip = (amount: number) =>
      placeBet(server, token, 'coinflip', { amount, params: { side: 'heads' } });
    expect((await coinflip(1)).statusCode).toBe(200);
    await db().update(users).set({ currency: 'USD' }).where(eq(users.id, userId));
    const ledger = createLedger(db());
    await ledger.transaction((tx) =>
      ledger.adjust(tx, {
        key: `usd-half:${userId}`,
        userId,
        currency: 'USD',
        amount: 5_000n,
        reason: 'test funds',
      }),
    );
    // 0.50 is below the minimum in RUB (1) and above it in USD (0.01)
    const res = await coinflip(0.5);
    expect(res.statusCode, res.body).toBe(200);
    expect(placeBetAnswer.parse(res.json()).bet.currency).toBe('USD');
  });

  it('gives the nonce of a refused bet to the next one', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 500n);
    expect((await placeBet(server, token, 'dice', DICE)).statusCode).toBe(200);
    // at most 5.98 ₽ after a 1 ₽ bet on 5 ₽: 100 ₽ is within the game's limits but not the balance
    const short = await placeBet(server, token, 'dice', { ...DICE, amount: 100 });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'insufficient_funds' });
    const next = await placeBet(server, token, 'dice', DICE);
    expect(next.statusCode, next.body).toBe(200);
    expect(placeBetAnswer.parse(next.json()).bet.nonce).toBe(1);
    expect(await betCount(userId)).toBe(2);
  });
});
