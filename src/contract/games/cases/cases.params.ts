import * as z from 'zod/mini';
import '../../zod-locale';
import { CASE_SLUGS } from './cases.shapes';

/** The game parameters of opening a case: which one. A case has a price, so the request carries no stake. */
export const casesParams = z.strictObject({
  slug: z.enum(CASE_SLUGS, { error: 'case_unknown: There is no such case' }),
});
export type CasesParams = z.infer<typeof casesParams>;
