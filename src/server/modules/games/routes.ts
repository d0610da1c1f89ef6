import type { FastifyInstance } from 'fastify';
import type { Currency } from '../../../contract/constants';
import {
  betDetailAnswer,
  betHistoryQuery,
  betParams,
  gameSettingsQuery,
  placeBetBody,
  type BetDetailAnswer,
  type BetHistoryAnswer,
  type GameSettingsAnswer,
  type PlaceBetAnswer,
} from '../../../contract/games/bets';
import { toMajor } from '../../../contract/money';
import { findSeed } from '../../fair/seed-repository';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../auth/authenticate';
import type { AuthContext } from '../auth/context';
import { currentPlayer } from '../bonuses/current-player';
import { createAvailability } from './availability';
import { findPlayerBet, listPlayerBets } from './bet-repository';
import { placeInstantBet } from './bet-service';
import { INSTANT_GAMES } from './instant-games';
import { presentBet } from './present';
import { gameSettings } from './settings';
import { seedsOf } from './seeds-of';

const betNotFound = (id: number) => new HttpError(404, 'not_found', `Bet ${id} does not exist.`);

/**
 * The in-house games: their settings (public); a bet per game, the player's bets and one bet with its revealed
 * seed (bearer).
 */
export async function registerGameRoutes(app: FastifyInstance, ctx: AuthContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: ctx.authenticate };
  const available = createAvailability(ctx.config.gamesOff);
  const deps = { ledger: ctx.ledger, db: ctx.db, now: ctx.now, available };

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

  for (const game of Object.values(INSTANT_GAMES)) {
    api.post(
      `/api/v2/games/${game.id}/bets`,
      { ...auth, schema: { body: placeBetBody(game.params) } },
      async (request): Promise<PlaceBetAnswer> => {
        const player = await currentPlayer(ctx, request);
        const { bet_id, amount, params } = request.body;
        const { bet, seed } = await placeInstantBet(deps, player, game, {
          clientBetId: bet_id,
          amount,
          params,
        });
        const currency = player.currency as Currency;
        const balances = await ctx.ledger.balances(player.id, currency);
        return { bet: presentBet(bet, seed), balance: toMajor(balances.main, currency) };
      },
    );
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
