import { defineModule } from '../../core/module';
import { registerDepositRoutes } from './deposit-routes';
import { invoiceExpiryJob } from './expiry';
import { registerHistoryRoutes } from './history-routes';
import { registerPayoutRoutes } from './payouts-routes';

/** Deposits through the payment provider, payouts, the money history. */
export const billingModule = defineModule({
  name: 'billing',
  async routes(api, services) {
    await registerDepositRoutes(api, services);
    await registerPayoutRoutes(api, services);
    await registerHistoryRoutes(api, services);
  },
  jobs: (services) => [invoiceExpiryJob(services.db)],
});

export { createOperatorService, type OperatorService } from './operator';
export { createPaymentProvider } from './providers/registry';
