import { ApiError } from '../../src/contract/failure';
import type { SeedsAnswer } from '../../src/contract/fair';
import { defineModel } from '../../tests/model/model-config';
import { seedRotationMachine } from './seed-rotation.machine';

const SEEDS: SeedsAnswer = {
  active: { server_seed_hash: 'b'.repeat(64), client_seed: 'lucky', nonce: 0 },
  previous: {
    server_seed: 'a'.repeat(64),
    server_seed_hash: 'c'.repeat(64),
    client_seed: 'lucky',
    bets: 3,
    revealed_at: '2026-03-01T10:00:00.000Z',
  },
};

/**
 * Path-test model of the seed pair: a read that works and one that fails; rotations keeping the client seed,
 * with a new one, and with one the contract refuses; a rotation the server refuses because a round is open.
 */
export const modelConfig = defineModel(seedRotationMachine, {
  events: {
    'seeds.rotate': [{ clientSeed: null }, { clientSeed: 'my-new-seed' }, { clientSeed: 'has space' }],
    'xstate.done.actor.loadSeeds': [{ output: SEEDS }],
    'xstate.error.actor.loadSeeds': [
      { error: new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} }) },
    ],
    'xstate.done.actor.rotateSeeds': [{ output: SEEDS }],
    'xstate.error.actor.rotateSeeds': [
      { error: new ApiError({ status: 409, code: 'round_open', message: 'open', fields: {} }) },
    ],
  },
  maxDepth: 6,
});
