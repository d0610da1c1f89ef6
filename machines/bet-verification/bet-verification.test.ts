import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import type { Bet, BetDetailAnswer } from '../../src/contract/games/bets';
import { sameJson } from './bet-verification.checks';
import { betVerificationMachine } from './bet-verification.machine';
import {
  selectBetServerSeed,
  selectLoadedBet,
  selectLoadFailure,
  selectRecomputation,
  selectVerificationChecks,
  selectVerificationProblem,
  selectVerificationRequest,
  selectVerificationStep,
} from './bet-verification.select';
import type { Recomputation, VerificationForm, VerificationRequest } from './bet-verification.types';

const SEED = 'ab'.repeat(32);
const HASH = 'cd'.repeat(32);

const BET: Bet = {
  id: 7,
  bet_id: 'bet-0007-abcdef',
  game: 'keno',
  currency: 'RUB',
  amount: 10,
  payout: 0,
  multiplier: 0,
  multiplier_exact: '0/1',
  params: { risk: 'high', numbers: [1, 2] },
  // as the database hands it back: keys reordered
  outcome: { hits: [2], drawn: [5, 2, 9, 11, 30, 31, 17, 40, 22, 8] },
  round: null,
  status: 'settled',
  server_seed_hash: HASH,
  client_seed: 'lucky',
  nonce: 3,
  created_at: '2026-03-01T10:00:00.000Z',
  settled_at: '2026-03-01T10:00:00.000Z',
};
const RECORDED: Recomputation = {
  outcome: { drawn: [5, 2, 9, 11, 30, 31, 17, 40, 22, 8], hits: [2] },
  commitment: HASH,
};

/** The form a loaded bet fills in. */
const formOf = (
  bet: Bet,
  serverSeed: string,
  overrides: Partial<VerificationForm> = {},
): VerificationForm => ({
  game: bet.game,
  params: JSON.stringify(bet.params),
  serverSeed,
  clientSeed: bet.client_seed,
  nonce: String(bet.nonce),
  commitment: bet.server_seed_hash,
  ...overrides,
});

/**
 * The verifier over fake calls: `load` answers the bet reads in order, `recompute` answers the recomputations;
 * both record what they were asked.
 */
function start(
  betId: number | null,
  options: {
    load?: Array<() => Promise<BetDetailAnswer>>;
    recompute?: (request: VerificationRequest) => Promise<Recomputation>;
  } = {},
) {
  const loads: number[] = [];
  const requests: VerificationRequest[] = [];
  const actor = createActor(
    betVerificationMachine.provide({
      actors: {
        loadBet: fromPromise(({ input }) => {
          loads.push(input.betId);
          const answer = options.load?.[loads.length - 1];
          return answer ? answer() : Promise.resolve({ bet: BET, server_seed: SEED });
        }),
        recompute: fromPromise(({ input }) => {
          requests.push(input);
          return (options.recompute ?? (async () => RECORDED))(input);
        }),
      },
    }),
    { input: { betId } },
  ).start();
  return { actor, loads, requests };
}

describe('betVerification', () => {
  it('loads the bet of the address and verifies it when the outcome and the seed’s hash match', async () => {
    const { actor, loads, requests } = start(7);
    expect(selectVerificationStep(actor.getSnapshot())).toBe('loadingBet');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([7]);
    expect(selectLoadedBet(actor.getSnapshot())).toEqual(BET);
    expect(selectBetServerSeed(actor.getSnapshot())).toBe(SEED);
    actor.send({
      type: 'verification.verify',
      form: formOf(BET, ` ${SEED.toUpperCase()} `, { nonce: ' 3 ' }),
    });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(requests).toEqual([
      {
        game: 'keno',
        params: { risk: 'high', numbers: [1, 2] },
        serverSeed: SEED,
        clientSeed: 'lucky',
        nonce: 3,
        commitment: HASH,
      },
    ]);
    expect(selectRecomputation(actor.getSnapshot())).toEqual(RECORDED);
    expect(selectVerificationChecks(actor.getSnapshot())).toEqual({ commitment: true, outcome: true });
  });

  it('reports a mismatch when the recomputed outcome or hash differs from the recorded ones', async () => {
    const { actor } = start(7, {
      recompute: async () => ({ outcome: { drawn: [1], hits: [] }, commitment: 'ee'.repeat(32) }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'verification.verify', form: formOf(BET, 'ff'.repeat(32)) });
    await waitFor(actor, (s) => s.matches('mismatch'));
    expect(selectVerificationChecks(actor.getSnapshot())).toEqual({ commitment: false, outcome: false });
  });

  it('reports a mismatch when only the hash differs from the commitment', async () => {
    const { actor } = start(7, { recompute: async () => ({ ...RECORDED, commitment: 'ee'.repeat(32) }) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'verification.verify', form: formOf(BET, SEED) });
    await waitFor(actor, (s) => s.matches('mismatch'));
    expect(selectVerificationChecks(actor.getSnapshot())).toEqual({ commitment: false, outcome: true });
  });

  it('refuses each malformed field without recomputing, and names it', async () => {
    const { actor, requests } = start(7);
    await waitFor(actor, (s) => s.matches('ready'));
    const cases: Array<[Partial<VerificationForm>, string]> = [
      [{ params: '{target: 50' }, 'params'],
      [{ serverSeed: 'ab'.repeat(31) }, 'serverSeed'],
      [{ serverSeed: 'zz'.repeat(32) }, 'serverSeed'],
      [{ clientSeed: 'has space' }, 'clientSeed'],
      [{ clientSeed: '' }, 'clientSeed'],
      [{ nonce: '-1' }, 'nonce'],
      [{ nonce: '1.5' }, 'nonce'],
      [{ commitment: 'abc' }, 'commitment'],
    ];
    for (const [overrides, problem] of cases) {
      actor.send({ type: 'verification.verify', form: formOf(BET, SEED, overrides) });
      expect(selectVerificationStep(actor.getSnapshot())).toBe('failed');
      expect(selectVerificationProblem(actor.getSnapshot())).toBe(problem);
    }
    expect(requests).toEqual([]);
  });

  it('fails with the parameters named when the game refuses them', async () => {
    const { actor } = start(null, {
      recompute: async () => {
        throw new Error('Invalid input');
      },
    });
    actor.send({ type: 'verification.verify', form: formOf(BET, SEED, { params: '{"numbers":[]}' }) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectVerificationProblem(actor.getSnapshot())).toBe('params');
    expect(selectRecomputation(actor.getSnapshot())).toBeNull();
  });

  it('checks by hand without a bet: only a commitment given can mismatch', async () => {
    const { actor, loads } = start(null);
    expect(selectVerificationStep(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'verification.verify', form: formOf(BET, SEED, { commitment: '' }) });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(selectVerificationChecks(actor.getSnapshot())).toEqual({ commitment: null, outcome: null });
    expect(selectVerificationRequest(actor.getSnapshot())?.commitment).toBeNull();
    actor.send({ type: 'verification.verify', form: formOf(BET, SEED, { commitment: 'ee'.repeat(32) }) });
    await waitFor(actor, (s) => s.matches('mismatch'));
    expect(loads).toEqual([]);
  });

  it('loads a bet whose seed is still active again once the pair is rotated', async () => {
    const { actor, loads } = start(7, {
      load: [async () => ({ bet: BET, server_seed: null }), async () => ({ bet: BET, server_seed: SEED })],
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectBetServerSeed(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'verification.seedsRotated' });
    await waitFor(actor, (s) => s.matches('ready') && selectBetServerSeed(s) !== null);
    expect(selectBetServerSeed(actor.getSnapshot())).toBe(SEED);
    actor.send({ type: 'verification.seedsRotated' });
    expect(selectVerificationStep(actor.getSnapshot())).toBe('ready');
    expect(loads).toEqual([7, 7]);
  });

  it('keeps the load failure and reads again on retry', async () => {
    const { actor, loads } = start(7, {
      load: [
        async () => {
          throw new ApiError({ status: 404, code: 'not_found', message: 'Not found', fields: {} });
        },
      ],
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectLoadFailure(actor.getSnapshot())?.code).toBe('not_found');
    actor.send({ type: 'verification.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([7, 7]);
    expect(selectLoadFailure(actor.getSnapshot())).toBeNull();
  });
});

describe('sameJson', () => {
  it('ignores the order of object keys but not of array items', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ drawn: [1, 2] }, { drawn: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ roll: 1 }, { roll: '1' })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
