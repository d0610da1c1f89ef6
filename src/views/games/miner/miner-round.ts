import type { Bet } from '../../../contract/games/bets';
import { capWin } from '../../../contract/games/limits';
import { MINER_TILES, minerMultiplier, type minerView } from '../../../contract/games/miner';
import { applyRatio, type Ratio } from '../../../contract/games/ratio';
import { toMajor, toMinor } from '../../../contract/money';

/** A miner round as the server shows it (`minerView`): the mines' places only once it is over. */
export type MinerRoundView = ReturnType<typeof minerView>;

/** How a tile looks: still closed, a gem opened, a mine, the mine that ended the round, or a gem left closed. */
export type TileLook = 'closed' | 'gem' | 'mine' | 'hit' | 'unopened';

/** The miner round a bet carries, or null (another game's bet, or none). */
export function minerRoundOf(bet: Bet | null): MinerRoundView | null {
  if (!bet || bet.game !== 'miner' || typeof bet.round !== 'object' || bet.round === null) return null;
  return bet.round as MinerRoundView;
}

/** The look of each of the 25 tiles; all closed before a round. */
export function tileLooks(round: MinerRoundView | null): TileLook[] {
  const revealed = new Set(round?.revealed ?? []);
  const mines = new Set(round?.mines ?? []);
  const over = round !== null && round.status !== 'playing';
  return Array.from({ length: MINER_TILES }, (_, tile): TileLook => {
    if (revealed.has(tile)) return 'gem';
    if (round?.hitMine === tile) return 'hit';
    if (mines.has(tile)) return 'mine';
    return over ? 'unopened' : 'closed';
  });
}

/**
 * What cashing out pays now, in major units, as the server computes it: the stake × rtp·C(25,k)/C(25−m,k) rounded
 * down to the currency's minor unit and capped at the max win. Null before the first gem.
 */
export function minerCashOutValue(bet: Bet, round: MinerRoundView, rtp: Ratio): number | null {
  const stake = toMinor(bet.amount, bet.currency);
  if (!round.canCashOut || stake === null) return null;
  const multiplier = minerMultiplier(round.mineCount, round.revealed.length, rtp);
  return toMajor(capWin(applyRatio(stake, multiplier), bet.currency), bet.currency);
}
