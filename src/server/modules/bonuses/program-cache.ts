import type { Db } from '../../db/client';
import type { Program } from './program-schema';
import { stampedActivePrograms } from './program-repository';

let cached: { stamp: string; programs: Program[] } | undefined;

/**
 * The active programs as of `stamp` (`activeProgramsStamp`, read with the deposit): parsed once per version of the
 * programs rather than on every deposit, read again through `db` only when the stamp moved.
 */
export async function activeProgramsOf(db: Db, stamp: string): Promise<Program[]> {
  if (cached?.stamp === stamp) return cached.programs;
  const fresh = await stampedActivePrograms(db);
  cached = fresh;
  // the programs changed again since `stamp` was read; the newer version decides, as a later deposit would
  return fresh.programs;
}
