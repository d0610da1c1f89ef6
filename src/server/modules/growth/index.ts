import { defineModule } from '../../core/module';
import { registerAttachSourceRoutes } from './attach-source-routes';
import { registerLatestBuildRoute } from './build-route';
import { registerMiddlewareRoutes } from './middleware-routes';
import { registerTrackingRoutes } from './tracking-routes';

/** Growth: tracking, attribution, the navigation middleware chain, the deployed build's id. */
export const growthModule = defineModule({
  name: 'growth',
  async routes(api, services) {
    await registerMiddlewareRoutes(api, services);
    await registerTrackingRoutes(api, services);
    await registerAttachSourceRoutes(api, services);
  },
  siteRoutes: async (site, services) => registerLatestBuildRoute(site, services.config.staticDir),
});

export { createGrowthOperator, type GrowthOperator } from './operator';
