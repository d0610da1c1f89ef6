import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../src/server/db/schema';
import { ensureActiveSeed } from '../../src/server/fair/seed-repository';
import type { BetPlacement } from '../../src/server/ledger/bets';
import { BonusWageringError, InsufficientFundsError } from '../../src/server/ledger/errors';
import { createLedger } from '../../src/server/ledger/ledger';
import { grantBonus } from '../../src/server/modules/bonuses/wallet';
import { call, ROOMY_LIMITS } from './accounts';
import { grantOf } from './bonus-wallet';
import { fundedPlayer } from './games';
import { sidOf } from '../support/tokens';
import { startTestServer, type TestServer } from './harness';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;

/** A 1 ₽ dice bet that lost, as the bet service would hand it to the ledger: the pair's next nonce. */
async function lostBet(userId: number, token: string, stake = 100n): Promise<BetPlacement> {
  const seed = await ensureActiveSeed(db(), userId);
  const clientBetId = randomUUID();
  return {
    sid: sidOf(token),
    userId,
    game: 'dice',
    clientBetId,
    requestHash: 'a'.repeat(64),
    currency: 'RUB',
    stake,
    payout: 0n,
    multiplier: '0/1',
    params: { target: 50, direction: 'over' },
    outcome: { roll: 12.34 },
    status: 'settled',
    seedId: seed.id,
    nonce: seed.nonce,
    createdAt: new Date(),
    key: `${userId}:${clientBetId}`,
  };
}

describe('group commit of bets', () => {
  it('places the bets that arrive together in one statement, each with its own answer or refusal', async () => {
    const funded = await Promise.all(Array.from({ length: 24 }, () => fundedPlayer(server, 'RUB', 10_000n)));
    const short = await fundedPlayer(server, 'RUB', 50n);
    const loggedOut = await fundedPlayer(server, 'RUB', 10_000n);
    expect(
      (await call(server, '/auth/logout', undefined, { method: 'PUT', token: loggedOut.token })).statusCode,
    ).toBe(200);
    const wagering = await fundedPlayer(server, 'RUB', 10_000n);
    const ledger = createLedger(db());
    await ledger.transaction((tx) =>
      grantBonus(
        { ledger, now: () => new Date() },
        tx,
        grantOf(wagering.userId, new Date(), { amount: 1_000n }),
      ),
    );

    const sizes: number[] = [];
    const batching = createLedger(db(), { onBetBatch: (size) => sizes.push(size) });
    const everyone = [...funded, short, loggedOut, wagering];
    const placements = await Promise.all(everyone.map((p) => lostBet(p.userId, p.token)));
    // account ids known beforehand, so every bet reaches the statement queue at once rather than after a lookup
    await batching.accounts.system('house', 'RUB');
    for (const p of everyone) await batching.accounts.player(p.userId, 'RUB');
    const outcomes = await Promise.allSettled(placements.map((placement) => batching.placeBet(placement)));

    expect(Math.max(...sizes), `statements of ${sizes.join(', ')} bets`).toBeGreaterThan(1);
    const byPlayer = new Map(everyone.map((p, i) => [p.userId, outcomes[i]!]));
    for (const p of funded) expect(byPlayer.get(p.userId)).toMatchObject({ value: { result: 'placed' } });
    expect(byPlayer.get(short.userId)).toMatchObject({ reason: expect.any(InsufficientFundsError) });
    expect(byPlayer.get(loggedOut.userId)).toMatchObject({ value: { result: 'session_ended' } });
    expect(byPlayer.get(wagering.userId)).toMatchObject({ reason: expect.any(BonusWageringError) });

    const written = await db()
      .select({ userId: bets.userId })
      .from(bets)
      .where(
        inArray(
          bets.userId,
          everyone.map((p) => p.userId),
        ),
      );
    expect(written.map((b) => b.userId).sort()).toEqual(funded.map((p) => p.userId).sort());
    // the JSON columns hold objects, not their text, whichever statement wrote them (Drizzle would parse either)
    const kinds = rowsOf<{ params: string; outcome: string; state: string | null }>(
      await db().execute(sql`select jsonb_typeof(params) as params, jsonb_typeof(outcome) as outcome,
        jsonb_typeof(state) as state from bets where user_id in (${sql.join(
          funded.map((p) => sql`${p.userId}`),
          sql`, `,
        )})`),
    );
    expect(new Set(kinds.map((k) => JSON.stringify(k)))).toEqual(
      new Set([JSON.stringify({ params: 'object', outcome: 'object', state: null })]),
    );
    const [seedOfShort] = await db().select().from(bets).where(eq(bets.userId, short.userId));
    expect(seedOfShort).toBeUndefined();
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });
});
