import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { seedRotationMachine } from '../../machines/seed-rotation/seed-rotation.machine';
import {
  selectIsSeedBusy,
  selectRotations,
  selectSeedFailure,
  selectSeeds,
  selectSeedStep,
  type SeedRotationStep,
} from '../../machines/seed-rotation/seed-rotation.select';
import type { GamesApi } from '../api/games';
import type { SeedsAnswer } from '../contract/fair';
import type { ApiFailure } from '../contract/failure';
import { useGameServices } from './game-services';

export interface SeedRotationDeps {
  games: Pick<GamesApi, 'seeds' | 'rotateSeeds'>;
  /** Told after each rotation: the seeds of earlier bets are revealed now. */
  onRotated: () => void;
}

/** The `seedRotation` machine with the seed calls. */
export function provideSeedRotation(deps: SeedRotationDeps) {
  return seedRotationMachine.provide({
    actors: {
      loadSeeds: fromPromise(() => deps.games.seeds()),
      rotateSeeds: fromPromise(async ({ input }) => {
        const seeds = await deps.games.rotateSeeds(input.clientSeed ?? undefined);
        deps.onRotated();
        return seeds;
      }),
    },
  });
}

/** What a view gets for the player's seed pair: the pairs, rotate, retry and where it stands. */
export interface SeedRotationFlow {
  /** Rotates the pair; null keeps the current client seed. */
  rotate(clientSeed: string | null): void;
  retry(): void;
  step: SeedRotationStep;
  seeds: SeedsAnswer | null;
  failure: ApiFailure | null;
  busy: boolean;
  /** Grows with each rotation done. */
  rotations: number;
}

/** Runs the seed pair of the fairness page; `onRotated` is called after each rotation (read once, at mount). */
export function useSeedRotation(onRotated: () => void): SeedRotationFlow {
  const { games } = useGameServices();
  const [machine] = useState(() => provideSeedRotation({ games, onRotated }));
  const ref = useActorRef(machine);
  const step = useSelector(ref, selectSeedStep);
  const seeds = useSelector(ref, selectSeeds);
  const failure = useSelector(ref, selectSeedFailure);
  const busy = useSelector(ref, selectIsSeedBusy);
  const rotations = useSelector(ref, selectRotations);
  return useMemo(
    () => ({
      rotate: (clientSeed) => ref.send({ type: 'seeds.rotate', clientSeed }),
      retry: () => ref.send({ type: 'seeds.retry' }),
      step,
      seeds,
      failure,
      busy,
      rotations,
    }),
    [ref, step, seeds, failure, busy, rotations],
  );
}
