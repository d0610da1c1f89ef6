import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { verifyBet, VERIFIABLE_GAMES } from '../../../src/api/fair-verifier';
import { HOUSE_GAMES, type HouseGame } from '../../../src/contract/games/rtp';
import { drawOpening } from '../../../src/server/modules/games/bet-service';
import { instantBetGame } from '../../../src/server/modules/games/instant-bet';
import { INSTANT_GAMES } from '../../../src/contract/games/instant-games';
import { steppedBetGame } from '../../../src/server/modules/games/round-service';
import { STEPPED_GAMES } from '../../../src/contract/games/stepped-games';

const PARAMS: Partial<Record<HouseGame, unknown>> = {
  dice: { target: 49.5, direction: 'over' },
  coinflip: { side: 'tails' },
  keno: { numbers: [3, 9, 27, 33, 40], risk: 'high' },
  roulette: { chips: [{ bet: 'black', amount: 1 }] },
  wheelOfFortune: { segments: 50, risk: 'medium' },
  cases: { slug: 'dragon' },
  miner: { mines: 5 },
  hilo: {},
};

/**
 * The outcome the server records for a bet of `game` with this pair and nonce, drawn as the bet service draws it
 * before the bet's statement (`drawOpening`); a round played in steps records the outcome its opening fixed.
 */
function serverOutcome(
  game: HouseGame,
  seed: { serverSeed: string; clientSeed: string },
  nonce: number,
  params: unknown,
) {
  if (game === 'miner' || game === 'hilo') {
    const stepped = STEPPED_GAMES[game];
    const opening = drawOpening(steppedBetGame(stepped), seed, nonce, z.parse(stepped.params, params));
    if (opening.status !== 'open') throw new Error(`${game} settled at its bet`);
    return stepped.outcome(opening.state as never);
  }
  const instant = INSTANT_GAMES[game];
  const opening = drawOpening(instantBetGame(instant), seed, nonce, z.parse(instant.params, params));
  if (opening.status !== 'settled') throw new Error(`${game} opened a round`);
  return opening.outcome;
}

const TRIPLES = 100_000;

describe('the browser verifier', () => {
  it(`reproduces the server's outcome for ${TRIPLES.toLocaleString('en')} random seed pairs and nonces`, () => {
    const games = [...VERIFIABLE_GAMES].sort();
    expect(games).toEqual([...HOUSE_GAMES].sort());
    let mismatches = 0;
    for (let i = 0; i < TRIPLES; i++) {
      const game = games[i % games.length]!;
      const serverSeed = randomBytes(32);
      const clientSeed = randomBytes(1 + (i % 24)).toString('base64url');
      const nonce = randomBytes(4).readUInt32BE() % 1_000_000;
      const params = PARAMS[game];
      const server = serverOutcome(
        game,
        { serverSeed: serverSeed.toString('hex'), clientSeed },
        nonce,
        params,
      );
      const browser = verifyBet({ game, params, serverSeed: serverSeed.toString('hex'), clientSeed, nonce });
      if (JSON.stringify(browser.outcome) !== JSON.stringify(server)) mismatches++;
    }
    expect(mismatches).toBe(0);
  }, 120_000);

  it('hashes a revealed seed to its commitment, and a wrong seed to another', () => {
    const seed = randomBytes(32);
    const commitment = createHash('sha256').update(seed).digest('hex');
    const input = { game: 'dice' as const, params: PARAMS.dice, clientSeed: 'c', nonce: 0 };
    expect(verifyBet({ ...input, serverSeed: seed.toString('hex') }).commitment).toBe(commitment);
    seed[0] = seed[0]! ^ 1;
    expect(verifyBet({ ...input, serverSeed: seed.toString('hex') }).commitment).not.toBe(commitment);
  });

  it('refuses a seed that is not 64 hex characters', () => {
    const input = { game: 'dice' as const, params: PARAMS.dice, clientSeed: 'c', nonce: 0 };
    expect(() => verifyBet({ ...input, serverSeed: 'abc' })).toThrow(/64 hexadecimal/);
  });
});
