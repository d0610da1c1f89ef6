import type { SnapshotFrom } from 'xstate';
import type { SeedsAnswer } from '../../src/contract/fair';
import type { ApiFailure } from '../../src/contract/failure';
import type { seedRotationMachine } from './seed-rotation.machine';

export type SeedRotationSnapshot = SnapshotFrom<typeof seedRotationMachine>;

/** Where the seed pair stands. */
export type SeedRotationStep = 'loading' | 'loadFailed' | 'ready' | 'rotating' | 'rotated' | 'rotateFailed';

/** Where the seed pair stands. */
export const selectSeedStep = (s: SeedRotationSnapshot): SeedRotationStep => s.value as SeedRotationStep;

/** The active pair and the last revealed one, or null before the first read. */
export const selectSeeds = (s: SeedRotationSnapshot): SeedsAnswer | null => s.context.seeds;

/** Why the last read or rotation failed, or null. */
export const selectSeedFailure = (s: SeedRotationSnapshot): ApiFailure | null => s.context.failure;

/** Whether a read or a rotation is waiting for the server. */
export const selectIsSeedBusy = (s: SeedRotationSnapshot): boolean => s.hasTag('busy');

/** How many rotations succeeded. */
export const selectRotations = (s: SeedRotationSnapshot): number => s.context.rotations;
