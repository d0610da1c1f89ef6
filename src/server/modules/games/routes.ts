import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Currency } from '../../../contract/constants';
import {
  betDetailAnswer,
  betHistoryQuery,
  betParams,
  feedQuery,
  gameSettingsQuery,
  placeBetBody,
  type BetDetailAnswer,
  type BetHistoryAnswer,
  type FeedAnswer,
  type GameSettingsAnswer,
  type OpenRoundAnswer,
  type PlaceBetAnswer,
} from '../../../contract/games/bets';
import { toMajor } from '../../../contract/money';
import { findSeed } from '../../fair/seed-repository';
import { HttpError } from '../../http/errors';
import { SHED_FIRST } from '../../http/load-shedding';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { currentPlayer } from '../../players/current-player';
import type { Bettor, GameDeps, PlacedBet } from './bet-service';
import { createBetPlayers } from './bet-players';
import { createBetSeeds } from './bet-seeds';
import { createAvailability } from './availability';
import { findPlayerBet, listPlayerBets } from './bet-repository';
import { placeInstantBet } from './instant-bet';
import { INSTANT_GAMES } from '../../../contract/games/instant-games';
import { findOpenRound } from './round-repository';
import { playMove, startRound } from './round-service';
import { STEPPED_GAMES } from '../../../contract/games/stepped-games';
import { recentBets } from './feed';
import { createFeedPublisher } from './feed-publisher';
import { presentBet } from './present';
import { gameSettings } from './settings';
import { seedsOf } from './seeds-of';

const betNotFound = (id: number) => new HttpError(404, 'not_found', `Bet ${id} does not exist.`);

/**
 * The in-house games: their settings (public); a bet per game, the player's bets and one bet with its revealed
 * seed (bearer).
 */
export async function registerGameRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: ctx.authenticate };
  const available = createAvailability(ctx.config.gamesOff);
  const deps: GameDeps = {
    ledger: ctx.ledger,
    db: ctx.db,
    now: ctx.now,
    available,
    players: createBetPlayers(ctx.db),
    seeds: createBetSeeds(ctx.db),
  };
  // a bet's statement checks the session itself: the token alone is checked before it
  const bettor = { preValidation: ctx.bearerCheck };
  const bettorOf = (request: FastifyRequest): Bettor => {
    const { userId, sid } = claimsOf(request);
    return { userId, sid };
  };

  /** How long browsers may keep the settings: they change with a release or a restart. */
  const SETTINGS_MAX_AGE_SECONDS = 60;
  api.get(
    '/api/v2/games/settings',
    { schema: { querystring: gameSettingsQuery } },
    async (request, reply): Promise<GameSettingsAnswer> => {
      reply.header('cache-control', `public, max-age=${SETTINGS_MAX_AGE_SECONDS}`);
      return gameSettings(request.query.currency, available);
    },
  );

  api.get(
    '/api/v2/games/feed',
    { schema: { querystring: feedQuery }, config: SHED_FIRST },
    async (request, reply): Promise<FeedAnswer> => {
      reply.header('cache-control', 'no-store');
      return recentBets(ctx.db, request.query.game);
    },
  );

  for (const game of Object.values(INSTANT_GAMES)) {
    api.post(
      `/api/v2/games/${game.id}/bets`,
      { ...bettor, schema: { body: placeBetBody(game.params) } },
      async (request): Promise<PlaceBetAnswer> => {
        const { bet_id, amount, params } = request.body;
        return answer(
          await placeInstantBet(deps, bettorOf(request), game, { clientBetId: bet_id, amount, params }),
        );
      },
    );
  }

  const feed = createFeedPublisher(ctx.hub, ctx.log);
  app.addHook('onClose', async () => feed.stop());

  /**
   * The bet and the player's balances after it (read again when the bet's statement did not know them); a settled
   * bet goes to the live feed.
   */
  const answer = async (placed: PlacedBet): Promise<PlaceBetAnswer> => {
    const { bet, player } = placed;
    const currency = bet.currency as Currency;
    if (bet.status === 'settled')
      feed.add({
        id: bet.id,
        game: bet.game,
        userId: bet.userId,
        currency: bet.currency,
        stake: bet.stake,
        payout: bet.payout,
        multiplier: bet.multiplier,
        settledAt: bet.settledAt,
        name: player.name,
        statisticsHidden: player.isStatisticsHidden,
        avatarHidden: player.isAvatarHidden,
      });
    const { main, bonus } = placed.balances ?? (await ctx.ledger.balances(player.id, currency));
    return {
      bet: presentBet(placed.bet, placed.seed),
      balance: toMajor(main, currency),
      bonus_balance: toMajor(bonus, currency),
      total_balance: toMajor(main + bonus, currency),
    };
  };

  for (const game of Object.values(STEPPED_GAMES)) {
    api.post(
      `/api/v2/games/${game.id}/bets`,
      { ...bettor, schema: { body: placeBetBody(game.params) } },
      async (request): Promise<PlaceBetAnswer> => {
        const { bet_id, amount, params } = request.body;
        return answer(
          await startRound(deps, bettorOf(request), game, { clientBetId: bet_id, amount, params }),
        );
      },
    );
    for (const [name, move] of Object.entries(game.moves)) {
      api.post(
        `/api/v2/games/${game.id}/${name}`,
        { ...auth, schema: { body: move.body } },
        async (request): Promise<PlaceBetAnswer> => {
          const player = await currentPlayer(ctx, request);
          const bet = await playMove(deps, player, game, name, request.body);
          const seed = await findSeed(ctx.db, bet.seedId);
          if (!seed) throw new Error(`bet ${bet.id} lost its seed`);
          return answer({ bet, seed, player, balances: null });
        },
      );
    }
    api.get(`/api/v2/games/${game.id}/round`, auth, async (request, reply): Promise<OpenRoundAnswer> => {
      const bet = await findOpenRound(ctx.db, claimsOf(request).userId, game.id);
      const seed = bet && (await findSeed(ctx.db, bet.seedId));
      reply.header('cache-control', 'no-store');
      return { bet: bet && seed ? presentBet(bet, seed) : null };
    });
  }

  api.get(
    '/api/v2/games/bets',
    { ...auth, schema: { querystring: betHistoryQuery } },
    async (request, reply): Promise<BetHistoryAnswer> => {
      const { userId } = claimsOf(request);
      const rows = await listPlayerBets(ctx.db, userId, request.query);
      const seeds = await seedsOf(ctx.db, rows);
      reply.header('cache-control', 'no-store');
      return { data: rows.map((bet) => presentBet(bet, seeds.get(bet.seedId)!)) };
    },
  );

  api.get(
    '/api/v2/games/bets/:id',
    { ...auth, schema: { params: betParams } },
    async (request, reply): Promise<BetDetailAnswer> => {
      const bet = await findPlayerBet(ctx.db, claimsOf(request).userId, request.params.id);
      if (!bet) throw betNotFound(request.params.id);
      const seed = await findSeed(ctx.db, bet.seedId);
      if (!seed) throw new Error(`bet ${bet.id} lost its seed`);
      reply.header('cache-control', 'no-store');
      return betDetailAnswer.parse({
        bet: presentBet(bet, seed),
        server_seed: seed.status === 'revealed' ? seed.serverSeed : null,
      });
    },
  );
}
