import { DECLARED_RTP } from '../rtp';
import { ratio, toNumber, type Ratio } from '../ratio';
import { MINER_MAX_MINES, MINER_MIN_MINES, MINER_TILES } from './miner.params';
import { minerMultiplier } from './miner.payout';

const NOTHING = ratio(0);

export type MinerStatus = 'playing' | 'lost' | 'cashedOut';

/**
 * A miner round: the layout fixed at bet time, the safe tiles opened so far in order, and how it stands. A round
 * ends lost on a mine, or cashed out by the player or by opening the last safe tile.
 */
export type MinerState = {
  readonly mines: readonly number[];
  readonly revealed: readonly number[];
  readonly status: MinerStatus;
  /** The mine that ended the round, null otherwise. */
  readonly hitMine: number | null;
};

/** Why a move is refused; the server answers these codes. */
export type MinerError = 'round_over' | 'tile_invalid' | 'tile_revealed' | 'nothing_revealed';

export type MinerStep = { ok: true; state: MinerState } | { ok: false; error: MinerError };

/** A fresh round on `layout`, the outcome of a bet with `mines` mines. */
export function startMiner(layout: readonly number[], mines: number): MinerState {
  const valid =
    Number.isInteger(mines) &&
    mines >= MINER_MIN_MINES &&
    mines <= MINER_MAX_MINES &&
    layout.length === mines &&
    new Set(layout).size === mines &&
    layout.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < MINER_TILES);
  if (!valid) throw new RangeError(`miner: [${layout.join(', ')}] is not a layout of ${mines} mines`);
  return { mines: [...layout], revealed: [], status: 'playing', hitMine: null };
}

/** Why `tile` cannot be revealed now, or null when it can. */
export function minerRevealError(state: MinerState, tile: number): MinerError | null {
  if (state.status !== 'playing') return 'round_over';
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINER_TILES) return 'tile_invalid';
  if (state.revealed.includes(tile)) return 'tile_revealed';
  return null;
}

/** Opens `tile`: a mine loses the round; the last safe tile cashes out by itself. */
export function reveal(state: MinerState, tile: number): MinerStep {
  const error = minerRevealError(state, tile);
  if (error) return { ok: false, error };
  if (state.mines.includes(tile)) return { ok: true, state: { ...state, status: 'lost', hitMine: tile } };
  const revealed = [...state.revealed, tile];
  const allSafeOpen = revealed.length === MINER_TILES - state.mines.length;
  return { ok: true, state: { ...state, revealed, status: allSafeOpen ? 'cashedOut' : 'playing' } };
}

/** Why the player cannot cash out now, or null when they can: after at least one safe tile, while playing. */
export function minerCashOutError(state: MinerState): MinerError | null {
  if (state.status !== 'playing') return 'round_over';
  if (state.revealed.length === 0) return 'nothing_revealed';
  return null;
}

/** Ends the round and takes the current multiplier. */
export function cashOut(state: MinerState): MinerStep {
  const error = minerCashOutError(state);
  if (error) return { ok: false, error };
  return { ok: true, state: { ...state, status: 'cashedOut' } };
}

/** The multiplier the round pays once over (0 when lost); null while it is still being played. */
export function minerPayout(state: MinerState, rtp: Ratio = DECLARED_RTP.miner): Ratio | null {
  if (state.status === 'playing') return null;
  if (state.status === 'lost') return NOTHING;
  return minerMultiplier(state.mines.length, state.revealed.length, rtp);
}

/** The multiplier the next safe tile would bring, null when the round is over. */
export function minerNextMultiplier(state: MinerState, rtp: Ratio = DECLARED_RTP.miner): Ratio | null {
  if (state.status !== 'playing') return null;
  return minerMultiplier(state.mines.length, state.revealed.length + 1, rtp);
}

/**
 * What the player may see of a round: the mines' places only once it is over. Multipliers are floats for display;
 * `multiplier` is the one a cash-out would pay now (null before the first safe tile).
 */
export function minerView(state: MinerState, rtp: Ratio = DECLARED_RTP.miner) {
  const over = state.status !== 'playing';
  const next = minerNextMultiplier(state, rtp);
  return {
    mineCount: state.mines.length,
    revealed: [...state.revealed],
    status: state.status,
    hitMine: state.hitMine,
    mines: over ? [...state.mines].sort((a, b) => a - b) : null,
    multiplier:
      state.revealed.length > 0 && state.status !== 'lost'
        ? toNumber(minerMultiplier(state.mines.length, state.revealed.length, rtp))
        : null,
    nextMultiplier: next && toNumber(next),
    canCashOut: minerCashOutError(state) === null,
  };
}
