import type { Currency } from '../../../contract/constants';
import type { Bet } from '../../../contract/games/bets';
import type { HouseGame } from '../../../contract/games/rtp';
import { toMajor } from '../../../contract/money';
import { displayMultiplier } from '../../../contract/games/ratio';
import type { SeedRow } from '../../fair/seed-repository';
import type { BetRow } from './bet-repository';
import { rtpOf } from '../../../contract/games/instant-games';
import { STEPPED_GAMES, type SteppedGameId } from '../../../contract/games/stepped-games';

/** The player's view of a round played in steps. */
const roundView = (bet: BetRow) => {
  const game = STEPPED_GAMES[bet.game as SteppedGameId];
  return game ? game.view(bet.state, rtpOf(game.id)) : null;
};

/**
 * A bet as its player sees it, with the commitment and client seed of the pair that decided it; a round played in
 * steps through its game's view, which never shows what is still to come.
 */
export function presentBet(bet: BetRow, seed: Pick<SeedRow, 'serverSeedHash' | 'clientSeed'>): Bet {
  const currency = bet.currency as Currency;
  return {
    id: bet.id,
    bet_id: bet.clientBetId,
    game: bet.game as HouseGame,
    currency,
    amount: toMajor(bet.stake, currency),
    payout: bet.payout === null ? null : toMajor(bet.payout, currency),
    multiplier: displayMultiplier(bet.multiplier),
    multiplier_exact: bet.multiplier,
    params: bet.params,
    outcome: bet.status === 'settled' ? bet.outcome : null,
    round: bet.state === null ? null : roundView(bet),
    status: bet.status as Bet['status'],
    server_seed_hash: seed.serverSeedHash,
    client_seed: seed.clientSeed,
    nonce: bet.nonce,
    created_at: bet.createdAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
  };
}
