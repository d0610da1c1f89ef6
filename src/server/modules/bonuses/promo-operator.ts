import type { PromoCodeKind } from '../../../contract/bonuses';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Program } from './program-schema';
import { activePrograms, findActiveProgram, seedPrograms } from './program-repository';
import { PROGRAMS } from './programs';
import { insertPromoCode, listPromoCodes, type PromoCodeRow } from './promo-repository';

/** A new promo code: the stored (upper-case) code, the promo program it earns, and its limits. */
export type NewPromoCode = {
  code: string;
  programId: string;
  kind: PromoCodeKind;
  expiresAt: Date | null;
  maxUses: number | null;
};

/**
 * What an operator does with promo codes (`npm run ops -- promo …`). The programs file is seeded first, as the
 * server does at start, so a program just added to it can get codes before the server restarts.
 */
export function createPromoOperator(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function promoProgramIds(): Promise<string> {
    const ids = (await activePrograms(db)).filter((p) => p.kind === 'promo').map((p) => p.id);
    return ids.join(', ') || 'none';
  }

  return {
    /** Adds a code of an active promo program; refuses an unknown program, a past expiry and an existing code. */
    async add(input: NewPromoCode): Promise<{ code: PromoCodeRow; program: Program }> {
      await seedPrograms(db, PROGRAMS);
      const program = await findActiveProgram(db, input.programId);
      if (program?.kind !== 'promo') {
        const what = program ? `a ${program.kind} program` : 'not an active program';
        throw new HttpError(
          422,
          'validation_failed',
          `${input.programId} is ${what}; promo programs: ${await promoProgramIds()}.`,
        );
      }
      if (input.expiresAt && input.expiresAt <= now())
        throw new HttpError(422, 'validation_failed', 'The promo code would expire before it can be used.');
      const code = await insertPromoCode(db, input);
      if (!code) throw new HttpError(409, 'validation_failed', `Promo code ${input.code} exists already.`);
      return { code, program };
    },

    /** Every promo code, newest first. */
    async list(): Promise<PromoCodeRow[]> {
      await seedPrograms(db, PROGRAMS);
      return listPromoCodes(db);
    },
  };
}

export type PromoOperator = ReturnType<typeof createPromoOperator>;
