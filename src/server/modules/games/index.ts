import { PUBLIC_CHANNELS } from '../../../contract/realtime';
import { defineModule } from '../../core/module';
import { registerGameRoutes } from './routes';
import { registerSeedRoutes } from './seed-routes';

/** The in-house games: bets, rounds played in steps, the live feed, provably fair seed pairs. */
export const gamesModule = defineModule({
  name: 'games',
  // the live feed of settled bets: every game's, and each game's own
  channels: PUBLIC_CHANNELS.filter((channel) => channel === 'bets' || channel.startsWith('bets:')),
  async routes(api, services) {
    await registerSeedRoutes(api, services);
    await registerGameRoutes(api, services);
  },
});
