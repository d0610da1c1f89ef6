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

/**
 * What `bonus_record_quiet_deposit` needs to know that a deposit earns nothing, for the programs this process last
 * read (null before it read any): their stamp, the longest window of the programs a deposit earns by registration
 * date, and the paid deposits before it from which none of them rewards any more. `depositOffers` is the rule this
 * mirrors; the database checks the stamp, so programs changed since make the deposit decided in TypeScript.
 */
export function quietDepositTerms(): { stamp: string; windowDays: number; steps: number } | null {
  if (!cached) return null;
  let windowDays = 0;
  let steps = 0;
  for (const program of cached.programs) {
    if (program.kind === 'promo') continue;
    windowDays = Math.max(windowDays, program.windowDays);
    steps = Math.max(steps, program.kind === 'welcome_pack' ? program.steps.length : 1);
  }
  return { stamp: cached.stamp, windowDays, steps };
}
