import {
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  kenoParams,
  type KenoParams,
  type KenoRisk,
} from '../../../contract/games/keno';

/** The numbers of the board, 1 to 40. */
export const KENO_BOARD: readonly number[] = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** The board is drawn in rows of eight (5 × 8). */
export const KENO_BOARD_COLUMNS = 8;

/** The risk a new page starts with. */
export const DEFAULT_KENO_RISK: KenoRisk = 'classic';

/** The picks with `n` added, or taken away when it is picked already; a number past the tenth is not added. */
export function togglePick(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, n];
}

/**
 * A random choice of `count` distinct numbers (Fisher–Yates over the board), ascending. These are the player's
 * picks, chosen in the browser for them; the draw is the server's.
 */
export function randomPicks(count: number, random: () => number = Math.random): number[] {
  const board = [...KENO_BOARD];
  const taken = Math.min(Math.max(count, 0), KENO_MAX_PICKS);
  for (let i = 0; i < taken; i++) {
    const j = i + Math.floor(random() * (board.length - i));
    [board[i], board[j]] = [board[j]!, board[i]!];
  }
  return board.slice(0, taken).sort((a, b) => a - b);
}

/** How many numbers "auto pick" chooses: as many as the player has picked, or all ten on an empty board. */
export const autoPickCount = (picks: readonly number[]) =>
  picks.length === 0 ? KENO_MAX_PICKS : picks.length;

/** The picks and risk as the game's parameters, or the `"<key>: <text>"` of why they cannot be bet. */
export function readKenoParams(
  picks: readonly number[],
  risk: KenoRisk,
): { ok: true; params: KenoParams } | { ok: false; error: string } {
  const parsed = kenoParams.safeParse({ risk, numbers: [...picks].sort((a, b) => a - b) });
  if (parsed.success) return { ok: true, params: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'keno_numbers_count' };
}
