import * as z from 'zod/mini';
import '../../zod-locale';
import { amountField } from '../../money';
import { EVEN_MONEY_BETS, INSIDE_BETS, isInsidePlacement, type InsideBet } from './roulette.bets';

/** The most chips one spin may carry. */
export const MAX_ROULETTE_CHIPS = 100;

const PLACEMENT_RULES: Readonly<Record<InsideBet, string>> = {
  straight: 'roulette_straight_invalid: A straight bet covers one number from 0 to 36',
  split: 'roulette_split_invalid: A split covers two numbers next to each other on the table',
  street: 'roulette_street_invalid: A street covers one row of three numbers',
  trio: 'roulette_trio_invalid: A trio covers 0, 1 and 2 or 0, 2 and 3',
  corner: 'roulette_corner_invalid: A corner covers four numbers that meet at one point',
  firstFour: 'roulette_first_four_invalid: First four covers 0, 1, 2 and 3',
  line: 'roulette_line_invalid: A line covers two neighbouring rows, six numbers',
};

const pocketNumber = z
  .number()
  .check(
    z.int('roulette_number_invalid: Numbers are whole numbers from 0 to 36'),
    z.minimum(0, 'roulette_number_invalid: Numbers are whole numbers from 0 to 36'),
    z.maximum(36, 'roulette_number_invalid: Numbers are whole numbers from 0 to 36'),
  );

const insideChip = z
  .strictObject({
    bet: z.enum(INSIDE_BETS),
    numbers: z.array(pocketNumber).check(z.maxLength(6)),
    amount: amountField,
  })
  .check(
    z.superRefine(({ bet, numbers }, ctx) => {
      if (!isInsidePlacement(bet, numbers))
        ctx.addIssue({ code: 'custom', path: ['numbers'], message: PLACEMENT_RULES[bet] });
    }),
  );

const sectionNumber = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'roulette_section_invalid: Choose 1, 2 or 3',
});

/** One chip on the table: an inside bet with the numbers it covers, or an outside bet, and its stake. */
export const rouletteChip = z.discriminatedUnion(
  'bet',
  [
    insideChip,
    z.strictObject({ bet: z.literal('dozen'), dozen: sectionNumber, amount: amountField }),
    z.strictObject({ bet: z.literal('column'), column: sectionNumber, amount: amountField }),
    z.strictObject({ bet: z.enum(EVEN_MONEY_BETS), amount: amountField }),
  ],
  { error: 'roulette_bet_invalid: Unknown bet' },
);
export type RouletteChip = z.infer<typeof rouletteChip>;

/** The game parameters of a spin: 1 to 100 chips, amounts in major units. */
export const rouletteParams = z.strictObject({
  chips: z
    .array(rouletteChip)
    .check(
      z.minLength(1, 'roulette_no_chips: Place at least one chip'),
      z.maxLength(
        MAX_ROULETTE_CHIPS,
        `roulette_too_many_chips: At most ${MAX_ROULETTE_CHIPS} chips per spin`,
      ),
    ),
});
export type RouletteParams = z.infer<typeof rouletteParams>;
