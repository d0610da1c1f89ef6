import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoundAnswer, placeBetAnswer } from '../../src/contract/games/bets';
import { cardRank, hiloBet, hiloBetWins, hiloChance, type HiloState } from '../../src/contract/games/hilo';
import type { MinerState } from '../../src/contract/games/miner';
import { bets } from '../../src/server/db/schema';
import { call } from './accounts';
import { allRowCounts } from './bonus-programs';
import { balanceOf } from './deposits';
import { fundedPlayer, placeBet } from './games';
import { startTestServer, type TestServer } from './harness';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
const move = (token: string, game: string, name: string, body: unknown) =>
  call(server, `/api/v2/games/${game}/${name}`, body, { token });

/** The hidden state of the player's open round, read from the database as only the server can. */
async function hiddenState<S>(userId: number, game: string): Promise<S> {
  const [row] = await db()
    .select()
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.game, game), eq(bets.status, 'open')));
  return row!.state as S;
}

describe('a miner round', () => {
  it('takes the stake at the bet, hides the mines, pays the multiplier on cash-out', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 100_000n);
    const started = await placeBet(server, token, 'miner', { amount: 10, params: { mines: 3 } });
    expect(started.statusCode, started.body).toBe(200);
    const { bet, balance } = placeBetAnswer.parse(started.json());
    expect(balance).toBe(990);
    expect(bet).toMatchObject({ status: 'open', payout: null, outcome: null });
    expect(bet.round).toMatchObject({ mineCount: 3, mines: null, revealed: [], canCashOut: false });
    expect(JSON.stringify(started.json())).not.toMatch(/"mines":\[/);

    // no cash-out before a safe tile; another round and a rotation wait for this one
    expect((await move(token, 'miner', 'cashout', {})).json()).toMatchObject({ code: 'nothing_revealed' });
    const second = await placeBet(server, token, 'miner', { amount: 10, params: { mines: 3 } });
    expect(second.statusCode).toBe(409);
    expect((await call(server, '/api/v2/fair/seeds/rotate', {}, { token })).json()).toMatchObject({
      code: 'round_open',
    });

    const { mines } = await hiddenState<MinerState>(userId, 'miner');
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t));
    const revealed = await move(token, 'miner', 'reveal', { tile: safe[0] });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect((await move(token, 'miner', 'reveal', { tile: safe[0] })).json()).toMatchObject({
      code: 'tile_revealed',
    });
    const open = openRoundAnswer.parse(
      (await call(server, '/api/v2/games/miner/round', undefined, { method: 'GET', token })).json(),
    );
    expect(open.bet?.round).toMatchObject({ revealed: [safe[0]], status: 'playing' });

    const cashed = placeBetAnswer.parse((await move(token, 'miner', 'cashout', {})).json());
    // 0.99 × C(25,1)/C(22,1) = 1.125 → 11.25
    expect(cashed.bet).toMatchObject({ status: 'settled', payout: 11.25, multiplier_exact: '9/8' });
    expect(cashed.bet.outcome).toEqual({ mines });
    expect(cashed.balance).toBe(1001.25);
    expect(
      (await call(server, '/api/v2/games/miner/round', undefined, { method: 'GET', token })).json(),
    ).toEqual({
      bet: null,
    });
    expect((await move(token, 'miner', 'cashout', {})).statusCode).toBe(404);
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });

  it('ends lost on a mine and pays nothing; a refused move writes nothing', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 100_000n);
    await placeBet(server, token, 'miner', { amount: 10, params: { mines: 24 } });
    const before = await allRowCounts(db());
    for (const body of [{ tile: 25 }, { tile: -1 }, { tile: 1.5 }, {}, { tile: 1, x: 1 }]) {
      expect((await move(token, 'miner', 'reveal', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await allRowCounts(db())).toEqual(before);
    const { mines } = await hiddenState<MinerState>(userId, 'miner');
    const lost = placeBetAnswer.parse((await move(token, 'miner', 'reveal', { tile: mines[0] })).json());
    expect(lost.bet).toMatchObject({ status: 'settled', payout: 0, multiplier_exact: '0/1' });
    expect(await balanceOf(server, token)).toBe(990);
  });
});

describe('a hilo round', () => {
  it('pays RTP × 13 / winning ranks for one right guess, and shows only the cards dealt', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 100_000n);
    const started = placeBetAnswer.parse(
      (await placeBet(server, token, 'hilo', { amount: 10, params: {} })).json(),
    );
    expect(started.bet.round).toMatchObject({ status: 'playing', steps: [] });
    const { cards } = await hiddenState<HiloState>(userId, 'hilo');
    expect(JSON.stringify(started)).not.toContain(JSON.stringify(cards.slice(1, 4)).slice(1, -1));

    const [start, next] = [cardRank(cards[0]!), cardRank(cards[1]!)];
    // the guess that wins for the card to come (one of the two always does)
    const action = (['higher', 'lower'] as const).find((a) => hiloBetWins(hiloBet(start, a), start, next))!;
    const guessed = await move(token, 'hilo', 'act', { action });
    expect(guessed.statusCode, guessed.body).toBe(200);
    const view = placeBetAnswer.parse(guessed.json()).bet.round as { status: string; steps: unknown[] };
    expect(view).toMatchObject({ status: 'playing' });
    expect(view.steps).toHaveLength(1);
    const cashed = placeBetAnswer.parse((await move(token, 'hilo', 'act', { action: 'cashout' })).json());
    expect(cashed.bet.status).toBe('settled');
    const chance = hiloChance(hiloBet(start, action), start);
    // 0.99 × 13 / winning ranks, of 10, rounded down to kopecks
    expect(cashed.bet.payout).toBe(
      Math.floor((10 * 0.99 * Number(chance.den) * 100) / Number(chance.num)) / 100,
    );
    expect(cashed.bet.outcome).toEqual({ cards });
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });

  it('refuses a cash-out before a right guess and an unknown action', async () => {
    const { token } = await fundedPlayer(server, 'RUB', 100_000n);
    await placeBet(server, token, 'hilo', { amount: 10, params: {} });
    expect((await move(token, 'hilo', 'act', { action: 'cashout' })).json()).toMatchObject({
      code: 'nothing_guessed',
    });
    expect((await move(token, 'hilo', 'act', { action: 'double' })).statusCode).toBe(422);
  });
});
