import * as z from 'zod/mini';
import '../../zod-locale';

/** The grid: 5 × 5 tiles numbered 0–24 row by row. */
export const MINER_TILES = 25;
/** A round hides 1 to 24 mines, so at least one tile is safe. */
export const MINER_MIN_MINES = 1;
export const MINER_MAX_MINES = 24;

/** The game parameters of a miner bet: how many mines the grid hides. */
export const minerParams = z.strictObject({
  mines: z
    .number({ error: 'miner_mines_invalid: Choose 1 to 24 mines' })
    .check(
      z.int('miner_mines_invalid: Choose 1 to 24 mines'),
      z.minimum(MINER_MIN_MINES, 'miner_mines_invalid: Choose 1 to 24 mines'),
      z.maximum(MINER_MAX_MINES, 'miner_mines_invalid: Choose 1 to 24 mines'),
    ),
});
export type MinerParams = z.infer<typeof minerParams>;

/** A reveal request of a running round: the tile to open. */
export const minerRevealBody = z.strictObject({
  tile: z
    .number({ error: 'miner_tile_invalid: Choose a tile from 0 to 24' })
    .check(
      z.int('miner_tile_invalid: Choose a tile from 0 to 24'),
      z.minimum(0, 'miner_tile_invalid: Choose a tile from 0 to 24'),
      z.maximum(MINER_TILES - 1, 'miner_tile_invalid: Choose a tile from 0 to 24'),
    ),
});
export type MinerReveal = z.infer<typeof minerRevealBody>;
