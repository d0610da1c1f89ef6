import { assign, setup } from 'xstate';
import { CLIENT_SEED, clientSeedSchema, type SeedsAnswer } from '../../src/contract/fair';
import { asApiFailure } from '../../src/contract/failure';
import { notProvided } from '../shared/not-provided';
import type { RotationRequest, SeedRotationContext, SeedRotationEvent } from './seed-rotation.types';

/** The client-seed text of `clientSeedSchema`, `"client_seed: …"`, so the refusal reads as the server's would. */
const CLIENT_SEED_RULE = clientSeedSchema.safeParse('').error?.issues[0]?.message ?? 'client_seed';

const rotate = [
  { guard: 'isClientSeedInvalid', target: 'rotateFailed', actions: 'refuseClientSeed' },
  { target: 'rotating' },
] as const;

/**
 * The player's provably fair seed pair on the fairness page: read once, then rotated on request (an optional new
 * client seed, checked as the contract checks it before any call). A rotation reveals the active server seed;
 * its answer is the new state of both pairs, so nothing is read again.
 */
export const seedRotationMachine = setup({
  types: { context: {} as SeedRotationContext, events: {} as SeedRotationEvent },
  actors: {
    /** GET /api/v2/fair/seeds. */
    loadSeeds: notProvided<SeedsAnswer>('loadSeeds'),
    /** POST /api/v2/fair/seeds/rotate. */
    rotateSeeds: notProvided<SeedsAnswer, RotationRequest>('rotateSeeds'),
  },
  guards: {
    isClientSeedInvalid: ({ event }) =>
      event.type === 'seeds.rotate' && event.clientSeed !== null && !CLIENT_SEED.test(event.clientSeed),
  },
  actions: {
    storeSeeds: assign((_, params: { seeds: SeedsAnswer }) => ({ seeds: params.seeds, failure: null })),
    countRotation: assign(({ context }) => ({ rotations: context.rotations + 1 })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    refuseClientSeed: assign({
      failure: {
        status: null,
        code: 'validation_failed',
        message: 'The client seed is not valid',
        fields: { client_seed: [CLIENT_SEED_RULE] },
      },
    }),
  },
}).createMachine({
  id: 'seedRotation',
  description:
    'The seed pair of the fairness page: loading → ready; rotate (client seed checked first) → rotating → rotated or rotateFailed; rotatable again.',
  context: { seeds: null, failure: null, rotations: 0 },
  initial: 'loading',
  states: {
    loading: {
      description: 'The pairs are read.',
      tags: ['busy'],
      invoke: {
        src: 'loadSeeds',
        onDone: {
          target: 'ready',
          actions: { type: 'storeSeeds', params: ({ event }) => ({ seeds: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: 'The read failed: the code is shown with a retry.',
      on: { 'seeds.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      description: 'The active pair and the last revealed one are shown.',
      on: { 'seeds.rotate': rotate },
    },
    rotating: {
      description: 'The rotation runs: the active server seed is being revealed.',
      tags: ['busy'],
      invoke: {
        src: 'rotateSeeds',
        input: ({ event }) => ({ clientSeed: event.type === 'seeds.rotate' ? event.clientSeed : null }),
        onDone: {
          target: 'rotated',
          actions: [
            { type: 'storeSeeds', params: ({ event }) => ({ seeds: event.output }) },
            'countRotation',
          ],
        },
        onError: {
          target: 'rotateFailed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rotated: {
      description: 'The pair was rotated: the revealed seed and the new pair are shown.',
      on: { 'seeds.rotate': rotate },
    },
    rotateFailed: {
      description:
        'The rotation was refused (an invalid client seed, a round still open) or failed; the pairs stay as they were.',
      on: { 'seeds.rotate': rotate },
    },
  },
});
