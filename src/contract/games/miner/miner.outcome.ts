import type { OutcomeStream } from '../../fair/stream';
import { MINER_TILES, type MinerParams } from './miner.params';

/** Where a miner round's mines lie: tiles 0–24 in the order drawn, fixed when the bet is placed. */
export type MinerOutcome = { mines: number[] };

/** The mine layout of a bet: `stream.sample(25, mines)`. */
export function minerOutcome(stream: OutcomeStream, params: MinerParams): MinerOutcome {
  return { mines: stream.sample(MINER_TILES, params.mines) };
}
