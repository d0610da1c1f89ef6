import type { Currency } from '../../../contract/constants';
import {
  betPockets,
  rouletteParams,
  type RouletteBet,
  type RouletteChip,
  type RouletteParams,
} from '../../../contract/games/roulette';
import { toMajor, toMinor } from '../../../contract/money';

/** One chip as the player put it down: where, and its value in major units. */
export interface PlacedChip {
  spot: RouletteBet;
  amount: number;
}

/** A name for a place on the table, the same for the same numbers in any order. */
export function spotKey(spot: RouletteBet): string {
  switch (spot.bet) {
    case 'dozen':
      return `dozen:${spot.dozen}`;
    case 'column':
      return `column:${spot.column}`;
    case 'red':
    case 'black':
    case 'even':
    case 'odd':
    case 'low':
    case 'high':
      return spot.bet;
    default:
      return `${spot.bet}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;
  }
}

const minorOf = (amount: number, currency: Currency) => toMinor(amount, currency) ?? 0n;

/** A chip of the request for a place on the table and its stake. */
function chipOf(spot: RouletteBet, amount: number): RouletteChip {
  if ('numbers' in spot) return { bet: spot.bet, numbers: [...spot.numbers], amount };
  return { ...spot, amount } as RouletteChip;
}

/**
 * The chips as the request carries them: one per place on the table, in the order the places were first used,
 * with the chips put there added up in minor units (so 0.1 + 0.2 is 0.3, not 0.30000000000000004).
 */
export function stackChips(placed: readonly PlacedChip[], currency: Currency): RouletteChip[] {
  const stacks = new Map<string, { spot: RouletteBet; minor: bigint }>();
  for (const { spot, amount } of placed) {
    const key = spotKey(spot);
    const stack = stacks.get(key);
    if (stack) stack.minor += minorOf(amount, currency);
    else stacks.set(key, { spot, minor: minorOf(amount, currency) });
  }
  return [...stacks.values()].map(({ spot, minor }) => chipOf(spot, toMajor(minor, currency)));
}

/** The whole stake of the spin: every chip on the table, major units. */
export function totalStake(placed: readonly PlacedChip[], currency: Currency): number {
  return toMajor(
    placed.reduce((sum, chip) => sum + minorOf(chip.amount, currency), 0n),
    currency,
  );
}

/** The chips on the table as the spin's parameters, or the `"<key>: <text>"` of why they cannot be bet. */
export function readRouletteParams(
  chips: readonly RouletteChip[],
): { ok: true; params: RouletteParams } | { ok: false; error: string } {
  const parsed = rouletteParams.safeParse({ chips });
  if (parsed.success) return { ok: true, params: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'roulette_no_chips' };
}

/** Whether a chip wins when the ball lands in `pocket`. */
export const isWinningChip = (chip: RouletteBet, pocket: number) => betPockets(chip).includes(pocket);

/** The chips of a spin in one canonical text (place and stake, in table order), to tell whether two spins match. */
export const chipsSignature = (chips: readonly RouletteChip[]) =>
  chips
    .map((chip) => `${spotKey(chip)}=${chip.amount}`)
    .sort()
    .join(';');
