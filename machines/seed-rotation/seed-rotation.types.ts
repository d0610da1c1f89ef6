import type { SeedsAnswer } from '../../src/contract/fair';
import type { ApiFailure } from '../../src/contract/failure';

export interface SeedRotationContext {
  /** The active pair and the last revealed one, as last read or answered by a rotation; null before the first read. */
  seeds: SeedsAnswer | null;
  /** Why the last read or rotation failed (codes and field texts for the view); null otherwise. */
  failure: ApiFailure | null;
  /** How many rotations succeeded here. */
  rotations: number;
}

/** What a rotation sends: the new client seed, or null to keep the current one. */
export type RotationRequest = { clientSeed: string | null };

export type SeedRotationEvent =
  /** The player reads the seeds again after a failed read. */
  | { type: 'seeds.retry' }
  /** The player rotates the pair: the active server seed is revealed, a new pair starts. */
  | { type: 'seeds.rotate'; clientSeed: string | null };
