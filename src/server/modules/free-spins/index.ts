import { defineModule } from '../../core/module';
import { freeSpinExpiryJob } from './expiry';
import { registerFreeSpinRoutes } from './routes';

/** Free-spin campaigns: the player's list, cancelling, expiry. */
export const freeSpinsModule = defineModule({
  name: 'free-spins',
  routes: registerFreeSpinRoutes,
  jobs: (services) => [freeSpinExpiryJob(services.db)],
});

export { grantFreeSpins } from './grant';
export { createFreeSpinOperator, type FreeSpinOperator } from './operator';
