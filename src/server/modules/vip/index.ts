import { defineModule } from '../../core/module';
import { vipRewardsJob } from './rakeback-job';
import { registerVipRoutes } from './routes';

/** The VIP club: levels, join requests, weekly rakeback and cashback. */
export const vipModule = defineModule({
  name: 'vip',
  routes: registerVipRoutes,
  jobs: (services) => (services.config.vipRakebackJob ? [vipRewardsJob(services)] : []),
});

export { createVipOperator, type VipOperator } from './operator';
export { withPremium } from './premium';
