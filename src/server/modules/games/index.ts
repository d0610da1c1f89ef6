import { defineModule } from '../../core/module';
import { registerGameRoutes } from './routes';
import { registerSeedRoutes } from './seed-routes';

/** The in-house games: bets, rounds played in steps, the live feed, provably fair seed pairs. */
export const gamesModule = defineModule({
  name: 'games',
  async routes(api, services) {
    await registerSeedRoutes(api, services);
    await registerGameRoutes(api, services);
  },
});
