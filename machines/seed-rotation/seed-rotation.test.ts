import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SeedsAnswer } from '../../src/contract/fair';
import { ApiError } from '../../src/contract/failure';
import { seedRotationMachine } from './seed-rotation.machine';
import {
  selectIsSeedBusy,
  selectRotations,
  selectSeedFailure,
  selectSeeds,
  selectSeedStep,
} from './seed-rotation.select';
import type { RotationRequest } from './seed-rotation.types';

const hex = (c: string) => c.repeat(64);

const FIRST: SeedsAnswer = {
  active: { server_seed_hash: hex('1'), client_seed: 'lucky', nonce: 4 },
  previous: null,
};

/** The pairs after rotating FIRST: its server seed revealed with the 4 bets it served. */
const rotatedTo = (clientSeed: string): SeedsAnswer => ({
  active: { server_seed_hash: hex('2'), client_seed: clientSeed, nonce: 0 },
  previous: {
    server_seed: hex('a'),
    server_seed_hash: hex('1'),
    client_seed: 'lucky',
    bets: 4,
    revealed_at: '2026-03-01T10:00:00.000Z',
  },
});

/** The seed pair over fake calls; every rotation request is recorded. */
function start(
  options: {
    load?: () => Promise<SeedsAnswer>;
    rotate?: (request: RotationRequest) => Promise<SeedsAnswer>;
  } = {},
) {
  const rotations: RotationRequest[] = [];
  const actor = createActor(
    seedRotationMachine.provide({
      actors: {
        loadSeeds: fromPromise(options.load ?? (async () => FIRST)),
        rotateSeeds: fromPromise(({ input }) => {
          rotations.push(input);
          return (options.rotate ?? (async (r) => rotatedTo(r.clientSeed ?? 'lucky')))(input);
        }),
      },
    }),
  ).start();
  return { actor, rotations };
}

describe('seedRotation', () => {
  it('reads the pairs, then shows the revealed seed and the new pair a rotation answers', async () => {
    const { actor, rotations } = start();
    expect(selectIsSeedBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectSeeds(actor.getSnapshot())).toEqual(FIRST);
    actor.send({ type: 'seeds.rotate', clientSeed: 'my-new-seed' });
    expect(selectSeedStep(actor.getSnapshot())).toBe('rotating');
    await waitFor(actor, (s) => s.matches('rotated'));
    expect(rotations).toEqual([{ clientSeed: 'my-new-seed' }]);
    expect(selectSeeds(actor.getSnapshot())).toEqual(rotatedTo('my-new-seed'));
    expect(selectRotations(actor.getSnapshot())).toBe(1);
  });

  it('keeps the current client seed when none is given', async () => {
    const { actor, rotations } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'seeds.rotate', clientSeed: null });
    await waitFor(actor, (s) => s.matches('rotated'));
    expect(rotations).toEqual([{ clientSeed: null }]);
  });

  it('refuses a client seed the contract refuses without calling the server', async () => {
    const { actor, rotations } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    for (const clientSeed of ['has space', '', 'x'.repeat(65), 'ключ']) {
      actor.send({ type: 'seeds.rotate', clientSeed });
      expect(selectSeedStep(actor.getSnapshot())).toBe('rotateFailed');
      expect(selectSeedFailure(actor.getSnapshot())?.fields).toEqual({
        client_seed: ['client_seed: Use 1 to 64 letters, digits or symbols, without spaces.'],
      });
    }
    expect(rotations).toEqual([]);
    actor.send({ type: 'seeds.rotate', clientSeed: 'x'.repeat(64) });
    await waitFor(actor, (s) => s.matches('rotated'));
    expect(selectSeedFailure(actor.getSnapshot())).toBeNull();
  });

  it('keeps the pairs and the code when the server refuses a rotation during an open round', async () => {
    const { actor } = start({
      rotate: async () => {
        throw new ApiError({ status: 409, code: 'round_open', message: 'Finish the round', fields: {} });
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'seeds.rotate', clientSeed: null });
    await waitFor(actor, (s) => s.matches('rotateFailed'));
    expect(selectSeedFailure(actor.getSnapshot())?.code).toBe('round_open');
    expect(selectSeeds(actor.getSnapshot())).toEqual(FIRST);
    expect(selectRotations(actor.getSnapshot())).toBe(0);
  });

  it('reads again on retry after a failed read', async () => {
    let reads = 0;
    const { actor } = start({
      load: async () => {
        reads++;
        if (reads === 1)
          throw new ApiError({ status: null, code: 'network_error', message: 'x', fields: {} });
        return FIRST;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectSeedFailure(actor.getSnapshot())?.code).toBe('network_error');
    actor.send({ type: 'seeds.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(reads).toBe(2);
    expect(selectSeedFailure(actor.getSnapshot())).toBeNull();
  });
});
