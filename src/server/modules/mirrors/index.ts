import { defineModule } from '../../core/module';
import { registerPixelRoute } from './pixel-route';
import { registerMirrorRoutes } from './routes';

/** Mirror domains: the mirror list and configuration, probe reports, the probing pixel on every site host. */
export const mirrorsModule = defineModule({
  name: 'mirrors',
  routes: registerMirrorRoutes,
  siteRoutes: async (site) => registerPixelRoute(site),
});

export { createMirrorOperator, type MirrorOperator } from './operator';
