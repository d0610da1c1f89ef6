import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services';
import { registerPlayerBonusRoutes } from './player-routes';
import { registerProgramRoutes } from './program-routes';
import { PROGRAMS } from './programs';
import { seedPrograms } from './program-repository';
import { registerPromoRoutes } from './promo-routes';
import { registerPromotionRoutes } from './promotion-routes';

/** Seeds the bonus programs of the programs file, then mounts the program, player-bonus and promo-code routes. */
export async function registerBonusRoutes(app: FastifyInstance, ctx: Services) {
  await seedPrograms(ctx.db, PROGRAMS);
  await registerProgramRoutes(app, ctx);
  await registerPlayerBonusRoutes(app, ctx);
  await registerPromoRoutes(app, ctx);
  await registerPromotionRoutes(app, ctx);
}
