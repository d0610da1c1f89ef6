import { defineModule } from '../../core/module';
import { startRakebackJob } from './rakeback-job';
import { registerVipRoutes } from './routes';

/** The VIP club: levels, join requests, weekly rakeback and cashback. */
export const vipModule = defineModule({
  name: 'vip',
  async routes(api, services) {
    await registerVipRoutes(api, services);
    if (services.config.vipRakebackJob) startRakebackJob(api, services);
  },
});

export { createVipOperator, type VipOperator } from './operator';
export { withPremium } from './premium';
